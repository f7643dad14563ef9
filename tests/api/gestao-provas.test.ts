import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditoria, fscPrcSeletivo, insPrcPrvSala, insProcesso, municipio, pais, prcSltEtpProva, prcSltLclProva, prcSltMncProva, prcSltPrvSala, uf } from '../../server/db/schema/index.ts';
import { type Client, createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';

let t: TestApp;
let e: Equipe;
let prc: number;
let outro: number;
const mnc: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  prc = await criarProcessoDeTeste(t);
  outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro processo' });
  e = await criarEquipe(t, prc, outro);
  const db = t.database.db;
  const [br] = await db.insert(pais).values({ psDescricao: 'Brasil', psSigla: 'BR' }).returning();
  await db.insert(uf).values([{ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: br.psCodigo }, { ufCodigo: 'SP', ufDescricao: 'São Paulo', psCodigo: br.psCodigo }]);
  const nomes: [string, string][] = [['Ponta Grossa', 'PR'], ['Curitiba', 'PR'], ['São José dos Pinhais', 'PR'], ['Telêmaco Borba', 'PR'], ['Grossa Ponta de Cima', 'PR'], ['São Paulo', 'SP']];
  for (let i = 1; i <= 25; i++) nomes.push([`Vila ${String(i).padStart(2, '0')}`, 'PR']);
  for (const m of await db.insert(municipio).values(nomes.map(([d, u]) => ({ mncDescricao: d, ufCodigo: u }))).returning()) mnc[m.mncDescricao] = m.mncCodigo;
});
afterAll(() => t.close());

const db = () => t.database.db;
const json = (c: Client, url: string, body: Record<string, unknown>) => c.request('POST', `/sgps/gestao/${url}`, { json: body });
const del = (c: Client, url: string) => c.request('DELETE', `/sgps/gestao/${url}`);
const provas = (c: Client, p = prc) => c.get(`/sgps/gestao/processos/${p}/provas`);
const auditorias = (acao: string) => db().select().from(auditoria).where(eq(auditoria.acao, `gestao:${acao}`));

async function limpar() {
  await db().delete(insProcesso);
  await db().delete(prcSltEtpProva);
  await db().delete(prcSltLclProva);
  await db().delete(prcSltMncProva);
}

async function municipioDeProva(nome: string, p = prc): Promise<number> {
  const res = await json(e.administrador, 'municipios-prova/salvar', { prcSltCodigo: p, mncCodigo: mnc[nome] });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.prcSltMncPrvCodigo;
}

const localCorpo = (o: Record<string, unknown> = {}) => ({
  prcSltCodigo: prc,
  mncCodigo: mnc['Ponta Grossa'],
  prcSltLclPrvDescricao: 'Campus Uvaranas - Bloco A',
  prcSltLclPrvLogradouro: 'Av. General Carlos Cavalcanti, 4748',
  prcSltLclPrvBairro: 'Uvaranas',
  prcSltLclPrvReferencia: 'Portão 2',
  ...o,
});
async function local(o: Record<string, unknown> = {}): Promise<number> {
  const res = await json(e.administrador, 'locais-prova/salvar', localCorpo(o));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.prcSltLclPrvCodigo;
}
const salaCorpo = (prcSltLclPrvCodigo: number, o: Record<string, unknown> = {}) => ({ prcSltLclPrvCodigo, prcSltPrvSlNumero: '101', prcSltPrvSlBloco: 'A', prcSltPrvSlQntLugar: 40, prcSltPrvSlEspecial: false, ...o });
async function sala(lcl: number, o: Record<string, unknown> = {}): Promise<number> {
  const res = await json(e.administrador, 'salas/salvar', salaCorpo(lcl, o));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.prcSltPrvSlCodigo;
}

