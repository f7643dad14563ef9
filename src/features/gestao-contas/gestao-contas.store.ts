import { atom } from 'nanostores';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { ContaDaPessoa, PessoaComConta } from '../../domain/wire/gestao-contas.ts';
import { buscarPessoas, contaDaPessoa } from './gestao-contas.api.ts';

const mensagemDe = (err: unknown) => (err instanceof Error ? err.message : String(err));

export type EstadoBusca =
  | { status: 'inicio' }
  | { status: 'carregando' }
  | { status: 'semAcesso'; mensagem: string }
  | { status: 'erro'; mensagem: string }
  | { status: 'pronto'; pessoas: PessoaComConta[] };
export const $pessoas = atom<EstadoBusca>({ status: 'inicio' });

export async function buscar(q: string): Promise<void> {
  $pessoas.set({ status: 'carregando' });
  try {
    $pessoas.set({ status: 'pronto', pessoas: await buscarPessoas(q) });
  } catch (err) {
    $pessoas.set(eSemAcesso(err) ? { status: 'semAcesso', mensagem: mensagemDe(err) } : { status: 'erro', mensagem: mensagemDe(err) });
  }
}

export type EstadoConta = { status: 'nenhuma' } | { status: 'carregando' } | { status: 'erro'; mensagem: string } | { status: 'pronto'; conta: ContaDaPessoa };
export const $conta = atom<EstadoConta>({ status: 'nenhuma' });

/** Opens (or reloads) a person's panel. */
export async function abrirConta(pssFscCodigo: number): Promise<void> {
  $conta.set({ status: 'carregando' });
  try {
    $conta.set({ status: 'pronto', conta: await contaDaPessoa(pssFscCodigo) });
  } catch (err) {
    $conta.set({ status: 'erro', mensagem: mensagemDe(err) });
  }
}
