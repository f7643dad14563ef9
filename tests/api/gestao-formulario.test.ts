import { and, desc, eq, sql } from 'drizzle-orm';
import { ENROLMENT_FIELDS } from '../../src/domain/inscricao-campos.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditoria,
  catalogoVersao,
  insPrcTpInstituicao,
  insProcesso,
  prcSltCnfFormulario,
  prcSltFrmCampo,
  prcSltLngEstrangeira,
  tipoInstituicao,
} from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';
import { seedProcess, validBody } from './inscricao.fixtures.ts';

let t: TestApp;
let e: Equipe;
let processo: number;
let outro: number;
const campo: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  processo = await criarProcessoDeTeste(t);
  outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro processo' });
  e = await criarEquipe(t, processo, outro);
  const rows = await t.database.db
    .insert(prcSltFrmCampo)
    .values([
      { prcSltFrmCmpNome: 'insPrcNIS', prcSltFrmCmpDescricao: 'NIS', prcSltFrmCmpGrupo: 'complementares' },
      { prcSltFrmCmpNome: 'insPrcNmSocial', prcSltFrmCmpDescricao: 'Nome social', prcSltFrmCmpGrupo: 'dadosPessoais' },
      { prcSltFrmCmpNome: 'insPrcTreineiro', prcSltFrmCmpDescricao: 'Treineiro', prcSltFrmCmpGrupo: 'complementares' },
      { prcSltFrmCmpNome: 'cndApoio', prcSltFrmCmpDescricao: 'Condições de apoio', prcSltFrmCmpGrupo: 'localProva' },
      // a catalogue row the form does not draw (an older installation's field)
      { prcSltFrmCmpNome: 'campoLegado', prcSltFrmCmpDescricao: 'Campo legado', prcSltFrmCmpGrupo: 'dadosPessoais' },
      { prcSltFrmCmpNome: 'insPrcCGM', prcSltFrmCmpDescricao: 'CGM', prcSltFrmCmpGrupo: 'dadosPessoais' },
    ])
    // The schema installs the catalogue (migration 0024): the same rows are updated in place and read back.
    .onConflictDoUpdate({ target: prcSltFrmCampo.prcSltFrmCmpNome, set: { prcSltFrmCmpGrupo: sql`excluded."prcSltFrmCmpGrupo"` } })
    .returning();
  for (const r of rows) campo[r.prcSltFrmCmpNome] = r.prcSltFrmCmpCodigo;
  await t.database.db.insert(prcSltCnfFormulario).values({ prcSltCodigo: processo, prcSltFrmCmpCodigo: campo.insPrcTreineiro, prcSltCnfFrmExibir: true, prcSltCnfFrmAjuda: 'Só para treinar.' });
});
afterAll(() => t.close());

const db = () => t.database.db;
const url = (p = processo) => `/sgps/gestao/processos/${p}/formulario`;
const salvar = (c: Client, campos: unknown[], extra: Record<string, unknown> = {}, p = processo) => c.request('POST', '/sgps/gestao/formulario/salvar', { json: { prcSltCodigo: p, campos, ...extra } });
const cfg = (nome: string, v: Partial<{ exibir: boolean; obrigatorio: boolean; ajuda: string | null; ajudaOculta: boolean; nomeAlternativo: string | null }> = {}) => ({
  prcSltFrmCmpCodigo: campo[nome],
  exibir: false,
  obrigatorio: false,
  ajuda: null,
  ajudaOculta: false,
  nomeAlternativo: null,
  ...v,
});
const ultimaAuditoria = async (acao: string) => (await db().select().from(auditoria).where(eq(auditoria.acao, acao)).orderBy(desc(auditoria.audCodigo)).limit(1))[0];
const configDe = async (nome: string, p = processo) =>
  (await db().select().from(prcSltCnfFormulario).where(and(eq(prcSltCnfFormulario.prcSltCodigo, p), eq(prcSltCnfFormulario.prcSltFrmCmpCodigo, campo[nome]))))[0];
let cpfSeq = 0;
const inscrever = async (p: number, valores: Partial<typeof insProcesso.$inferInsert> = {}) => {
  const cpfs = ['11144477735', '52998224725', '39053344705', '86288366757', '08301661305'];
  const { pssFscCodigo } = await createAccount(t, { cpf: cpfs[cpfSeq++], nome: `Inscrito ${cpfSeq}`, senha: 'senha-inscrito' });
  const [i] = await db().insert(insProcesso).values({ pssFscCodigo, prcSltCodigo: p, insPrcIncDtHora: t.clock.now, ...valores }).returning();
  return i;
};

