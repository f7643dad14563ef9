import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditoria, insProcesso, opcao, prcSltCnfFrmOpcao, prcSltFrmCampo, prcSltLngEstrangeira, prcSltOpcao, tipoOpcao } from '../../server/db/schema/index.ts';
import { type Client, createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';

let t: TestApp;
let e: Equipe;
let prc: number;
let outro: number;
let campus: number;
let curso: number;
let ingles: number;
let espanholDoOutro: number;

beforeAll(async () => {
  t = await createTestApp();
  prc = await criarProcessoDeTeste(t);
  outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro processo' });
  e = await criarEquipe(t, prc, outro);
  const db = t.database.db;
  [campus, curso] = (await db.insert(tipoOpcao).values([{ tpOpcDescricao: 'Campus' }, { tpOpcDescricao: 'Curso' }]).returning()).map((r) => r.tpOpcCodigo);
  [ingles] = (await db.insert(prcSltLngEstrangeira).values({ prcSltCodigo: prc, prcSltLngEstDescricao: 'Inglês' }).returning()).map((r) => r.prcSltLngEstCodigo);
  [espanholDoOutro] = (await db.insert(prcSltLngEstrangeira).values({ prcSltCodigo: outro, prcSltLngEstDescricao: 'Espanhol' }).returning()).map((r) => r.prcSltLngEstCodigo);
});
afterAll(() => t.close());

const db = () => t.database.db;
const salvar = (c: Client, body: Record<string, unknown>) => c.request('POST', '/sgps/gestao/opcoes/salvar', { json: body });
const remover = (c: Client, opcCodigo: number) => c.request('DELETE', `/sgps/gestao/opcoes/${opcCodigo}`);
const arvore = (c: Client, p = prc) => c.get(`/sgps/gestao/processos/${p}/opcoes`);
const corpo = (o: Record<string, unknown> = {}) => ({
  prcSltCodigo: prc,
  opcDescricao: 'Campus Central',
  tpOpcCodigo: campus,
  opcCdgPai: null,
  opcVlrInscricao: null,
  opcAjuda: null,
  opcPgtCartao: false,
  opcPgtPix: true,
  opcPgtBoleto: true,
  opcOpcFinal: false,
  prcSltLngEstCodigo: null,
  ...o,
});
const auditorias = (acao: string) => db().select().from(auditoria).where(eq(auditoria.acao, `gestao:${acao}`));
const contarOpcoes = async () => (await db().select().from(opcao)).length;

/** Creates an option through the API as the administrator; returns its code. */
async function criar(o: Record<string, unknown>): Promise<number> {
  const res = await salvar(e.administrador, corpo(o));
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.opcCodigo;
}

/** An enrolment of the candidate choosing `opcoes` (written straight into the tables, as the enrolment form would). */
async function inscrever(opcoes: number[], cancelada = false): Promise<number> {
  const [i] = await db().insert(insProcesso).values({ pssFscCodigo: e.pessoas.candidato, prcSltCodigo: prc, insCancelada: cancelada }).returning();
  await db().insert(prcSltOpcao).values(opcoes.map((opcCodigo, k) => ({ insPrcCodigo: i.insPrcCodigo, opcCodigo, prcSltOpcOrdem: k + 1 })));
  return i.insPrcCodigo;
}

async function limpar() {
  await db().delete(insProcesso);
  await db().delete(opcao).where(eq(opcao.prcSltCodigo, prc));
  await db().delete(opcao).where(eq(opcao.prcSltCodigo, outro));
}

describe('árvore de opções: criar, ler, mover', () => {
  beforeEach(limpar);

  it('cria raiz e filha, devolve a árvore com tipos, línguas e contagens, e audita cada escrita', async () => {
    const raiz = await criar({});
    const res = await salvar(e.gestorDoProcesso, corpo({ opcDescricao: 'Medicina', tpOpcCodigo: curso, opcCdgPai: raiz, opcOpcFinal: true, opcVlrInscricao: 12050, prcSltLngEstCodigo: ingles, opcAjuda: '  Integral  ' }));
    expect(res.statusCode, res.body).toBe(200);
    const filha = res.json().data;
    expect(filha).toMatchObject({ opcDescricao: 'Medicina', tpOpcDescricao: 'Curso', opcCdgPai: raiz, opcVlrInscricao: 12050, opcAjuda: 'Integral', opcOpcFinal: true, prcSltLngEstCodigo: ingles, inscricoes: 0 });

    const lida = await arvore(e.leitura);
    expect(lida.statusCode).toBe(200);
    const data = lida.json().data;
    expect(data.opcoes.map((o: { opcDescricao: string }) => o.opcDescricao)).toEqual(['Campus Central', 'Medicina']);
    expect(data.tipos.map((x: { tpOpcDescricao: string }) => x.tpOpcDescricao)).toEqual(['Campus', 'Curso']);
    expect(data.linguas).toEqual([{ prcSltLngEstCodigo: ingles, prcSltLngEstDescricao: 'Inglês' }]);

    const rows = await auditorias('opcao.salvar');
    const dela = rows.find((r) => r.chave === String(filha.opcCodigo))!;
    expect(dela).toMatchObject({ entidade: 'opcao', prcSltCodigo: prc, antes: null, autorPssFscCodigo: e.pessoas.gestorDoProcesso });
    expect(dela.depois).toMatchObject({ opcDescricao: 'Medicina', opcVlrInscricao: 12050 });
  });

  it('taxa zero é R$ 0,00 e taxa vazia é Isento: o null chega como null', async () => {
    const zero = await salvar(e.administrador, corpo({ opcDescricao: 'Gratuita', opcOpcFinal: true, opcVlrInscricao: 0 }));
    const isenta = await salvar(e.administrador, corpo({ opcDescricao: 'Isenta', opcOpcFinal: true, opcVlrInscricao: null }));
    expect([zero.json().data.opcVlrInscricao, isenta.json().data.opcVlrInscricao]).toEqual([0, null]);
  });

  it('lista as opções pela descrição, como o candidato as vê', async () => {
    await criar({ opcDescricao: 'Telêmaco Borba' });
    await criar({ opcDescricao: 'Castro' });
    await criar({ opcDescricao: 'Ponta Grossa' });
    const nomes = (await arvore(e.administrador)).json().data.opcoes.map((o: { opcDescricao: string }) => o.opcDescricao);
    expect(nomes).toEqual(['Castro', 'Ponta Grossa', 'Telêmaco Borba']);
  });

  it('move uma opção para outro pai (a subárvore vai junto) e audita antes e depois', async () => {
    const a = await criar({ opcDescricao: 'Campus A' });
    const b = await criar({ opcDescricao: 'Campus B' });
    const c = await criar({ opcDescricao: 'Direito', tpOpcCodigo: curso, opcCdgPai: a });
    const res = await salvar(e.administrador, corpo({ opcCodigo: c, opcDescricao: 'Direito', tpOpcCodigo: curso, opcCdgPai: b }));
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(opcao).where(eq(opcao.opcCodigo, c));
    expect(row.opcCdgPai).toBe(b);
    const aud = (await auditorias('opcao.salvar')).find((r) => r.chave === String(c) && r.antes !== null)!;
    expect(aud.antes).toMatchObject({ opcCdgPai: a });
    expect(aud.depois).toMatchObject({ opcCdgPai: b });
  });

  it('conta as inscrições não canceladas de cada opção e da sua subárvore (cada inscrição uma vez)', async () => {
    const raiz = await criar({});
    const f1 = await criar({ opcDescricao: 'Direito', tpOpcCodigo: curso, opcCdgPai: raiz, opcOpcFinal: true });
    const f2 = await criar({ opcDescricao: 'Letras', tpOpcCodigo: curso, opcCdgPai: raiz, opcOpcFinal: true });
    await inscrever([f1, f2]);
    await inscrever([f2]);
    await inscrever([f1], true);
    const ops = (await arvore(e.administrador)).json().data.opcoes as { opcCodigo: number; inscricoes: number; inscricoesNaArvore: number }[];
    const de = (c: number) => ops.find((o) => o.opcCodigo === c)!;
    expect(de(raiz)).toMatchObject({ inscricoes: 0, inscricoesNaArvore: 2 });
    expect(de(f1)).toMatchObject({ inscricoes: 1, inscricoesNaArvore: 1 });
    expect(de(f2)).toMatchObject({ inscricoes: 2, inscricoesNaArvore: 2 });
  });
});

describe('validação: uma mensagem por campo, nada gravado', () => {
  let raiz: number;
  let filha: number;
  let neta: number;
  let final: number;
  let doOutro: number;
  beforeAll(async () => {
    await limpar();
    raiz = await criar({ opcDescricao: 'Campus Norte' });
    filha = await criar({ opcDescricao: 'Engenharia', tpOpcCodigo: curso, opcCdgPai: raiz });
    neta = await criar({ opcDescricao: 'Noturno', tpOpcCodigo: curso, opcCdgPai: filha, opcOpcFinal: true });
    final = await criar({ opcDescricao: 'Campus Final', opcOpcFinal: true });
    doOutro = await criar({ prcSltCodigo: outro, opcDescricao: 'Campus do outro' });
  });

  const casos: [string, () => Record<string, unknown>, string, string][] = [
    ['descrição vazia', () => corpo({ opcDescricao: '   ' }), 'opcDescricao', 'Informe a descrição da opção.'],
    ['descrição longa', () => corpo({ opcDescricao: 'x'.repeat(201) }), 'opcDescricao', 'A descrição pode ter no máximo 200 caracteres.'],
    ['descrição repetida no mesmo nível', () => corpo({ opcDescricao: 'campus norte' }), 'opcDescricao', 'Já existe a opção "Campus Norte" neste mesmo nível.'],
    ['tipo ausente', () => corpo({ tpOpcCodigo: null }), 'tpOpcCodigo', 'Escolha o tipo da opção.'],
    ['tipo inexistente', () => corpo({ tpOpcCodigo: 99999 }), 'tpOpcCodigo', 'Escolha o tipo da opção.'],
    ['pai de outro processo', () => corpo({ opcCdgPai: doOutro }), 'opcCdgPai', 'A opção superior precisa ser uma opção deste processo.'],
    ['pai é ela mesma', () => corpo({ opcCodigo: filha, opcDescricao: 'Engenharia', opcCdgPai: filha }), 'opcCdgPai', 'Uma opção não pode ficar abaixo de si mesma.'],
    ['pai é uma descendente', () => corpo({ opcCodigo: raiz, opcDescricao: 'Campus Norte', opcCdgPai: neta }), 'opcCdgPai', 'Uma opção não pode ficar abaixo de uma de suas subordinadas.'],
    ['pai é final', () => corpo({ opcDescricao: 'Sob final', opcCdgPai: final }), 'opcCdgPai', 'A opção superior "Campus Final" é final (o candidato a escolhe): desmarque "Opção final" nela antes de pôr opções abaixo.'],
    ['final com subordinadas', () => corpo({ opcCodigo: raiz, opcDescricao: 'Campus Norte', opcOpcFinal: true }), 'opcOpcFinal', 'Uma opção com subordinadas não pode ser final: o candidato escolhe as subordinadas.'],
    ['taxa negativa', () => corpo({ opcOpcFinal: true, opcDescricao: 'Nova', opcVlrInscricao: -1 }), 'opcVlrInscricao', 'A taxa não pode ser negativa.'],
    ['taxa enorme', () => corpo({ opcOpcFinal: true, opcDescricao: 'Nova', opcVlrInscricao: 100_000_001 }), 'opcVlrInscricao', 'A taxa pode ser de no máximo R$ 1.000.000,00.'],
    ['taxa em opção não final', () => corpo({ opcDescricao: 'Nova', opcVlrInscricao: 5000 }), 'opcVlrInscricao', 'Só uma opção final tem taxa de inscrição: deixe a taxa vazia (Isento) ou marque "Opção final".'],
    [
      'taxa sem forma de pagamento',
      () => corpo({ opcDescricao: 'Nova', opcOpcFinal: true, opcVlrInscricao: 5000, opcPgtPix: false, opcPgtBoleto: false, opcPgtCartao: false }),
      'formasPagamento',
      'Escolha ao menos uma forma de pagamento para uma opção com taxa.',
    ],
    ['ajuda longa', () => corpo({ opcDescricao: 'Nova', opcAjuda: 'a'.repeat(2001) }), 'opcAjuda', 'O texto de ajuda pode ter no máximo 2000 caracteres.'],
    ['língua de outro processo', () => corpo({ opcDescricao: 'Nova', prcSltLngEstCodigo: espanholDoOutro }), 'prcSltLngEstCodigo', 'Escolha uma língua estrangeira deste processo.'],
    ['opção de outro processo com prcSltCodigo deste', () => corpo({ opcCodigo: doOutro, prcSltCodigo: prc, opcDescricao: 'X' }), 'prcSltCodigo', 'A opção pertence a outro processo.'],
  ];

  it.each(casos)('%s', async (_nome, body, campo, mensagem) => {
    const antes = await contarOpcoes();
    const audAntes = (await auditorias('opcao.salvar')).length;
    const snapshot = await db().select().from(opcao);
    const res = await salvar(e.administrador, body());
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.campos[campo]).toBe(mensagem);
    expect(res.json().message).toContain(mensagem);
    expect(await contarOpcoes()).toBe(antes);
    expect(await db().select().from(opcao)).toEqual(snapshot);
    expect((await auditorias('opcao.salvar')).length).toBe(audAntes);
  });

  it('sem processo nem opção: pede o processo', async () => {
    const { prcSltCodigo: _, ...semProcesso } = corpo();
    const res = await salvar(e.administrador, semProcesso);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.campos.prcSltCodigo).toBe('Informe o processo da opção.');
  });

  it('várias mensagens de uma vez', async () => {
    const res = await salvar(e.administrador, corpo({ opcDescricao: '', tpOpcCodigo: null }));
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().data.campos).sort()).toEqual(['opcDescricao', 'tpOpcCodigo']);
  });

  it('opção ou processo inexistente: 404', async () => {
    expect((await salvar(e.administrador, corpo({ opcCodigo: 999999 }))).statusCode).toBe(404);
    expect((await salvar(e.administrador, corpo({ prcSltCodigo: 999999 }))).statusCode).toBe(404);
    expect((await remover(e.administrador, 999999)).statusCode).toBe(404);
    expect((await arvore(e.administrador, 999999)).statusCode).toBe(404);
  });
});

