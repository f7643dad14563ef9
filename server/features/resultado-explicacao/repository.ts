import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** An enrolment's process and person (whose it is), or null: no such enrolment. */
export async function processoEDonoDaInscricao(db: DbOrTx, insPrcCodigo: number): Promise<{ prc: number; pss: number } | null> {
  const [r] = ((await db.execute(sql`SELECT "prcSltCodigo" AS prc, "pssFscCodigo" AS pss FROM ins_processo WHERE "insPrcCodigo" = ${insPrcCodigo}`)) as unknown as { rows: { prc: number; pss: number }[] }).rows;
  return r ?? null;
}
