import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, insProcesso, municipio, opcao, pais, prcSeletivo, reconstrucaoSite, tipoOpcao, uf } from '../../server/db/schema/index.ts';
import { createTestApp, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';

const DIA = 86_400_000;
let t: TestApp;
let e: Equipe;
let processo: number;
let outro: number;
let mncCodigo: number;
/** The stand-in site rebuild: counts the builds instead of running astro. */
let builds = 0;

const em = (dias: number) => new Date(t.clock.now.getTime() + dias * DIA).toISOString();

/** A complete, valid form for a new process. */
function corpo(extra: Record<string, unknown> = {}) {
  return {
    prcSltDescricao: 'Vestibular de Inverno 2027',
    prcSltTipo: 'VESTIBULAR',
    prcSltTemGrupos: false,
    prcSltExbEnsalamento: true,
    prcSltEnsLembrete: 'Leve documento com foto.',
    prcSltInsUnica: true,
    prcSltNmrOpcoes: 1,
    prcSltPgtCartao: false,
    prcSltPgtBoleto: true,
    prcSltPgtDebito: false,
    prcSltPgtPix: true,
    prcSltOpcEditavel: true,
    prcSltUrlInformacao: 'https://www.exemplo.br/edital',
    prcSltNmrConvenio: '2837461',
    prcSltNmrConvenioCartao: null,
    prcSltDtInicio: em(10),
    prcSltDtFim: em(40),
    prcSltDtFimIsencao: em(20),
    prcSltDtEmsBoleto: em(41),
    prcSltDtVncBoleto: em(43).slice(0, 10),
    prcSltDtFimReimpressao: em(42),
    prcSltDtFimEdicao: em(40),
    prcSltMncSede: mncCodigo,
    prcSltExbResultado: false,
    prcSltExbAjuda: true,
    prcSltEnvArquivo: false,
    prcSltLembrete: null,
    prcSltCndPersonalizadas: null,
    prcSltTxtInsFinal: 'Inscrição concluída.',
    prcSltTtlAlternativo: null,
    prcSltQstAvaliacao: null,
    ...extra,
  };
}

async function contarProcessos() {
  const [r] = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(prcSeletivo);
  return Number(r.n);
}

async function ultimaAuditoria(acao: string) {
  const [r] = await t.database.db.select().from(auditoria).where(eq(auditoria.acao, `gestao:${acao}`)).orderBy(sql`${auditoria.audCodigo} desc`).limit(1);
  return r;
}

async function inscrever(prc: number, cancelada = false) {
  await t.database.db.insert(insProcesso).values({ pssFscCodigo: e.pessoas.candidato, prcSltCodigo: prc, insCancelada: cancelada });
}

beforeAll(async () => {
  t = await createTestApp({}, { reconstruir: async () => ({ ok: true, dir: '/tmp/site', ms: 1234 }) });
  const reconstruir = t.app.reconstrucao;
  const pedir = reconstruir.pedir.bind(reconstruir);
  reconstruir.pedir = async (...a) => {
    builds++;
    await pedir(...a);
  };
  const db = t.database.db;
  const [ps] = await db.insert(pais).values({ psDescricao: 'Brasil', psSigla: 'BR' }).returning();
  await db.insert(uf).values({ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: ps.psCodigo }).onConflictDoNothing();
  [{ mncCodigo }] = await db.insert(municipio).values({ mncDescricao: 'Maringá', ufCodigo: 'PR' }).returning();
  processo = await criarProcessoDeTeste(t, { prcSltDescricao: 'Seleção de Técnicos Administrativos' });
  outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro processo', prcSltTipo: 'STRICTO' });
  e = await criarEquipe(t, processo, outro);
});

afterAll(async () => {
  await t?.close();
});

describe('GET gestao/processos', () => {
  it('lists with search ignoring accents and case, type and state filters, paging and the total', async () => {
    const arquivado = await criarProcessoDeTeste(t, { prcSltDescricao: 'Processo arquivado', prcSltArquivado: true });
    const preparacao = await criarProcessoDeTeste(t, { prcSltDescricao: 'Processo em preparação', prcSltPublicado: false });
    const futuro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Processo futuro', prcSltDtInicio: new Date(em(5)), prcSltDtFim: new Date(em(9)) });
    const passado = await criarProcessoDeTeste(t, { prcSltDescricao: 'Processo passado', prcSltDtInicio: new Date(em(-9)), prcSltDtFim: new Date(em(-5)) });
    await inscrever(processo);
    await inscrever(processo, true);

    const todos = (await e.administrador.get('/sgps/gestao/processos')).json();
    const codigos = todos.data.map((r: { prcSltCodigo: number }) => r.prcSltCodigo);
    expect(codigos).toEqual(expect.arrayContaining([processo, outro, preparacao, futuro, passado]));
    expect(codigos).not.toContain(arquivado);
    expect(todos.total).toBe(codigos.length);
    const linha = todos.data.find((r: { prcSltCodigo: number }) => r.prcSltCodigo === processo);
    expect(linha).toMatchObject({ prcSltDescricao: 'Seleção de Técnicos Administrativos', prcSltTipo: 'VESTIBULAR', situacao: 'abertas', inscricoes: 1, prcSltPublicado: true });
    expect(todos.data.find((r: { prcSltCodigo: number }) => r.prcSltCodigo === outro).inscricoes).toBe(0);

    const busca = (await e.administrador.get(`/sgps/gestao/processos?busca=${encodeURIComponent('SELECAO de tecnicos')}`)).json();
    expect(busca.data.map((r: { prcSltCodigo: number }) => r.prcSltCodigo)).toEqual([processo]);

    const porSituacao = async (s: string) => (await e.administrador.get(`/sgps/gestao/processos?situacao=${s}`)).json().data.map((r: { prcSltCodigo: number }) => r.prcSltCodigo);
    expect(await porSituacao('arquivado')).toEqual([arquivado]);
    expect(await porSituacao('preparacao')).toEqual([preparacao]);
    expect(await porSituacao('aguardando')).toEqual([futuro]);
    expect(await porSituacao('encerrado')).toEqual([passado]);
    expect(await porSituacao('abertas')).not.toContain(passado);

    const stricto = (await e.administrador.get('/sgps/gestao/processos?tipo=STRICTO')).json();
    expect(stricto.data.map((r: { prcSltCodigo: number }) => r.prcSltCodigo)).toEqual([outro]);

    const pagina = (await e.administrador.get('/sgps/gestao/processos?start=1&limit=2')).json();
    expect(pagina.data).toHaveLength(2);
    expect(pagina.total).toBe(todos.total);
    expect(pagina.data[0].prcSltCodigo).toBe(codigos[1]);
  });

  it('shows a scoped staff member only their processes; refuses candidates (403) and the anonymous (401)', async () => {
    const r = (await e.leitura.get('/sgps/gestao/processos')).json();
    expect(r.data.map((x: { prcSltCodigo: number }) => x.prcSltCodigo)).toEqual([processo]);
    expect(r.total).toBe(1);
    const cand = await e.candidato.get('/sgps/gestao/processos');
    expect(cand.statusCode).toBe(403);
    expect(cand.json().message).toBe('Esta área é restrita à equipe da universidade.');
    expect((await e.anonimo.get('/sgps/gestao/processos')).statusCode).toBe(401);
    expect((await e.administrador.get('/sgps/gestao/processos?situacao=qualquer')).statusCode).toBe(400);
  });
});

describe('GET gestao/processos/:prcSltCodigo and /resumo', () => {
  it('answers the head of the screens with the caller\'s rights, and every field for editing', async () => {
    const adm = (await e.administrador.get(`/sgps/gestao/processos/${processo}/resumo`)).json().data;
    expect(adm).toMatchObject({ prcSltCodigo: processo, situacao: 'abertas', podeConfigurar: true, prcSltPublicado: true, prcSltArquivado: false });
    expect((await e.leitura.get(`/sgps/gestao/processos/${processo}/resumo`)).json().data.podeConfigurar).toBe(false);
    expect((await e.gestorDeOutro.get(`/sgps/gestao/processos/${processo}/resumo`)).statusCode).toBe(403);
    expect((await e.administrador.get('/sgps/gestao/processos/999999/resumo')).statusCode).toBe(404);

    const p = (await e.leitura.get(`/sgps/gestao/processos/${processo}`)).json().data;
    expect(p).toMatchObject({ prcSltCodigo: processo, prcSltPgtBoleto: true, prcSltPgtPix: false, prcSltDtVncBoleto: null, sede: null });
    expect(p.prcSltDtInicio).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await e.gestorDeOutro.get(`/sgps/gestao/processos/${processo}`)).statusCode).toBe(403);
  });

  it('finds municipalities for the seat picker, accents ignored', async () => {
    const r = (await e.administrador.get('/sgps/gestao/municipios?q=MARINGA')).json();
    expect(r.data).toEqual([{ mncCodigo, mncDescricao: 'Maringá', ufCodigo: 'PR' }]);
  });
});

