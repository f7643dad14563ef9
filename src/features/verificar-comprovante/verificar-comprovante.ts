import { formatBrDateTime } from '../../domain/dates.ts';

/** What the public verification answers: never a name, CPF or option. */
export interface Verificacao {
  valido: 'T' | 'F';
  prcSltDescricao?: string;
  insPrcCodigo?: number;
  insPrcIncDtHora?: string;
  insPrcSituacao?: 'ATIVA' | 'CANCELADA';
}

/** The code as printed (spaces, dots and dashes allowed, any case) -> the stored form. */
export const normalizeCode = (raw: string) => raw.replace(/[\s.-]/g, '').toUpperCase();

export const looksLikeCode = (code: string) => /^[0-9A-Z]{8,32}$/.test(code);

/** The rows shown for a genuine receipt. */
export function verificationRows(v: Verificacao): [string, string][] {
  return [
    ['Processo seletivo', v.prcSltDescricao ?? ''],
    ['Número da inscrição', String(v.insPrcCodigo ?? '')],
    ['Data e hora da inscrição', v.insPrcIncDtHora ? `${formatBrDateTime(new Date(v.insPrcIncDtHora))} (horário de Brasília)` : ''],
    ['Situação', v.insPrcSituacao === 'CANCELADA' ? 'Inscrição cancelada' : 'Inscrição ativa'],
  ];
}
