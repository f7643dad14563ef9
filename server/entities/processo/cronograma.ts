/**
 * The process schedule (prcSltCronograma): the columns every schedule item is read with, by the schedule
 * screens and the appeal (reexame) windows alike, and the table's one writer (issue 35) — the schedule screen,
 * the templates and the result's appeal window write through here.
 *
 * An item of the kind Reexame is an appeal window (issue 37): its appeal row (prc_slt_crn_recurso, with the fee)
 * is part of the item, so it is written here with it, never apart.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prcSltCronograma, prcSltCrnRecurso } from '../../db/schema/index.ts';

/** One item of a schedule: its code, what it is, when it opens and closes. */
export const ITEM_CRONOGRAMA = {
  prcSltCrnCodigo: prcSltCronograma.prcSltCrnCodigo,
  prcSltCrnDescricao: prcSltCronograma.prcSltCrnDescricao,
  prcSltCrnDtInicio: prcSltCronograma.prcSltCrnDtInicio,
  prcSltCrnDtFim: prcSltCronograma.prcSltCrnDtFim,
};

/** A schedule item as written: its kind (general table code), text, dates, order and appeal window. */
export interface ItemGravado {
  tipo: string;
  descricao: string;
  inicio: Date | null;
  fim: Date | null;
  ordem: number;
  /** An appeal window: the item keeps its appeal row (with `valor`, the fee, or null when free). */
  recurso: boolean;
  valor: number | null;
}

/** Inserts (codigo null) or updates the item and keeps its appeal-window row in step. Returns its code. */
export async function gravarItemCronograma(tx: DbOrTx, prcSltCodigo: number, codigo: number | null, i: ItemGravado): Promise<number> {
  const valores = { tblGrlItmCdgPrcSltTpCrn: i.tipo, prcSltCrnDescricao: i.descricao, prcSltCrnDtInicio: i.inicio, prcSltCrnDtFim: i.fim, prcSltCrnOrdem: i.ordem };
  let id = codigo;
  if (id === null) {
    [{ id }] = await tx.insert(prcSltCronograma).values({ prcSltCodigo, ...valores }).returning({ id: prcSltCronograma.prcSltCrnCodigo });
  } else {
    await tx.update(prcSltCronograma).set(valores).where(eq(prcSltCronograma.prcSltCrnCodigo, id));
  }
  if (i.recurso) {
    await tx.insert(prcSltCrnRecurso).values({ prcSltCrnCodigo: id!, prcSltCrnRcrVlr: i.valor }).onConflictDoUpdate({ target: prcSltCrnRecurso.prcSltCrnCodigo, set: { prcSltCrnRcrVlr: i.valor } });
  } else {
    await tx.delete(prcSltCrnRecurso).where(eq(prcSltCrnRecurso.prcSltCrnCodigo, id!));
  }
  return id!;
}

/**
 * A new item of a process being set up (the templates): inserted as given, with its appeal row when it is one —
 * no row to keep in step, so none is deleted. Returns its code.
 */
export async function incluirItemCronograma(tx: DbOrTx, prcSltCodigo: number, i: ItemGravado): Promise<number> {
  const [linha] = await tx
    .insert(prcSltCronograma)
    .values({ prcSltCodigo, tblGrlItmCdgPrcSltTpCrn: i.tipo, prcSltCrnDescricao: i.descricao, prcSltCrnDtInicio: i.inicio, prcSltCrnDtFim: i.fim, prcSltCrnOrdem: i.ordem })
    .returning({ id: prcSltCronograma.prcSltCrnCodigo });
  if (i.recurso) await tx.insert(prcSltCrnRecurso).values({ prcSltCrnCodigo: linha.id, prcSltCrnRcrVlr: i.valor });
  return linha.id;
}

/**
 * Moves an item's dates (a result's publication opening its appeal window); answers the dates it had, for the
 * audit row, or null when the item does not exist.
 */
export async function alterarDatasDoItem(tx: DbOrTx, prcSltCrnCodigo: number, inicio: Date | null, fim: Date | null): Promise<{ inicio: Date | null; fim: Date | null } | null> {
  const [antes] = await tx.select({ inicio: prcSltCronograma.prcSltCrnDtInicio, fim: prcSltCronograma.prcSltCrnDtFim }).from(prcSltCronograma).where(eq(prcSltCronograma.prcSltCrnCodigo, prcSltCrnCodigo));
  if (!antes) return null;
  await tx.update(prcSltCronograma).set({ prcSltCrnDtInicio: inicio, prcSltCrnDtFim: fim }).where(eq(prcSltCronograma.prcSltCrnCodigo, prcSltCrnCodigo));
  return antes;
}

/** Removes an item (its appeal-window row goes with it, by the foreign key). */
export async function removerItemCronograma(tx: DbOrTx, prcSltCrnCodigo: number): Promise<void> {
  await tx.delete(prcSltCronograma).where(eq(prcSltCronograma.prcSltCrnCodigo, prcSltCrnCodigo));
}
