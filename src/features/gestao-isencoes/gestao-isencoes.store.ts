import type { FilaIsencoesQuery } from '../../domain/wire/gestao-isencoes.ts';
import { criarFila } from '../../lib/fila.store.ts';
import { buscarFila, decidirIsencoes } from './gestao-isencoes.api.ts';
import { POR_PAGINA } from './gestao-isencoes.ts';

/** The queue's filter: the API's query (declared once, in the wire) less the page size, every field set. */
export type Filtro = Required<Omit<FilaIsencoesQuery, 'limit'>>;

/** The exemption requests of a process (src/lib/fila.store.ts: paged, filtered, selectable by enrolment number). */
export const filaIsencoes = criarFila({
  filtro: { situacao: 'pendente', busca: '', start: 0 } as Filtro,
  // The filter is the query: its fields are the API's parameters.
  buscar: (prcSltCodigo, f) => buscarFila(prcSltCodigo, { ...f, limit: POR_PAGINA }),
});

export const { $dados: $fila, $filtro, $selecionados, carregar, filtrar, alternar, selecionarTodos } = filaIsencoes;

/** The batch decision on the ticked requests (sent by FormDecisaoEmLote through enviar). */
export const decidirSelecionados = (prcSltCodigo: number, situacao: 'DEFERIDA' | 'INDEFERIDA', motivo: string | null) =>
  decidirIsencoes({ prcSltCodigo, decisoes: $selecionados.get().map((insPrcCodigo) => ({ insPrcCodigo, situacao })), motivo });
