import { criarFila } from '../../lib/fila.store.ts';
import { listarRetornos } from './gestao-pagamentos.api.ts';
import { RETORNOS_POR_PAGINA } from './gestao-pagamentos.ts';

/** The imported bank return files, newest first, a page at a time (the staff lists' one store shape, src/lib/fila.store.ts). */
export const filaRetornos = criarFila({ filtro: { start: 0 }, buscar: (_prc, f) => listarRetornos(f.start, RETORNOS_POR_PAGINA) });
