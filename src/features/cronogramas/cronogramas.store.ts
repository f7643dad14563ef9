import { atom } from 'nanostores';
import { buscarCronograma, type Cronograma } from './cronogramas.api.ts';

export type EstadoCronograma = { status: 'carregando' } | { status: 'ok'; c: Cronograma } | { status: 'erro' };
export const $cronograma = atom<EstadoCronograma>({ status: 'carregando' });

/** Loads one schedule type of the process (null codes: a malformed path, shown as unavailable). */
export async function carregarCronograma(p: number | null, i: number | null, tipo: string | undefined): Promise<void> {
  if (p === null || i === null || !tipo) return $cronograma.set({ status: 'erro' });
  try {
    const c = await buscarCronograma(p, i, tipo);
    $cronograma.set(c ? { status: 'ok', c } : { status: 'erro' });
    if (c) document.title = `Cronograma - ${c.prcSltDescricao} · Processos Seletivos`;
  } catch {
    $cronograma.set({ status: 'erro' });
  }
}
