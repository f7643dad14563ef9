/**
 * Numbers with a decimal comma, as Brazilians write them and as the wire sends
 * insPrcIndAcademico (SPEC §5): '8,75', '1.234,5'.
 */

/**
 * Grammar of a decimal-comma number: optional minus, an integer part that is
 * either plain digits or dot-separated groups of three, and an optional comma
 * followed by at least one digit. Shared with money.ts so both read text alike.
 */
export const DECIMAL_COMMA_PATTERN = /^(-?)(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d+))?$/;

/**
 * Only the comma is a decimal separator; dots are accepted solely as thousands
 * separators in correctly placed groups of three ('1.234.567,8'). So '8.75' is
 * refused instead of being guessed as 8.75 or 875 (either guess is wrong for
 * some of the people typing it). Note that '8.750' is a valid grouping and reads
 * as 8750. Surrounding spaces are ignored; empty input and anything else
 * ('abc', '1,2,3', ',5', '5,', '1 234,5') give null.
 */
export function parseDecimalComma(s: string): number | null {
  const m = DECIMAL_COMMA_PATTERN.exec(s.trim());
  if (!m) return null;
  const [, sign, intPart, frac] = m;
  // Build a JavaScript numeric literal and let Number do a single correctly rounded conversion.
  const n = Number(`${sign}${intPart.replace(/\./g, '')}${frac ? `.${frac}` : ''}`);
  return Object.is(n, -0) ? 0 : n;
}

/**
 * Formats with a decimal comma and a fixed number of fraction digits, without
 * thousands separators: this is the wire form ('1234,50'), which any parser
 * (ours or the university's sgps) reads back unambiguously. Non-finite -> ''.
 */
export function formatDecimalComma(n: number, fractionDigits = 2): string {
  if (!Number.isFinite(n)) return '';
  const text = n.toFixed(fractionDigits).replace('.', ',');
  // A tiny negative rounded to zero would print as '-0,00'.
  return /^-0(,0*)?$/.test(text) ? text.slice(1) : text;
}
