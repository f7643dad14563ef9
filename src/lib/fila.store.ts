/**
 * The one store shape of the staff's lists and queues (issue 35, item 3; DESIGN.md "one store shape for staff lists
 * and queues"): what a screen loads (Carga: loading, refused, failed, ready), and for a queue its filter (with the
 * page's start), the rows ticked for a bulk action, and the actions that keep the three consistent — a new filter
 * reloads from the first page and clears the ticks. Screens that load one thing of a process use `criarCarga`,
 * queues `criarFila` (the same load, with a filter and ticks); `carregarEm` fills any other Carga atom.
 */
import { atom, type WritableAtom } from 'nanostores';
import { ApiCallError, camposDoErro } from './api-client.ts';

/**
 * What a staff screen has of what it loads. A search refused for its fields (400 with `data.campos`) keeps their
 * messages, for the search form to show beside each field.
 */
export type Carga<T> =
  | { status: 'carregando' }
  | { status: 'semAcesso'; mensagem: string }
  | { status: 'erro'; mensagem: string; campos?: Record<string, string> }
  | { status: 'pronto'; dados: T };

/** True when the API refused the caller (403): the screen then shows <SemAcesso /> instead of its content. */
export function eSemAcesso(err: unknown): boolean {
  return err instanceof ApiCallError && err.status === 403;
}

/** A failed load as the screen shows it: refused (403) or failed, with the API's words. */
export function falhaDaCarga(err: unknown, semTexto = ''): Carga<never> {
  const mensagem = (err instanceof Error ? err.message : String(err)) || semTexto;
  if (eSemAcesso(err)) return { status: 'semAcesso', mensagem };
  const campos = camposDoErro(err);
  return campos ? { status: 'erro', mensagem, campos } : { status: 'erro', mensagem };
}

/** The last load asked of each Carga atom: a slower earlier answer never overwrites a newer one. */
const ultimoPedido = new WeakMap<object, number>();

/**
 * Loads into `$carga` what `buscar` answers, or how it failed (call the API silently: the screen says it). When
 * loads of one atom overlap (a search typed again, a panel read again after a write), the newest answer wins.
 */
export async function carregarEm<T>($carga: { set(valor: Carga<T>): void }, buscar: () => Promise<T>, semTexto?: string): Promise<void> {
  const este = (ultimoPedido.get($carga) ?? 0) + 1;
  ultimoPedido.set($carga, este);
  let valor: Carga<T>;
  try {
    valor = { status: 'pronto', dados: await buscar() };
  } catch (err) {
    valor = falhaDaCarga(err, semTexto);
  }
  if (ultimoPedido.get($carga) === este) $carga.set(valor);
}

/**
 * What a staff screen loads of one process (its tree, its configuration, its summary), read again after each
 * write. A reload that fails while the screen already shows the data keeps it on screen and only says so
 * (`aoFalharRecarga`: showError, or nothing when the write already said what failed); a refusal (403) always
 * replaces it.
 */
export interface CargaDoProcesso<D> {
  $dados: WritableAtom<Carga<D>>;
  /** Loads what `buscar` answers for `prcSltCodigo` (by default the process loaded last). */
  carregar(prcSltCodigo?: number): Promise<void>;
  /** Reads again the process on screen (nothing before the first load). */
  recarregar(): Promise<void>;
  /** The process loaded last; 0 before the first load. */
  processo(): number;
}

export function criarCarga<D>(o: { buscar: (prcSltCodigo: number) => Promise<D>; aoFalharRecarga?: (mensagem: string) => void; semTexto?: string }): CargaDoProcesso<D> {
  const $dados = atom<Carga<D>>({ status: 'carregando' });
  let processo = 0;
  let pedido = 0;
  const carregar = async (prcSltCodigo = processo) => {
    processo = prcSltCodigo;
    const este = ++pedido; // a slower earlier answer never overwrites a newer one (a page clicked twice)
    try {
      const dados = await o.buscar(prcSltCodigo);
      if (este === pedido) $dados.set({ status: 'pronto', dados });
    } catch (err) {
      if (este !== pedido) return;
      const falha = falhaDaCarga(err, o.semTexto);
      if ($dados.get().status === 'pronto' && falha.status === 'erro' && o.aoFalharRecarga) return o.aoFalharRecarga(falha.mensagem);
      $dados.set(falha);
    }
  };
  return { $dados, carregar, recarregar: () => (processo ? carregar() : Promise.resolve()), processo: () => processo };
}

