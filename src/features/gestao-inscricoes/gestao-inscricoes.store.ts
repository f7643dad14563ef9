import { atom } from 'nanostores';
import type { BuscaInscricoesQuery, InscricaoGestao, LinhaInscricao } from '../../domain/wire/gestao-inscricoes.ts';
import { carregarEm, type Carga } from '../../lib/fila.store.ts';
import { buscarInscricao, buscarInscricoes } from './gestao-inscricoes.api.ts';

/** A page of the search and the query that found it (its pages are asked with the same query). */
export interface ResultadoBusca {
  linhas: LinhaInscricao[];
  total: number;
  query: BuscaInscricoesQuery;
}

/** The search (null before the first one), in the staff screens' one store shape. */
export const $busca = atom<Carga<ResultadoBusca> | null>(null);

/** Runs a search (a new one, or another page of the last); the list empties while it runs ("Buscando..."). */
export function buscar(query: BuscaInscricoesQuery): Promise<void> {
  $busca.set({ status: 'carregando' });
  return carregarEm($busca, async () => ({ ...(await buscarInscricoes(query)), query }));
}

export const $inscricao = atom<Carga<InscricaoGestao>>({ status: 'carregando' });

/** Loads (or reloads, after an action) one enrolment's page. */
export const carregarInscricao = (insPrcCodigo: number): Promise<void> => carregarEm($inscricao, () => buscarInscricao(insPrcCodigo));
