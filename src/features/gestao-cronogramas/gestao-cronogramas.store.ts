import type { CronogramasGestao } from '../../domain/wire/gestao-cronogramas.ts';
import { criarCarga } from '../../lib/fila.store.ts';
import { buscarCronogramas } from './gestao-cronogramas.api.ts';

/** The schedule of the process on screen; a write answers the whole schedule again, applied as it came. */
export const cargaCronogramas = criarCarga({ buscar: buscarCronogramas });

export const aplicarCronogramas = (c: CronogramasGestao) => cargaCronogramas.$dados.set({ status: 'pronto', dados: c });
