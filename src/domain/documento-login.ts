import { isValidCpf, onlyDigits } from './cpf.ts';

/** The two kinds of login, unique apart (conta_login_uq on loginTipo + login). */
export type LoginTipo = 'CPF' | 'DOCUMENTO';
export interface LoginNormalizado {
  tipo: LoginTipo;
  login: string;
}

/**
 * Characters that show nothing, or nothing of their own: every format character (Unicode category Cf — zero-width
 * space and joiners, word joiner, byte-order mark, soft hyphen, bidirectional marks), the combining grapheme
 * joiner, variation selectors, Mongolian free variation selectors and the Hangul fillers.
 */
const INVISIVEIS = /[\p{Cf}\u034F\u115F\u1160\u180B-\u180F\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/gu;
const DIGITO = /\p{Nd}/u;

/**
 * A decimal digit of any script as its ASCII digit. Unicode encodes every script's digits 0 to 9 as one run of
 * ten consecutive code points (Unicode §4.6, Numeric_Type=Decimal), and NFKC already folded the runs that sit next
 * to each other (mathematical digits), so a digit's value is its distance from the start of its run, modulo ten.
 */
function digitoAscii(c: string): string {
  const cp = c.codePointAt(0)!;
  let inicio = cp;
  while (inicio > 0 && cp - inicio < 60 && DIGITO.test(String.fromCodePoint(inicio - 1))) inicio--;
  return String((cp - inicio) % 10);
}

/**
 * A personal document as typed, made comparable (issue 34, item 6): Unicode NFKC (fullwidth and other compatibility
 * forms become their plain letters and digits), invisible characters removed, the digits of any script (Arabic-Indic,
 * Devanagari…) made ASCII, surrounding spaces trimmed. Applied before the CPF check and before a foreign document is
 * stored or looked up, so '５２９．９８２．２４７－２５' or '٥٢٩٩٨٢٢٤٧٢٥' or '529\u200B98224725' is the CPF it looks like.
 */
export function normalizarDocumento(texto: string): string {
  return texto
    .normalize('NFKC')
    .replace(INVISIVEIS, '')
    .replace(/\p{Nd}/gu, (c) => (c >= '0' && c <= '9' ? c : digitoAscii(c)))
    .trim();
}

/** Written like a CPF: digits with the usual dots, dash or spaces, and those digits a valid CPF. */
export function escritoComoCpf(texto: string): boolean {
  const trimmed = normalizarDocumento(texto);
  const digits = onlyDigits(trimmed);
  return digits.length === 11 && /^[\d.\-\s/]+$/.test(trimmed) && isValidCpf(digits);
}

/**
 * What a person typed to sign in, as stored: normalised (normalizarDocumento), a CPF becomes its 11 digits;
 * anything else is a passport/RG, upper-cased. A foreign document is never accepted when it is written like a valid CPF (see
 * `documentoEstrangeiroInvalido`), so the two kinds can never name the same person.
 */
export function normalizeLogin(texto: string): LoginNormalizado | null {
  const trimmed = normalizarDocumento(texto);
  if (!trimmed) return null;
  if (escritoComoCpf(trimmed)) return { tipo: 'CPF', login: onlyDigits(trimmed) };
  return { tipo: 'DOCUMENTO', login: trimmed.toUpperCase() };
}

/** Why a passport/RG given at account creation is refused, or null. */
export function documentoEstrangeiroInvalido(texto: string): string | null {
  const trimmed = normalizarDocumento(texto);
  if (!trimmed) return 'O valor do campo de documento pessoal não é válido!';
  if (escritoComoCpf(trimmed)) return 'Este número é um CPF. Para criar a conta com CPF, escolha a nacionalidade brasileira.';
  return null;
}
