import { atom } from 'nanostores';
import { buscarConvocacoes, type Convocacao } from './convocados.api.ts';

export type EstadoConvocados = { status: 'carregando' } | { status: 'ok'; lista: Convocacao[] } | { status: 'erro' };
export const $convocados = atom<EstadoConvocados>({ status: 'carregando' });

export async function carregarConvocados(): Promise<void> {
  try {
    $convocados.set({ status: 'ok', lista: await buscarConvocacoes() });
  } catch {
    $convocados.set({ status: 'erro' });
  }
}
