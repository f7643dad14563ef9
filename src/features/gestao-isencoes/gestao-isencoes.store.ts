import { atom } from 'nanostores';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { FilaIsencoes, SituacaoFilaIsencao } from '../../domain/wire/gestao-isencoes.ts';
import { buscarFila } from './gestao-isencoes.api.ts';
import { POR_PAGINA } from './gestao-isencoes.ts';

export type Carga<T> = { status: 'carregando' } | { status: 'semAcesso'; mensagem: string } | { status: 'erro'; mensagem: string } | { status: 'pronto'; dados: T };

export interface Filtro {
  situacao: SituacaoFilaIsencao;
  busca: string;
  start: number;
}

export const $fila = atom<Carga<{ fila: FilaIsencoes; total: number }>>({ status: 'carregando' });
export const $filtro = atom<Filtro>({ situacao: 'pendente', busca: '', start: 0 });
/** The requests ticked for a decision (enrolment numbers). */
export const $selecionados = atom<number[]>([]);

let processo = 0;

export async function carregar(prcSltCodigo = processo): Promise<void> {
  processo = prcSltCodigo;
  const f = $filtro.get();
  try {
    $fila.set({ status: 'pronto', dados: await buscarFila(prcSltCodigo, { situacao: f.situacao, busca: f.busca, start: f.start, limit: POR_PAGINA }) });
  } catch (err) {
    const mensagem = err instanceof Error ? err.message : String(err);
    $fila.set(eSemAcesso(err) ? { status: 'semAcesso', mensagem } : { status: 'erro', mensagem });
  }
}

/** A new filter (situation, search, page) reloads the list and clears the selection. */
export function filtrar(mudanca: Partial<Filtro>): Promise<void> {
  $filtro.set({ ...$filtro.get(), start: 0, ...mudanca });
  $selecionados.set([]);
  return carregar();
}

export function alternar(insPrcCodigo: number): void {
  const s = $selecionados.get();
  $selecionados.set(s.includes(insPrcCodigo) ? s.filter((x) => x !== insPrcCodigo) : [...s, insPrcCodigo]);
}

export const selecionarTodos = (codigos: number[]) => $selecionados.set(codigos);
