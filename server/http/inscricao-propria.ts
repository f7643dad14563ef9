import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { insProcesso, prcSeletivo } from '../db/schema/index.ts';
import { notFound } from './envelope.ts';

export const INSCRICAO_NAO_ENCONTRADA = 'Inscrição não encontrada.';

/**
 * The caller's own enrolment in a process, for the screens whose route carries both codes
 * (cronogramas, reexame, lista-fiscais, ...). Another person's enrolment, a code of another process
 * or a missing one all answer the same 404, so nothing leaks about enrolments that are not yours.
 */
export async function inscricaoPropria(db: DbOrTx, pssFscCodigo: number, prcSltCodigo: number, insPrcCodigo: number, opts: { lock?: boolean } = {}) {
  const q = db
    .select({
      insPrcCodigo: insProcesso.insPrcCodigo,
      prcSltCodigo: insProcesso.prcSltCodigo,
      insCancelada: insProcesso.insCancelada,
      insPrcPrmReexame: insProcesso.insPrcPrmReexame,
      insPrcExbDevolucao: insProcesso.insPrcExbDevolucao,
      prcSltMncPrvCodigo: insProcesso.prcSltMncPrvCodigo,
      prcSltDescricao: prcSeletivo.prcSltDescricao,
      prcSltTipo: prcSeletivo.prcSltTipo,
    })
    .from(insProcesso)
    .innerJoin(prcSeletivo, eq(prcSeletivo.prcSltCodigo, insProcesso.prcSltCodigo))
    .where(and(eq(insProcesso.insPrcCodigo, insPrcCodigo), eq(insProcesso.prcSltCodigo, prcSltCodigo), eq(insProcesso.pssFscCodigo, pssFscCodigo)));
  const [row] = opts.lock ? await q.for('update', { of: insProcesso }) : await q;
  if (!row) throw notFound(INSCRICAO_NAO_ENCONTRADA);
  return row;
}
export type InscricaoPropria = Awaited<ReturnType<typeof inscricaoPropria>>;
