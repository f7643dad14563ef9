/**
 * NIS / PIS / PASEP / NIT: the 11-digit social-programme number asked for in
 * enrolment (insPrcNIS, insPrcPisPasep). 10 base digits and 1 check digit.
 */

const WEIGHTS = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * True when the value is a valid NIS/PIS (SPEC §5).
 *
 * - Only dots, dashes and spaces are stripped (the usual 000.00000.00-0 mask);
 *   any other character makes the value invalid rather than silently vanishing.
 * - Exactly 11 digits, and not all zeros.
 * - Check digit: sum of the first 10 digits times 3,2,9,8,7,6,5,4,3,2; take the
 *   remainder of the sum by 11. SPEC leaves the 10/11 case open; we apply the
 *   Caixa (PIS) rule: digit = 11 - remainder, and a result of 10 or 11 becomes 0.
 *   So remainder 0 -> 0 (11 becomes 0), remainder 1 -> 0 (10 becomes 0),
 *   otherwise 11 - remainder.
 */
export function isValidNis(value: string): boolean {
  const digits = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  if (/^0{11}$/.test(digits)) return false;

  let sum = 0;
  for (let i = 0; i < 10; i++) sum += Number(digits[i]) * WEIGHTS[i];
  const result = 11 - (sum % 11);
  const expected = result >= 10 ? 0 : result;
  return expected === Number(digits[10]);
}
