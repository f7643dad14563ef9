/**
 * What the load runs need from a freshly seeded database: the open process to enrol in and a valid
 * full enrolment body (with two options), the candidates not yet enrolled in it (each gets a session),
 * the demo candidate's session (10,000 messages), and room-search terms taken from real names.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { DEMO_CANDIDATO } from '../../server/db/seed/index.ts';
import { formEncode } from '../../src/lib/form-encode.ts';
import { createSessions, type BenchSession } from './sessions.ts';

const rows = async <T>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

export interface Prepared {
  vestibular: number;
  /** The enrolment form as the site sends it (cadastrar2), minus the per-request idempotency key. */
  body: Record<string, unknown>;
  enrolmentsBefore: number;
  sessions: BenchSession[];
  demo: BenchSession;
  seriado: number;
  seated: number;
  terms: { kind: string; term: string }[];
}

export async function prepare(db: Db, opts: { sessions: number; now: Date }): Promise<Prepared> {
  const { now } = opts;
  // The open, single-enrolment vestibular with two options (the deadline-day process of the seed).
  const [v] = await rows<{ prc: number }>(db, sql`
    SELECT "prcSltCodigo" AS prc FROM prc_seletivo
     WHERE "prcSltTipo" = 'VESTIBULAR' AND "prcSltNmrOpcoes" >= 2 AND "prcSltDtInicio" <= ${now.toISOString()}::timestamptz AND "prcSltDtFim" >= ${now.toISOString()}::timestamptz
     ORDER BY "prcSltCodigo" LIMIT 1`);
  if (!v) throw new Error('Nenhum vestibular aberto na carga de dados.');
  const opcoes = await rows<{ opc: number }>(db, sql`
    SELECT "opcCodigo" AS opc FROM opcao WHERE "prcSltCodigo" = ${v.prc} AND "opcOpcFinal" AND "opcPgtBoleto" ORDER BY "opcCodigo" LIMIT 2`);
  const [lng] = await rows<{ id: number }>(db, sql`SELECT "prcSltLngEstCodigo" AS id FROM prc_slt_lng_estrangeira WHERE "prcSltCodigo" = ${v.prc} ORDER BY 1 LIMIT 1`);
  const [mnc] = await rows<{ id: number }>(db, sql`SELECT "prcSltMncPrvCodigo" AS id FROM prc_slt_mnc_prova WHERE "prcSltCodigo" = ${v.prc} ORDER BY 1 LIMIT 1`);
  const body: Record<string, unknown> = {
    prcSltCodigo: v.prc,
    opcoes: opcoes.map((o) => ({ opcCodigo: o.opc })),
    prcSltLngEstCodigo: lng?.id,
    prcSltMncPrvCodigo: mnc?.id,
    insPrcFrmPagamento: 'BOLETO',
    insPrcCotista: 'F',
    insPrcSlcIsencao: 'F',
    insPrcTrmAceite: 'T',
  };
  const [{ n: enrolmentsBefore }] = await rows<{ n: number }>(db, sql`SELECT count(*)::int AS n FROM ins_processo WHERE "prcSltCodigo" = ${v.prc}`);

  // Candidates with an account and no enrolment in it, in random order (spread over the tables).
  const people = await rows<{ contaCodigo: number; pssFscCodigo: number }>(db, sql`
    SELECT c."contaCodigo", c."pssFscCodigo" FROM conta c
     WHERE NOT c."superUsuario" AND c.login <> ${DEMO_CANDIDATO.cpf}
       AND NOT EXISTS (SELECT 1 FROM ins_processo i WHERE i."prcSltCodigo" = ${v.prc} AND i."pssFscCodigo" = c."pssFscCodigo")
     ORDER BY md5(c."contaCodigo"::text) LIMIT ${opts.sessions}`);
  const sessions = await createSessions(db, people, now);
  const [demoConta] = await rows<{ contaCodigo: number; pssFscCodigo: number }>(db, sql`SELECT "contaCodigo", "pssFscCodigo" FROM conta WHERE login = ${DEMO_CANDIDATO.cpf}`);
  const [demo] = await createSessions(db, [demoConta], now);

  // Room search: the process with the most seated candidates; terms from real names (as bench/ensalamento.ts).
  const [s] = await rows<{ prc: number; n: number }>(db, sql`
    SELECT i."prcSltCodigo" AS prc, count(*)::int AS n FROM ins_prc_prv_sala s JOIN ins_processo i USING ("insPrcCodigo") GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
  const nomes = (await rows<{ nome: string }>(db, sql`
    SELECT p."pssFscNome" AS nome FROM ins_processo i JOIN ins_prc_prv_sala s USING ("insPrcCodigo") JOIN pss_fisica p ON p."pssFscCodigo" = i."pssFscCodigo"
     WHERE i."prcSltCodigo" = ${s.prc} ORDER BY md5(p."pssFscNome") LIMIT 600`)).map((r) => r.nome);
  const fold = (x: string) => x.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const terms = nomes.map((nome, i) => {
    const w = fold(nome).split(' ');
    const pick: [string, string][] = [['nome completo', w.join(' ')], ['dois nomes', w.slice(0, 2).join(' ')], ['sobrenome', w[w.length - 1]]];
    const [kind, term] = pick[i % 3];
    return { kind, term };
  });
  return { vestibular: v.prc, body, enrolmentsBefore, sessions, demo, seriado: s.prc, seated: s.n, terms };
}

export interface EnrolmentCheck {
  newRows: number;
  /** Answered 2xx and written exactly once. */
  okWritten: number;
  /** Answered 2xx but not in the table (lost). */
  okMissing: number;
  /** Answered with an error but written anyway. */
  errorWritten: number;
  /** Sent but cut by the end of the run (no answer seen): how many of those the server committed anyway. */
  unanswered: number;
  unansweredWritten: number;
  /** Candidates with more than one enrolment in the process (doubled). */
  doubled: number;
  /** New rows from candidates the bench never sent (must be 0). */
  strangers: number;
}

/**
 * After the enrolment runs: each candidate's answer against the table. `sent`: person -> status of the
 * answer (0 = none seen, the run ended first).
 */
export async function enrolmentCheck(db: Db, prc: number, before: number, sent: Map<number, number>): Promise<EnrolmentCheck> {
  const written = new Map(
    (await rows<{ p: number; n: number }>(db, sql`SELECT "pssFscCodigo" AS p, count(*)::int AS n FROM ins_processo WHERE "prcSltCodigo" = ${prc} GROUP BY 1`)).map((r) => [r.p, r.n]),
  );
  const total = [...written.values()].reduce((a, b) => a + b, 0);
  const c: EnrolmentCheck = { newRows: total - before, okWritten: 0, okMissing: 0, errorWritten: 0, unanswered: 0, unansweredWritten: 0, doubled: 0, strangers: 0 };
  for (const n of written.values()) if (n > 1) c.doubled++;
  for (const [p, status] of sent) {
    const n = written.get(p) ?? 0;
    if (status >= 200 && status < 300) n >= 1 ? c.okWritten++ : c.okMissing++;
    else if (status === 0) {
      c.unanswered++;
      if (n) c.unansweredWritten++;
    } else if (n) c.errorWritten++;
  }
  c.strangers = c.newRows - c.okWritten - c.errorWritten - c.unansweredWritten;
  return c;
}

/**
 * The enrolment load: one cadastrar2 request per prepared session (the next candidate each time), built before
 * the runs so the load generator spends its CPU sending, not encoding forms. `answers` maps each candidate
 * sent to the status of their answer (0 until one arrives), for enrolmentCheck.
 */
export function enrolmentFeeder(p: Prepared) {
  const requests = p.sessions.map((s, i) => ({
    method: 'POST',
    path: '/sgps/insProcesso/cadastrar2',
    headers: { ...s.headers, 'content-type': 'application/x-www-form-urlencoded' },
    body: formEncode({ ...p.body, idempotencyKey: `bench-${s.pssFscCodigo}-${i + 1}` }),
    tag: s.pssFscCodigo,
  }));
  let next = 0;
  const answers = new Map<number, number>();
  const enrol = () => {
    const r = requests[next++];
    if (!r) throw new Error('sessões de candidatos esgotadas: aumente o número de sessões');
    answers.set(r.tag, 0);
    return r;
  };
  return { enrol, answers, sent: () => next };
}
