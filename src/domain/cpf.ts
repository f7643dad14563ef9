/**
 * CPF (Cadastro de Pessoas Físicas), the Brazilian taxpayer number: 9 base digits
 * and 2 check digits, shown as 000.000.000-00 (SPEC §5, §9).
 */

/** Display mask of a CPF, as used by the entry screen's input. */
export const CPF_MASK = '000.000.000-00';

/** Keeps only the ASCII digits 0-9: masks, dots, dashes and spaces all go. */
export function onlyDigits(s: string): string {
  return s.replace(/\D/g, '');
}

/**
 * Check digit of a CPF prefix: weights descend from prefix.length + 1 down to 2
 * (10..2 for the first digit, 11..2 for the second); 11 minus the remainder of
 * the sum by 11, where a result of 10 or 11 becomes 0.
 */
function checkDigit(prefix: string): number {
  let sum = 0;
  for (let i = 0; i < prefix.length; i++) {
    sum += Number(prefix[i]) * (prefix.length + 1 - i);
  }
  const digit = 11 - (sum % 11);
  return digit >= 10 ? 0 : digit;
}

/**
 * True when the value is a valid CPF. As SPEC §5 says, non-digits are stripped
 * first, so '529.982.247-25' and '52998224725' are the same CPF (and stray
 * letters are ignored, not rejected; what is kept and sent is onlyDigits(value)).
 * Numbers made of one repeated digit pass the check-digit arithmetic but are
 * not real CPFs, so they are refused.
 */
export function isValidCpf(value: string): boolean {
  const digits = onlyDigits(value);
  if (digits.length !== 11) return false;
  if (/^(\d)\1{10}$/.test(digits)) return false;
  return (
    checkDigit(digits.slice(0, 9)) === Number(digits[9]) &&
    checkDigit(digits.slice(0, 10)) === Number(digits[10])
  );
}

/**
 * Formats a CPF as 000.000.000-00 from digits or an already formatted value.
 * Anything that does not have exactly 11 digits comes back unchanged, so a
 * half-typed value is never mangled. It formats, it does not validate.
 */
export function formatCpf(value: string): string {
  const digits = onlyDigits(value);
  if (digits.length !== 11) return value;
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}
