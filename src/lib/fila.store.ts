/**
 * The one store shape of the staff's lists and queues (issue 35, item 3; DESIGN.md "one store shape for staff lists
 * and queues"): what a screen loads (Carga: loading, refused, failed, ready), and for a queue its filter (with the
 * page's start), the rows ticked for a bulk action, and the actions that keep the three consistent — a new filter
 * reloads from the first page and clears the ticks. Screens that load one thing use `carregarEm`; queues use
 * `criarFila`.
 */
import { atom, type WritableAtom } from 'nanostores';
import { ApiCallError } from './api-client.ts';

/** What a staff screen has of what it loads. */
export type Carga<T> = { status: 'carregando' } | { status: 'semAcesso'; mensagem: string } | { status: 'erro'; mensagem: string } | { status: 'pronto'; dados: T };

/** True when the API refused the caller (403): the screen then shows <SemAcesso /> instead of its content. */
export function eSemAcesso(err: unknown): boolean {
  return err instanceof ApiCallError && err.status === 403;
}

/** A failed load as the screen shows it: refused (403) or failed, with the API's words. */
export function falhaDaCarga(err: unknown): Carga<never> {
  const mensagem = err instanceof Error ? err.message : String(err);
  return eSemAcesso(err) ? { status: 'semAcesso', mensagem } : { status: 'erro', mensagem };
}

/** Loads into `$carga` what `buscar` answers, or how it failed (call the API silently: the screen says it). */
export async function carregarEm<T>($carga: WritableAtom<Carga<T>>, buscar: () => Promise<T>): Promise<void> {
  try {
    $carga.set({ status: 'pronto', dados: await buscar() });
  } catch (err) {
    $carga.set(falhaDaCarga(err));
  }
}

export interface Fila<F extends { start: number }, D> {
  $dados: WritableAtom<Carga<D>>;
  $filtro: WritableAtom<F>;
  /** The rows ticked for a bulk action, by their code. */
  $selecionados: WritableAtom<number[]>;
  /** Loads the page the filter asks for, of `prcSltCodigo` (by default the process loaded last). */
  carregar(prcSltCodigo?: number): Promise<void>;
  /** A new filter (or page: `{ start }`) reloads the list and clears the ticks; the start goes back to 0 unless given. */
  filtrar(mudanca: Partial<F>): Promise<void>;
  alternar(codigo: number): void;
  selecionarTodos(codigos: number[]): void;
}

/** A paged, filtered, selectable queue of one process, loaded by `buscar`. */
export function criarFila<F extends { start: number }, D>(o: { filtro: F; buscar: (prcSltCodigo: number, filtro: F) => Promise<D> }): Fila<F, D> {
  const $dados = atom<Carga<D>>({ status: 'carregando' });
  const $filtro = atom<F>(o.filtro);
  const $selecionados = atom<number[]>([]);
  let processo = 0;
  const carregar = (prcSltCodigo = processo) => {
    processo = prcSltCodigo;
    return carregarEm($dados, () => o.buscar(prcSltCodigo, $filtro.get()));
  };
  return {
    $dados,
    $filtro,
    $selecionados,
    carregar,
    filtrar(mudanca) {
      $filtro.set({ ...$filtro.get(), start: 0, ...mudanca });
      $selecionados.set([]);
      return carregar();
    },
    alternar(codigo) {
      const s = $selecionados.get();
      $selecionados.set(s.includes(codigo) ? s.filter((x) => x !== codigo) : [...s, codigo]);
    },
    selecionarTodos: (codigos) => $selecionados.set(codigos),
  };
}
