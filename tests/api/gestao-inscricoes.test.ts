/**
 * The back office's candidates and enrolments (issue 21, item 1): the search (name without accents, whole CPF,
 * number, process, state, payment, exemption, special needs) within the caller's scope, one enrolment's page with
 * sensitive data masked for Atendimento and Leitura, the attachment download, and each action (audited, with its
 * justification, the candidate told by message and seeing the result through the candidate API).
 */
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditoria, insPrcRcrAnexo, insPrcRecurso, insProcesso, mnsDestinatario, municipio, prcSeletivo, prcSltMncProva, pssFisica } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';
import { seedProcess, validBody } from './inscricao.fixtures.ts';

let t: TestApp;
let e: Equipe;
let s: Awaited<ReturnType<typeof seedProcess>>;
let outro: number;
let maria: Client;
let mariaCodigo: number;
/** Maria's enrolment (Medicina, fee, special bank and a support condition) and her second one (Letras, exempt option). */
let insMedicina: number;
let insLetras: number;

beforeAll(async () => {
  t = await createTestApp();
  s = await seedProcess(t);
  outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro processo' });
  e = await criarEquipe(t, s.p.prcSltCodigo, outro);
  mariaCodigo = (await createAccount(t, { cpf: '52998224725', nome: 'Maria Eduarda Conceição', senha: 'candidato' })).pssFscCodigo;
  await t.database.db.update(pssFisica).set({ pssFscCorRaca: 'Parda', pssFscLogradouro: 'Rua XV de Novembro', pssFscNumero: '100', pssFscBairro: 'Centro', pssFscCep: '84010000' }).where(eq(pssFisica.pssFscCodigo, mariaCodigo));
  maria = new Client(t);
  await maria.login('52998224725', 'candidato');
  const r1 = await maria.post(
    '/sgps/insProcesso/cadastrar2',
    validBody(s, { insPrcBncEspecial: 'T', insPrcBncEspJustificativa: 'Baixa visão', insPrcNIS: '12345678919', cndApoio: [{ prcSltDfcCndApoioCodigo: s.apoio.prcSltDfcCndApoioCodigo, insPrcCndApoioDetalhe: 'Ledor em braile' }] }),
  );
  expect(r1.statusCode, r1.body).toBe(200);
  insMedicina = r1.json().data.insPrcCodigo;
  const r2 = await maria.post('/sgps/insProcesso/cadastrar2', validBody(s, { opcoes: [{ opcCodigo: s.letras.opcCodigo }], insPrcFrmPagamento: '' }));
  expect(r2.statusCode, r2.body).toBe(200);
  insLetras = r2.json().data.insPrcCodigo;
});
afterAll(() => t.close());

const db = () => t.database.db;
const busca = (c: Client, q: Record<string, string | number>) => c.get(`/sgps/gestao/inscricoes?${new URLSearchParams(Object.entries(q).map(([k, v]) => [k, String(v)]))}`);
const codigos = (res: { json(): { data: { insPrcCodigo: number }[] } }) => res.json().data.map((r) => r.insPrcCodigo).sort();
const acao = (c: Client, ins: number, nome: string, body: Record<string, unknown>) => c.request('POST', `/sgps/gestao/inscricoes/${ins}/${nome}`, { json: body });
const auditoriasDe = (ins: number) => db().select().from(auditoria).where(and(eq(auditoria.entidade, 'ins_processo'), eq(auditoria.chave, String(ins))));
const mensagensDe = async (p: number) => (await db().select({ n: count() }).from(mnsDestinatario).where(eq(mnsDestinatario.pssFscCodigo, p)))[0].n;
const minhaLinha = async (ins: number) => {
  const res = await maria.get('/sgps/insProcesso/pesquisa?start=0&limit=50');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as Record<string, unknown>[]).find((r) => r.insPrcCodigo === ins)!;
};
const JUSTIFICATIVA = 'Documentação conferida pelo atendimento.';

