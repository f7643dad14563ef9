import { isValidCpf, onlyDigits } from './cpf.ts';
import { parseBrDate, toIsoDate } from './dates.ts';
import { parseDecimalComma } from './decimal.ts';
import type { EnrolmentField } from './inscricao-campos.ts';
import { reaisToCents } from './money.ts';
import { isValidNis } from './nis.ts';
import { emailValido } from './email.ts';

/**
 * One enrolment field's wire value checked and converted (SPEC §5), or a Portuguese message.
 * Empty means "not answered" (null); 'tf' fields accept only 'T' or 'F'.
 */
export type FieldResult = { ok: true; value: string | number | boolean | null } | { ok: false; message: string };

/**
 * A field's refusal. At module level, not a closure made in parseField: the server runs under tsx, whose esbuild
 * names every function it creates (`__name`, a defineProperty), and parseField runs for each field of each
 * enrolment — that naming was 3% of the API's CPU during enrolments (bench/pix-notificacoes.ts --perfil).
 */
function invalido(field: EnrolmentField, why: string): FieldResult {
  return { ok: false, message: `${field.label}: ${why}` };
}

export function parseField(field: EnrolmentField, raw: unknown): FieldResult {
  if (raw === undefined || raw === null || raw === '') return { ok: true, value: null };
  if (typeof raw !== 'string' && typeof raw !== 'number') return invalido(field, 'valor inválido.');
  const s = String(raw).trim();
  if (s === '') return { ok: true, value: null };
  switch (field.kind) {
    case 'tf':
      return s === 'T' || s === 'F' ? { ok: true, value: s === 'T' } : invalido(field, "deve ser 'T' ou 'F'.");
    case 'text':
    case 'longtext':
      return s.length > (field.length ?? 500) ? invalido(field, `excede ${field.length ?? 500} caracteres.`) : { ok: true, value: s };
    case 'date': {
      if (!parseBrDate(s)) return invalido(field, 'data inválida; use dd/mm/aaaa.');
      return { ok: true, value: toIsoDate(s) };
    }
    case 'decimal': {
      const n = parseDecimalComma(s);
      return n === null || n < 0 || n >= 1e6 ? invalido(field, 'número inválido; use vírgula como separador decimal (ex.: 8,75).') : { ok: true, value: s.replace(/\./g, '').replace(',', '.') };
    }
    case 'money': {
      const cents = reaisToCents(s);
      return cents === null || cents < 0 || cents > 2_000_000_000 ? invalido(field, 'valor inválido; use vírgula como separador decimal (ex.: 1.500,00).') : { ok: true, value: cents };
    }
    case 'nis':
      return isValidNis(s) ? { ok: true, value: s.replace(/[.\-\s]/g, '') } : invalido(field, 'NIS inválido.');
    case 'cpf':
      return isValidCpf(s) && /^[\d.\-\s]+$/.test(s) ? { ok: true, value: onlyDigits(s) } : invalido(field, 'CPF inválido.');
    case 'digits': {
      const d = s.replace(/[.\-/\s]/g, '');
      return /^\d+$/.test(d) && d.length === field.length ? { ok: true, value: d } : invalido(field, `deve ter ${field.length} dígitos.`);
    }
    case 'year': {
      const n = Number(s);
      return /^\d{4}$/.test(s) && n >= 1900 && n <= 2100 ? { ok: true, value: n } : invalido(field, 'ano inválido.');
    }
    case 'int':
    case 'lookup': {
      const n = Number(s);
      return /^\d{1,9}$/.test(s) ? { ok: true, value: n } : invalido(field, 'valor inválido.');
    }
    case 'email':
      return s.length <= (field.length ?? 200) && emailValido(s) ? { ok: true, value: s } : invalido(field, 'e-mail inválido.');
    case 'choice':
      return field.choices?.includes(s) ? { ok: true, value: s } : invalido(field, 'opção inválida.');
  }
}

/** Does a parsed value satisfy "required"? A required T/F field is a box that must be ticked ('T'). */
export function isAnswered(field: EnrolmentField, value: unknown): boolean {
  if (field.kind === 'tf') return value === true;
  return value !== null && value !== undefined && value !== '';
}
