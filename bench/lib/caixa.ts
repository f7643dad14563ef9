/**
 * The inbox's counters after the load runs (issue 26: exact after every read): what the API answers the demo
 * candidate, and the same mailbox counted the plain way at the same instant, once the API has let the database go
 * (PGlite is one process's database). The runs only read, so the instant is enough to count again later.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import type { BenchSession } from './sessions.ts';

export interface InboxAnswer {
  at: string;
  pssFscCodigo: number;
  naoLidas: number;
  lidas: number;
}

export async function inboxAnswer(url: string, who: BenchSession, path: string): Promise<InboxAnswer> {
  const at = new Date().toISOString();
  const body = (await (await fetch(`${url}${path}`, { headers: who.headers })).json()) as { naoLidas: number; lidas: number };
  return { at, pssFscCodigo: who.pssFscCodigo, naoLidas: body.naoLidas, lidas: body.lidas };
}

/** The figures the report shows: the API's answer beside the plain count at its instant. */
export async function inboxCounters(db: Db, a: InboxAnswer) {
  return { api: { naoLidas: a.naoLidas, lidas: a.lidas }, plain: await countedPlainly(db, a.pssFscCodigo, a.at) };
}

/** Unread and read messages of one person at `at`: their visible rows plus the global messages they have no row for. */
export async function countedPlainly(db: Db, pss: number, at: string): Promise<{ naoLidas: number; lidas: number }> {
  const { rows } = (await db.execute(sql`
    SELECT count(*) FILTER (WHERE leitura IS NULL)::int AS "naoLidas", count(*) FILTER (WHERE leitura IS NOT NULL)::int AS lidas FROM (
      SELECT d."mnsDstDtaLeitura" AS leitura FROM mns_destinatario d JOIN mensagem m ON m."mnsCodigo" = d."mnsCodigo"
       WHERE d."pssFscCodigo" = ${pss} AND m."mnsDtaAgendamento" <= ${at}::timestamptz
      UNION ALL
      SELECT NULL FROM mns_dst_global g JOIN mensagem m ON m."mnsCodigo" = g."mnsCodigo"
       WHERE m."mnsDtaAgendamento" <= ${at}::timestamptz
         AND NOT EXISTS (SELECT 1 FROM mns_destinatario d WHERE d."pssFscCodigo" = ${pss} AND d."mnsCodigo" = g."mnsCodigo")) v`)) as unknown as {
    rows: { naoLidas: number; lidas: number }[];
  };
  return rows[0];
}