describe('justificativa quando há inscrições', () => {
  let raiz: number;
  let folha: number;
  beforeEach(async () => {
    await limpar();
    raiz = await criar({ opcDescricao: 'Campus Sul' });
    folha = await criar({ opcDescricao: 'Física', tpOpcCodigo: curso, opcCdgPai: raiz, opcOpcFinal: true, opcVlrInscricao: 10000 });
    await inscrever([folha]);
    await inscrever([folha], true);
  });

  const folhaCom = (o: Record<string, unknown>) => corpo({ opcCodigo: folha, opcDescricao: 'Física', tpOpcCodigo: curso, opcCdgPai: raiz, opcOpcFinal: true, opcVlrInscricao: 10000, ...o });

  it('mudar a taxa pede justificativa (409 com a contagem) e nada muda; com ela, grava e audita o motivo', async () => {
    const sem = await salvar(e.gestorDoProcesso, folhaCom({ opcVlrInscricao: 15000 }));
    expect(sem.statusCode).toBe(409);
    expect(sem.json().data).toEqual({ precisaJustificativa: true, inscricoesAfetadas: 1 });
    expect(sem.json().message).toContain('afeta 1 inscrição já feita');
    expect((await db().select().from(opcao).where(eq(opcao.opcCodigo, folha)))[0].opcVlrInscricao).toBe(10000);

    const curta = await salvar(e.gestorDoProcesso, folhaCom({ opcVlrInscricao: 15000, justificativa: 'curta' }));
    expect(curta.statusCode).toBe(409);

    const com = await salvar(e.gestorDoProcesso, folhaCom({ opcVlrInscricao: 15000, justificativa: 'Reajuste aprovado pelo conselho' }));
    expect(com.statusCode, com.body).toBe(200);
    expect(com.json().data).toMatchObject({ opcVlrInscricao: 15000, inscricoes: 1, inscricoesNaArvore: 1 });
    const aud = (await auditorias('opcao.salvar')).find((r) => r.chave === String(folha) && r.justificativa)!;
    expect(aud).toMatchObject({ justificativa: 'Reajuste aprovado pelo conselho', prcSltCodigo: prc });
    expect(aud.antes).toMatchObject({ opcVlrInscricao: 10000 });
    expect(aud.depois).toMatchObject({ opcVlrInscricao: 15000 });
  });

  it.each([
    ['forma de pagamento', () => ({ opcPgtCartao: true })],
    ['opção final', () => ({ opcOpcFinal: false, opcVlrInscricao: null })],
    ['descrição', () => ({ opcDescricao: 'Física Médica' })],
    ['língua', () => ({ prcSltLngEstCodigo: ingles })],
  ])('mudar %s também pede justificativa', async (_n, o) => {
    const res = await salvar(e.administrador, folhaCom(o()));
    expect(res.statusCode).toBe(409);
    expect(res.json().data.precisaJustificativa).toBe(true);
  });

  it('mudar a opção superior de uma subárvore com inscrições conta as inscrições das subordinadas', async () => {
    const outroCampus = await criar({ opcDescricao: 'Campus Leste' });
    const meio = await criar({ opcDescricao: 'Exatas', tpOpcCodigo: curso, opcCdgPai: outroCampus });
    await db().update(opcao).set({ opcCdgPai: meio }).where(eq(opcao.opcCodigo, folha));
    const res = await salvar(e.administrador, corpo({ opcCodigo: meio, opcDescricao: 'Exatas', tpOpcCodigo: curso, opcCdgPai: raiz }));
    expect(res.statusCode).toBe(409);
    expect(res.json().data.inscricoesAfetadas).toBe(1);
  });

  it('o texto de ajuda e o tipo mudam sem justificativa', async () => {
    const res = await salvar(e.administrador, folhaCom({ opcAjuda: 'Aulas no período integral.', tpOpcCodigo: campus }));
    expect(res.statusCode, res.body).toBe(200);
  });
});

