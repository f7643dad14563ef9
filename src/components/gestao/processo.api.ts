/** The head of a process's staff screens (CabecalhoProcesso) reads its summary; silent: the screen explains a refusal. */
import type { ResumoProcessoGestao } from '../../domain/wire/gestao.ts';
import { apiGet } from '../../lib/api-client.ts';

export async function buscarResumo(prcSltCodigo: number): Promise<ResumoProcessoGestao | null> {
  return (await apiGet<ResumoProcessoGestao>(`gestao/processos/${prcSltCodigo}/resumo`, undefined, { silent: true })).data ?? null;
}
