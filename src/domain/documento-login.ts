import { isValidCpf, onlyDigits } from './cpf.ts';

/** The two kinds of login, unique apart (conta_login_uq on loginTipo + login). */
export type LoginTipo = 'CPF' | 'DOCUMENTO';
export interface LoginNormalizado {
  tipo: LoginTipo;
  login: string;
}

/** Written like a CPF: digits with the usual dots, dash or spaces, and those digits a valid CPF. */
export function escritoComoCpf(texto: string): boolean {
  const trimmed = texto.trim();
  const digits = onlyDigits(trimmed);
  return digits.length === 11 && /^[\d.\-\s/]+$/.test(trimmed) && isValidCpf(digits);
}

/**
 * What a person typed to sign in, as stored: a CPF becomes its 11 digits; anything else is a passport/RG,
 * upper-cased. A foreign document is never accepted when it is written like a valid CPF (see
 * `documentoEstrangeiroInvalido`), so the two kinds can never name the same person.
 */
export function normalizeLogin(texto: string): LoginNormalizado | null {
  const trimmed = texto.trim();
  if (!trimmed) return null;
  if (escritoComoCpf(trimmed)) return { tipo: 'CPF', login: onlyDigits(trimmed) };
  return { tipo: 'DOCUMENTO', login: trimmed.toUpperCase() };
}

/** Why a passport/RG given at account creation is refused, or null. */
export function documentoEstrangeiroInvalido(texto: string): string | null {
  const trimmed = texto.trim();
  if (!trimmed) return 'O valor do campo de documento pessoal não é válido!';
  if (escritoComoCpf(trimmed)) return 'Este número é um CPF. Para criar a conta com CPF, escolha a nacionalidade brasileira.';
  return null;
}
