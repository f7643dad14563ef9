import { Writable } from 'node:stream';
import { eq, inArray, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Config } from '../../server/config.ts';
import { insBoleto, insProcesso, insPrcRecurso, mensagem, mnsDestinatario, prcSltOpcao, pssFisica } from '../../server/db/schema/index.ts';
import { cpfFromBase, DEMO_CANDIDATO, seedDemo } from '../../server/db/seed/index.ts';
import type { RegisteredRoute } from '../../server/plugins/route-list.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { scanLogs } from './log-scan.ts';

/** Texts only candidate A's rows carry: finding one in B's answer is a leak. */
export const MARKERS_A = {
  nmSocial: 'MarcadorSocialAlfa',
  observacao: 'MarcadorObservacaoAlfa',
  recurso: 'MarcadorRecursoAlfa',
  assunto: 'MarcadorMensagemAlfa',
  email: 'maria.alfa@example.com',
};
export const SENHA_B = 'candidato-b';

export interface SecurityFixture {
  t: TestApp;
  logs: string[];
  /** Candidate A (the demo candidate) and the codes of their own rows, by parameter name. */
  a: { pssFscCodigo: number; codes: Record<string, number[]>; banks: Record<string, number>[] };
  b: { pssFscCodigo: number; cpf: string };
  routes: RegisteredRoute[];
  /** Strings whose presence in B's answers would be a leak of A's data. */
  leakNeedles: string[];
  /** Fails the test when a captured log line carries personal data. */
  assertLogsClean(): void;
  close(): Promise<void>;
}

/**
 * A test app on the demo data (small), logging at debug level into memory, with candidate A
 * (the demo candidate, marked with unique texts) and candidate B (an account with no enrolments).
 */
export async function securityFixture(overrides: Partial<Config> = {}): Promise<SecurityFixture> {
  const logs: string[] = [];
  const sink = new Writable({ write(chunk, _e, cb) { logs.push(String(chunk)); cb(); } });
  const t = await createTestApp({ logLevel: 'debug', ...overrides }, { logStream: sink });
  const db = t.database.db;
  const seeded = await seedDemo(db, { now: FIXED_NOW, candidates: 12, messagesPerDemo: 4, recipients: 30 });
  const aId = seeded.accounts[0].pssFscCodigo!;
  await db.update(pssFisica).set({ pssFscEmail: MARKERS_A.email }).where(eq(pssFisica.pssFscCodigo, aId));
  await db.update(insProcesso).set({ insPrcNmSocial: MARKERS_A.nmSocial, insPrcObservacao: MARKERS_A.observacao }).where(eq(insProcesso.pssFscCodigo, aId));
  const ins = await db.select().from(insProcesso).where(eq(insProcesso.pssFscCodigo, aId));
  const insCodes = ins.map((i) => i.insPrcCodigo);
  const [rec] = await db.insert(insPrcRecurso).values({ insPrcCodigo: insCodes[0], insPrcRcrJustificativa: MARKERS_A.recurso, tblGrlItmCdgPrcSltTpCrn: 'REEXAME' }).returning();
  const [msg] = await db.insert(mensagem).values({ mnsAssunto: MARKERS_A.assunto, mnsTexto: MARKERS_A.assunto, mnsDtaAgendamento: FIXED_NOW } as typeof mensagem.$inferInsert).returning();
  await db.insert(mnsDestinatario).values({ mnsCodigo: msg.mnsCodigo, pssFscCodigo: aId } as typeof mnsDestinatario.$inferInsert);
  const dst = await db.select({ c: mnsDestinatario.mnsDstCodigo }).from(mnsDestinatario).where(eq(mnsDestinatario.pssFscCodigo, aId));
  const blt = await db.select({ c: insBoleto.insBltCodigo }).from(insBoleto).where(inArray(insBoleto.insPrcCodigo, insCodes));
  const opc = await db.select({ c: prcSltOpcao.opcCodigo, i: prcSltOpcao.insPrcCodigo }).from(prcSltOpcao).where(inArray(prcSltOpcao.insPrcCodigo, insCodes));
  // B's CPF: a valid one the seed did not hand out
  const taken = new Set((await db.select({ c: pssFisica.pssFscCPF }).from(pssFisica)).map((r) => r.c));
  const cpfB = [[9, 8, 7, 6, 5, 4, 3, 2, 1], [3, 9, 0, 5, 3, 3, 4, 4, 7], [2, 4, 6, 8, 1, 3, 5, 7, 9]].map(cpfFromBase).find((c) => !taken.has(c))!;
  const b = await createAccount(t, { cpf: cpfB, nome: 'Bruno Beta Outro', senha: SENHA_B, email: 'bruno.beta@example.com' });

  const codes: Record<string, number[]> = {
    pssFscCodigo: [aId],
    insPrcCodigo: insCodes,
    prcSltCodigo: [...new Set(ins.map((i) => i.prcSltCodigo))],
    mnsDstCodigo: dst.map((d) => d.c),
    insPrcRcrCodigo: [rec.insPrcRcrCodigo],
    insBltCodigo: blt.map((x) => x.c),
    opcCodigo: opc.map((x) => x.c),
  };
  const cpf = DEMO_CANDIDATO.cpf;
  const leakNeedles = [
    DEMO_CANDIDATO.nome,
    cpf,
    `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`,
    MARKERS_A.nmSocial,
    MARKERS_A.observacao,
    MARKERS_A.recurso,
    MARKERS_A.assunto,
    MARKERS_A.email,
  ];
  // One consistent set of A's codes per enrolment (process, option, slip of that enrolment).
  const banks = ins.map((i) => ({
    pssFscCodigo: aId,
    insPrcCodigo: i.insPrcCodigo,
    prcSltCodigo: i.prcSltCodigo,
    id: i.prcSltCodigo,
    opcCodigo: opc.find((o) => o.i === i.insPrcCodigo)?.c ?? codes.opcCodigo[0],
    mnsDstCodigo: codes.mnsDstCodigo[0],
    insPrcRcrCodigo: rec.insPrcRcrCodigo,
    insBltCodigo: codes.insBltCodigo[0],
    prcSltMncPrvCodigo: i.prcSltMncPrvCodigo ?? 1,
  }));
  return {
    t,
    logs,
    a: { pssFscCodigo: aId, codes, banks },
    b: { pssFscCodigo: b.pssFscCodigo, cpf: cpfB },
    routes: t.app.routeList,
    leakNeedles,
    assertLogsClean() {
      const found = scanLogs(logs.join('\n'), { cpfs: [cpf, cpfB], secrets: [DEMO_CANDIDATO.senha, SENHA_B] });
      expect(found, `dados pessoais nos logs: ${found.join(' | ')}`).toEqual([]);
    },
    close: () => t.close(),
  };
}