describe('remoção', () => {
  beforeEach(limpar);

  it('remove a opção e todas as subordinadas numa transação, com as configurações de formulário delas, e audita', async () => {
    const raiz = await criar({ opcDescricao: 'Campus Oeste' });
    const meio = await criar({ opcDescricao: 'Humanas', tpOpcCodigo: curso, opcCdgPai: raiz });
    const folha = await criar({ opcDescricao: 'História', tpOpcCodigo: curso, opcCdgPai: meio, opcOpcFinal: true });
    const fica = await criar({ opcDescricao: 'Campus Que Fica' });
    const [campo] = await db().insert(prcSltFrmCampo).values({ prcSltFrmCmpNome: 'campoDeTesteDasOpcoes', prcSltFrmCmpDescricao: 'Campo de teste', prcSltFrmCmpGrupo: 'opcoes' }).returning();
    await db().insert(prcSltCnfFrmOpcao).values({ opcCodigo: folha, prcSltFrmCmpCodigo: campo.prcSltFrmCmpCodigo });

    const res = await remover(e.gestorDoProcesso, raiz);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.removidas.sort()).toEqual([raiz, meio, folha].sort());
    expect((await db().select().from(opcao).where(eq(opcao.prcSltCodigo, prc))).map((o) => o.opcCodigo)).toEqual([fica]);
    expect(await db().select().from(prcSltCnfFrmOpcao).where(eq(prcSltCnfFrmOpcao.opcCodigo, folha))).toEqual([]);
    const [aud] = (await auditorias('opcao.remover')).filter((r) => r.chave === String(raiz));
    expect(aud).toMatchObject({ entidade: 'opcao', prcSltCodigo: prc, depois: null });
    expect((aud.antes as unknown[]).length).toBe(3);
  });

  it('recusa (409) enquanto uma inscrição usa a opção ou uma subordinada, e nada é removido', async () => {
    const raiz = await criar({ opcDescricao: 'Campus Oeste' });
    const folha = await criar({ opcDescricao: 'História', tpOpcCodigo: curso, opcCdgPai: raiz, opcOpcFinal: true });
    await inscrever([folha]);
    const audAntes = (await auditorias('opcao.remover')).length;
    const res = await remover(e.administrador, raiz);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Esta opção não pode ser excluída: 1 inscrição escolheu esta opção ou uma de suas subordinadas. Altere-a em vez de excluí-la.');
    expect(await contarOpcoes()).toBe(2);
    expect((await auditorias('opcao.remover')).length).toBe(audAntes);
  });

  it('recusa também quando só inscrições canceladas a registram (o histórico delas a cita)', async () => {
    const folha = await criar({ opcDescricao: 'Química', opcOpcFinal: true });
    await inscrever([folha], true);
    await inscrever([folha], true);
    const res = await remover(e.administrador, folha);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toContain('2 inscrições escolheram esta opção ou uma de suas subordinadas (canceladas');
  });
});

