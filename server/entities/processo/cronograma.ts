/**
 * The process schedule (prcSltCronograma): the columns every schedule item is read with, by the schedule
 * screens and the appeal (reexame) windows alike.
 */
import { prcSltCronograma } from '../../db/schema/index.ts';

/** One item of a schedule: its code, what it is, when it opens and closes. */
export const ITEM_CRONOGRAMA = {
  prcSltCrnCodigo: prcSltCronograma.prcSltCrnCodigo,
  prcSltCrnDescricao: prcSltCronograma.prcSltCrnDescricao,
  prcSltCrnDtInicio: prcSltCronograma.prcSltCrnDtInicio,
  prcSltCrnDtFim: prcSltCronograma.prcSltCrnDtFim,
};