describe('POST prcSeletivo/salvar', () => {
  it('creates an unpublished process with every field, audited', async () => {
    const res = await e.administrador.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo() });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data;
    expect(p).toMatchObject({ prcSltDescricao: 'Vestibular de Inverno 2027', prcSltPublicado: false, prcSltArquivado: false, prcSltInsUnica: true, prcSltNmrConvenio: '2837461', prcSltNmrConvenioCartao: null, prcSltLembrete: null });
    expect(p.prcSltDtVncBoleto).toBe(em(43).slice(0, 10));
    expect(p.prcSltDtInicio).toBe(em(10));
    expect(p.sede).toEqual({ mncCodigo, mncDescricao: 'Maringá', ufCodigo: 'PR' });
    const a = await ultimaAuditoria('processo.criar');
    expect(a).toMatchObject({ prcSltCodigo: p.prcSltCodigo, entidade: 'prc_seletivo', chave: String(p.prcSltCodigo), autorPssFscCodigo: e.pessoas.administrador, antes: null });
    expect((a.depois as { prcSltDescricao: string }).prcSltDescricao).toBe('Vestibular de Inverno 2027');
    expect((await e.administrador.get(`/sgps/gestao/processos/${p.prcSltCodigo}/resumo`)).json().data.situacao).toBe('preparacao');
    // Not for candidates yet.
    expect((await e.candidato.get(`/sgps/prcSeletivo/getById/${p.prcSltCodigo}`)).statusCode).toBe(404);
  });

  it('starts from the type\'s template: form fields, schedule with its appeal window, document types (issue 37)', async () => {
    const res = await e.administrador.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo({ prcSltDescricao: 'Vestibular do modelo', modelo: true }) });
    expect(res.statusCode, res.body).toBe(200);
    const p = res.json().data.prcSltCodigo;
    const form = (await e.administrador.get(`/sgps/gestao/processos/${p}/formulario`)).json().data;
    const campos = form.grupos.flatMap((g: { campos: unknown[] }) => g.campos) as { prcSltFrmCmpNome: string; exibir: boolean; obrigatorio: boolean }[];
    const cfg = (nome: string) => campos.find((c) => c.prcSltFrmCmpNome === nome);
    expect(cfg('prcSltMncPrvCodigo')).toMatchObject({ exibir: true, obrigatorio: true });
    expect(cfg('insPrcCotista')).toMatchObject({ exibir: true, obrigatorio: false });
    expect(cfg('insPrcCNPJ')?.exibir ?? false).toBe(false);
    const crn = (await e.administrador.get(`/sgps/gestao/processos/${p}/cronogramas`)).json().data.itens as { prcSltCrnDescricao: string; tblGrlItmCdgPrcSltTpCrn: string; recurso: boolean; prcSltCrnDtInicio: string }[];
    expect(crn.find((i) => i.prcSltCrnDescricao === 'Recurso do resultado preliminar')).toMatchObject({ tblGrlItmCdgPrcSltTpCrn: '3', recurso: true });
    expect(crn.find((i) => i.prcSltCrnDescricao === 'Período de inscrições')!.prcSltCrnDtInicio).toBe(em(10));
    const docs = (await e.administrador.get(`/sgps/gestao/processos/${p}/tipos-documento`)).json().data;
    expect(JSON.stringify(docs)).toContain('Laudo médico');
    expect((await ultimaAuditoria('processo.criar')).depois).toMatchObject({ modelo: { campos: expect.any(Number), cronograma: 8, documentos: 4 } });
    // Its readiness: the form is right; what is left is what a template cannot know (the options, the exam places).
    const pronto = (await e.administrador.get(`/sgps/gestao/processos/${p}/prontidao`)).json().data;
    expect(pronto.pendencias.map((x: { codigo: string }) => x.codigo)).toEqual(['opcoes', 'municipios']);
    // Without it, nothing is turned on.
    const sem = (await e.administrador.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo({ prcSltDescricao: 'Vestibular sem modelo' }) })).json().data.prcSltCodigo;
    expect((await e.administrador.get(`/sgps/gestao/processos/${sem}/cronogramas`)).json().data.itens).toEqual([]);
  });

  it('keeps empty fields empty (null, not 0 or an empty text)', async () => {
    const res = await e.administrador.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo({ prcSltMncSede: null, prcSltDtFimIsencao: null, prcSltDtVncBoleto: null, prcSltNmrOpcoes: 0, prcSltEnsLembrete: '' }) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ prcSltMncSede: null, sede: null, prcSltDtFimIsencao: null, prcSltDtVncBoleto: null, prcSltNmrOpcoes: 0, prcSltEnsLembrete: null });
  });

  it('lets only a role over every process create one', async () => {
    expect((await e.gestor.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo() })).statusCode).toBe(200);
    const antes = await contarProcessos();
    for (const c of [e.gestorDoProcesso, e.leitura, e.atendimento, e.candidato]) {
      expect((await c.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo() })).statusCode).toBe(403);
    }
    expect(await contarProcessos()).toBe(antes);
  });

  it.each([
    [{ prcSltDescricao: '  ' }, 'prcSltDescricao', 'Informe a descrição do processo.'],
    [{ prcSltTipo: 'OUTRO' }, 'prcSltTipo', 'Escolha o tipo do processo.'],
    [{ prcSltDtInicio: null }, 'prcSltDtInicio', 'Informe o início das inscrições.'],
    [{ prcSltDtFim: '31/02/2027 10:00' }, 'prcSltDtFim', 'Data e hora inválidas: use dd/mm/aaaa hh:mm.'],
    [{ prcSltDtFim: 'x', prcSltDtFimIsencao: null, prcSltDtInicio: 'y' }, 'prcSltDtInicio', 'Data e hora inválidas: use dd/mm/aaaa hh:mm.'],
    [{ prcSltNmrOpcoes: 99 }, 'prcSltNmrOpcoes', 'Use um número inteiro de 0 a 10.'],
    [{ prcSltNmrOpcoes: 'dois' }, 'prcSltNmrOpcoes', 'Use um número inteiro de 0 a 10.'],
    [{ prcSltNmrOpcoes: null }, 'prcSltNmrOpcoes', 'Informe quantas opções o candidato escolhe (0 a 10).'],
    [{ prcSltUrlInformacao: 'ftp://exemplo.br/edital' }, 'prcSltUrlInformacao', 'Use um endereço que comece com http:// ou https://.'],
    [{ prcSltQstAvaliacao: 'não é endereço' }, 'prcSltQstAvaliacao', 'Endereço inválido: use um endereço completo, como https://www.exemplo.br/edital.'],
    [{ prcSltNmrConvenio: '12A4' }, 'prcSltNmrConvenio', 'O número do convênio do boleto tem apenas algarismos (até 20).'],
    [{ prcSltDtVncBoleto: '2027-02-30' }, 'prcSltDtVncBoleto', 'Data inválida: use dd/mm/aaaa.'],
    [{ prcSltMncSede: 987654 }, 'prcSltMncSede', 'Município não encontrado: escolha-o na lista.'],
  ])('refuses %o with its message beside the field, writing nothing', async (mudanca, campo, mensagem) => {
    const antes = await contarProcessos();
    const res = await e.administrador.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo(mudanca) });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().data.campos[campo]).toBe(mensagem);
    expect(await contarProcessos()).toBe(antes);
  });

  it('checks the deadlines against the enrolment window', async () => {
    const res = await e.administrador.request('POST', '/sgps/prcSeletivo/salvar', {
      json: corpo({ prcSltDtFim: em(5), prcSltDtFimIsencao: em(45), prcSltDtFimEdicao: em(2), prcSltDtEmsBoleto: em(3), prcSltDtVncBoleto: em(2).slice(0, 10) }),
    });
    const campos = res.json().data.campos;
    expect(Object.keys(campos).sort()).toEqual(['prcSltDtEmsBoleto', 'prcSltDtFim', 'prcSltDtFimEdicao', 'prcSltDtFimIsencao', 'prcSltDtVncBoleto']);
    expect(campos.prcSltDtFim).toBe('O fim das inscrições deve ser depois do início.');
    expect(campos.prcSltDtFimIsencao).toMatch(/^O fim dos pedidos de isenção não pode ser depois do fim das inscrições/);
    expect(campos.prcSltDtFimEdicao).toMatch(/^O prazo de edição da inscrição não pode ser antes do início das inscrições \(\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}\)\.$/);
    expect(campos.prcSltDtEmsBoleto).toMatch(/não pode ser antes do início/);
    expect(campos.prcSltDtVncBoleto).toMatch(/^O vencimento do boleto não pode ser antes do dia do prazo de emissão/);
    expect(Object.keys(campos).length).toBeGreaterThanOrEqual(5);
  });

  it('updates; a change of dates or payment with enrolments needs a justification, audited', async () => {
    const criado = (await e.administrador.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo({ prcSltDescricao: 'Para editar' }) })).json().data;
    const c = criado.prcSltCodigo;
    await inscrever(c);
    await inscrever(c);
    await inscrever(c, true);
    // The description touches nobody.
    const r1 = await e.administrador.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo({ prcSltCodigo: c, prcSltDescricao: 'Editado' }) });
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json().data.prcSltDescricao).toBe('Editado');
    const a1 = await ultimaAuditoria('processo.salvar');
    expect(a1).toMatchObject({ prcSltCodigo: c, justificativa: null });
    expect((a1.antes as { prcSltDescricao: string }).prcSltDescricao).toBe('Para editar');
    expect((a1.depois as { prcSltDescricao: string }).prcSltDescricao).toBe('Editado');

    const novoFim = { prcSltCodigo: c, prcSltDescricao: 'Editado', prcSltDtFim: em(50) };
    const r2 = await e.administrador.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo(novoFim) });
    expect(r2.statusCode).toBe(409);
    expect(r2.json().data).toEqual({ precisaJustificativa: true, inscricoesAfetadas: 2 });
    expect(r2.json().message).toMatch(/afeta 2 inscrições já feitas/);
    const [semMudar] = await t.database.db.select().from(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, c));
    expect(semMudar.prcSltDtFim.toISOString()).toBe(em(40));

    const r3 = await e.administrador.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo({ ...novoFim, justificativa: 'Prorrogação pelo edital 12/2026.' }) });
    expect(r3.statusCode, r3.body).toBe(200);
    expect(r3.json().data.prcSltDtFim).toBe(em(50));
    expect(await ultimaAuditoria('processo.salvar')).toMatchObject({ justificativa: 'Prorrogação pelo edital 12/2026.' });

    const pix = await e.administrador.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo({ ...novoFim, prcSltPgtPix: false }) });
    expect(pix.statusCode).toBe(409);
  });

  it('keeps out of scope and read-only staff from changing a process', async () => {
    expect((await e.gestorDeOutro.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo({ prcSltCodigo: processo }) })).statusCode).toBe(403);
    expect((await e.leitura.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo({ prcSltCodigo: processo }) })).statusCode).toBe(403);
    expect((await e.administrador.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo({ prcSltCodigo: 999999 }) })).statusCode).toBe(404);
    const fora = await e.gestorDoProcesso.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo({ prcSltCodigo: outro }) });
    expect(fora.statusCode).toBe(403);
  });

  it('asks for a site rebuild when a published process changes', async () => {
    const p = await criarProcessoDeTeste(t, { prcSltDescricao: 'Publicado' });
    const antes = builds;
    const r = await e.administrador.request('POST', '/sgps/prcSeletivo/salvar', { json: corpo({ prcSltCodigo: p, prcSltDescricao: 'Publicado e alterado' }) });
    expect(r.statusCode, r.body).toBe(200);
    expect(builds).toBe(antes + 1);
    await t.app.segundoPlano.aguardar();
    const [ultima] = await t.database.db.select().from(reconstrucaoSite).orderBy(sql`${reconstrucaoSite.recCodigo} desc`).limit(1);
    expect(ultima).toMatchObject({ motivo: `Processo ${p} alterado`, situacao: 'concluida', duracaoMs: 1234, pedidaPor: e.pessoas.administrador });
  });
});