describe('escopo e papéis', () => {
  let op: number;
  beforeAll(async () => {
    await limpar();
    op = await criar({ opcDescricao: 'Campus Escopo' });
  });

  it('quem não configura o processo não escreve; quem lê, lê', async () => {
    const upd = corpo({ opcCodigo: op, opcDescricao: 'Campus Escopo' });
    for (const c of [e.gestorDeOutro, e.leitura, e.atendimento, e.candidato]) {
      expect((await salvar(c, upd)).statusCode).toBe(403);
      expect((await salvar(c, corpo({ opcDescricao: 'Nova por quem não pode' }))).statusCode).toBe(403);
      expect((await remover(c, op)).statusCode).toBe(403);
    }
    expect((await salvar(e.anonimo, upd)).statusCode).toBe(401);
    expect((await arvore(e.gestorDeOutro)).statusCode).toBe(403);
    expect((await arvore(e.candidato)).statusCode).toBe(403);
    expect((await arvore(e.anonimo)).statusCode).toBe(401);
    for (const c of [e.leitura, e.atendimento, e.gestorDoProcesso, e.gestor]) expect((await arvore(c)).statusCode).toBe(200);
    expect((await db().select().from(opcao).where(and(eq(opcao.prcSltCodigo, prc), eq(opcao.opcDescricao, 'Nova por quem não pode')))).length).toBe(0);
  });

  it('o gestor de um processo não cria opção no outro', async () => {
    expect((await salvar(e.gestorDoProcesso, corpo({ prcSltCodigo: outro, opcDescricao: 'Invasão' }))).statusCode).toBe(403);
  });
});

