import { pgError, pgErrorCode } from '../../db/errors.ts';
import { conflict } from '../../http/envelope.ts';

/** PostgreSQL unique violation on the single-enrolment index: a second enrolment raced the first. */
export function isSingleEnrolmentViolation(err: unknown): boolean {
  const { code, constraint, message } = pgError(err);
  return code === '23505' && (constraint === 'ins_processo_unica_uq' || message.includes('ins_processo_unica_uq'));
}

export const SINGLE_ENROLMENT_MESSAGE = 'Este processo permite apenas uma inscrição e você já possui inscrição nesse processo.';

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
