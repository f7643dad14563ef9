/**
 * The period of an appeal (reexame) schedule item, as publishing a preliminary result opens it
 * (features/gestao-resultados/routes.ts). prc_slt_cronograma's writer is this folder (cronograma.ts): this is the
 * one statement publishing needs, kept apart so the schedule's writer can take it in whole.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { prcSltCronograma } from '../../db/schema/index.ts';

/** Sets the item's start and end; answers the period it had (for the audit row). In the publication's transaction. */
export async function abrirJanelaDeRecurso(tx: Tx, prcSltCrnCodigo: number, inicio: Date, fim: Date): Promise<{ inicio: Date | null; fim: Date | null }> {
  const [antes] = await tx.select().from(prcSltCronograma).where(sql`${prcSltCronograma.prcSltCrnCodigo} = ${prcSltCrnCodigo}`);
  await tx.update(prcSltCronograma).set({ prcSltCrnDtInicio: inicio, prcSltCrnDtFim: fim }).where(sql`${prcSltCronograma.prcSltCrnCodigo} = ${prcSltCrnCodigo}`);
  return { inicio: antes.prcSltCrnDtInicio, fim: antes.prcSltCrnDtFim };
}
