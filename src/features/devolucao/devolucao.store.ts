import { atom } from 'nanostores';
import { buscarCronograma, buscarSituacao, type CronogramaDevolucao, type SituacaoDevolucao } from './devolucao.api.ts';

export type EstadoDevolucao = { status: 'carregando' } | { status: 'ok'; c: CronogramaDevolucao; s: SituacaoDevolucao } | { status: 'erro' };
export const $devolucao = atom<EstadoDevolucao>({ status: 'carregando' });

/** Loads the refund timetable and the candidate's refund situation together. */
export async function carregarDevolucao(p: number | null, i: number | null, tipo: string | undefined): Promise<void> {
  if (p === null || i === null || !tipo) return $devolucao.set({ status: 'erro' });
  try {
    const [c, s] = await Promise.all([buscarCronograma(p, i, tipo), buscarSituacao(p, i)]);
    $devolucao.set(c && s ? { status: 'ok', c, s } : { status: 'erro' });
  } catch {
    $devolucao.set({ status: 'erro' });
  }
}