describe('DELETE prcSeletivo/remove/:id', () => {
  it('refuses once anyone enrolled (archive instead), else deletes audited with the snapshot', async () => {
    const comInscricao = await criarProcessoDeTeste(t, { prcSltPublicado: false });
    await inscrever(comInscricao, true);
    const r = await e.administrador.request('DELETE', `/sgps/prcSeletivo/remove/${comInscricao}`);
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe('Este processo já tem 1 inscrição (contando as canceladas) e não pode ser excluído: arquive-o em vez de excluir.');

    const livre = await criarProcessoDeTeste(t, { prcSltDescricao: 'Para excluir', prcSltPublicado: false });
    expect((await e.leitura.request('DELETE', `/sgps/prcSeletivo/remove/${livre}`)).statusCode).toBe(403);
    const antes = builds;
    const ok = await e.administrador.request('DELETE', `/sgps/prcSeletivo/remove/${livre}`);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(builds).toBe(antes); // unpublished: nothing public changed
    expect(await t.database.db.select().from(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, livre))).toEqual([]);
    const a = await ultimaAuditoria('processo.excluir');
    expect(a).toMatchObject({ prcSltCodigo: livre, depois: null });
    expect((a.antes as { prcSltDescricao: string }).prcSltDescricao).toBe('Para excluir');
    expect((await e.administrador.request('DELETE', `/sgps/prcSeletivo/remove/${livre}`)).statusCode).toBe(404);
  });
});

