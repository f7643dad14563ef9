import { atom } from 'nanostores';
import type { CronogramasGestao, ListagensGestao } from '../../domain/wire/gestao-cronogramas.ts';
import { carregarEm, criarCarga, type Carga } from '../../lib/fila.store.ts';
import { buscarCronogramas, buscarListagens } from './gestao-cronogramas.api.ts';

/** The schedule of the process on screen; a write answers the whole schedule again, applied as it came. */
export const cargaCronogramas = criarCarga({ buscar: buscarCronogramas });
export const $listagens = atom<Carga<ListagensGestao>>({ status: 'carregando' });

export const aplicarCronogramas = (c: CronogramasGestao) => cargaCronogramas.$dados.set({ status: 'pronto', dados: c });

export const carregarListagens = () => carregarEm($listagens, buscarListagens);
