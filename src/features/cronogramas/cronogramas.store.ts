import { atom } from 'nanostores';
import { paramCode, type RouteParams } from '../../lib/routes.ts';
import { buscarCronograma, type Cronograma } from './cronogramas.api.ts';

export type EstadoCronograma = { status: 'carregando' } | { status: 'ok'; c: Cronograma } | { status: 'erro' };
export const $cronograma = atom<EstadoCronograma>({ status: 'carregando' });

/** Loads one schedule type of the process (null codes: a malformed path, shown as unavailable; enrolment 0: none yet). */
export async function carregarCronograma(params: RouteParams): Promise<void> {
  const p = paramCode(params.prcSltCodigo);
  const i = paramCode(params.insPrcCodigo, true);
  const tipo = params.tblGrlItmCdgPrcSltTpCrn;
  if (p === null || i === null || !tipo) return $cronograma.set({ status: 'erro' });
  try {
    const c = await buscarCronograma(p, i, tipo);
    $cronograma.set(c ? { status: 'ok', c } : { status: 'erro' });
    if (c) document.title = `Cronograma - ${c.prcSltDescricao} · Processos Seletivos`;
  } catch {
    $cronograma.set({ status: 'erro' });
  }
}
