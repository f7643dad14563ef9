/**
 * The stage the back office's candidate-service suites (exemptions, appeals, payments) share: two processes with a
 * fee option each, the staff cast of tests/support/gestao.ts, and a second candidate, plus a multipart sender.
 */
import { desc, eq } from 'drizzle-orm';
import { auditoria, insProcesso, mnsDestinatario, mensagem, opcao, prcSltOpcao, tipoOpcao } from '../../server/db/schema/index.ts';
import { Client, createAccount, FIXED_NOW, type TestApp } from '../support/api.ts';
import { criarEquipe, criarProcessoDeTeste, type Equipe } from '../support/gestao.ts';

export const DIA = 86_400_000;
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export interface Cenario {
  e: Equipe;
  processo: number;
  outro: number;
  /** A fee option (R$ 80,00) of each process. */
  opcao: number;
  opcaoOutro: number;
  /** A second candidate with an account (CPF 529.982.247-25, password 'candidata'). */
  candidata: { pssFscCodigo: number; cliente: Client };
}

export async function cenario(t: TestApp): Promise<Cenario> {
  const db = t.database.db;
  const processo = await criarProcessoDeTeste(t, { prcSltDescricao: 'Vestibular da gestão', prcSltDtFimIsencao: new Date(FIXED_NOW.getTime() + 2 * DIA), prcSltNmrConvenio: '2837461' });
  const outro = await criarProcessoDeTeste(t, { prcSltDescricao: 'Outro processo', prcSltDtFimIsencao: new Date(FIXED_NOW.getTime() + 2 * DIA) });
  const e = await criarEquipe(t, processo, outro);
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso da gestão' }).returning();
  const [o1, o2] = await db
    .insert(opcao)
    .values([processo, outro].map((prcSltCodigo) => ({ prcSltCodigo, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Pedagogia', opcVlrInscricao: 8000, opcOpcFinal: true, opcPgtBoleto: true })))
    .returning();
  const { pssFscCodigo } = await createAccount(t, { cpf: '52998224725', nome: 'Joana Candidata', senha: 'candidata' });
  const cliente = new Client(t);
  await cliente.login('52998224725', 'candidata');
  return { e, processo, outro, opcao: o1.opcCodigo, opcaoOutro: o2.opcCodigo, candidata: { pssFscCodigo, cliente } };
}

/** An enrolment of `pss` in `prc` choosing `opc`. */
export async function inscrever(t: TestApp, pss: number, prc: number, opc: number, extra: Partial<typeof insProcesso.$inferInsert> = {}): Promise<number> {
  const db = t.database.db;
  const [row] = await db.insert(insProcesso).values({ pssFscCodigo: pss, prcSltCodigo: prc, insPrcIncDtHora: t.clock.now, insPrcTrmAceite: true, ...extra }).returning();
  await db.insert(prcSltOpcao).values({ insPrcCodigo: row.insPrcCodigo, opcCodigo: opc, prcSltOpcOrdem: 1 });
  return row.insPrcCodigo;
}

/** A multipart/form-data POST as a browser sends it (fields and at most one file). */
export async function enviarMultipart(t: TestApp, c: Client, url: string, fields: Record<string, string | number>, file?: { campo: string; name: string; type: string; data: Buffer }) {
  if (!c.xsrf()) await c.get('/sgps/pssFisica/buscaDadosSessao');
  const boundary = `----gestao${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(fields)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (file) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${file.campo}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`), file.data, Buffer.from('\r\n'));
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  const headers: Record<string, string> = { cookie: c.cookieHeader(), 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-xsrf-token': c.xsrf()! };
  return t.app.inject({ method: 'POST', url, headers, payload: Buffer.concat(parts) });
}

/** The audit rows of an action, oldest first. */
export async function auditoriasDe(t: TestApp, acao: string) {
  return (await t.database.db.select().from(auditoria).where(eq(auditoria.acao, acao)).orderBy(auditoria.audCodigo)).map((a) => a);
}

/** The messages a person received, newest first (subject and body). */
export async function mensagensDe(t: TestApp, pssFscCodigo: number) {
  return t.database.db
    .select({ assunto: mensagem.mnsAssunto, texto: mensagem.mnsTexto })
    .from(mnsDestinatario)
    .innerJoin(mensagem, eq(mensagem.mnsCodigo, mnsDestinatario.mnsCodigo))
    .where(eq(mnsDestinatario.pssFscCodigo, pssFscCodigo))
    .orderBy(desc(mensagem.mnsCodigo));
}
