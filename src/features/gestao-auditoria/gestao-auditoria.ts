/** The audit screen's pure part: what changed between a row's before and after, in words a person reads. */
import { formatBrDateTimeShort } from '../../domain/dates.ts';

export interface Diferenca {
  campo: string;
  antes: string;
  depois: string;
}

const INSTANTE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One value as the diff shows it: dates in Horário de Brasília, yes/no, '—' for nothing. */
export function textoDoValor(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (typeof v === 'string') {
    if (INSTANTE.test(v)) {
      const d = new Date(v);
      if (!Number.isNaN(d.getTime())) return formatBrDateTimeShort(d);
    }
    return v;
  }
  if (typeof v === 'number') return String(v);
  return JSON.stringify(v);
}

const objeto = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * The fields that changed, old -> new, in the order they appear (after's order first). A creation lists every
 * field it wrote (before '—'), a removal every field it removed (after '—'); values that are not objects compare whole.
 */
export function diferencas(antes: unknown, depois: unknown): Diferenca[] {
  const a = objeto(antes) ? antes : antes === null || antes === undefined ? {} : null;
  const b = objeto(depois) ? depois : depois === null || depois === undefined ? {} : null;
  if (!a || !b) {
    return JSON.stringify(antes) === JSON.stringify(depois) ? [] : [{ campo: 'valor', antes: textoDoValor(antes), depois: textoDoValor(depois) }];
  }
  const campos = [...new Set([...Object.keys(b), ...Object.keys(a)])];
  return campos
    .filter((k) => JSON.stringify(a[k] ?? null) !== JSON.stringify(b[k] ?? null))
    .map((k) => ({ campo: k, antes: textoDoValor(a[k]), depois: textoDoValor(b[k]) }));
}

export const POR_PAGINA = 25;

/** "1–25 de 40" for the pager. */
export function textoDaPagina(start: number, quantos: number, total: number): string {
  if (!total) return 'Nenhum registro';
  return `${start + 1}–${start + quantos} de ${total}`;
}