export interface Fila<F extends { start: number }, D> extends CargaDoProcesso<D> {
  $filtro: WritableAtom<F>;
  /** The rows ticked for a bulk action, by their code. */
  $selecionados: WritableAtom<number[]>;
  /** A new filter (or page: `{ start }`) reloads the list and clears the ticks; the start goes back to 0 unless given. */
  filtrar(mudanca: Partial<F>): Promise<void>;
  alternar(codigo: number): void;
  selecionarTodos(codigos: number[]): void;
}

/** A paged, filtered, selectable queue of one process, loaded by `buscar`. */
export function criarFila<F extends { start: number }, D>(o: { filtro: F; buscar: (prcSltCodigo: number, filtro: F) => Promise<D> }): Fila<F, D> {
  const $filtro = atom<F>(o.filtro);
  const $selecionados = atom<number[]>([]);
  const carga = criarCarga({ buscar: (prc) => o.buscar(prc, $filtro.get()) });
  return {
    ...carga,
    $filtro,
    $selecionados,
    filtrar(mudanca) {
      $filtro.set({ ...$filtro.get(), start: 0, ...mudanca });
      $selecionados.set([]);
      return carga.carregar();
    },
    alternar(codigo) {
      const s = $selecionados.get();
      $selecionados.set(s.includes(codigo) ? s.filter((x) => x !== codigo) : [...s, codigo]);
    },
    selecionarTodos: (codigos) => $selecionados.set(codigos),
  };
}

/**
 * A read the screen makes on demand, by key (a search as the staff types, a report opened, one enrolment looked up),
 * into a Carga of its own: null before the first ask and after `limpar`. Each ask aborts the one before (`buscar`
 * gets the signal), so only the newest answer lands. Like `criarCarga`, a new ask keeps the data on screen until it
 * answers (call `limpar` first to show `carregando` instead), and a failure while data is on screen keeps it and
 * only says so when `aoFalharRecarga` is given.
 */
export interface Leitura<K, D> {
  $carga: WritableAtom<Carga<D> | null>;
  /** Reads `chave`; answers the data when this ask was the newest and succeeded (null otherwise: the Carga says why). */
  ler(chave: K): Promise<D | null>;
  /** Shows data a write already answered (the report of a file just imported), without reading it again. */
  definir(dados: D): void;
  /** Nothing on screen, and the ask in flight (if any) aborted. */
  limpar(): void;
}

export function criarLeitura<K, D>(buscar: (chave: K, signal: AbortSignal) => Promise<D>, o: { aoFalharRecarga?: (mensagem: string) => void; semTexto?: string } = {}): Leitura<K, D> {
  const $carga = atom<Carga<D> | null>(null);
  let atual: AbortController | null = null;
  const parar = () => {
    atual?.abort();
    atual = null;
  };
  return {
    $carga,
    async ler(chave) {
      parar();
      const este = new AbortController();
      atual = este;
      if ($carga.get()?.status !== 'pronto') $carga.set({ status: 'carregando' });
      try {
        const dados = await buscar(chave, este.signal);
        if (atual !== este) return null;
        $carga.set({ status: 'pronto', dados });
        return dados;
      } catch (err) {
        if (atual !== este) return null;
        const falha = falhaDaCarga(err, o.semTexto);
        if ($carga.get()?.status === 'pronto' && falha.status === 'erro' && o.aoFalharRecarga) o.aoFalharRecarga(falha.mensagem);
        else $carga.set(falha);
        return null;
      } finally {
        if (atual === este) atual = null;
      }
    },
    definir(dados) {
      parar();
      $carga.set({ status: 'pronto', dados });
    },
    limpar() {
      parar();
      $carga.set(null);
    },
  };
}
