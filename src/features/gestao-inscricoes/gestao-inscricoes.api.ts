/** The enrolment screens' calls (one function per call; silent: the screens show their own messages). */
import { apiGet, apiPostJson } from '../../lib/api-client.ts';
import type { AcaoInscricao, BuscaInscricoesQuery, InscricaoGestao, LinhaInscricao, ResultadoAcaoInscricao } from '../../domain/wire/gestao-inscricoes.ts';

export async function buscarInscricoes(query: BuscaInscricoesQuery): Promise<{ linhas: LinhaInscricao[]; total: number }> {
  const env = await apiGet<LinhaInscricao[]>('gestao/inscricoes', query as Record<string, unknown>, { silent: true });
  return { linhas: env.data ?? [], total: env.total ?? 0 };
}

export async function buscarInscricao(insPrcCodigo: number): Promise<InscricaoGestao> {
  return (await apiGet<InscricaoGestao>(`gestao/inscricoes/${insPrcCodigo}`, undefined, { silent: true })).data!;
}

export async function agir(insPrcCodigo: number, acao: AcaoInscricao, corpo: Record<string, unknown>): Promise<{ dados: ResultadoAcaoInscricao; mensagem?: string }> {
  const env = await apiPostJson<ResultadoAcaoInscricao>(`gestao/inscricoes/${insPrcCodigo}/${acao}`, corpo, { silent: true });
  return { dados: env.data!, mensagem: env.message };
}

export interface ProcessoEscolhivel {
  prcSltCodigo: number;
  prcSltDescricao: string;
}

/** The processes the caller reads (the processes area's staff list), for the search's process filter. */
export async function processosDaEquipe(): Promise<ProcessoEscolhivel[]> {
  const env = await apiGet<ProcessoEscolhivel[]>('gestao/processos', { limit: 100 }, { silent: true });
  return (env.data ?? []).map((p) => ({ prcSltCodigo: p.prcSltCodigo, prcSltDescricao: p.prcSltDescricao }));
}

/** The staff download of a file the candidate sent (the API checks the caller's scope). */
export const enderecoDoArquivo = (insPrcCodigo: number, insPrcRcrCodigo: number) => `/sgps/gestao/inscricoes/${insPrcCodigo}/arquivos/${insPrcRcrCodigo}`;
