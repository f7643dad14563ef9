import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/** The process of an enrolment (null when it does not exist: the guard answers 404). */
export async function processoDaInscricao(db: DbOrTx, insPrcCodigo: number): Promise<number | null> {
  const r = (await db.execute(sql`SELECT "prcSltCodigo" FROM ins_processo WHERE "insPrcCodigo" = ${insPrcCodigo}`)) as unknown as { rows: { prcSltCodigo: number }[] };
  return r.rows[0] ? Number(r.rows[0].prcSltCodigo) : null;
}
