import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ITEM_CRONOGRAMA } from '../../entities/processo/cronograma.ts';
import { insBoleto, insPrcDevolucao, prcSltCronograma, prcSltCrnRecurso, tblGrlItem } from '../../db/schema/index.ts';

/** The items of one schedule type, in their order; recurso = the item is an appeal window. */
export function itensCronograma(db: DbOrTx, prcSltCodigo: number, tipo: string) {
  return db
    .select({ ...ITEM_CRONOGRAMA, recurso: sql<boolean>`${prcSltCrnRecurso.prcSltCrnCodigo} IS NOT NULL` })
    .from(prcSltCronograma)
    .leftJoin(prcSltCrnRecurso, eq(prcSltCrnRecurso.prcSltCrnCodigo, prcSltCronograma.prcSltCrnCodigo))
    .where(and(eq(prcSltCronograma.prcSltCodigo, prcSltCodigo), eq(prcSltCronograma.tblGrlItmCdgPrcSltTpCrn, tipo)))
    .orderBy(asc(prcSltCronograma.prcSltCrnOrdem), asc(prcSltCronograma.prcSltCrnDtInicio), asc(prcSltCronograma.prcSltCrnCodigo));
}

/** Every schedule type the process has, with its description and whether it holds appeal windows. */
export function tiposCronograma(db: DbOrTx, prcSltCodigo: number) {
  return db
    .select({
      tblGrlItmCdgPrcSltTpCrn: prcSltCronograma.tblGrlItmCdgPrcSltTpCrn,
      tblGrlItmDescricao: sql<string>`coalesce(max(${tblGrlItem.tblGrlItmDescricao}), 'Cronograma')`,
      recurso: sql<boolean>`bool_or(${prcSltCrnRecurso.prcSltCrnCodigo} IS NOT NULL)`,
      ordem: sql<number>`coalesce(min(${tblGrlItem.tblGrlItmOrdem}), 0)`,
    })
    .from(prcSltCronograma)
    .leftJoin(tblGrlItem, and(eq(tblGrlItem.tblGrlCodigo, 'PrcSltTpCrn'), eq(tblGrlItem.tblGrlItmCodigo, prcSltCronograma.tblGrlItmCdgPrcSltTpCrn)))
    .leftJoin(prcSltCrnRecurso, eq(prcSltCrnRecurso.prcSltCrnCodigo, prcSltCronograma.prcSltCrnCodigo))
    .where(eq(prcSltCronograma.prcSltCodigo, prcSltCodigo))
    .groupBy(prcSltCronograma.tblGrlItmCdgPrcSltTpCrn)
    .orderBy(sql`4`, asc(prcSltCronograma.tblGrlItmCdgPrcSltTpCrn));
}

/** The refund recorded for an enrolment, or null. */
export async function devolucao(db: DbOrTx, insPrcCodigo: number) {
  const [row] = await db.select().from(insPrcDevolucao).where(eq(insPrcDevolucao.insPrcCodigo, insPrcCodigo));
  return row ?? null;
}

/** The enrolment fee paid (centavos), or null when no enrolment-fee slip was paid. */
export async function taxaPaga(db: DbOrTx, insPrcCodigo: number): Promise<number | null> {
  const [row] = await db
    .select({ valor: insBoleto.insBltValor })
    .from(insBoleto)
    .where(and(eq(insBoleto.insPrcCodigo, insPrcCodigo), isNull(insBoleto.insPrcRcrCodigo), eq(insBoleto.insBltSituacao, 'PAGO')))
    .limit(1);
  return row?.valor ?? null;
}
