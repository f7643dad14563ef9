/** Account support's calls (one function per call; silent: the screen shows its own messages). */
import { apiGet, apiPostJson } from '../../lib/api-client.ts';
import type { ContaDaPessoa, EmailAlterado, LoginTransferido, PessoaComConta, SessoesEncerradas } from '../../domain/wire/gestao-contas.ts';
import type { AcaoConta } from './gestao-contas.ts';

export async function buscarPessoas(q: string): Promise<PessoaComConta[]> {
  return (await apiGet<PessoaComConta[]>('gestao/pessoas/busca', { q }, { silent: true })).data ?? [];
}

export async function contaDaPessoa(pssFscCodigo: number): Promise<ContaDaPessoa> {
  return (await apiGet<ContaDaPessoa>(`gestao/pessoas/${pssFscCodigo}/conta`, undefined, { silent: true })).data!;
}

export async function agirNaConta(pssFscCodigo: number, acao: AcaoConta, corpo: Record<string, unknown>): Promise<{ dados: SessoesEncerradas | LoginTransferido | EmailAlterado; mensagem?: string }> {
  const env = await apiPostJson<SessoesEncerradas | LoginTransferido | EmailAlterado>(`gestao/pessoas/${pssFscCodigo}/${acao}`, corpo, { silent: true });
  return { dados: env.data!, mensagem: env.message };
}
