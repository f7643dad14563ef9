import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { pgError, pgErrorCode } from '../../db/errors.ts';
import { insPrcArConhecimento, insPrcCndApoio, insPrcLocalDesejado, insPrcTpInstituicao, insProcesso, prcSltOpcao } from '../../db/schema/index.ts';
import { conflict } from '../../http/envelope.ts';
import type { EnrolmentWrite } from './validation.ts';

type Row = typeof insProcesso.$inferInsert;

/** PostgreSQL unique violation on the single-enrolment index: a second enrolment raced the first. */
export function isSingleEnrolmentViolation(err: unknown): boolean {
  const { code, constraint, message } = pgError(err);
  return code === '23505' && (constraint === 'ins_processo_unica_uq' || message.includes('ins_processo_unica_uq'));
}

export const SINGLE_ENROLMENT_MESSAGE = 'Este processo permite apenas uma inscrição e você já possui inscrição nesse processo.';

/** Replaces the enrolment's lists with the write's (options only when the write carries them). */
async function replaceLists(tx: Tx, insPrcCodigo: number, w: EnrolmentWrite) {
  if (w.opcoes) {
    await tx.delete(prcSltOpcao).where(eq(prcSltOpcao.insPrcCodigo, insPrcCodigo));
    if (w.opcoes.length) await tx.insert(prcSltOpcao).values(w.opcoes.map((o) => ({ ...o, insPrcCodigo })));
  }
  await tx.delete(insPrcArConhecimento).where(eq(insPrcArConhecimento.insPrcCodigo, insPrcCodigo));
  if (w.arConhecimentos.length) {
    await tx.insert(insPrcArConhecimento).values(w.arConhecimentos.map((prcSltArCnhCodigo, i) => ({ insPrcCodigo, prcSltArCnhCodigo, insPrcArCnhOrdem: i + 1 })));
  }
  await tx.delete(insPrcLocalDesejado).where(eq(insPrcLocalDesejado.insPrcCodigo, insPrcCodigo));
  if (w.locaisDesejados.length) await tx.insert(insPrcLocalDesejado).values(w.locaisDesejados.map((mncCodigo) => ({ insPrcCodigo, mncCodigo })));
  await tx.delete(insPrcCndApoio).where(eq(insPrcCndApoio.insPrcCodigo, insPrcCodigo));
  if (w.cndApoio.length) await tx.insert(insPrcCndApoio).values(w.cndApoio.map((c) => ({ ...c, insPrcCodigo })));
  await tx.delete(insPrcTpInstituicao).where(eq(insPrcTpInstituicao.insPrcCodigo, insPrcCodigo));
  if (w.tpInstituicoes.length) await tx.insert(insPrcTpInstituicao).values(w.tpInstituicoes.map((tpIstCodigo) => ({ insPrcCodigo, tpIstCodigo })));
}

/** The lists of a new enrolment, as its insert statement writes them and its history snapshot records them. */
export function listsOfWrite(w: EnrolmentWrite) {
  return {
    opcoes: w.opcoesDetalhe ?? [],
    arConhecimentos: w.arConhecimentos.map((prcSltArCnhCodigo, i) => ({ prcSltArCnhCodigo, insPrcArCnhOrdem: i + 1 })),
    locaisDesejados: w.locaisDesejados.map((mncCodigo) => ({ mncCodigo })),
    cndApoio: w.cndApoio,
    tpInstituicoes: w.tpInstituicoes.map((tpIstCodigo) => ({ tpIstCodigo })),
  };
}

/**
 * What a failed enrolment insert means to the candidate: the single-enrolment index means a second
 * enrolment raced the first (409); a missing referenced row means the process's data changed while the
 * form was being sent (409, reload). Anything else is a real error.
 */
export function enrolmentWriteError(err: unknown): never {
  if (isSingleEnrolmentViolation(err)) throw conflict(SINGLE_ENROLMENT_MESSAGE);
  if (pgErrorCode(err) === '23503') throw conflict('Os dados do processo seletivo mudaram durante o envio. Recarregue a página e tente novamente.');
  throw err;
}

export async function updateEnrolment(tx: Tx, insPrcCodigo: number, w: EnrolmentWrite, now: Date): Promise<void> {
  await tx
    .update(insProcesso)
    .set({ ...(w.values as Partial<Row>), insPrcAtualizadoEm: now })
    .where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
  await replaceLists(tx, insPrcCodigo, w);
}
