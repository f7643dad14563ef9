/**
 * What the one search box of the public room list ("Nome, CPF ou Inscrição") was given:
 * - a CPF: exactly 11 digits, bare (52998224725) or formatted (529.982.247-25). Only the whole number
 *   matches, so typing part of someone's CPF never reveals anything;
 * - an enrolment code: digits only (any other count), matched exactly;
 * - otherwise a name fragment, matched as a substring ignoring case and accents (f_fold in SQL).
 * A partial or malformed CPF ('529.982', '5299822472') is neither a CPF nor a name, and finds nothing
 * unless it happens to be an enrolment code.
 */
export type Filtro =
  | { kind: 'todos' }
  | { kind: 'cpf'; cpf: string }
  | { kind: 'inscricao'; insPrcCodigo: number }
  | { kind: 'nome'; nome: string }
  | { kind: 'nada' };

const CPF_FORMATADO = /^\d{3}\.\d{3}\.\d{3}-\d{2}$/;
const MAX_INT = 2_147_483_647;

export function classificaFiltro(raw: string | undefined | null): Filtro {
  const text = (raw ?? '').trim().replace(/\s+/g, ' ');
  if (text === '') return { kind: 'todos' };
  if (/^\d{11}$/.test(text) || CPF_FORMATADO.test(text)) return { kind: 'cpf', cpf: text.replace(/\D/g, '') };
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return Number.isSafeInteger(n) && n >= 1 && n <= MAX_INT ? { kind: 'inscricao', insPrcCodigo: n } : { kind: 'nada' };
  }
  // Digits mixed with CPF punctuation is a CPF typed halfway: never a name, never a partial match.
  if (/^[\d.\-\s]+$/.test(text)) return { kind: 'nada' };
  return { kind: 'nome', nome: text };
}

/** Escapes LIKE's wildcards so that '%' or '_' typed in the box are plain characters. */
export function escapeLike(s: string): string {
  return s.replace(/[\\%_]/g, (c) => `\\${c}`);
}