describe('search', () => {
  it('finds a candidate by a part of the name without accents or case, and by the whole CPF', async () => {
    const res = await busca(e.administrador, { nome: 'CONCEICAO' });
    expect(res.statusCode, res.body).toBe(200);
    expect(codigos(res)).toEqual([insMedicina, insLetras].sort());
    expect(res.json().total).toBe(2);
    expect(res.json().data[0]).toMatchObject({ pssFscNome: 'Maria Eduarda Conceição', pssFscCPF: '52998224725', prcSltCodigo: s.p.prcSltCodigo, situacao: 'realizada' });
    expect(codigos(await busca(e.administrador, { cpf: '529.982.247-25' }))).toEqual([insMedicina, insLetras].sort());
    expect((await busca(e.administrador, { nome: 'conceicão eduarda' })).json().total).toBe(0);
  });

  it('refuses a part of a CPF (the whole number only), with the field named', async () => {
    const res = await busca(e.administrador, { cpf: '529982' });
    expect(res.statusCode).toBe(400);
    expect(res.json().data.campos.cpf).toContain('CPF inteiro');
  });

  it('filters by number, process, payment state, exemption, and pages with the total', async () => {
    expect(codigos(await busca(e.leitura, { insPrcCodigo: insLetras }))).toEqual([insLetras]);
    expect(codigos(await busca(e.administrador, { prcSltCodigo: s.p.prcSltCodigo, pagamento: 'pendente' }))).toEqual([insMedicina]);
    expect(codigos(await busca(e.administrador, { prcSltCodigo: s.p.prcSltCodigo, pagamento: 'isento' }))).toEqual([insLetras]);
    expect((await busca(e.administrador, { pagamento: 'pago' })).json().total).toBe(0);
    expect((await busca(e.administrador, { isencao: 'solicitada' })).json().total).toBe(0);
    const pagina = await busca(e.administrador, { prcSltCodigo: s.p.prcSltCodigo, limit: 1, start: 1 });
    expect(pagina.json().data).toHaveLength(1);
    expect(pagina.json().total).toBe(2);
    expect(pagina.json().data[0].situacaoPagamento).toBeDefined();
  });

  it('keeps to the caller scope: another process Gestor finds nothing of P and may not name P', async () => {
    expect((await busca(e.gestorDeOutro, { nome: 'conceicao' })).json().total).toBe(0);
    expect((await busca(e.gestorDeOutro, { prcSltCodigo: s.p.prcSltCodigo })).statusCode).toBe(403);
    expect((await busca(e.leitura, { nome: 'conceicao' })).json().total).toBe(2);
    expect((await busca(e.candidato, {})).statusCode).toBe(403);
    expect((await busca(e.anonimo, {})).statusCode).toBe(401);
  });

  it('the special-needs filter (health data) is for Gestores and Administradores only', async () => {
    expect(codigos(await busca(e.gestorDoProcesso, { prcSltCodigo: s.p.prcSltCodigo, especiais: 'sim' }))).toEqual([insMedicina]);
    expect(codigos(await busca(e.administrador, { especiais: 'sim' }))).toEqual([insMedicina]);
    expect((await busca(e.atendimento, { prcSltCodigo: s.p.prcSltCodigo, especiais: 'sim' })).statusCode).toBe(403);
    expect((await busca(e.leitura, { especiais: 'sim' })).statusCode).toBe(403);
    // A Gestor of one process must name it (the filter would otherwise span processes they do not manage).
    expect((await busca(e.gestorDoProcesso, { especiais: 'sim' })).statusCode).toBe(403);
  });
});