describe('GET formulário do processo', () => {
  it('lista cada campo do catálogo nos grupos e na ordem do candidato, com os padrões onde não há configuração', async () => {
    const res = await e.leitura.get(url());
    expect(res.statusCode, res.body).toBe(200);
    const f = res.json().data;
    // The schema installs the whole catalogue (migration 0024): every group of the candidate's form is there.
    // and the person's fields of SPEC §3 (migration 0027) first, as the candidate meets them on the first step
    expect(f.grupos.map((g: { grupo: string }) => g.grupo)).toEqual(['pessoa', 'dadosPessoais', 'localProva', 'complementares', 'pagamento', 'listas', 'outros']);
    type Campo = { prcSltFrmCmpNome: string };
    const grupo = (g: string) => f.grupos.find((x: { grupo: string }) => x.grupo === g).campos as Campo[];
    const pessoais = grupo('dadosPessoais').map((c) => c.prcSltFrmCmpNome);
    expect(pessoais).toEqual(ENROLMENT_FIELDS.filter((c) => c.step === 'dadosPessoais').map((c) => c.name));
    const treineiro = grupo('complementares').find((c) => c.prcSltFrmCmpNome === 'insPrcTreineiro');
    expect(treineiro).toMatchObject({ exibir: true, obrigatorio: false, ajuda: 'Só para treinar.', rotulo: 'Inscrição como treineiro', tipo: 'tf', noFormulario: true });
    const nis = grupo('dadosPessoais').find((c) => c.prcSltFrmCmpNome === 'insPrcNIS');
    expect(nis).toMatchObject({ prcSltCnfFrmCodigo: null, exibir: false, obrigatorio: false, ajuda: null, nomeAlternativo: null });
    expect(grupo('listas').find((c) => c.prcSltFrmCmpNome === 'cndApoio')).toMatchObject({ tipo: 'lista' });
    expect(grupo('outros').find((c) => c.prcSltFrmCmpNome === 'campoLegado')).toMatchObject({ noFormulario: false });
    expect(grupo('pessoa').find((c) => c.prcSltFrmCmpNome === 'pssFscNmeCivil')).toMatchObject({ rotulo: 'Nome civil', tipo: 'text', noFormulario: true });
  });

  it('respeita o alcance: 404 para processo inexistente, 403 fora do escopo, 401 sem sessão, 403 para candidato', async () => {
    expect((await e.administrador.get(url(999999))).statusCode).toBe(404);
    expect((await e.gestorDeOutro.get(url())).statusCode).toBe(403);
    expect((await e.anonimo.get(url())).statusCode).toBe(401);
    expect((await e.candidato.get(url())).statusCode).toBe(403);
    expect((await e.atendimento.get(url())).statusCode).toBe(200);
  });
});

