import { criarCarga, criarLeitura } from '../../lib/fila.store.ts';
import { buscarCandidatos, lerResumo } from './gestao-ensalamento.api.ts';

/** The seating summary of the process on screen (the staff screens' one store shape, src/lib/fila.store.ts), read again after each step. */
export const cargaEnsalamento = criarCarga({ buscar: lerResumo, semTexto: 'Não foi possível carregar o ensalamento.' });

/** The deferred candidates found by number or name, to move one of them (searched as staff type). */
export const candidatosAchados = criarLeitura((q: { prcSltCodigo: number; termo: string }, signal) => buscarCandidatos(q.prcSltCodigo, q.termo, signal));
