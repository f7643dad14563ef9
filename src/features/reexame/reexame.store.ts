import { atom } from 'nanostores';
import { paramCode, type RouteParams } from '../../lib/routes.ts';
import { buscarReexame, type Reexame } from './reexame.api.ts';

export type EstadoReexame = { status: 'carregando' } | { status: 'ok'; d: Reexame } | { status: 'erro' };
export const $reexame = atom<EstadoReexame>({ status: 'carregando' });

let rota: RouteParams | null = null;

/** Loads the appeal windows of the enrolment's schedule type (null codes: a malformed path). */
export async function carregarReexame(params: RouteParams): Promise<void> {
  const p = paramCode(params.prcSltCodigo);
  const i = paramCode(params.insPrcCodigo);
  const tipo = params.tblGrlItmCdgPrcSltTpCrn;
  if (p === null || i === null || !tipo) return $reexame.set({ status: 'erro' });
  rota = params;
  try {
    const d = await buscarReexame(p, i, tipo);
    $reexame.set(d ? { status: 'ok', d } : { status: 'erro' });
  } catch {
    $reexame.set({ status: 'erro' });
  }
}

/** After an appeal is sent: the same windows again, now with the appeal, its fee and its state. */
export function recarregarReexame(): Promise<void> {
  return rota ? carregarReexame(rota) : Promise.resolve();
}