/** An enrolment of the candidate in `prc`, optionally in an exam municipality, seated at a desk of a room. */
async function inscrever(o: { mncPrv?: number; sala?: number; carteira?: number; cancelada?: boolean } = {}): Promise<number> {
  const [i] = await db().insert(insProcesso).values({ pssFscCodigo: e.pessoas.candidato, prcSltCodigo: prc, prcSltMncPrvCodigo: o.mncPrv ?? null, insCancelada: o.cancelada ?? false }).returning();
  if (o.sala) await db().insert(insPrcPrvSala).values({ insPrcCodigo: i.insPrcCodigo, prcSltPrvSlCodigo: o.sala, insPrcPrvSlNmrCarteira: o.carteira ?? 1 });
  return i.insPrcCodigo;
}

describe('busca de municípios', () => {
  const buscar = (c: Client, q: string) => c.get(`/sgps/gestao/municipios?q=${encodeURIComponent(q)}`);

  it('sem acentos nem caixa, os que começam pelo termo primeiro, no máximo 20', async () => {
    expect((await buscar(e.leitura, 'sao jose')).json().data).toEqual([{ mncCodigo: mnc['São José dos Pinhais'], mncDescricao: 'São José dos Pinhais', ufCodigo: 'PR' }]);
    expect((await buscar(e.leitura, 'GROSSA')).json().data.map((m: { mncDescricao: string }) => m.mncDescricao)).toEqual(['Grossa Ponta de Cima', 'Ponta Grossa']);
    expect((await buscar(e.leitura, 'vila')).json().data).toHaveLength(20);
    expect((await buscar(e.leitura, 'v')).json().data).toEqual([]);
    expect((await buscar(e.leitura, '%')).json().data).toEqual([]);
  });

  it('só para a equipe', async () => {
    expect((await buscar(e.candidato, 'ponta')).statusCode).toBe(403);
    expect((await buscar(e.anonimo, 'ponta')).statusCode).toBe(401);
  });
});

