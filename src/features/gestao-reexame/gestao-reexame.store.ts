import { atom } from 'nanostores';
import { eSemAcesso } from '../../components/gestao/SemAcesso.tsx';
import type { FilaRecursos, SituacaoFilaRecurso } from '../../domain/wire/gestao-reexame.ts';
import { buscarRecursos } from './gestao-reexame.api.ts';
import { POR_PAGINA } from './gestao-reexame.ts';

export type Carga<T> = { status: 'carregando' } | { status: 'semAcesso'; mensagem: string } | { status: 'erro'; mensagem: string } | { status: 'pronto'; dados: T };

export interface Filtro {
  /** The stage (appeal window); null = every stage. */
  etapa: number | null;
  situacao: SituacaoFilaRecurso;
  busca: string;
  start: number;
}

export const $recursos = atom<Carga<{ fila: FilaRecursos; total: number }>>({ status: 'carregando' });
export const $filtro = atom<Filtro>({ etapa: null, situacao: 'pendente', busca: '', start: 0 });
export const $selecionados = atom<number[]>([]);

let processo = 0;

export async function carregar(prcSltCodigo = processo): Promise<void> {
  processo = prcSltCodigo;
  const f = $filtro.get();
  try {
    $recursos.set({ status: 'pronto', dados: await buscarRecursos(prcSltCodigo, { etapa: f.etapa ?? undefined, situacao: f.situacao, busca: f.busca, start: f.start, limit: POR_PAGINA }) });
  } catch (err) {
    const mensagem = err instanceof Error ? err.message : String(err);
    $recursos.set(eSemAcesso(err) ? { status: 'semAcesso', mensagem } : { status: 'erro', mensagem });
  }
}

export function filtrar(mudanca: Partial<Filtro>): Promise<void> {
  $filtro.set({ ...$filtro.get(), start: 0, ...mudanca });
  $selecionados.set([]);
  return carregar();
}

export function alternar(insPrcRcrCodigo: number): void {
  const s = $selecionados.get();
  $selecionados.set(s.includes(insPrcRcrCodigo) ? s.filter((x) => x !== insPrcRcrCodigo) : [...s, insPrcRcrCodigo]);
}

export const selecionarTodos = (codigos: number[]) => $selecionados.set(codigos);
