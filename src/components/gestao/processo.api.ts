/** What every staff screen of a process reads of it and of the caller (silent: the screen explains a refusal). */
import type { EuNaGestao, ResumoProcessoGestao } from '../../domain/wire/gestao.ts';
import { apiGet } from '../../lib/api-client.ts';

export async function buscarResumo(prcSltCodigo: number): Promise<ResumoProcessoGestao | null> {
  return (await apiGet<ResumoProcessoGestao>(`gestao/processos/${prcSltCodigo}/resumo`, undefined, { silent: true })).data ?? null;
}

/** Who is calling (what they may create and change across processes); null when the call is not available. */
export async function buscarEu(): Promise<EuNaGestao | null> {
  return (await apiGet<EuNaGestao>('gestao/eu', undefined, { silent: true })).data ?? null;
}