describe('POST gestao/formulario/salvar', () => {
  it('grava os campos alterados numa transação e audita só o que mudou', async () => {
    const res = await salvar(e.gestorDoProcesso, [
      cfg('insPrcNIS', { exibir: true, obrigatorio: true, nomeAlternativo: '  NIS do responsável ', ajuda: 'Está no cartão do Bolsa Família.', ajudaOculta: true }),
      cfg('insPrcTreineiro', { exibir: true, ajuda: 'Só para treinar.' }),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    const nis = res.json().data.grupos.find((g: { grupo: string }) => g.grupo === 'dadosPessoais').campos.find((c: { prcSltFrmCmpNome: string }) => c.prcSltFrmCmpNome === 'insPrcNIS');
    expect(nis).toMatchObject({ exibir: true, obrigatorio: true, nomeAlternativo: 'NIS do responsável', ajudaOculta: true });
    expect(await configDe('insPrcNIS')).toMatchObject({ prcSltCnfFrmExibir: true, prcSltCnfFrmObrigatorio: true, prcSltCnfFrmNomeAlternativo: 'NIS do responsável' });
    const a = await ultimaAuditoria('gestao:formulario:salvar');
    expect(a).toMatchObject({ prcSltCodigo: processo, entidade: 'prc_slt_cnf_formulario', autorPssFscCodigo: e.pessoas.gestorDoProcesso });
    expect(a.antes).toEqual({ insPrcNIS: { exibir: false, obrigatorio: false, ajuda: null, ajudaOculta: false, nomeAlternativo: null } });
    expect(a.depois).toEqual({ insPrcNIS: { exibir: true, obrigatorio: true, ajuda: 'Está no cartão do Bolsa Família.', ajudaOculta: true, nomeAlternativo: 'NIS do responsável' } });
  });

  it('a mudança avança a versão do catálogo de inscrição (o formulário do candidato a vê na hora)', async () => {
    const [antes] = await db().select().from(catalogoVersao);
    expect((await salvar(e.gestor, [cfg('insPrcNIS', { exibir: true, obrigatorio: true, nomeAlternativo: 'NIS do responsável', ajuda: 'Outra ajuda.', ajudaOculta: true })])).statusCode).toBe(200);
    const [depois] = await db().select().from(catalogoVersao);
    expect(Number(depois.versao)).toBeGreaterThan(Number(antes.versao));
  });

  it.each([
    ['obrigatório sem exibir', { obrigatorio: true }, 'obrigatorio', 'CGM: um campo obrigatório precisa ser exibido.'],
    ['ajuda oculta sem texto', { exibir: true, ajudaOculta: true }, 'ajudaOculta', 'CGM: escreva o texto de ajuda para mostrá-lo atrás do ícone.'],
    ['ajuda longa demais', { exibir: true, ajuda: 'x'.repeat(1001) }, 'ajuda', 'CGM: o texto de ajuda pode ter até 1000 caracteres.'],
    ['nome alternativo longo demais', { exibir: true, nomeAlternativo: 'y'.repeat(201) }, 'nomeAlternativo', `${'y'.repeat(201)}: o nome alternativo pode ter até 200 caracteres.`],
  ])('recusa %s com a mensagem do campo e não grava nada', async (_n, v, chave, msg) => {
    const res = await salvar(e.administrador, [cfg('insPrcNmSocial', { exibir: true }), cfg('insPrcCGM', v)]);
    expect(res.statusCode).toBe(400);
    expect(res.json().data?.campos?.[`${campo.insPrcCGM}.${chave}`], res.body).toBe(msg);
    expect(await configDe('insPrcNmSocial')).toBeUndefined();
    expect(await configDe('insPrcCGM')).toBeUndefined();
  });

  it('recusa campo fora do catálogo e campo repetido', async () => {
    const fora = await salvar(e.administrador, [{ ...cfg('insPrcCGM'), prcSltFrmCmpCodigo: 987654 }]);
    expect(fora.statusCode).toBe(400);
    expect(fora.json().data.campos['987654']).toBe('Campo 987654: não existe no catálogo do formulário.');
    const rep = await salvar(e.administrador, [cfg('insPrcCGM', { exibir: true }), cfg('insPrcCGM', { exibir: true })]);
    expect(rep.json().data.campos[String(campo.insPrcCGM)]).toBe('CGM: enviado mais de uma vez.');
    expect(await configDe('insPrcCGM')).toBeUndefined();
  });

  it('só quem configura o processo salva: leitura, atendimento e gestor de outro processo recebem 403', async () => {
    for (const c of [e.leitura, e.atendimento, e.gestorDeOutro, e.candidato]) expect((await salvar(c, [cfg('insPrcCGM', { exibir: true })])).statusCode).toBe(403);
    expect((await salvar(e.anonimo, [cfg('insPrcCGM', { exibir: true })])).statusCode).toBe(401);
    expect((await salvar(e.administrador, [cfg('insPrcCGM', { exibir: true })], {}, 999999)).statusCode).toBe(404);
    expect(await configDe('insPrcCGM')).toBeUndefined();
  });

  it('com inscrições feitas, tornar obrigatório ou ocultar pede justificativa; ajustar a ajuda não', async () => {
    const p = await criarProcessoDeTeste(t, { prcSltDescricao: 'Processo com inscrição' });
    await db().insert(prcSltCnfFormulario).values({ prcSltCodigo: p, prcSltFrmCmpCodigo: campo.insPrcTreineiro, prcSltCnfFrmExibir: true });
    await inscrever(p);
    await inscrever(p, { insCancelada: true });
    const obrig = await salvar(e.gestor, [cfg('insPrcTreineiro', { exibir: true, obrigatorio: true })], {}, p);
    expect(obrig.statusCode).toBe(409);
    expect(obrig.json().data).toEqual({ precisaJustificativa: true, inscricoesAfetadas: 1 });
    expect(obrig.json().message).toContain('1 inscrição já feita');
    const ocultar = await salvar(e.gestor, [cfg('insPrcTreineiro', { exibir: false })], { justificativa: 'curta' }, p);
    expect(ocultar.statusCode).toBe(409);
    expect((await configDe('insPrcTreineiro', p)).prcSltCnfFrmExibir).toBe(true);
    const ajuda = await salvar(e.gestor, [cfg('insPrcTreineiro', { exibir: true, ajuda: 'Nova ajuda.' })], {}, p);
    expect(ajuda.statusCode).toBe(200);
    const ok = await salvar(e.gestor, [cfg('insPrcTreineiro', { exibir: true, obrigatorio: true, ajuda: 'Nova ajuda.' })], { justificativa: 'Exigência do novo edital, item 4.2.' }, p);
    expect(ok.statusCode, ok.body).toBe(200);
    const a = await ultimaAuditoria('gestao:formulario:salvar');
    expect(a).toMatchObject({ prcSltCodigo: p, justificativa: 'Exigência do novo edital, item 4.2.', antes: { insPrcTreineiro: { obrigatorio: false } }, depois: { insPrcTreineiro: { obrigatorio: true } } });
  });
});

describe('o que a equipe configura é o que a inscrição do candidato exige', () => {
  it('um campo tornado obrigatório (com nome alternativo) passa a ser exigido em insProcesso/cadastrar2', async () => {
    const s = await seedProcess(t);
    await db().insert(prcSltFrmCampo).values({ prcSltFrmCmpNome: 'insPrcCGM', prcSltFrmCmpDescricao: 'CGM', prcSltFrmCmpGrupo: 'dadosPessoais' }).onConflictDoNothing();
    await createAccount(t, { cpf: '52601815906', nome: 'Carla Dias', senha: 'senha-da-carla' });
    const carla = new Client(t);
    await carla.login('52601815906', 'senha-da-carla');
    const salvo = await salvar(e.administrador, [cfg('insPrcCGM', { exibir: true, obrigatorio: true, nomeAlternativo: 'Matrícula CGM' })], {}, s.p.prcSltCodigo);
    expect(salvo.statusCode, salvo.body).toBe(200);
    const sem = await carla.post('/sgps/insProcesso/cadastrar2', validBody(s));
    expect(sem.statusCode).toBe(400);
    expect(sem.json().message).toContain('Matrícula CGM: campo obrigatório.');
    const com = await carla.post('/sgps/insProcesso/cadastrar2', validBody(s, { insPrcCGM: '12345' }));
    expect(com.statusCode, com.body).toBe(200);
  });
});

describe('tipos de instituição (lista global)', () => {
  it('qualquer pessoa da equipe lê; só quem tem papel em todos os processos altera; em uso não se remove', async () => {
    expect((await e.leitura.get('/sgps/gestao/tipos-instituicao')).statusCode).toBe(200);
    const negado = await e.gestorDoProcesso.request('POST', '/sgps/gestao/tipos-instituicao', { json: { tpIstDescricao: 'Comunitária' } });
    expect(negado.statusCode).toBe(403);
    const res = await e.gestor.request('POST', '/sgps/gestao/tipos-instituicao', { json: { tpIstDescricao: 'Comunitária' } });
    expect(res.statusCode, res.body).toBe(200);
    const tipo = res.json().data.find((x: { tpIstDescricao: string }) => x.tpIstDescricao === 'Comunitária');
    expect(await ultimaAuditoria('gestao:tipoInstituicao:salvar')).toMatchObject({ entidade: 'tipo_instituicao', prcSltCodigo: null, antes: null, depois: { descricao: 'Comunitária' } });
    const rep = await e.gestor.request('POST', '/sgps/gestao/tipos-instituicao', { json: { tpIstDescricao: 'comunitaria' } });
    expect(rep.statusCode).toBe(400);
    expect(rep.json().data.campos.descricao).toBe('Descrição: já existe um item com este nome nesta lista.');
    const ins = await inscrever(processo);
    await db().insert(insPrcTpInstituicao).values({ insPrcCodigo: ins.insPrcCodigo, tpIstCodigo: tipo.tpIstCodigo });
    expect((await e.gestorDoProcesso.request('DELETE', `/sgps/gestao/tipos-instituicao/${tipo.tpIstCodigo}`)).statusCode).toBe(403);
    const emUso = await e.administrador.request('DELETE', `/sgps/gestao/tipos-instituicao/${tipo.tpIstCodigo}`);
    expect(emUso.statusCode).toBe(409);
    expect(emUso.json().message).toBe('Não é possível remover "Comunitária": está em uso por 1 inscrição. Renomeie o item, se for o caso.');
    expect((await e.administrador.request('DELETE', '/sgps/gestao/tipos-instituicao/999999')).statusCode).toBe(404);
    await db().delete(insProcesso).where(eq(insProcesso.insPrcCodigo, ins.insPrcCodigo));
    expect((await e.administrador.request('DELETE', `/sgps/gestao/tipos-instituicao/${tipo.tpIstCodigo}`)).statusCode).toBe(200);
    expect(await db().select().from(tipoInstituicao).where(eq(tipoInstituicao.tpIstCodigo, tipo.tpIstCodigo))).toHaveLength(0);
    expect(await ultimaAuditoria('gestao:tipoInstituicao:remover')).toMatchObject({ antes: { descricao: 'Comunitária' }, depois: null });
  });
});

describe('listas do processo', () => {
  const salvarItem = (c: Client, lista: string, corpo: Record<string, unknown>) => c.request('POST', `/sgps/gestao/listas/${lista}/salvar`, { json: { prcSltCodigo: processo, ...corpo } });
  const itens = (res: { json(): { data: { listas: { lista: string; itens: { codigo: number; descricao: string; detalhar?: boolean; emUso: number }[] }[] } } }, lista: string) =>
    res.json().data.listas.find((l) => l.lista === lista)!.itens;

  it('lê as oito listas de uma vez', async () => {
    const res = await e.leitura.get(`/sgps/gestao/processos/${processo}/listas`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.listas.map((l: { lista: string }) => l.lista)).toEqual(['linguas', 'series', 'modalidades', 'setores', 'areas-conhecimento', 'condicoes-apoio', 'divulgacao', 'escolaridade']);
    expect((await e.gestorDeOutro.get(`/sgps/gestao/processos/${processo}/listas`)).statusCode).toBe(403);
  });

  it('acrescenta, renomeia e remove um item, com auditoria', async () => {
    const novo = await salvarItem(e.gestorDoProcesso, 'linguas', { descricao: ' Espanhol ' });
    expect(novo.statusCode, novo.body).toBe(200);
    const [esp] = itens(novo, 'linguas');
    expect(esp).toMatchObject({ descricao: 'Espanhol', emUso: 0 });
    expect(await ultimaAuditoria('gestao:lista:linguas:salvar')).toMatchObject({ entidade: 'prc_slt_lng_estrangeira', prcSltCodigo: processo, chave: String(esp.codigo), antes: null, depois: { descricao: 'Espanhol' } });
    const ren = await salvarItem(e.gestorDoProcesso, 'linguas', { codigo: esp.codigo, descricao: 'Língua espanhola' });
    expect(itens(ren, 'linguas')[0].descricao).toBe('Língua espanhola');
    expect(await ultimaAuditoria('gestao:lista:linguas:salvar')).toMatchObject({ antes: { descricao: 'Espanhol' }, depois: { descricao: 'Língua espanhola' } });
    const rem = await e.gestorDoProcesso.request('DELETE', `/sgps/gestao/listas/linguas/${esp.codigo}`);
    expect(rem.statusCode, rem.body).toBe(200);
    expect(itens(rem, 'linguas')).toEqual([]);
    expect(await ultimaAuditoria('gestao:lista:linguas:remover')).toMatchObject({ chave: String(esp.codigo), antes: { descricao: 'Língua espanhola' }, depois: null });
  });

  it('condições de apoio guardam o Detalhar; as outras listas não o aceitam', async () => {
    const res = await salvarItem(e.administrador, 'condicoes-apoio', { descricao: 'Intérprete de Libras', detalhar: true });
    expect(itens(res, 'condicoes-apoio')[0]).toMatchObject({ descricao: 'Intérprete de Libras', detalhar: true });
    const ruim = await salvarItem(e.administrador, 'series', { descricao: '1ª série', detalhar: true });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().data.campos.detalhar).toBe('Detalhar: só as condições de apoio pedem detalhe ao candidato.');
  });

  it.each([
    ['descrição vazia', { descricao: '   ' }, 'Descrição: escreva o nome do item.'],
    ['descrição longa', { descricao: 'z'.repeat(201) }, 'Descrição: até 200 caracteres.'],
    ['descrição repetida (sem acento nem caixa)', { descricao: 'INTERPRETE DE LIBRAS' }, 'Descrição: já existe um item com este nome nesta lista.'],
  ])('recusa %s sem gravar', async (_n, corpo, msg) => {
    const antes = await db().select().from(prcSltLngEstrangeira);
    const res = await salvarItem(e.administrador, 'condicoes-apoio', corpo);
    expect(res.statusCode).toBe(400);
    expect(res.json().data.campos.descricao).toBe(msg);
    expect(await db().select().from(prcSltLngEstrangeira)).toEqual(antes);
  });

  it('recusa lista desconhecida, item de outra lista ou de outro processo, e quem está fora do escopo', async () => {
    expect((await salvarItem(e.administrador, 'bancos', { descricao: 'x' })).statusCode).toBe(400);
    const [deOutro] = await db().insert(prcSltLngEstrangeira).values({ prcSltCodigo: outro, prcSltLngEstDescricao: 'Francês' }).returning();
    expect((await salvarItem(e.administrador, 'linguas', { codigo: deOutro.prcSltLngEstCodigo, descricao: 'Alemão' })).statusCode).toBe(404);
    expect((await e.administrador.request('DELETE', `/sgps/gestao/listas/series/${deOutro.prcSltLngEstCodigo}`)).statusCode).toBe(404);
    expect((await e.gestorDoProcesso.request('DELETE', `/sgps/gestao/listas/linguas/${deOutro.prcSltLngEstCodigo}`)).statusCode).toBe(403);
    expect((await salvarItem(e.leitura, 'linguas', { descricao: 'Italiano' })).statusCode).toBe(403);
    expect((await db().select().from(prcSltLngEstrangeira).where(eq(prcSltLngEstrangeira.prcSltLngEstCodigo, deOutro.prcSltLngEstCodigo)))[0].prcSltLngEstDescricao).toBe('Francês');
  });

  it('item escolhido em inscrições: renomear pede justificativa, remover é recusado com mensagem clara', async () => {
    const res = await salvarItem(e.administrador, 'linguas', { descricao: 'Inglês' });
    const ing = itens(res, 'linguas').find((i) => i.descricao === 'Inglês')!;
    await inscrever(processo, { prcSltLngEstCodigo: ing.codigo });
    const lidas = await e.administrador.get(`/sgps/gestao/processos/${processo}/listas`);
    expect(itens(lidas, 'linguas').find((i) => i.codigo === ing.codigo)!.emUso).toBe(1);
    const ren = await salvarItem(e.administrador, 'linguas', { codigo: ing.codigo, descricao: 'Língua inglesa' });
    expect(ren.statusCode).toBe(409);
    expect(ren.json().data).toMatchObject({ precisaJustificativa: true, inscricoesAfetadas: 1 });
    const ok = await salvarItem(e.administrador, 'linguas', { codigo: ing.codigo, descricao: 'Língua inglesa', justificativa: 'Padronização dos nomes das línguas.' });
    expect(ok.statusCode).toBe(200);
    expect((await ultimaAuditoria('gestao:lista:linguas:salvar')).justificativa).toBe('Padronização dos nomes das línguas.');
    const rem = await e.administrador.request('DELETE', `/sgps/gestao/listas/linguas/${ing.codigo}`);
    expect(rem.statusCode).toBe(409);
    expect(rem.json().message).toBe('Não é possível remover "Língua inglesa": está em uso por 1 inscrição. Renomeie o item, se for o caso.');
    expect(await db().select().from(prcSltLngEstrangeira).where(eq(prcSltLngEstrangeira.prcSltLngEstCodigo, ing.codigo))).toHaveLength(1);
  });
});
