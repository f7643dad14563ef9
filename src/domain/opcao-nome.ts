/**
 * An option is named by its whole path in the options tree — "Campus Centro › Medicina › Integral" — wherever a
 * list, a seat or a result names it (issue 36 item 7): a leaf alone ("Integral") says nothing when ten courses have
 * an "Integral". One helper for the API, the scripts that build the result pages, and the site.
 */
import { caminhoAteARaiz, type NoDaArvore } from './opcoes-arvore.ts';

export const SEPARADOR_CAMINHO = ' › ';

export interface OpcaoComDescricao extends NoDaArvore {
  opcDescricao: string;
}

/** The option's name: the descriptions from the root down to it, joined by ' › ' (unknown code: ''). */
export function nomeDaOpcao(rows: readonly OpcaoComDescricao[], opcCodigo: number): string {
  const porCodigo = new Map(rows.map((r) => [r.opcCodigo, r.opcDescricao]));
  return caminhoAteARaiz(rows, opcCodigo)
    .map((c) => porCodigo.get(c)!.trim())
    .join(SEPARADOR_CAMINHO);
}

/** Every option's path name at once (a process's whole tree; the seats table and the lists name each final option). */
export function nomesDasOpcoes(rows: readonly OpcaoComDescricao[]): Map<number, string> {
  return new Map(rows.map((r) => [r.opcCodigo, nomeDaOpcao(rows, r.opcCodigo)]));
}