describe('municípios de prova', () => {
  beforeEach(limpar);

  it('acrescenta, lê com as inscrições e remove, auditando', async () => {
    const res = await json(e.gestorDoProcesso, 'municipios-prova/salvar', { prcSltCodigo: prc, mncCodigo: mnc.Curitiba });
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().data.prcSltMncPrvCodigo;
    expect(res.json().data).toEqual({ prcSltMncPrvCodigo: id, mncCodigo: mnc.Curitiba, mncDescricao: 'Curitiba', ufCodigo: 'PR', inscricoes: 0 });
    await inscrever({ mncPrv: id, cancelada: true });
    const lido = (await provas(e.leitura)).json().data;
    expect(lido.municipios).toEqual([expect.objectContaining({ prcSltMncPrvCodigo: id, inscricoes: 0 })]);
    await db().delete(insProcesso);
    expect((await del(e.gestorDoProcesso, `municipios-prova/${id}`)).statusCode).toBe(200);
    const [add, rem] = [await auditorias('municipioProva.salvar'), await auditorias('municipioProva.remover')];
    expect(add.at(-1)).toMatchObject({ entidade: 'prc_slt_mnc_prova', chave: String(id), prcSltCodigo: prc, antes: null });
    expect(rem.at(-1)).toMatchObject({ chave: String(id), depois: null, antes: expect.objectContaining({ mncCodigo: mnc.Curitiba }) });
  });

  it('recusa município repetido, inexistente ou vazio, sem gravar', async () => {
    await municipioDeProva('Curitiba');
    for (const [mncCodigo, msg] of [
      [mnc.Curitiba, 'Curitiba já é município de prova deste processo.'],
      [999999, 'Escolha um município da lista.'],
      [null, 'Escolha um município da lista.'],
    ] as const) {
      const res = await json(e.administrador, 'municipios-prova/salvar', { prcSltCodigo: prc, mncCodigo });
      expect(res.statusCode).toBe(400);
      expect(res.json().data.campos.mncCodigo).toBe(msg);
    }
    expect(await db().select().from(prcSltMncProva)).toHaveLength(1);
  });

  it('não remove enquanto inscrições o escolheram, locais estão nele ou fiscais designados', async () => {
    const id = await municipioDeProva('Curitiba');
    await inscrever({ mncPrv: id });
    await inscrever({ mncPrv: id, cancelada: true });
    let res = await del(e.administrador, `municipios-prova/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Este município de prova não pode ser removido: 2 inscrições o escolheram (1 delas cancelada, mas o histórico as registra).');
    await db().delete(insProcesso);

    const lcl = await local({ mncCodigo: mnc.Curitiba });
    res = await del(e.administrador, `municipios-prova/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Remova antes o local de prova deste município.');
    await db().delete(prcSltLclProva).where(eq(prcSltLclProva.prcSltLclPrvCodigo, lcl));

    const fiscal = await inscrever();
    await db().insert(fscPrcSeletivo).values({ insPrcCodigo: fiscal, prcSltMncPrvCodigo: id, fscPrcSltFuncao: 'Fiscal de sala' });
    res = await del(e.administrador, `municipios-prova/${id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Este município de prova não pode ser removido: 1 fiscal está designado para ele.');
    expect(await db().select().from(prcSltMncProva)).toHaveLength(1);
  });
});

describe('locais de prova', () => {
  beforeEach(async () => {
    await limpar();
    await municipioDeProva('Ponta Grossa');
  });

  it('cria e altera; a resposta e a leitura trazem as salas', async () => {
    const id = await local();
    await sala(id, { prcSltPrvSlNumero: '10' });
    await sala(id, { prcSltPrvSlNumero: '9' });
    const res = await json(e.gestorDoProcesso, 'locais-prova/salvar', localCorpo({ prcSltLclPrvCodigo: id, prcSltLclPrvDescricao: '  Campus   Central ', prcSltLclPrvReferencia: '' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ prcSltLclPrvDescricao: 'Campus Central', prcSltLclPrvReferencia: null });
    expect(res.json().data.salas.map((s: { prcSltPrvSlNumero: string }) => s.prcSltPrvSlNumero)).toEqual(['9', '10']);
    const aud = (await auditorias('localProva.salvar')).at(-1)!;
    expect(aud).toMatchObject({ entidade: 'prc_slt_lcl_prova', prcSltCodigo: prc, antes: expect.objectContaining({ prcSltLclPrvDescricao: 'Campus Uvaranas - Bloco A' }), depois: expect.objectContaining({ prcSltLclPrvDescricao: 'Campus Central' }) });
    expect((await provas(e.leitura)).json().data.locais).toHaveLength(1);
  });

  it.each([
    ['nome vazio', { prcSltLclPrvDescricao: ' ' }, 'prcSltLclPrvDescricao', 'Informe o nome do local de prova.'],
    ['nome longo', { prcSltLclPrvDescricao: 'x'.repeat(201) }, 'prcSltLclPrvDescricao', 'O nome pode ter no máximo 200 caracteres.'],
    ['município que não é de prova', { mncCodigo: -1 }, 'mncCodigo', 'Escolha um dos municípios de prova do processo.'],
    ['sem município', { mncCodigo: null }, 'mncCodigo', 'Escolha um dos municípios de prova do processo.'],
    ['endereço longo', { prcSltLclPrvLogradouro: 'x'.repeat(301) }, 'prcSltLclPrvLogradouro', 'O endereço pode ter no máximo 300 caracteres.'],
    ['bairro longo', { prcSltLclPrvBairro: 'x'.repeat(101) }, 'prcSltLclPrvBairro', 'O bairro pode ter no máximo 100 caracteres.'],
    ['referência longa', { prcSltLclPrvReferencia: 'x'.repeat(301) }, 'prcSltLclPrvReferencia', 'A referência pode ter no máximo 300 caracteres.'],
  ])('%s', async (_n, o, campo, msg) => {
    const res = await json(e.administrador, 'locais-prova/salvar', localCorpo(o));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.campos[campo]).toBe(msg);
    expect(await db().select().from(prcSltLclProva)).toHaveLength(0);
  });

  it('um município de prova de outro processo não serve', async () => {
    await municipioDeProva('Curitiba', outro);
    const res = await json(e.administrador, 'locais-prova/salvar', localCorpo({ mncCodigo: mnc.Curitiba }));
    expect(res.json().data.campos.mncCodigo).toBe('Escolha um dos municípios de prova do processo.');
  });

  it('renomear um local com candidatos ensalados pede justificativa, com a contagem dos não cancelados', async () => {
    const id = await local();
    const s = await sala(id);
    await inscrever({ sala: s, carteira: 1 });
    await inscrever({ sala: s, carteira: 2 });
    await inscrever({ sala: s, carteira: 3, cancelada: true });
    const corpo = localCorpo({ prcSltLclPrvCodigo: id, prcSltLclPrvDescricao: 'Novo nome' });
    const sem = await json(e.administrador, 'locais-prova/salvar', corpo);
    expect(sem.statusCode).toBe(409);
    expect(sem.json().data).toEqual({ precisaJustificativa: true, inscricoesAfetadas: 2 });
    expect((await db().select().from(prcSltLclProva))[0].prcSltLclPrvDescricao).toBe('Campus Uvaranas - Bloco A');
    const com = await json(e.administrador, 'locais-prova/salvar', { ...corpo, justificativa: 'Prédio renomeado pela reitoria' });
    expect(com.statusCode).toBe(200);
    expect((await auditorias('localProva.salvar')).at(-1)!.justificativa).toBe('Prédio renomeado pela reitoria');
  });

  it('remove com as salas (auditadas em antes), mas não enquanto houver ensalados', async () => {
    const id = await local();
    const s1 = await sala(id);
    await sala(id, { prcSltPrvSlNumero: '102' });
    const ins = await inscrever({ sala: s1 });
    const recusa = await del(e.administrador, `locais-prova/${id}`);
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().message).toBe('Este local de prova não pode ser removido: 1 candidato está ensalado nas suas salas. Refaça o ensalamento antes.');
    await db().delete(insProcesso).where(eq(insProcesso.insPrcCodigo, ins));
    const res = await del(e.gestorDoProcesso, `locais-prova/${id}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await db().select().from(prcSltPrvSala)).toEqual([]);
    const aud = (await auditorias('localProva.remover')).at(-1)!;
    expect((aud.antes as { salas: unknown[] }).salas).toHaveLength(2);
  });
});

describe('salas', () => {
  let lcl: number;
  beforeEach(async () => {
    await limpar();
    await municipioDeProva('Ponta Grossa');
    lcl = await local();
  });

  it('cria duas salas, altera a capacidade e audita', async () => {
    const a = await sala(lcl);
    await sala(lcl, { prcSltPrvSlNumero: '102', prcSltPrvSlEspecial: true });
    await sala(lcl, { prcSltPrvSlBloco: 'B' });
    const res = await json(e.gestorDoProcesso, 'salas/salvar', salaCorpo(lcl, { prcSltPrvSlCodigo: a, prcSltPrvSlQntLugar: 50 }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ prcSltPrvSlQntLugar: 50, prcSltPrvSlQntCandidato: 0 });
    const aud = (await auditorias('sala.salvar')).at(-1)!;
    expect(aud).toMatchObject({ entidade: 'prc_slt_prv_sala', chave: String(a), prcSltCodigo: prc, antes: expect.objectContaining({ prcSltPrvSlQntLugar: 40 }) });
  });

  it.each([
    ['número vazio', { prcSltPrvSlNumero: '' }, 'prcSltPrvSlNumero', 'Informe o número da sala.'],
    ['número longo', { prcSltPrvSlNumero: '1'.repeat(21) }, 'prcSltPrvSlNumero', 'O número pode ter no máximo 20 caracteres.'],
    ['bloco longo', { prcSltPrvSlBloco: 'b'.repeat(51) }, 'prcSltPrvSlBloco', 'O bloco pode ter no máximo 50 caracteres.'],
    ['sem capacidade', { prcSltPrvSlQntLugar: null }, 'prcSltPrvSlQntLugar', 'Informe a capacidade da sala.'],
    ['capacidade zero', { prcSltPrvSlQntLugar: 0 }, 'prcSltPrvSlQntLugar', 'A capacidade precisa ser maior que zero.'],
    ['capacidade enorme', { prcSltPrvSlQntLugar: 10001 }, 'prcSltPrvSlQntLugar', 'A capacidade pode ser de no máximo 10000 lugares.'],
  ])('%s', async (_n, o, campo, msg) => {
    const res = await json(e.administrador, 'salas/salvar', salaCorpo(lcl, o));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.campos[campo]).toBe(msg);
    expect(await db().select().from(prcSltPrvSala)).toHaveLength(0);
  });

  it('sala repetida no mesmo local e bloco (ou ambos sem bloco) é recusada', async () => {
    await sala(lcl);
    await sala(lcl, { prcSltPrvSlBloco: null, prcSltPrvSlNumero: '5' });
    let res = await json(e.administrador, 'salas/salvar', salaCorpo(lcl));
    expect(res.json().data.campos.prcSltPrvSlNumero).toBe('Já existe a sala 101 do bloco A neste local.');
    res = await json(e.administrador, 'salas/salvar', salaCorpo(lcl, { prcSltPrvSlBloco: '', prcSltPrvSlNumero: '5' }));
    expect(res.json().data.campos.prcSltPrvSlNumero).toBe('Já existe a sala 5 neste local.');
  });

  it('capacidade nunca abaixo dos lugares ocupados; renumerar com ensalados pede justificativa; remover é recusado', async () => {
    const s = await sala(lcl);
    await inscrever({ sala: s, carteira: 1 });
    await inscrever({ sala: s, carteira: 7 });
    let res = await json(e.administrador, 'salas/salvar', salaCorpo(lcl, { prcSltPrvSlCodigo: s, prcSltPrvSlQntLugar: 6 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.campos.prcSltPrvSlQntLugar).toBe('A sala já tem 2 candidatos ensalados (carteiras até a 7): a capacidade não pode ser menor que 7.');
    res = await json(e.administrador, 'salas/salvar', salaCorpo(lcl, { prcSltPrvSlCodigo: s, prcSltPrvSlQntLugar: 7 }));
    expect(res.statusCode, res.body).toBe(200);

    res = await json(e.administrador, 'salas/salvar', salaCorpo(lcl, { prcSltPrvSlCodigo: s, prcSltPrvSlQntLugar: 7, prcSltPrvSlNumero: '201' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().data.inscricoesAfetadas).toBe(2);

    res = await del(e.administrador, `salas/${s}`);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Esta sala não pode ser removida: 2 candidatos estão ensalados nela. Refaça o ensalamento antes.');
    expect(await db().select().from(prcSltPrvSala)).toHaveLength(1);
  });

  it('remove uma sala vazia, auditando', async () => {
    const s = await sala(lcl);
    expect((await del(e.gestorDoProcesso, `salas/${s}`)).statusCode).toBe(200);
    expect((await auditorias('sala.remover')).at(-1)).toMatchObject({ chave: String(s), depois: null, prcSltCodigo: prc });
  });

  it('o local precisa ser deste processo', async () => {
    await municipioDeProva('Curitiba', outro);
    const doOutro = (await json(e.administrador, 'locais-prova/salvar', localCorpo({ prcSltCodigo: outro, mncCodigo: mnc.Curitiba }))).json().data.prcSltLclPrvCodigo;
    const s = await sala(lcl);
    const res = await json(e.administrador, 'salas/salvar', salaCorpo(doOutro, { prcSltPrvSlCodigo: s }));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.campos.prcSltLclPrvCodigo).toBe('Escolha um local de prova deste processo.');
    expect((await json(e.gestorDoProcesso, 'salas/salvar', salaCorpo(doOutro))).statusCode).toBe(403);
  });
});

describe('etapas de prova', () => {
  beforeEach(limpar);
  const etapa = (o: Record<string, unknown> = {}) => ({
    prcSltCodigo: prc,
    prcSltEtpPrvDescricao: '1ª etapa - Conhecimentos gerais',
    prcSltEtpPrvData: '2026-12-06',
    prcSltEtpPrvHrrAbrPortao: '07:30',
    prcSltEtpPrvHrrFchPortao: '08:00',
    prcSltEtpPrvHrrTermino: '12:30',
    prcSltEtpPrvMnemonico: 'E1',
    prcSltEtpPrvEnsala: true,
    ...o,
  });

  it('cria, lê em ordem de data e altera sem inscrições sem pedir justificativa', async () => {
    const r2 = await json(e.gestorDoProcesso, 'etapas-prova/salvar', etapa({ prcSltEtpPrvDescricao: '2ª etapa', prcSltEtpPrvData: '2026-12-07', prcSltEtpPrvMnemonico: 'E2' }));
    const r1 = await json(e.gestorDoProcesso, 'etapas-prova/salvar', etapa());
    expect([r1.statusCode, r2.statusCode]).toEqual([200, 200]);
    expect(r1.json().data).toMatchObject({ prcSltEtpPrvData: '2026-12-06', prcSltEtpPrvHrrAbrPortao: '07:30', prcSltEtpPrvEnsala: true });
    expect((await provas(e.leitura)).json().data.etapas.map((x: { prcSltEtpPrvMnemonico: string }) => x.prcSltEtpPrvMnemonico)).toEqual(['E1', 'E2']);
    const upd = await json(e.gestorDoProcesso, 'etapas-prova/salvar', etapa({ prcSltEtpPrvCodigo: r1.json().data.prcSltEtpPrvCodigo, prcSltEtpPrvHrrTermino: '13:00' }));
    expect(upd.statusCode).toBe(200);
    expect((await auditorias('etapaProva.salvar')).at(-1)).toMatchObject({ entidade: 'prc_slt_etp_prova', prcSltCodigo: prc, antes: expect.objectContaining({ prcSltEtpPrvHrrTermino: '12:30' }) });
  });

  it.each([
    ['descrição vazia', { prcSltEtpPrvDescricao: '' }, 'prcSltEtpPrvDescricao', 'Informe a descrição da etapa.'],
    ['data inexistente', { prcSltEtpPrvData: '2026-02-30' }, 'prcSltEtpPrvData', 'Informe uma data válida (dd/mm/aaaa).'],
    ['data em outro formato', { prcSltEtpPrvData: '06/12/2026' }, 'prcSltEtpPrvData', 'Informe uma data válida (dd/mm/aaaa).'],
    ['sem abertura', { prcSltEtpPrvHrrAbrPortao: null }, 'prcSltEtpPrvHrrAbrPortao', 'Informe o horário de abertura dos portões (hh:mm).'],
    ['fechamento inválido', { prcSltEtpPrvHrrFchPortao: '25:00' }, 'prcSltEtpPrvHrrFchPortao', 'Informe o horário de fechamento dos portões (hh:mm).'],
    ['sem término', { prcSltEtpPrvHrrTermino: '' }, 'prcSltEtpPrvHrrTermino', 'Informe o horário de término da prova (hh:mm).'],
    ['fecha antes de abrir', { prcSltEtpPrvHrrFchPortao: '07:30' }, 'prcSltEtpPrvHrrFchPortao', 'Os portões fecham depois de abrir: informe um horário posterior a 07:30.'],
    ['termina antes de fechar', { prcSltEtpPrvHrrTermino: '07:59' }, 'prcSltEtpPrvHrrTermino', 'A prova termina depois do fechamento dos portões: informe um horário posterior a 08:00.'],
    ['mnemônico longo', { prcSltEtpPrvMnemonico: 'M'.repeat(21) }, 'prcSltEtpPrvMnemonico', 'O mnemônico pode ter no máximo 20 caracteres.'],
  ])('%s', async (_n, o, campo, msg) => {
    const res = await json(e.administrador, 'etapas-prova/salvar', etapa(o));
    expect(res.statusCode).toBe(400);
    expect(res.json().data.campos[campo]).toBe(msg);
    expect(await db().select().from(prcSltEtpProva)).toHaveLength(0);
  });

  it('com inscrições, mudar data ou horários e remover pedem justificativa', async () => {
    const id = (await json(e.administrador, 'etapas-prova/salvar', etapa())).json().data.prcSltEtpPrvCodigo;
    await inscrever();
    await inscrever({ cancelada: true });
    const mover = etapa({ prcSltEtpPrvCodigo: id, prcSltEtpPrvData: '2026-12-13' });
    const sem = await json(e.administrador, 'etapas-prova/salvar', mover);
    expect(sem.statusCode).toBe(409);
    expect(sem.json().data.inscricoesAfetadas).toBe(1);
    expect((await json(e.administrador, 'etapas-prova/salvar', etapa({ prcSltEtpPrvCodigo: id, prcSltEtpPrvMnemonico: 'PRIMEIRA' }))).statusCode).toBe(200);
    expect((await json(e.administrador, 'etapas-prova/salvar', { ...mover, justificativa: 'Prova adiada por feriado municipal' })).statusCode).toBe(200);

    expect((await del(e.administrador, `etapas-prova/${id}`)).statusCode).toBe(409);
    const ok = await del(e.administrador, `etapas-prova/${id}?justificativa=${encodeURIComponent('Etapa cancelada pelo edital 3/2026')}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await auditorias('etapaProva.remover')).at(-1)).toMatchObject({ justificativa: 'Etapa cancelada pelo edital 3/2026', depois: null, prcSltCodigo: prc });
  });
});

describe('escopo e papéis', () => {
  let ids: { mnc: number; lcl: number; sala: number; etapa: number };
  beforeAll(async () => {
    await limpar();
    const m = await municipioDeProva('Ponta Grossa');
    const l = await local();
    const s = await sala(l);
    const et = await json(e.administrador, 'etapas-prova/salvar', { prcSltCodigo: prc, prcSltEtpPrvDescricao: 'Etapa', prcSltEtpPrvData: '2026-12-06', prcSltEtpPrvHrrAbrPortao: '07:00', prcSltEtpPrvHrrFchPortao: '08:00', prcSltEtpPrvHrrTermino: '12:00', prcSltEtpPrvEnsala: true });
    ids = { mnc: m, lcl: l, sala: s, etapa: et.json().data.prcSltEtpPrvCodigo };
  });

  it('fora do escopo ou sem configurar: 403 em toda escrita; leitura lê; nada muda', async () => {
    const antes = await provas(e.administrador);
    for (const c of [e.gestorDeOutro, e.leitura, e.atendimento, e.candidato]) {
      expect((await json(c, 'municipios-prova/salvar', { prcSltCodigo: prc, mncCodigo: mnc.Curitiba })).statusCode).toBe(403);
      expect((await json(c, 'locais-prova/salvar', localCorpo({ prcSltLclPrvCodigo: ids.lcl, prcSltLclPrvDescricao: 'Invadido' }))).statusCode).toBe(403);
      expect((await json(c, 'salas/salvar', salaCorpo(ids.lcl, { prcSltPrvSlNumero: '999' }))).statusCode).toBe(403);
      expect((await json(c, 'etapas-prova/salvar', { prcSltCodigo: prc, prcSltEtpPrvDescricao: 'X', prcSltEtpPrvData: null, prcSltEtpPrvHrrAbrPortao: null, prcSltEtpPrvHrrFchPortao: null, prcSltEtpPrvHrrTermino: null, prcSltEtpPrvEnsala: false })).statusCode).toBe(403);
      for (const url of [`municipios-prova/${ids.mnc}`, `locais-prova/${ids.lcl}`, `salas/${ids.sala}`, `etapas-prova/${ids.etapa}`]) expect((await del(c, url)).statusCode).toBe(403);
    }
    expect((await provas(e.gestorDeOutro)).statusCode).toBe(403);
    expect((await provas(e.anonimo)).statusCode).toBe(401);
    expect((await provas(e.leitura)).statusCode).toBe(200);
    expect((await provas(e.administrador)).json()).toEqual(antes.json());
  });

  it('linhas e processos inexistentes: 404', async () => {
    expect((await provas(e.administrador, 999999)).statusCode).toBe(404);
    for (const url of ['municipios-prova/999999', 'locais-prova/999999', 'salas/999999', 'etapas-prova/999999']) expect((await del(e.administrador, url)).statusCode).toBe(404);
    expect((await json(e.administrador, 'municipios-prova/salvar', { prcSltCodigo: 999999, mncCodigo: mnc.Curitiba })).statusCode).toBe(404);
    expect((await json(e.administrador, 'salas/salvar', salaCorpo(999999))).statusCode).toBe(404);
  });
});