describe('tipos de opção (tabela geral)', () => {
  const salvarTipo = (c: Client, body: Record<string, unknown>) => c.request('POST', '/sgps/gestao/tipos-opcao/salvar', { json: body });

  it('lista com quantas opções usam cada tipo', async () => {
    await limpar();
    await criar({ opcDescricao: 'Campus Um' });
    const res = await e.leitura.get('/sgps/gestao/tipos-opcao');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(expect.arrayContaining([{ tpOpcCodigo: campus, tpOpcDescricao: 'Campus', usos: 1 }]));
  });

  it('cria e renomeia, auditado sem processo; recusa vazio, longo e repetido (sem olhar acentos)', async () => {
    const novo = await salvarTipo(e.gestor, { tpOpcDescricao: ' Polo ' });
    expect(novo.statusCode, novo.body).toBe(200);
    const codigo = novo.json().data.tpOpcCodigo;
    expect(novo.json().data).toEqual({ tpOpcCodigo: codigo, tpOpcDescricao: 'Polo', usos: 0 });
    const ren = await salvarTipo(e.administrador, { tpOpcCodigo: codigo, tpOpcDescricao: 'Polo de apoio' });
    expect(ren.statusCode).toBe(200);
    const aud = (await auditorias('tipoOpcao.salvar')).filter((r) => r.chave === String(codigo));
    expect(aud.map((a) => [a.entidade, a.prcSltCodigo])).toEqual([['tipo_opcao', null], ['tipo_opcao', null]]);
    expect(aud[1].antes).toMatchObject({ tpOpcDescricao: 'Polo' });

    for (const [d, m] of [
      ['', 'Informe a descrição do tipo de opção.'],
      ['x'.repeat(101), 'A descrição pode ter no máximo 100 caracteres.'],
      ['CÂMPUS', 'Já existe um tipo de opção com esta descrição.'],
    ]) {
      const antes = (await db().select().from(tipoOpcao)).length;
      const r = await salvarTipo(e.administrador, { tpOpcDescricao: d === 'CÂMPUS' ? 'CAMPUS' : d });
      expect(r.statusCode).toBe(400);
      expect(r.json().data.campos.tpOpcDescricao).toBe(m);
      expect((await db().select().from(tipoOpcao)).length).toBe(antes);
    }
    expect((await salvarTipo(e.administrador, { tpOpcCodigo: 999999, tpOpcDescricao: 'Nada' })).statusCode).toBe(404);
  });

  it('só quem tem papel em todos os processos muda a tabela geral', async () => {
    for (const c of [e.gestorDoProcesso, e.gestorDeOutro, e.leitura, e.atendimento, e.candidato]) {
      expect((await salvarTipo(c, { tpOpcDescricao: 'Tentativa' })).statusCode).toBe(403);
    }
    expect((await db().select().from(tipoOpcao).where(eq(tipoOpcao.tpOpcDescricao, 'Tentativa'))).length).toBe(0);
  });
});