/** A signed-in client for candidate B. */
export async function clientB(f: SecurityFixture): Promise<Client> {
  const c = new Client(f.t);
  await c.login(f.b.cpf, SENHA_B);
  return c;
}

/** Every row of A's data a write could touch, as one string: compared before/after B's calls. */
export async function snapshotA(f: SecurityFixture): Promise<string> {
  const id = f.a.pssFscCodigo;
  const res = (await f.t.database.db.execute(sql`
    SELECT json_build_object(
      'pessoa', (SELECT row_to_json(p) FROM pss_fisica p WHERE "pssFscCodigo" = ${id}),
      'inscricoes', (SELECT json_agg(i ORDER BY "insPrcCodigo") FROM ins_processo i WHERE "pssFscCodigo" = ${id}),
      'opcoes', (SELECT json_agg(o ORDER BY o."insPrcCodigo", o."prcSltOpcOrdem") FROM prc_slt_opcao o JOIN ins_processo i USING ("insPrcCodigo") WHERE i."pssFscCodigo" = ${id}),
      'boletos', (SELECT json_agg(b ORDER BY "insBltCodigo") FROM ins_boleto b JOIN ins_processo i USING ("insPrcCodigo") WHERE i."pssFscCodigo" = ${id}),
      'recursos', (SELECT json_agg(r ORDER BY "insPrcRcrCodigo") FROM ins_prc_recurso r JOIN ins_processo i USING ("insPrcCodigo") WHERE i."pssFscCodigo" = ${id}),
      'mensagens', (SELECT json_agg(d ORDER BY "mnsDstCodigo") FROM mns_destinatario d WHERE "pssFscCodigo" = ${id})
    )::text AS s`)) as unknown as { rows: { s: string }[] };
  return res.rows[0].s;
}
