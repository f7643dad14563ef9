import type { SituacaoFilaRecurso } from '../../domain/wire/gestao-reexame.ts';
import { criarFila } from '../../lib/fila.store.ts';
import { buscarRecursos } from './gestao-reexame.api.ts';
import { POR_PAGINA } from './gestao-reexame.ts';

export interface Filtro {
  /** The stage (appeal window); null = every stage. */
  etapa: number | null;
  situacao: SituacaoFilaRecurso;
  busca: string;
  start: number;
}

/** The appeals of a process (src/lib/fila.store.ts: paged, filtered, selectable by appeal code). */
export const filaRecursos = criarFila({
  filtro: { etapa: null, situacao: 'pendente', busca: '', start: 0 } as Filtro,
  buscar: (prcSltCodigo, f) => buscarRecursos(prcSltCodigo, { etapa: f.etapa ?? undefined, situacao: f.situacao, busca: f.busca, start: f.start, limit: POR_PAGINA }),
});

export const { $dados: $recursos, $filtro, $selecionados, carregar, filtrar, alternar, selecionarTodos } = filaRecursos;
