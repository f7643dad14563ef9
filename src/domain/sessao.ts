/** Session rules of SPEC §3 and §4: who counts as logged in, and the name shown in the menu. */
import { NOT_LOGGED_IN_PERSON } from './constants.ts';

/**
 * Logged in only if the session carries a person code and it is not the
 * "nobody" code 9999999 (SPEC §4). Person codes are positive integers, so 0
 * (the "no person yet" code of the new-enrolment path), negatives and NaN do not
 * count as a person either.
 */
export function isLoggedIn(pssFscCodigo: number | null | undefined): boolean {
  return (
    typeof pssFscCodigo === 'number' &&
    Number.isInteger(pssFscCodigo) &&
    pssFscCodigo > 0 &&
    pssFscCodigo !== NOT_LOGGED_IN_PERSON
  );
}

/** First word of the full name, for the user menu (SPEC §3); '' when there is no name. */
export function firstName(fullName: string): string {
  return (fullName ?? '').trim().split(/\s+/)[0] ?? '';
}
