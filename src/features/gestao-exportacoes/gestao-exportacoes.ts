/** The export panel's rules, without the DOM (unit-tested): which columns a role may tick and the download address. */
import { API_BASE } from '../../lib/api-client.ts';
import { COLUNAS_EXPORTACAO, type ColunaExportacao, type FormatoExportacao } from '../../domain/exportacao.ts';

/** The columns shown, in two groups; the sensitive ones can be ticked only by who sees such data. */
export function gruposDeColunas(): { comuns: readonly ColunaExportacao[]; sensiveis: readonly ColunaExportacao[] } {
  return { comuns: COLUNAS_EXPORTACAO.filter((c) => !c.sensivel), sensiveis: COLUNAS_EXPORTACAO.filter((c) => c.sensivel) };
}

/** The ticked columns a role may export: sensitive ones drop out for a role that does not see them. */
export function colunasPermitidas(marcadas: ReadonlySet<string>, veSensiveis: boolean): string[] {
  return COLUNAS_EXPORTACAO.filter((c) => marcadas.has(c.id) && (veSensiveis || !c.sensivel)).map((c) => c.id);
}

/** Where the browser downloads the file (a plain GET with the session cookie: the file streams to disk). */
export function urlDaExportacao(prcSltCodigo: number, formato: FormatoExportacao, colunas: readonly string[]): string {
  return `${API_BASE}gestao/processos/${prcSltCodigo}/exportacao?${new URLSearchParams({ formato, colunas: colunas.join(',') })}`;
}

/** The enrolment sheet's address, or null for something that is not an enrolment number. */
export function urlDaFicha(insPrcCodigo: string): string | null {
  const n = insPrcCodigo.trim();
  return /^\d{1,10}$/.test(n) && Number(n) > 0 ? `${API_BASE}gestao/inscricoes/${Number(n)}/pdf` : null;
}