describe('one enrolment', () => {
  const campo = (body: { data: { campos: { campo: string; valor: string | null }[] } }, nome: string) => body.data.campos.find((c) => c.campo === nome)?.valor;

  it('shows everything the candidate entered, the options, the payment and the history to a Gestor', async () => {
    const res = await e.gestorDoProcesso.get(`/sgps/gestao/inscricoes/${insMedicina}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data).toMatchObject({ insPrcCodigo: insMedicina, situacao: 'realizada', dadosRestritos: false, podeAtender: true, edicaoAberta: true });
    expect(campo(body, 'insPrcBncEspecial')).toBe('Sim');
    expect(campo(body, 'insPrcBncEspJustificativa')).toBe('Baixa visão');
    expect(campo(body, 'insPrcNIS')).toBe('12345678919');
    expect(campo(body, 'prcSltMncPrvCodigo')).toBe('Maringá/PR');
    expect(body.data.listas).toContainEqual({ campo: 'cndApoio', rotulo: 'Condições de apoio', itens: ['Ledor: Ledor em braile'], restrito: false });
    expect(body.data.opcoes.map((o: { opcDescricao: string }) => o.opcDescricao)).toEqual(['Medicina']);
    expect(body.data.pessoa).toMatchObject({ pssFscNome: 'Maria Eduarda Conceição', pssFscCorRaca: 'Parda' });
    // Issue 37: the address the candidate entered, in one line, on the staff enrolment page.
    expect(body.data.pessoa.endereco).toBe('Rua XV de Novembro, 100 · Centro · CEP 84010-000');
    expect(body.data.pagamento).toMatchObject({ situacao: 'NAO_GERADO', taxa: 15000, recebido: 0 });
    expect(body.data.historico[0]).toMatchObject({ origem: 'inscricao', acao: 'cadastrar2', autor: { pssFscCodigo: mariaCodigo } });
    expect(body.data.historico[0].dados.insPrcBncEspecial).toBe(true);
    expect(body.data.municipiosDoProcesso).toEqual([{ prcSltMncPrvCodigo: s.mncPrv.prcSltMncPrvCodigo, mncDescricao: 'Maringá', ufCodigo: 'PR' }]);
    // Nothing of the person's account travels with the enrolment: no password hash, no session token.
    expect(res.body).not.toMatch(/senhaHash|tokenHash|\$argon2/);
  });

  it.each(['atendimento', 'leitura'] as const)('masks health, race and income data for %s, in the fields, the lists, the person and the history', async (quem) => {
    const res = await e[quem].get(`/sgps/gestao/inscricoes/${insMedicina}`);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.data.dadosRestritos).toBe(true);
    expect(body.data.podeAtender).toBe(quem === 'atendimento');
    for (const nome of ['insPrcBncEspecial', 'insPrcBncEspJustificativa', 'insPrcNIS', 'insPrcDeficiente', 'insPrcVlrRenda', 'insPrcAfrodescendente']) expect(campo(body, nome), nome).toBe('restrito');
    expect(campo(body, 'prcSltMncPrvCodigo')).toBe('Maringá/PR');
    expect(body.data.listas.find((l: { campo: string }) => l.campo === 'cndApoio')).toEqual({ campo: 'cndApoio', rotulo: 'Condições de apoio', itens: [], restrito: true });
    expect(body.data.pessoa.pssFscCorRaca).toBe('restrito');
    expect(body.data.historico[0].dados.insPrcBncEspecial).toBe('restrito');
    expect(body.data.historico[0].dados.listas.cndApoio).toBe('restrito');
    expect(res.body).not.toContain('Baixa visão');
    expect(res.body).not.toContain('Ledor em braile');
    expect(res.body).not.toContain('12345678919');
  });

  it('refuses another process staff (403) and answers 404 for an enrolment that does not exist', async () => {
    expect((await e.gestorDeOutro.get(`/sgps/gestao/inscricoes/${insMedicina}`)).statusCode).toBe(403);
    expect((await e.administrador.get('/sgps/gestao/inscricoes/99999999')).statusCode).toBe(404);
  });

  it('lists the files the candidate sent and lets staff of the process download them', async () => {
    const [rec] = await db().insert(insPrcRecurso).values({ insPrcCodigo: insMedicina, insPrcRcrJustificativa: 'Questão 12 com duas respostas' }).returning();
    const pdf = Buffer.from('%PDF-1.4 teste');
    await db().insert(insPrcRcrAnexo).values({ insPrcRcrCodigo: rec.insPrcRcrCodigo, insPrcRcrAnxNome: 'prova.pdf', insPrcRcrAnxTipo: 'application/pdf', insPrcRcrAnxTamanho: pdf.length, insPrcRcrAnxSha256: 'x', insPrcRcrAnxConteudo: pdf });
    const detalhe = (await e.leitura.get(`/sgps/gestao/inscricoes/${insMedicina}`)).json();
    expect(detalhe.data.arquivos).toEqual([{ insPrcRcrCodigo: rec.insPrcRcrCodigo, nome: 'prova.pdf', tipo: 'application/pdf', tamanho: pdf.length, enviadoEm: expect.any(String) }]);
    const url = `/sgps/gestao/inscricoes/${insMedicina}/arquivos/${rec.insPrcRcrCodigo}`;
    const res = await e.leitura.get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(pdf)).toBe(true);
    expect((await e.gestorDeOutro.get(url)).statusCode).toBe(403);
    // The file of one enrolment is not reached through another.
    expect((await e.administrador.get(`/sgps/gestao/inscricoes/${insLetras}/arquivos/${rec.insPrcRcrCodigo}`)).statusCode).toBe(404);
  });
});

describe('actions', () => {
  it('refuses an action without a justification or a reason, and writes nothing', async () => {
    const antes = { aud: (await auditoriasDe(insMedicina)).length, msg: await mensagensDe(mariaCodigo) };
    const sem = await acao(e.atendimento, insMedicina, 'indeferir', { justificativa: 'curta', motivo: 'Documento ilegível enviado.' });
    expect(sem.statusCode).toBe(400);
    expect(sem.json().data.campos.justificativa).toContain('justificativa');
    const semMotivo = await acao(e.atendimento, insMedicina, 'indeferir', { justificativa: JUSTIFICATIVA, motivo: ' ' });
    expect(semMotivo.statusCode).toBe(400);
    expect(semMotivo.json().data.campos.motivo).toContain('motivo');
    expect((await acao(e.atendimento, insMedicina, 'indeferir', { justificativa: JUSTIFICATIVA })).statusCode).toBe(400);
    expect((await auditoriasDe(insMedicina)).length).toBe(antes.aud);
    expect(await mensagensDe(mariaCodigo)).toBe(antes.msg);
    expect((await minhaLinha(insMedicina)).insIndeferida).toBe('F');
  });

  it('refuses Leitura (403) and another process Gestor (403), nothing written', async () => {
    const antes = (await auditoriasDe(insMedicina)).length;
    expect((await acao(e.leitura, insMedicina, 'deferir', { justificativa: JUSTIFICATIVA })).statusCode).toBe(403);
    expect((await acao(e.gestorDeOutro, insMedicina, 'deferir', { justificativa: JUSTIFICATIVA })).statusCode).toBe(403);
    expect((await auditoriasDe(insMedicina)).length).toBe(antes);
  });

  it('rejects with a reason: audited, the candidate gets a message and sees the reason on their list', async () => {
    const msgs = await mensagensDe(mariaCodigo);
    const res = await acao(e.atendimento, insMedicina, 'indeferir', { justificativa: JUSTIFICATIVA, motivo: 'Comprovante de escolaridade ilegível.' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ insPrcCodigo: insMedicina, situacao: 'indeferida' });
    const [a] = (await auditoriasDe(insMedicina)).filter((x) => x.acao === 'gestao:inscricao.indeferir');
    expect(a).toMatchObject({ autorPssFscCodigo: e.pessoas.atendimento, justificativa: JUSTIFICATIVA, prcSltCodigo: s.p.prcSltCodigo });
    expect(a.antes).toMatchObject({ insIndeferida: false, insPrcMotivoIndeferimento: null });
    expect(a.depois).toMatchObject({ insIndeferida: true, insPrcMotivoIndeferimento: 'Comprovante de escolaridade ilegível.' });
    expect(await mensagensDe(mariaCodigo)).toBe(msgs + 1);
    const caixa = (await maria.get('/sgps/mensagens/mnsDestinatario/pesquisa?start=0&limit=5')).json();
    expect(JSON.stringify(caixa)).toContain('Comprovante de escolaridade ilegível.');
    expect(await minhaLinha(insMedicina)).toMatchObject({ insIndeferida: 'T', insPrcMotivoIndeferimento: 'Comprovante de escolaridade ilegível.', insDeferida: 'F' });
    // The history shows the staff write, with its author and justification.
    const h = (await e.gestorDoProcesso.get(`/sgps/gestao/inscricoes/${insMedicina}`)).json().data.historico;
    expect(h.map((x: { acao: string }) => x.acao)).toEqual(expect.arrayContaining(['gestao:indeferir', 'gestao:inscricao.indeferir']));
  });

  it('defers: the rejection and its reason go, the candidate sees Deferida', async () => {
    const res = await acao(e.gestorDoProcesso, insMedicina, 'deferir', { justificativa: JUSTIFICATIVA });
    expect(res.statusCode, res.body).toBe(200);
    expect(await minhaLinha(insMedicina)).toMatchObject({ insDeferida: 'T', insIndeferida: 'F', insPrcMotivoIndeferimento: null });
    expect((await acao(e.gestorDoProcesso, insMedicina, 'deferir', { justificativa: JUSTIFICATIVA })).statusCode).toBe(409);
  });

  it('reopens editing after the process deadline: the candidate may edit until then', async () => {
    await db().update(prcSeletivo).set({ prcSltDtFimEdicao: new Date(FIXED_NOW.getTime() - 3_600_000) }).where(eq(prcSeletivo.prcSltCodigo, s.p.prcSltCodigo));
    const antes = (await maria.get(`/sgps/insProcesso/buscarPorCodigo?insPrcCodigo=${insLetras}`)).json().data;
    expect(antes.edicaoPermitida).toBe('F');
    for (const ate of ['amanhã', '2026-11-22T12:00:00Z', '2030-01-01T00:00:00Z']) {
      const r = await acao(e.atendimento, insLetras, 'reabrir-edicao', { justificativa: JUSTIFICATIVA, ate });
      expect(r.statusCode, ate).toBe(400);
      expect(r.json().data.campos.ate).toBeTruthy();
    }
    const ate = new Date(FIXED_NOW.getTime() + 2 * 86_400_000).toISOString();
    const res = await acao(e.atendimento, insLetras, 'reabrir-edicao', { justificativa: JUSTIFICATIVA, ate });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.insPrcEdicaoAte).toBe(ate);
    expect((await maria.get(`/sgps/insProcesso/buscarPorCodigo?insPrcCodigo=${insLetras}`)).json().data.edicaoPermitida).toBe('T');
    expect(await minhaLinha(insLetras)).toMatchObject({ edicaoPermitida: 'T', dtFimEdicao: ate });
    const editar = await maria.post('/sgps/insProcesso/atualizar2', { ...validBody(s, { opcoes: [{ opcCodigo: s.letras.opcCodigo }], insPrcFrmPagamento: '', insPrcNmSocial: 'Duda' }), insPrcCodigo: insLetras });
    expect(editar.statusCode, editar.body).toBe(200);
    // Once the reopening has passed, the process deadline rules again (the rule itself: tests/unit/gestao-inscricoes.test.ts).
    await db().update(insProcesso).set({ insPrcEdicaoAte: new Date(FIXED_NOW.getTime() - 60_000) }).where(eq(insProcesso.insPrcCodigo, insLetras));
    expect((await maria.get(`/sgps/insProcesso/buscarPorCodigo?insPrcCodigo=${insLetras}`)).json().data.edicaoPermitida).toBe('F');
  });

  it('changes the exam municipality only to one of the same process', async () => {
    const [mnc] = await db().insert(municipio).values({ mncDescricao: 'Cascavel', ufCodigo: 'PR' }).returning();
    const [novo] = await db().insert(prcSltMncProva).values({ prcSltCodigo: s.p.prcSltCodigo, mncCodigo: mnc.mncCodigo }).returning();
    const [deOutro] = await db().insert(prcSltMncProva).values({ prcSltCodigo: outro, mncCodigo: mnc.mncCodigo }).returning();
    const ruim = await acao(e.atendimento, insLetras, 'trocar-municipio', { justificativa: JUSTIFICATIVA, prcSltMncPrvCodigo: deOutro.prcSltMncPrvCodigo });
    expect(ruim.statusCode).toBe(400);
    expect(ruim.json().data.campos.prcSltMncPrvCodigo).toContain('deste processo');
    const res = await acao(e.atendimento, insLetras, 'trocar-municipio', { justificativa: JUSTIFICATIVA, prcSltMncPrvCodigo: novo.prcSltMncPrvCodigo });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await db().select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, insLetras));
    expect(row.prcSltMncPrvCodigo).toBe(novo.prcSltMncPrvCodigo);
    const [a] = (await auditoriasDe(insLetras)).filter((x) => x.acao === 'gestao:inscricao.trocarMunicipio');
    expect(a.antes).toMatchObject({ prcSltMncPrvCodigo: s.mncPrv.prcSltMncPrvCodigo });
    expect(a.depois).toMatchObject({ prcSltMncPrvCodigo: novo.prcSltMncPrvCodigo });
  });

  it('cancels; a cancelled enrolment takes no other action', async () => {
    const res = await acao(e.administrador, insLetras, 'cancelar', { justificativa: JUSTIFICATIVA });
    expect(res.statusCode, res.body).toBe(200);
    expect(await minhaLinha(insLetras)).toMatchObject({ insCancelada: 'T', edicaoPermitida: 'F' });
    const antes = (await auditoriasDe(insLetras)).length;
    expect((await acao(e.administrador, insLetras, 'deferir', { justificativa: JUSTIFICATIVA })).statusCode).toBe(409);
    expect((await auditoriasDe(insLetras)).length).toBe(antes);
    expect(codigos(await busca(e.administrador, { situacao: 'cancelada' }))).toEqual([insLetras]);
    expect(codigos(await busca(e.administrador, { situacao: 'deferida' }))).toEqual([insMedicina]);
  });
});
