/**
 * How each exported value is written, the way a spreadsheet in pt-BR reads it: dates dd/mm/aaaa (instants with the
 * time, Horário de Brasília), money with a decimal comma, yes/no as Sim/Não, the payment state in words. CSV cells
 * are separated by ';' (Excel pt-BR's list separator) and quoted when needed; a text that a spreadsheet would run
 * as a formula (=, +, -, @ first) is defused with a leading apostrophe (CSV injection).
 */
import { formatCpf } from '../../../src/domain/cpf.ts';
import { formatBrDateTimeShort, isoToBrDate } from '../../../src/domain/dates.ts';
import type { ColunaExportacao } from '../../../src/domain/exportacao.ts';
import { PAYMENT_STATE_LABEL, type PaymentState } from '../../../src/domain/pagamento-situacao.ts';
import type { Linha } from './consulta.ts';

export type Celula = string | number | null;

/** Centavos as reais with a decimal comma and no thousands mark ('1234,50'). */
export const reais = (centavos: number) => (centavos / 100).toFixed(2).replace('.', ',');

/** The value of one column of a row, as the spreadsheet shows it (money stays a number of reais). */
export function celula(col: ColunaExportacao, linha: Linha): Celula {
  const v = col.id === 'insPrcCodigo' ? linha.insPrcCodigo : linha[col.id];
  if (v === null || v === undefined) return null;
  if (typeof v === 'boolean') return v ? 'Sim' : 'Não';
  if (col.dinheiro) return Number(v) / 100;
  if (col.id === 'insPrcIncDtHora') return formatBrDateTimeShort(v instanceof Date ? v : new Date(String(v)));
  // with its dots and dash a CPF stays text: as digits a spreadsheet would take it for a number and drop leading zeros
  if (col.id === 'pssFscCPF') return formatCpf(String(v));
  if (col.id === 'pssFscDtNascimento') return isoToBrDate(String(v).slice(0, 10));
  if (col.id === 'pagamento') return PAYMENT_STATE_LABEL[v as PaymentState] ?? String(v);
  if (typeof v === 'number') return v;
  return String(v);
}

const FORMULA = /^[=+\-@\t\r]/;

/** One CSV cell: numbers with a decimal comma, texts quoted when they hold ';', quotes or line breaks. */
export function celulaCsv(col: ColunaExportacao, v: Celula): string {
  if (v === null) return '';
  if (typeof v === 'number') return col.dinheiro ? reais(Math.round(v * 100)) : String(v);
  const texto = FORMULA.test(v) ? `'${v}` : v;
  return /[;"\r\n]/.test(texto) || texto !== texto.trim() ? `"${texto.replace(/"/g, '""')}"` : texto;
}

/** One CSV line (CRLF, as spreadsheets write them). */
export function linhaCsv(colunas: readonly ColunaExportacao[], valores: readonly Celula[]): string {
  return `${valores.map((v, i) => celulaCsv(colunas[i], v)).join(';')}\r\n`;
}

/** The header line. */
export const cabecalhoCsv = (colunas: readonly ColunaExportacao[]) => linhaCsv(colunas, colunas.map((c) => c.titulo));
