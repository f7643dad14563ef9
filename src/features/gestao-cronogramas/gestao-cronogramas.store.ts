import { atom } from 'nanostores';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { CronogramasGestao, ListagensGestao } from '../../domain/wire/gestao-cronogramas.ts';
import { buscarCronogramas, buscarListagens } from './gestao-cronogramas.api.ts';

export type Carga<T> = { status: 'carregando' } | { status: 'semAcesso'; mensagem: string } | { status: 'erro'; mensagem: string } | { status: 'pronto'; dados: T };

export const $cronogramas = atom<Carga<CronogramasGestao & { prcSltCodigo: number }>>({ status: 'carregando' });
export const $listagens = atom<Carga<ListagensGestao>>({ status: 'carregando' });

function falha(err: unknown): Carga<never> {
  const mensagem = err instanceof Error ? err.message : String(err);
  return eSemAcesso(err) ? { status: 'semAcesso', mensagem } : { status: 'erro', mensagem };
}

export async function carregarCronogramas(prcSltCodigo: number): Promise<void> {
  try {
    $cronogramas.set({ status: 'pronto', dados: await buscarCronogramas(prcSltCodigo) });
  } catch (err) {
    $cronogramas.set(falha(err));
  }
}

export const aplicarCronogramas = (c: CronogramasGestao) => $cronogramas.set({ status: 'pronto', dados: c });

export async function carregarListagens(): Promise<void> {
  try {
    $listagens.set({ status: 'pronto', dados: await buscarListagens() });
  } catch (err) {
    $listagens.set(falha(err));
  }
}
