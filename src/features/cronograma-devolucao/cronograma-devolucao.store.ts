import { atom } from 'nanostores';
import { paramCode, type RouteParams } from '../../lib/routes.ts';
import { buscarCronograma, buscarSituacao, type CronogramaDevolucao, type SituacaoDevolucao } from './cronograma-devolucao.api.ts';

export type EstadoDevolucao = { status: 'carregando' } | { status: 'ok'; c: CronogramaDevolucao; s: SituacaoDevolucao } | { status: 'erro' };
export const $devolucao = atom<EstadoDevolucao>({ status: 'carregando' });

/** Loads the refund timetable and the candidate's refund situation together (null codes: a malformed path). */
export async function carregarDevolucao(params: RouteParams): Promise<void> {
  const p = paramCode(params.prcSltCodigo);
  const i = paramCode(params.insPrcCodigo);
  const tipo = params.tblGrlItmCdgPrcSltTpCrn;
  if (p === null || i === null || !tipo) return $devolucao.set({ status: 'erro' });
  try {
    const [c, s] = await Promise.all([buscarCronograma(p, i, tipo), buscarSituacao(p, i)]);
    $devolucao.set(c && s ? { status: 'ok', c, s } : { status: 'erro' });
  } catch {
    $devolucao.set({ status: 'erro' });
  }
}
