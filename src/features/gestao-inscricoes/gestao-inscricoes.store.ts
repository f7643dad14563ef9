import { atom } from 'nanostores';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { BuscaInscricoesQuery, InscricaoGestao, LinhaInscricao } from '../../domain/wire/gestao-inscricoes.ts';
import { camposDoErro } from '../../lib/api-client.ts';
import { buscarInscricao, buscarInscricoes } from './gestao-inscricoes.api.ts';

export type EstadoBusca =
  | { status: 'inicio' }
  | { status: 'carregando' }
  | { status: 'semAcesso'; mensagem: string }
  | { status: 'erro'; mensagem: string; campos?: Record<string, string> }
  | { status: 'pronto'; linhas: LinhaInscricao[]; total: number; query: BuscaInscricoesQuery };

export const $busca = atom<EstadoBusca>({ status: 'inicio' });

const mensagemDe = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** Runs a search (a new one, or another page of the last). */
export async function buscar(query: BuscaInscricoesQuery): Promise<void> {
  $busca.set({ status: 'carregando' });
  try {
    const { linhas, total } = await buscarInscricoes(query);
    $busca.set({ status: 'pronto', linhas, total, query });
  } catch (err) {
    if (eSemAcesso(err)) return $busca.set({ status: 'semAcesso', mensagem: mensagemDe(err) });
    const campos = camposDoErro(err);
    $busca.set({ status: 'erro', mensagem: mensagemDe(err), campos });
  }
}

export type EstadoInscricao =
  | { status: 'carregando' }
  | { status: 'semAcesso'; mensagem: string }
  | { status: 'erro'; mensagem: string }
  | { status: 'pronto'; inscricao: InscricaoGestao };

export const $inscricao = atom<EstadoInscricao>({ status: 'carregando' });

/** Loads (or reloads, after an action) one enrolment's page. */
export async function carregarInscricao(insPrcCodigo: number): Promise<void> {
  try {
    $inscricao.set({ status: 'pronto', inscricao: await buscarInscricao(insPrcCodigo) });
  } catch (err) {
    $inscricao.set(eSemAcesso(err) ? { status: 'semAcesso', mensagem: mensagemDe(err) } : { status: 'erro', mensagem: mensagemDe(err) });
  }
}
