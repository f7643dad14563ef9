import { atom } from 'nanostores';
import { buscarReexame, type Reexame } from './reexame.api.ts';

export type EstadoReexame = { status: 'carregando' } | { status: 'ok'; d: Reexame } | { status: 'erro' };
export const $reexame = atom<EstadoReexame>({ status: 'carregando' });

let rota: { p: number; i: number; tipo: string } | null = null;

/** Loads the appeal windows of the enrolment's schedule type (null codes: a malformed path). */
export async function carregarReexame(p: number | null, i: number | null, tipo: string | undefined): Promise<void> {
  if (p === null || i === null || !tipo) return $reexame.set({ status: 'erro' });
  rota = { p, i, tipo };
  try {
    const d = await buscarReexame(p, i, tipo);
    $reexame.set(d ? { status: 'ok', d } : { status: 'erro' });
  } catch {
    $reexame.set({ status: 'erro' });
  }
}

/** After an appeal is sent: the same windows again, now with the appeal, its fee and its state. */
export function recarregarReexame(): Promise<void> {
  return rota ? carregarReexame(rota.p, rota.i, rota.tipo) : Promise.resolve();
}
