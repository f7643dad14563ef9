/**
 * Option fees (opcVlrInscricao). Money is handled in integer cents so that
 * sums and comparisons never suffer from binary floating point (0.1 + 0.2).
 */
import { DECIMAL_COMMA_PATTERN } from './decimal.ts';

/**
 * The fee as shown to candidates (SPEC §9): 'Isento' (exempt) when the option
 * has no value, otherwise 'R$ 1.234,56'. A fee of 0 is shown as 'R$ 0,00': only
 * a missing value means exempt.
 *
 * The text is built by hand instead of Intl.NumberFormat('pt-BR', currency)
 * because Intl puts a NO-BREAK SPACE (U+00A0) after 'R$' and its output has
 * changed across ICU versions; we want a plain space (U+0020), the same on the
 * server and in every browser, so texts and tests compare exactly.
 * Non-finite input gives '' rather than a misleading amount.
 */
export function feeText(valueInCents: number | null | undefined): string {
  if (valueInCents === null || valueInCents === undefined) return 'Isento';
  if (!Number.isFinite(valueInCents)) return '';
  const cents = Math.round(Math.abs(valueInCents));
  const reais = Math.floor(cents / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = valueInCents < 0 && cents !== 0 ? '-' : '';
  return `${sign}R$ ${reais},${String(cents % 100).padStart(2, '0')}`;
}

/** Integer cents -> reais as a number (1999 -> 19.99), for APIs that want the decimal value. */
export function centsToReais(cents: number): number {
  return Math.round(cents) / 100;
}

/** Rounds half away from zero, so -0.5 cents and 0.5 cents behave alike. */
function roundHalfAway(n: number): number {
  return Math.sign(n) * Math.round(Math.abs(n));
}

/**
 * Reais -> integer cents without floating-point error.
 * - A number: 19.99 * 100 is 1998.9999999999998 in binary; cutting the product
 *   to 15 significant digits first removes that noise before rounding, so
 *   19.99 -> 1999 and 1.005 -> 101 (what a person means by 1,005).
 * - A string is read in Brazilian form ('12,34', '1.234,56', see
 *   parseDecimalComma) digit by digit, never through a float; a third decimal
 *   rounds half away from zero. Invalid text gives null. Database numeric
 *   strings such as '12.34' are not Brazilian text: pass Number(value) instead.
 */
export function reaisToCents(value: number | string): number | null {
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    return roundHalfAway(Number((value * 100).toPrecision(15))) || 0;
  }
  const m = DECIMAL_COMMA_PATTERN.exec(value.trim());
  if (!m) return null;
  const [, sign, intPart, frac = ''] = m;
  const fraction = frac.padEnd(3, '0');
  let cents = Number(intPart.replace(/\./g, '')) * 100 + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) cents += 1;
  return sign && cents !== 0 ? -cents : cents;
}