describe('publication and archive', () => {
  it('publishes only a process ready for candidates, and asks a rebuild', async () => {
    const p = await criarProcessoDeTeste(t, { prcSltPublicado: false, prcSltNmrOpcoes: 2 });
    const r = await e.gestorDoProcesso.request('POST', `/sgps/gestao/processos/${p}/publicar`, { json: {} });
    expect(r.statusCode).toBe(403); // outside that gestor's scope
    const semOpcao = await e.administrador.request('POST', `/sgps/gestao/processos/${p}/publicar`, { json: {} });
    expect(semOpcao.statusCode).toBe(409);
    expect(semOpcao.json().message).toMatch(/^Não é possível publicar o processo ainda: O processo pede 2 opções na inscrição, mas não tem nenhuma opção final/);
    expect(semOpcao.json().data.prontidao.pendencias).toContainEqual(expect.objectContaining({ codigo: 'opcoes', tela: 'opcoes', bloqueia: true }));
    const [tp] = await t.database.db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso (publicação)' }).returning();
    await t.database.db.insert(opcao).values({ prcSltCodigo: p, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Medicina', opcOpcFinal: true });
    const antes = builds;
    const ok = await e.administrador.request('POST', `/sgps/gestao/processos/${p}/publicar`, { json: {} });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ prcSltPublicado: true, situacao: 'abertas', reconstrucaoPedida: true });
    expect(builds).toBe(antes + 1);
    expect(await ultimaAuditoria('processo.publicar')).toMatchObject({ prcSltCodigo: p, antes: { prcSltPublicado: false, prcSltArquivado: false }, depois: { prcSltPublicado: true, prcSltArquivado: false } });
    expect((await e.candidato.get(`/sgps/prcSeletivo/getById/${p}`)).statusCode).toBe(200);

    const despub = await e.administrador.request('POST', `/sgps/gestao/processos/${p}/despublicar`);
    expect(despub.statusCode, despub.body).toBe(200);
    expect(despub.json().data.situacao).toBe('preparacao');
    await t.database.db.update(prcSeletivo).set({ prcSltPublicado: true }).where(eq(prcSeletivo.prcSltCodigo, p));
    await inscrever(p);
    const recusa = await e.administrador.request('POST', `/sgps/gestao/processos/${p}/despublicar`, { json: {} });
    expect(recusa.statusCode).toBe(409);
    expect(recusa.json().message).toMatch(/já tem 1 inscrição e não pode voltar a ficar em preparação/);
  });

  it('archives out of the list and back', async () => {
    const p = await criarProcessoDeTeste(t, { prcSltDescricao: 'Para arquivar' });
    const arq = await e.administrador.request('POST', `/sgps/gestao/processos/${p}/arquivar`, { json: {} });
    expect(arq.json().data).toMatchObject({ prcSltArquivado: true, situacao: 'arquivado', reconstrucaoPedida: false });
    expect((await e.administrador.get('/sgps/gestao/processos?busca=para%20arquivar')).json().data).toEqual([]);
    expect((await e.administrador.get('/sgps/gestao/processos?busca=para%20arquivar&situacao=arquivado')).json().total).toBe(1);
    expect((await e.administrador.request('POST', `/sgps/gestao/processos/${p}/publicar`, { json: {} })).json().message).toBe('Este processo está arquivado: desarquive-o antes de publicá-lo.');
    const des = await e.administrador.request('POST', `/sgps/gestao/processos/${p}/desarquivar`, { json: {} });
    expect(des.json().data).toMatchObject({ prcSltArquivado: false, situacao: 'abertas' });
    expect(await ultimaAuditoria('processo.desarquivar')).toMatchObject({ prcSltCodigo: p });
    expect((await e.leitura.request('POST', `/sgps/gestao/processos/${processo}/arquivar`, { json: {} })).statusCode).toBe(403);
  });
});

