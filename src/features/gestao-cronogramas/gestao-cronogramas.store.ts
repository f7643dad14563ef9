import { atom } from 'nanostores';
import type { CronogramasGestao, ListagensGestao } from '../../domain/wire/gestao-cronogramas.ts';
import { carregarEm, type Carga } from '../../lib/fila.store.ts';
import { buscarCronogramas, buscarListagens } from './gestao-cronogramas.api.ts';

export const $cronogramas = atom<Carga<CronogramasGestao & { prcSltCodigo: number }>>({ status: 'carregando' });
export const $listagens = atom<Carga<ListagensGestao>>({ status: 'carregando' });

export const carregarCronogramas = (prcSltCodigo: number) => carregarEm($cronogramas, () => buscarCronogramas(prcSltCodigo));

export const aplicarCronogramas = (c: CronogramasGestao) => $cronogramas.set({ status: 'pronto', dados: c });

export const carregarListagens = () => carregarEm($listagens, buscarListagens);
