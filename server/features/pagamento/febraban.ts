/**
 * FEBRABAN boleto (ficha de compensação), as regulated by BACEN Carta-Circular 2.926:
 * the 44-digit barcode, the 47-digit linha digitável, their mod-10/mod-11 check digits and the
 * due-date factor (base 07/10/1997; after 9999 on 21/02/2025 the factor restarts at 1000 on
 * 22/02/2025 and repeats every 9000 days). Pure functions, amounts in integer centavos.
 *
 * Barcode:  BBB M D FFFF VVVVVVVVVV LLLLLLLLLLLLLLLLLLLLLLLLL
 *           bank, currency (9 = real), general check digit, factor, value, 25-digit free field.
 * Linha:    BBBML.LLLLd LLLLL.LLLLLd LLLLL.LLLLLd D FFFFVVVVVVVVVV
 */

const DAY_MS = 86_400_000;
/** Day 0 of the factor: 07/10/1997 (UTC midnight; all dates here are calendar days). */
const FACTOR_BASE = Date.UTC(1997, 9, 7);
export const MAX_VALUE_CENTS = 99_999_999_99;

const onlyDigits = (s: string, what: string, len?: number) => {
  if (!/^\d+$/.test(s) || (len !== undefined && s.length !== len)) throw new Error(`${what}: esperado ${len ?? ''} dígitos numéricos`);
  return s;
};

/** Mod 10 with weights 2,1,2,1... from the right; products above 9 add their digits. */
export function mod10(digits: string): number {
  onlyDigits(digits, 'mod10');
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    const p = Number(digits[i]) * weight;
    sum += p > 9 ? p - 9 : p;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/**
 * The barcode's general check digit: mod 11 with weights 2..9 from the right;
 * 11 - remainder, and a result of 0, 10 or 11 becomes 1.
 */
export function mod11Barcode(digits43: string): number {
  onlyDigits(digits43, 'mod11', 43);
  let sum = 0;
  let weight = 2;
  for (let i = digits43.length - 1; i >= 0; i--) {
    sum += Number(digits43[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

function isoToUtc(iso: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`data inválida: ${iso}`);
  const t = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  if (new Date(t).toISOString().slice(0, 10) !== iso) throw new Error(`data inválida: ${iso}`);
  return t;
}

/** Due-date factor of a calendar day (yyyy-mm-dd), with the 22/02/2025 rollover to 1000. */
export function dueDateFactor(isoDate: string): number {
  const days = Math.round((isoToUtc(isoDate) - FACTOR_BASE) / DAY_MS);
  if (days < 1000) throw new Error('Vencimento anterior a 03/07/2000 não tem fator de vencimento.');
  return ((days - 1000) % 9000) + 1000;
}

/**
 * The due date a factor stands for. A factor is ambiguous across 9000-day cycles, so the
 * cycle chosen is the one whose date lies closest to `near` (a yyyy-mm-dd, e.g. today).
 */
export function dateFromFactor(factor: number, near: string): string {
  if (!Number.isInteger(factor) || factor < 1000 || factor > 9999) throw new Error('fator de vencimento inválido');
  const nearDays = Math.round((isoToUtc(near) - FACTOR_BASE) / DAY_MS);
  let best = factor;
  for (let days = factor; days < nearDays + 9000; days += 9000) {
    if (Math.abs(days - nearDays) < Math.abs(best - nearDays)) best = days;
  }
  return new Date(FACTOR_BASE + best * DAY_MS).toISOString().slice(0, 10);
}

/**
 * Free field of Banco do Brasil "convênio de 7 dígitos" (carteiras 16/17/18): six zeros, the
 * 17-digit nosso número (convênio + 10-digit complement) and the 2-digit carteira.
 */
export function campoLivreBB7(nossoNumero17: string, carteira: string): string {
  onlyDigits(nossoNumero17, 'nosso número', 17);
  onlyDigits(carteira, 'carteira', 2);
  return `000000${nossoNumero17}${carteira}`;
}

export interface BarcodeInput {
  banco: string;
  /** yyyy-mm-dd */
  vencimento: string;
  valorCentavos: number;
  campoLivre: string;
}

/** The 44-digit barcode. */
export function barcode({ banco, vencimento, valorCentavos, campoLivre }: BarcodeInput): string {
  onlyDigits(banco, 'banco', 3);
  onlyDigits(campoLivre, 'campo livre', 25);
  if (!Number.isSafeInteger(valorCentavos) || valorCentavos < 0 || valorCentavos > MAX_VALUE_CENTS) {
    throw new Error('valor do boleto fora do intervalo (centavos inteiros até 99.999.999,99)');
  }
  const fator = String(dueDateFactor(vencimento)).padStart(4, '0');
  const valor = String(valorCentavos).padStart(10, '0');
  const semDv = `${banco}9${fator}${valor}${campoLivre}`;
  return `${semDv.slice(0, 4)}${mod11Barcode(semDv)}${semDv.slice(4)}`;
}

/** True when a 44-digit barcode's general check digit is right. */
export function barcodeValid(code: string): boolean {
  if (!/^\d{44}$/.test(code)) return false;
  return mod11Barcode(code.slice(0, 4) + code.slice(5)) === Number(code[4]);
}

/** The 47-digit linha digitável of a barcode (digits only). */
export function linhaDigitavel(code: string): string {
  if (!barcodeValid(code)) throw new Error('código de barras inválido');
  const livre = code.slice(19);
  const c1 = code.slice(0, 4) + livre.slice(0, 5);
  const c2 = livre.slice(5, 15);
  const c3 = livre.slice(15, 25);
  return `${c1}${mod10(c1)}${c2}${mod10(c2)}${c3}${mod10(c3)}${code[4]}${code.slice(5, 19)}`;
}

/** 47 digits -> 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D EEEEEEEEEEEEEE'. */
export function formatLinha(linha47: string): string {
  onlyDigits(linha47, 'linha digitável', 47);
  const l = linha47;
  return `${l.slice(0, 5)}.${l.slice(5, 10)} ${l.slice(10, 15)}.${l.slice(15, 21)} ${l.slice(21, 26)}.${l.slice(26, 32)} ${l[32]} ${l.slice(33)}`;
}

/**
 * The barcode a linha digitável stands for, or null when any of its four check digits
 * (three field mod-10 digits and the general mod-11 digit) is wrong.
 */
export function barcodeFromLinha(linha: string): string | null {
  const l = linha.replace(/[\s.]/g, '');
  if (!/^\d{47}$/.test(l)) return null;
  const fields: [string, number][] = [
    [l.slice(0, 9), Number(l[9])],
    [l.slice(10, 20), Number(l[20])],
    [l.slice(21, 31), Number(l[31])],
  ];
  if (fields.some(([f, dv]) => mod10(f) !== dv)) return null;
  const code = `${l.slice(0, 4)}${l[32]}${l.slice(33)}${l.slice(4, 9)}${l.slice(10, 20)}${l.slice(21, 31)}`;
  return barcodeValid(code) ? code : null;
}