describe('site rebuilds', () => {
  it('shows the last rebuild and lets staff who configure ask for one', async () => {
    expect((await e.leitura.request('POST', '/sgps/gestao/site/reconstruir', { json: {} })).statusCode).toBe(403);
    const r = await e.gestorDoProcesso.request('POST', '/sgps/gestao/site/reconstruir', { json: {} });
    expect(r.statusCode, r.body).toBe(200);
    expect(await ultimaAuditoria('site.reconstruir')).toMatchObject({ autorPssFscCodigo: e.pessoas.gestorDoProcesso });
    await t.app.segundoPlano.aguardar();
    const estado = (await e.leitura.get('/sgps/gestao/site/reconstrucao')).json().data;
    expect(estado.ultima).toMatchObject({ situacao: 'concluida', motivo: 'Reconstrução pedida pela gestão', duracaoMs: 1234, erro: null });
    expect(estado.ultimaConcluida.recCodigo).toBe(estado.ultima.recCodigo);
    expect((await e.candidato.get('/sgps/gestao/site/reconstrucao')).statusCode).toBe(403);
    const pendentes = await t.database.db.select().from(reconstrucaoSite).where(and(eq(reconstrucaoSite.situacao, 'fila')));
    expect(pendentes).toEqual([]);
  });
});
