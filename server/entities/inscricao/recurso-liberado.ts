/**
 * Letting a result's candidates appeal (ins_processo.insPrcPrmReexame, which the reexame module asks): every
 * non-cancelled enrolment in a computation's lists, the eliminated too, when a preliminary result opens its appeal
 * window (features/gestao-resultados/routes.ts). ins_processo's writer is this folder: this is the one statement
 * publishing needs, kept apart so the enrolment's writer can take it in whole.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

/** Answers how many enrolments were let appeal (those already allowed are not counted). In the publication's transaction. */
export async function liberarRecursoDoCalculo(tx: Tx, clsCalCodigo: number): Promise<number> {
  const r = (await tx.execute(
    sql`WITH l AS (UPDATE ins_processo SET "insPrcPrmReexame" = true
                    WHERE "insPrcCodigo" IN (SELECT "insPrcCodigo" FROM cls_lista WHERE "clsCalCodigo" = ${clsCalCodigo}) AND NOT "insPrcPrmReexame" AND NOT "insCancelada"
                   RETURNING 1)
        SELECT count(*)::int AS n FROM l`,
  )) as unknown as { rows: { n: number }[] };
  return r.rows[0].n;
}
