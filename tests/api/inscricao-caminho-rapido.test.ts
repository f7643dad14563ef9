/**
 * The one-read, one-write enrolment (the read: server/features/inscricao/cadastro-contexto.ts; the write:
 * server/entities/inscricao/inscricao-insercao.ts) and what it relies on: the in-memory catalogue follows every change of the catalogue tables at once (version triggers),
 * catalogue rows in use cannot be deleted (the triggers that replaced the foreign keys), the confirmation
 * e-mail is queued in the same statement as the enrolment, and a form sent twice at once writes once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailPendente, insPrcCndApoio, insProcesso, opcao, prcSeletivo, prcSltCnfFormulario, prcSltCnfFrmVinculo, prcSltFrmCampo, prcSltMncProva, pssFisica } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { seedProcess, validBody } from './inscricao.fixtures.ts';

let t: TestApp;
let ana: Client;
let anaCodigo: number;
let s: Awaited<ReturnType<typeof seedProcess>>;
const day = 86_400_000;

beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 });
  anaCodigo = (await createAccount(t, { cpf: '52998224725', nome: 'Ana Souza', senha: 'senha-da-ana', email: 'ana@exemplo.com' })).pssFscCodigo;
  ana = new Client(t);
  await ana.login('529.982.247-25', 'senha-da-ana');
  s = await seedProcess(t);
});
afterAll(() => t.close());

const db = () => t.database.db;
/** The database's own message (drizzle wraps it as the cause of "Failed query: ..."). */
async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write;
  } catch (err) {
    const e = err as { cause?: { message?: string }; message?: string };
    return e.cause?.message ?? e.message ?? '';
  }
  return 'não recusou';
}
const enrol = (extra: Record<string, unknown> = {}) => ana.post('/sgps/insProcesso/cadastrar2', validBody(s, extra));

describe('the catalogue the enrolment is checked against follows changes at once', () => {
  it('a deadline moved into the past closes the process for the very next enrolment, and reopening works', async () => {
    expect((await enrol()).statusCode).toBe(200); // the catalogue is now cached
    await db().update(prcSeletivo).set({ prcSltDtFim: new Date(FIXED_NOW.getTime() - day) }).where(eq(prcSeletivo.prcSltCodigo, s.p.prcSltCodigo));
    const closed = await enrol();
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('As inscrições deste processo seletivo não estão abertas.');
    await db().update(prcSeletivo).set({ prcSltDtFim: new Date(FIXED_NOW.getTime() + 10 * day) }).where(eq(prcSeletivo.prcSltCodigo, s.p.prcSltCodigo));
    expect((await enrol()).statusCode).toBe(200);
  });

  it('a field made required, and a new option, are seen by the next enrolment', async () => {
    const [novo] = await db()
      .insert(opcao)
      .values({ prcSltCodigo: s.p.prcSltCodigo, opcCdgPai: s.campus.opcCodigo, tpOpcCodigo: s.medicina.tpOpcCodigo, opcDescricao: 'Física', opcVlrInscricao: 5000, opcOpcFinal: true, opcPgtBoleto: true })
      .returning();
    expect((await enrol({ opcoes: [{ opcCodigo: novo.opcCodigo }] })).statusCode).toBe(200);
    await db().execute(sql`UPDATE prc_slt_cnf_formulario SET "prcSltCnfFrmObrigatorio" = true
      WHERE "prcSltCodigo" = ${s.p.prcSltCodigo} AND "prcSltFrmCmpCodigo" = (SELECT "prcSltFrmCmpCodigo" FROM prc_slt_frm_campo WHERE "prcSltFrmCmpNome" = 'insPrcNIS')`);
    const res = await enrol();
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('campo obrigatório');
    await db().update(prcSltCnfFormulario).set({ prcSltCnfFrmObrigatorio: false }).where(eq(prcSltCnfFormulario.prcSltCodigo, s.p.prcSltCodigo));
  });
});

describe("the bond kind's form configuration comes from the catalogue too", () => {
  it('a field only external candidates must fill is required of Ana while external, not once she is internal', async () => {
    const [{ c }] = await db().select({ c: prcSltFrmCampo.prcSltFrmCmpCodigo }).from(prcSltFrmCampo).where(eq(prcSltFrmCampo.prcSltFrmCmpNome, 'insPrcNIS'));
    await db().insert(prcSltCnfFrmVinculo).values({ prcSltCodigo: s.p.prcSltCodigo, prcSltFrmCmpCodigo: c, prcSltCnfFrmVncTipo: 'EXTERNO', prcSltCnfFrmVncObrigatorio: true, prcSltCnfFrmVncNomeAlternativo: 'NIS (externos)' });
    const externa = await enrol();
    expect(externa.statusCode).toBe(400);
    expect(externa.json().message).toContain('NIS (externos): campo obrigatório');
    await db().update(pssFisica).set({ pssFscVncInterno: true }).where(eq(pssFisica.pssFscCodigo, anaCodigo));
    expect((await enrol()).statusCode).toBe(200);
    await db().update(pssFisica).set({ pssFscVncInterno: false }).where(eq(pssFisica.pssFscCodigo, anaCodigo));
    await db().delete(prcSltCnfFrmVinculo).where(eq(prcSltCnfFrmVinculo.prcSltCodigo, s.p.prcSltCodigo));
    expect((await enrol()).statusCode).toBe(200);
  });
});

