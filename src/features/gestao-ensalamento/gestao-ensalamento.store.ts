import { criarCarga } from '../../lib/fila.store.ts';
import { lerResumo } from './gestao-ensalamento.api.ts';

/** The seating summary of the process on screen (the staff screens' one store shape, src/lib/fila.store.ts), read again after each step. */
export const cargaEnsalamento = criarCarga({ buscar: lerResumo, semTexto: 'Não foi possível carregar o ensalamento.' });
