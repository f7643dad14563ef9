import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPOS_SENSIVEIS_INSCRICAO, CAMPOS_SENSIVEIS_PESSOA } from '../../src/domain/dados-sensiveis.ts';
import { auditoria, clsCalculo, clsLista, clsNota, clsProva, conta, contaExclusao, insPrcTrmAceite, insProcesso, mnsDestinatario, prcSltOpcao, pssFisica, resPublicacao } from '../../server/db/schema/index.ts';
import { DEMO_CANDIDATO, DEMO_SUPER, seedDemo } from '../../server/db/seed/index.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { pdfText } from '../support/pdf.ts';

let t: TestApp;
let candidato: Client;
let demo: { pssFscCodigo: number; senhaHash: string };

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { now: FIXED_NOW, candidates: 20, messagesPerDemo: 6 });
  const [c] = await t.database.db.select({ pssFscCodigo: conta.pssFscCodigo, senhaHash: conta.senhaHash }).from(conta).where(eq(conta.login, DEMO_CANDIDATO.cpf));
  demo = c;
  candidato = new Client(t);
  await candidato.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
});
afterAll(() => t.close());

describe('Baixar meus dados', () => {
  it('the JSON holds the demo candidate’s enrolments with their options and terms, and their messages; never a secret', async () => {
    const res = await candidato.post('/login/meus-dados/exportar.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="meus-dados-${demo.pssFscCodigo}.json"; filename*=UTF-8''meus-dados-${demo.pssFscCodigo}.json`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const d = res.json();
    expect(d.pessoa.pssFscNome).toBe(DEMO_CANDIDATO.nome);
    expect(d.pessoa.pssFscCPF).toBe(DEMO_CANDIDATO.cpf);

    const inscricoes = await t.database.db.select({ insPrcCodigo: insProcesso.insPrcCodigo }).from(insProcesso).where(eq(insProcesso.pssFscCodigo, demo.pssFscCodigo));
    expect(inscricoes.length).toBeGreaterThan(2);
    expect(d.inscricoes.map((i: { insPrcCodigo: number }) => i.insPrcCodigo).sort()).toEqual(inscricoes.map((i) => i.insPrcCodigo).sort());
    for (const i of d.inscricoes) expect(typeof i.prcSltDescricao).toBe('string');
    const opcoes = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM prc_slt_opcao s JOIN ins_processo i USING ("insPrcCodigo") WHERE i."pssFscCodigo" = ${demo.pssFscCodigo}`);
    expect(d.inscricoes.flatMap((i: { opcoes: unknown[] }) => i.opcoes)).toHaveLength(opcoes[0].n);
    // each acceptance of the terms, with the text and its version
    const aceites = d.inscricoes.flatMap((i: { aceitesDeTermos: { versao: string; texto: string }[] }) => i.aceitesDeTermos);
    expect(aceites.length).toBeGreaterThan(0);
    for (const a of aceites) expect(a.versao).toBe(createHash('sha256').update(a.texto).digest('hex'));

    const mensagens = await t.database.db.select({ n: sql<number>`count(*)::int` }).from(mnsDestinatario).where(and(eq(mnsDestinatario.pssFscCodigo, demo.pssFscCodigo), sql`${mnsDestinatario.mnsDtaAgendamento} <= ${FIXED_NOW}`));
    expect(d.mensagens.length).toBe(mensagens[0].n);
    expect(d.mensagens.length).toBeGreaterThan(0);
    expect(typeof d.mensagens[0].mnsAssunto).toBe('string');
    expect(d.acessos[0].resultado).toBe('SUCESSO');
    // the open session (this one), without its key
    expect(d.outrosRegistros.sessao.length).toBeGreaterThan(0);
    expect(Object.keys(d.outrosRegistros.sessao[0]).sort()).toEqual(['criadaEm', 'expiraEm', 'ultimoUso']);

    expect(res.body).not.toContain(demo.senhaHash);
    expect(res.body).not.toMatch(/senhaHash|tokenHash|sessaoHash/);
    expect(await t.database.db.select().from(auditoria).where(and(eq(auditoria.acao, 'lgpd:exportar:json'), eq(auditoria.titularPssFscCodigo, demo.pssFscCodigo)))).toHaveLength(1);
  });

  it('scores and list places appear once the university publishes a result, never before', async () => {
    const db = t.database.db;
    const [ins] = await db.select().from(insProcesso).where(eq(insProcesso.pssFscCodigo, demo.pssFscCodigo)).limit(1);
    const [opc] = await db.select().from(prcSltOpcao).where(eq(prcSltOpcao.insPrcCodigo, ins.insPrcCodigo)).limit(1);
    const [prova] = await db.insert(clsProva).values({ prcSltCodigo: ins.prcSltCodigo, clsPrvDescricao: 'Redação (LGPD)' }).returning();
    await db.insert(clsNota).values({ insPrcCodigo: ins.insPrcCodigo, clsPrvCodigo: prova.clsPrvCodigo, clsNtaNota: '87.5000' });
    const [calculo] = await db.insert(clsCalculo).values({ prcSltCodigo: ins.prcSltCodigo, clsCalRegras: {} }).returning();
    await db.insert(clsLista).values({ clsCalCodigo: calculo.clsCalCodigo, opcCodigo: opc?.opcCodigo ?? 0, clsLstLista: 'AC', clsLstPosicao: 3, insPrcCodigo: ins.insPrcCodigo, clsLstNota: '87.5', clsLstSituacao: 'aprovado' });
    const antes = (await candidato.post('/login/meus-dados/exportar.json')).json();
    expect(antes.resultados).toEqual({ notas: [], classificacoes: [], convocacoes: [] });

    await db.insert(resPublicacao).values({ prcSltCodigo: ins.prcSltCodigo, resPubTipo: 'preliminar', clsCalCodigo: calculo.clsCalCodigo });
    const depois = (await candidato.post('/login/meus-dados/exportar.json')).json();
    expect(depois.resultados.notas).toEqual([{ insPrcCodigo: ins.insPrcCodigo, clsPrvDescricao: 'Redação (LGPD)', clsNtaNota: '87.5000' }]);
    expect(depois.resultados.classificacoes).toMatchObject([{ resPubTipo: 'preliminar', insPrcCodigo: ins.insPrcCodigo, clsLstLista: 'AC', clsLstPosicao: 3, clsLstSituacao: 'aprovado' }]);
  });

  it('the PDF is readable text of the same data', async () => {
    const res = await candidato.post('/login/meus-dados/exportar.pdf');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const texto = await pdfText(res.rawPayload);
    expect(texto).toContain('Meus dados (LGPD, art. 18)');
    expect(texto).toContain(`pssFscNome: ${DEMO_CANDIDATO.nome}`);
    expect(texto).toMatch(/Inscrições \(\d+\)/);
  });

  it('is the person’s own: anonymous callers go to sign in, and a super user simulating the candidate is refused', async () => {
    const anonimo = await new Client(t).post('/login/meus-dados/exportar.json');
    expect(anonimo.statusCode).toBe(303);
    expect(anonimo.headers.location).toMatch(/^\/login\?voltar=/);
    const su = new Client(t);
    await su.login(DEMO_SUPER.cpf, DEMO_SUPER.senha);
    expect((await su.post('/login/simular', { cpf: DEMO_CANDIDATO.cpf })).statusCode).toBe(303);
    const recusa = await su.post('/login/meus-dados/exportar.json');
    expect(recusa.statusCode).toBe(403);
    expect(recusa.body).not.toContain(DEMO_CANDIDATO.cpf);
    expect((await su.post('/login/meus-dados/excluir', { senha: DEMO_SUPER.senha, confirmacao: 'EXCLUIR' })).statusCode).toBe(403);
  });
});

describe('Excluir minha conta', () => {
  it('is refused to a person with enrolments (and not offered)', async () => {
    const pagina = await candidato.get('/login/meus-dados');
    expect(pagina.body).not.toContain('action="/login/meus-dados/excluir"');
    const r = await candidato.post('/login/meus-dados/excluir', { senha: DEMO_CANDIDATO.senha, confirmacao: 'EXCLUIR' });
    expect(r.statusCode).toBe(409);
    expect((await t.database.db.select().from(pssFisica).where(eq(pssFisica.pssFscCodigo, demo.pssFscCodigo)))[0].pssFscNome).toBe(DEMO_CANDIDATO.nome);
  });

  it('anonymises a person with no enrolment, ends the session, and frees the CPF; audited', async () => {
    const p = await createAccount(t, { cpf: '86288366757', nome: 'Davi Souto', senha: 'senha-do-davi', email: 'davi@exemplo.com' });
    const davi = new Client(t);
    await davi.login('862.883.667-57', 'senha-do-davi');
    const outra = new Client(t);
    await outra.login('862.883.667-57', 'senha-do-davi');
    expect((await davi.get('/login/meus-dados')).body).toContain('action="/login/meus-dados/excluir"');
    expect((await davi.post('/login/meus-dados/excluir', { senha: 'errada', confirmacao: 'EXCLUIR' })).statusCode).toBe(400);
    expect((await davi.post('/login/meus-dados/excluir', { senha: 'senha-do-davi', confirmacao: 'sim' })).statusCode).toBe(400);
    const ok = await davi.post('/login/meus-dados/excluir', { senha: 'senha-do-davi', confirmacao: 'excluir' });
    expect(ok.statusCode, ok.body.slice(0, 3000)).toBe(200);
    expect(ok.body).toContain('Sua conta foi excluída e os seus dados pessoais foram apagados.');

    const [pessoa] = await t.database.db.select().from(pssFisica).where(eq(pssFisica.pssFscCodigo, p.pssFscCodigo));
    expect(pessoa.pssFscNome).toBe('Conta excluída');
    expect([pessoa.pssFscCPF, pessoa.pssFscEmail, pessoa.pssFscDtNascimento]).toEqual([null, null, null]);
    const [c] = await t.database.db.select().from(conta).where(eq(conta.contaCodigo, p.contaCodigo));
    expect(c.login).toBeNull();
    expect(await t.database.db.select().from(contaExclusao).where(eq(contaExclusao.pssFscCodigo, p.pssFscCodigo))).toHaveLength(1);
    expect(await t.database.db.select().from(auditoria).where(and(eq(auditoria.acao, 'lgpd:conta-excluida'), eq(auditoria.titularPssFscCodigo, p.pssFscCodigo)))).toHaveLength(1);
    // every session of the account is over, and nobody signs in to it again
    for (const cl of [davi, outra]) expect((await cl.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0].pssFscCodigo).toBe(9999999);
    await expect(new Client(t).login('862.883.667-57', 'senha-do-davi')).rejects.toThrow('401');
    // the CPF is free for a new account
    const livre = await new Client(t).get('/sgps/pssFisica/checkContaExisteByDcmPessoal?dcmPessoal=86288366757&tpDcmPessoal=CPF');
    expect(livre.json().contaExiste).toBe('F');
  });
});

describe('the terms and the sensitive data in the schema', () => {
  it('an acceptance records the text shown and its SHA-256 at the time; withdrawing it is recorded too', async () => {
    const [i] = await t.database.db.select({ insPrcCodigo: insProcesso.insPrcCodigo }).from(insProcesso).where(and(eq(insProcesso.pssFscCodigo, demo.pssFscCodigo), eq(insProcesso.insPrcTrmAceite, true))).limit(1);
    const antes = await t.database.db.select().from(insPrcTrmAceite).where(eq(insPrcTrmAceite.insPrcCodigo, i.insPrcCodigo));
    await t.database.db.update(insProcesso).set({ insPrcTrmAceite: false }).where(eq(insProcesso.insPrcCodigo, i.insPrcCodigo));
    await t.database.db.update(insProcesso).set({ insPrcTrmAceite: true }).where(eq(insProcesso.insPrcCodigo, i.insPrcCodigo));
    const depois = await t.database.db.select().from(insPrcTrmAceite).where(eq(insPrcTrmAceite.insPrcCodigo, i.insPrcCodigo)).orderBy(insPrcTrmAceite.aceCodigo);
    expect(depois).toHaveLength(antes.length + 1);
    expect(depois.slice(0, -1).every((a) => a.retiradoEm !== null)).toBe(true);
    const ultimo = depois.at(-1)!;
    expect(ultimo.retiradoEm).toBeNull();
    expect(ultimo.texto.split('\n')[0]).toBe('Li e aceito os termos do edital');
    expect(ultimo.versao).toBe(createHash('sha256').update(ultimo.texto).digest('hex'));
  });

  it('every sensitive field of src/domain/dados-sensiveis.ts is marked as such in the database', async () => {
    const comentarios = await rows<{ tabela: string; coluna: string; comentario: string | null }>(sql`
      SELECT c.table_name AS tabela, c.column_name AS coluna, col_description(format('%I', c.table_name)::regclass, c.ordinal_position::int) AS comentario
        FROM information_schema.columns c WHERE c.table_schema = current_schema() AND c.table_name IN ('ins_processo', 'pss_fisica')`);
    const marcado = (tabela: string, coluna: string) => comentarios.find((c) => c.tabela === tabela && c.coluna === coluna)?.comentario ?? '';
    for (const campo of CAMPOS_SENSIVEIS_INSCRICAO) expect(marcado('ins_processo', campo), campo).toMatch(/^dado sensível \(LGPD\)/);
    for (const campo of CAMPOS_SENSIVEIS_PESSOA) expect(marcado('pss_fisica', campo), campo).toMatch(/^dado sensível \(LGPD\)/);
    expect(comentarios.filter((c) => c.comentario?.startsWith('dado sensível')).length).toBe(CAMPOS_SENSIVEIS_INSCRICAO.length + CAMPOS_SENSIVEIS_PESSOA.length);
  });
});