describe('catalogue rows in use cannot be deleted (what the foreign keys gave)', () => {
  it('an option, an exam municipality or a process with enrolments stays; an unused option goes', async () => {
    expect((await enrol()).statusCode).toBe(200);
    expect(await refusal(db().delete(opcao).where(eq(opcao.opcCodigo, s.medicina.opcCodigo)))).toMatch(/ainda é usado em prc_slt_opcao/);
    expect(await refusal(db().delete(prcSltMncProva).where(eq(prcSltMncProva.prcSltMncPrvCodigo, s.mncPrv.prcSltMncPrvCodigo)))).toMatch(/ainda é usado em ins_processo/);
    expect(await refusal(db().delete(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, s.p.prcSltCodigo)))).toMatch(/ainda é usado/);
    expect(await refusal(db().update(opcao).set({ opcCodigo: 987654 }).where(eq(opcao.opcCodigo, s.medicina.opcCodigo)))).toMatch(/ainda é usado/);
    const [livre] = await db().insert(opcao).values({ prcSltCodigo: s.p.prcSltCodigo, tpOpcCodigo: s.medicina.tpOpcCodigo, opcDescricao: 'Sem inscritos' }).returning();
    await db().delete(opcao).where(eq(opcao.opcCodigo, livre.opcCodigo));
    expect(await db().select().from(opcao).where(eq(opcao.opcCodigo, livre.opcCodigo))).toHaveLength(0);
  });

  it('a support condition in use stays', async () => {
    const res = await enrol({ cndApoio: [{ prcSltDfcCndApoioCodigo: s.apoio.prcSltDfcCndApoioCodigo, insPrcCndApoioDetalhe: 'Fonte ampliada' }] });
    expect(res.statusCode, res.body).toBe(200);
    const [lista] = await db().select().from(insPrcCndApoio).where(eq(insPrcCndApoio.insPrcCodigo, res.json().data.insPrcCodigo));
    expect(lista.insPrcCndApoioDetalhe).toBe('Fonte ampliada');
    expect(await refusal(db().execute(sql`DELETE FROM prc_slt_dfc_cnd_apoio WHERE "prcSltDfcCndApoioCodigo" = ${s.apoio.prcSltDfcCndApoioCodigo}`))).toMatch(/ainda é usado/);
  });
});

describe('one statement: the enrolment and everything that belongs to it, or nothing', () => {
  it('queues the confirmation e-mail with the enrolment, and the queue sends it once', async () => {
    const res = await enrol();
    const { insPrcCodigo } = res.json().data;
    const [job] = await db().select().from(emailPendente).where(eq(emailPendente.referencia, insPrcCodigo));
    expect(job).toMatchObject({ tipo: 'confirmacao-inscricao', tentativas: 0 });
    await t.app.mailQueue.drain();
    const [sent] = await db().select().from(emailPendente).where(eq(emailPendente.referencia, insPrcCodigo));
    expect(sent.situacao).toBe('enviado');
    expect(sent.tentativas).toBe(1);
  });

  it('a refused enrolment leaves no e-mail, no row and no idempotency key behind', async () => {
    const before = (await db().select().from(emailPendente)).length;
    const res = await enrol({ insPrcNIS: '12345678901', idempotencyKey: 'recusada-0001' });
    expect(res.statusCode).toBe(400);
    expect((await db().select().from(emailPendente)).length).toBe(before);
    // The same key, fixed, then goes through: the refusal did not burn it.
    expect((await enrol({ idempotencyKey: 'recusada-0001' })).statusCode).toBe(200);
  });

  it('the same form sent five times at once is written once and every answer names the same enrolment', async () => {
    const key = 'simultaneo-0001';
    const answers = await Promise.all(Array.from({ length: 5 }, () => enrol({ idempotencyKey: key })));
    for (const a of answers) expect(a.statusCode, a.body).toBe(200);
    const codes = new Set(answers.map((a) => a.json().data.insPrcCodigo));
    expect(codes.size).toBe(1);
    const [codigo] = [...codes];
    expect(await db().select().from(insProcesso).where(and(eq(insProcesso.insPrcCodigo, codigo), eq(insProcesso.pssFscCodigo, anaCodigo)))).toHaveLength(1);
    expect(await db().select().from(emailPendente).where(eq(emailPendente.referencia, codigo))).toHaveLength(1);
  });
});
