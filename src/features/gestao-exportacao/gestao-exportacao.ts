/** The export panel's rules, without the DOM (unit-tested): which columns a role may tick and the enrolment number typed. */
import { COLUNAS_EXPORTACAO, type ColunaExportacao } from '../../domain/exportacao.ts';

/** The columns shown, in two groups; the sensitive ones can be ticked only by who sees such data. */
export function gruposDeColunas(): { comuns: readonly ColunaExportacao[]; sensiveis: readonly ColunaExportacao[] } {
  return { comuns: COLUNAS_EXPORTACAO.filter((c) => !c.sensivel), sensiveis: COLUNAS_EXPORTACAO.filter((c) => c.sensivel) };
}

/** The ticked columns a role may export: sensitive ones drop out for a role that does not see them. */
export function colunasPermitidas(marcadas: ReadonlySet<string>, veSensiveis: boolean): string[] {
  return COLUNAS_EXPORTACAO.filter((c) => marcadas.has(c.id) && (veSensiveis || !c.sensivel)).map((c) => c.id);
}

/** The enrolment number typed, or null for something that is not one. */
export function numeroDaFicha(texto: string): number | null {
  const n = texto.trim();
  return /^\d{1,10}$/.test(n) && Number(n) > 0 ? Number(n) : null;
}
