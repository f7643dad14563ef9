/** The roles screen's calls (one function per call; silent: the screen shows its own messages). */
import { apiDelete, apiGet, apiPostJson } from '../../lib/api-client.ts';
import type { ConcederPapelBody, PapelConcedidoWire, PapelDaEquipe, PessoaParaPapel, RedefinirSegundoFatorBody, SegundoFatorDaPessoa, SegundoFatorRedefinido } from '../../domain/wire/gestao-equipe.ts';

export interface ProcessoEscolhivel {
  prcSltCodigo: number;
  prcSltDescricao: string;
}

export async function buscarPapeis(): Promise<PapelDaEquipe[]> {
  return (await apiGet<PapelDaEquipe[]>('gestao/papeis', undefined, { silent: true })).data ?? [];
}

export async function buscarPessoa(cpf: string): Promise<{ pessoa: PessoaParaPapel | null; mensagem?: string }> {
  const env = await apiGet<PessoaParaPapel | null>('gestao/pessoas', { cpf }, { silent: true });
  return { pessoa: env.data ?? null, mensagem: env.message };
}

export async function concederPapel(body: ConcederPapelBody): Promise<{ dados: PapelConcedidoWire | undefined; mensagem?: string }> {
  const env = await apiPostJson<PapelConcedidoWire>('gestao/papeis/conceder', body, { silent: true });
  return { dados: env.data, mensagem: env.message };
}

export async function revogarPapel(papCodigo: number): Promise<string | undefined> {
  return (await apiDelete<null>(`gestao/papeis/${papCodigo}`, { silent: true })).message;
}

/** The processes the administrator can scope a role to (the processes area's staff list), filtered by `busca`. */
export async function buscarProcessos(busca: string): Promise<{ processos: ProcessoEscolhivel[]; total: number }> {
  const env = await apiGet<ProcessoEscolhivel[]>('gestao/processos', { busca: busca.trim() || undefined, limit: 100 }, { silent: true });
  const processos = (env.data ?? []).map((p) => ({ prcSltCodigo: p.prcSltCodigo, prcSltDescricao: p.prcSltDescricao }));
  return { processos, total: env.total ?? processos.length };
}

/** The second factor of a person (issue 34): whether they sign in with one, and its state. */
export async function buscarSegundoFator(pssFscCodigo: number): Promise<SegundoFatorDaPessoa | null> {
  return (await apiGet<SegundoFatorDaPessoa>('gestao/equipe/segundo-fator', { pssFscCodigo }, { silent: true })).data ?? null;
}

/** An Administrador resets another person's second factor (justification required; their sessions end). */
export async function redefinirSegundoFator(body: RedefinirSegundoFatorBody): Promise<string | undefined> {
  return (await apiPostJson<SegundoFatorRedefinido>('gestao/equipe/segundo-fator/redefinir', body, { silent: true })).message;
}
