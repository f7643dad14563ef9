import { criarFila } from '../../lib/fila.store.ts';
import { buscarFila } from './gestao-documentos.api.ts';
import type { SituacaoFila } from './gestao-documentos.ts';

interface FiltroDocumentos {
  start: number;
  /** One document type, or all of them. */
  tipo: number | undefined;
  situacao: SituacaoFila;
}

/** The documents' review queue of the process on screen: by type and state, ticked for a bulk decision (src/lib/fila.store.ts). */
export const filaDocumentos = criarFila({
  filtro: { start: 0, tipo: undefined, situacao: 'PENDENTE' } as FiltroDocumentos,
  buscar: (prcSltCodigo, f) => buscarFila(prcSltCodigo, { prcSltTpDocCodigo: f.tipo, situacao: f.situacao, limit: 100 }).then((r) => r.fila),
});
