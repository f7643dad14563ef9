import { criarCarga } from '../../lib/fila.store.ts';
import { lerArvore } from './gestao-opcoes.api.ts';

/**
 * The option tree of the process on screen (the staff screens' one store shape, src/lib/fila.store.ts), read again
 * after every write: the API sorts and counts, the screen does not guess. A failed reload keeps the tree on screen;
 * the write already said what failed.
 */
export const cargaOpcoes = criarCarga({ buscar: lerArvore, aoFalharRecarga: () => undefined, semTexto: 'Não foi possível carregar as opções.' });
