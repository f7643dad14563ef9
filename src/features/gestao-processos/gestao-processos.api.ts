/** The processes screens' calls, one function each; silent: the screens show their own messages. */
import type { MunicipioGestao } from '../../domain/wire/gestao.ts';
import { apiDelete, apiGet, apiPostJson } from '../../lib/api-client.ts';
import type { EuNaGestao } from '../../domain/wire/gestao.ts';
import type {
  ClonarProcessoCorpo,
  EstadoReconstrucao,
  LinhaProcessoGestao,
  ListaProcessosQuery,
  ProcessoEdicao,
  PublicacaoProcesso,
  ResultadoClone,
  SalvarProcessoCorpo,
} from '../../domain/wire/gestao-processos.ts';

import type { ProntidaoProcesso } from '../../domain/wire/prontidao.ts';

const silencioso = { silent: true };

export async function listarProcessos(q: ListaProcessosQuery): Promise<{ linhas: LinhaProcessoGestao[]; total: number }> {
  const env = await apiGet<LinhaProcessoGestao[]>('gestao/processos', { ...q, busca: q.busca?.trim() || undefined }, silencioso);
  return { linhas: env.data ?? [], total: env.total ?? 0 };
}

/** Who is calling (may they create a process?); null when the call is not available. */
export async function buscarEu(): Promise<EuNaGestao | null> {
  return (await apiGet<EuNaGestao>('gestao/eu', undefined, silencioso)).data ?? null;
}

export async function buscarProcesso(prcSltCodigo: number): Promise<ProcessoEdicao> {
  return (await apiGet<ProcessoEdicao>(`gestao/processos/${prcSltCodigo}`, undefined, silencioso)).data!;
}

export async function salvarProcesso(corpo: SalvarProcessoCorpo): Promise<ProcessoEdicao> {
  return (await apiPostJson<ProcessoEdicao>('prcSeletivo/salvar', corpo as unknown as Record<string, unknown>, silencioso)).data!;
}

export async function excluirProcesso(prcSltCodigo: number): Promise<void> {
  await apiDelete<unknown>(`prcSeletivo/remove/${prcSltCodigo}`, silencioso);
}

export type AcaoPublicacao = 'publicar' | 'despublicar' | 'arquivar' | 'desarquivar';

export async function mudarPublicacao(prcSltCodigo: number, acao: AcaoPublicacao, justificativaContorno?: string): Promise<PublicacaoProcesso> {
  return (await apiPostJson<PublicacaoProcesso>(`gestao/processos/${prcSltCodigo}/${acao}`, justificativaContorno ? { justificativaContorno } : {}, silencioso)).data!;
}

/** The phase, the timeline and the next step's readiness (issue 37). */
export async function buscarProntidao(prcSltCodigo: number): Promise<ProntidaoProcesso> {
  return (await apiGet<ProntidaoProcesso>(`gestao/processos/${prcSltCodigo}/prontidao`, undefined, silencioso)).data!;
}

export async function clonarProcesso(prcSltCodigo: number, corpo: ClonarProcessoCorpo): Promise<ResultadoClone> {
  return (await apiPostJson<ResultadoClone>(`gestao/processos/${prcSltCodigo}/clonar`, corpo, silencioso)).data!;
}

export async function buscarReconstrucao(): Promise<EstadoReconstrucao> {
  return (await apiGet<EstadoReconstrucao>('gestao/site/reconstrucao', undefined, silencioso)).data!;
}

export async function pedirReconstrucao(): Promise<void> {
  await apiPostJson<unknown>('gestao/site/reconstruir', {}, silencioso);
}

export async function buscarMunicipios(busca: string): Promise<MunicipioGestao[]> {
  return (await apiGet<MunicipioGestao[]>('gestao/municipios', { q: busca }, silencioso)).data ?? [];
}
