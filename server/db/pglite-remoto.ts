/**
 * The embedded database as seen from the thread that serves HTTP: PGlite runs in its own thread
 * (./pglite-worker.ts) and this client posts it statements. It offers what Drizzle's PGlite driver and
 * rawQuery use — query and transaction — with PGlite's own semantics:
 *
 *  - statements run in the order they are asked for (the worker's PGlite takes them first come, first
 *    served), so a plain query is posted at once and never waits for the answers of those before it;
 *  - a transaction has the one connection to itself: BEGIN, its statements, COMMIT (or ROLLBACK when its
 *    callback throws). Anything asked for meanwhile outside it waits here, in order, and goes after it.
 *
 * Why a thread: PGlite in the HTTP thread ran each query inside the event loop's microtask queue, so a
 * crowd's queries ran back to back while requests waiting on other sockets were not even read; the first
 * requests of a burst waited many times longer than those that came after them (the measurement is in
 * bench/results/notas-do-codigo.md).
 */
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results, Transaction } from '@electric-sql/pglite';
import type { Plano } from './pglite-preparadas.ts';
import type { AberturaPglite, ErroSerializado, Pedido, Resposta } from './pglite-worker.ts';

/** PGlite's options, and how to plan the statement (./pglite-preparadas.ts). */
export type OpcoesConsulta = QueryOptions & { plano?: Plano };

type SemId<T> = T extends unknown ? Omit<T, 'id'> : never;

/** The same message PGlite gives when COMMIT finds the transaction aborted by an earlier error. */
const TRANSACAO_ABORTADA = 'Transaction is aborted';

function erroDe(dados: ErroSerializado): Error {
  return Object.assign(new Error(dados.message), dados);
}

export class PgliteRemoto {
  readonly #worker: Worker;
  #proximoId = 1;
  readonly #pendentes = new Map<number, { ok: (v: unknown) => void; falha: (e: unknown) => void }>();
  /** What waits for a transaction to end: plain statements (posted when reached) and other transactions. */
  readonly #fila: (() => Promise<void> | void)[] = [];
  #emTransacao = false;
  #encerrado: Error | null = null;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.on('message', (r: Resposta) => {
      if (!('id' in r)) return;
      const p = this.#pendentes.get(r.id);
      this.#pendentes.delete(r.id);
      if (this.#pendentes.size === 0) worker.unref();
      if (r.ok) p?.ok(r.resultado);
      else p?.falha(erroDe(r.erro));
    });
    // Idle, the thread does not keep the process alive (a script that forgot close() still ends); while
    // something is asked of it, it does (an await on an answer is not a handle).
    worker.unref();
    // A thread that dies (a WASM abort) fails what was asked of it and everything after: 503s, not a hang.
    const morre = (e: Error) => {
      this.#encerrado ??= e;
      for (const p of this.#pendentes.values()) p.falha(e);
      this.#pendentes.clear();
    };
    worker.on('error', morre);
    worker.on('exit', (code) => morre(new Error(`o banco embutido parou (código ${code})`)));
  }

  /** Starts the thread, which opens the folder (or memory://) and runs the migrations before answering. */
  static async abre(abertura: AberturaPglite): Promise<PgliteRemoto> {
    const worker = new Worker(new URL('./pglite-worker.ts', import.meta.url), { workerData: abertura });
    await new Promise<void>((ok, falha) => {
      const saiu = (code: number) => falha(new Error(`o banco embutido não abriu (código ${code})`));
      worker.once('error', falha);
      worker.once('exit', saiu);
      worker.once('message', (r: Resposta) => {
        worker.off('error', falha);
        worker.off('exit', saiu);
        if ('tipo' in r && r.tipo === 'pronto') ok();
        else falha(erroDe('erro' in r ? r.erro : { message: 'resposta inesperada do banco embutido' }));
      });
    });
    return new PgliteRemoto(worker);
  }

  #posta<T>(pedido: SemId<Pedido>): Promise<T> {
    if (this.#encerrado) return Promise.reject(this.#encerrado);
    const id = this.#proximoId++;
    return new Promise<T>((ok, falha) => {
      if (this.#pendentes.size === 0) this.#worker.ref();
      this.#pendentes.set(id, { ok: ok as (v: unknown) => void, falha });
      this.#worker.postMessage({ ...pedido, id });
    });
  }

  #consulta<T>(texto: string, params: unknown[] = [], opcoes?: OpcoesConsulta): Promise<Results<T>> {
    // Only Drizzle's raw-text parsers are supported (see the worker): their types travel, not the functions.
    const tiposCrus = opcoes?.parsers ? Object.keys(opcoes.parsers).map(Number) : undefined;
    return this.#posta<Results<T>>({ tipo: 'query', texto, params, rowMode: opcoes?.rowMode, tiposCrus, plano: opcoes?.plano });
  }

  /** Runs now, or after the transaction under way and whatever was waiting before it. */
  #naVez<T>(f: () => Promise<T>): Promise<T> {
    if (!this.#emTransacao && this.#fila.length === 0) return f();
    return new Promise<T>((ok, falha) => {
      this.#fila.push(() => void f().then(ok, falha));
    });
  }

  #anda() {
    while (!this.#emTransacao && this.#fila.length > 0) void this.#fila.shift()!();
  }

  query<T>(texto: string, params?: unknown[], opcoes?: OpcoesConsulta): Promise<Results<T>> {
    return this.#naVez(() => this.#consulta<T>(texto, params, opcoes));
  }

  transaction<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    return new Promise<T>((ok, falha) => {
      this.#fila.push(async () => {
        this.#emTransacao = true;
        try {
          ok(await this.#transacao(callback));
        } catch (e) {
          falha(e);
        } finally {
          this.#emTransacao = false;
          this.#anda();
        }
      });
      this.#anda();
    });
  }

  async #transacao<T>(callback: (tx: Transaction) => Promise<T>): Promise<T> {
    // BEGIN/COMMIT/ROLLBACK by the simple protocol: COMMIT's answer says whether it rolled back instead.
    const exec = (texto: string) => this.#posta<Results[]>({ tipo: 'exec', texto });
    await exec('BEGIN');
    let fechada = false;
    const aberta = () => {
      if (fechada) throw new Error('Transaction is closed');
    };
    const tx = {
      query: async <R>(texto: string, params?: unknown[], opcoes?: OpcoesConsulta) => (aberta(), this.#consulta<R>(texto, params, opcoes)),
      rollback: async () => {
        aberta();
        await exec('ROLLBACK');
        fechada = true;
      },
      get closed() {
        return fechada;
      },
    } as unknown as Transaction;
    try {
      const resultado = await callback(tx);
      if (!fechada) {
        fechada = true;
        const [fim] = await exec('COMMIT');
        if (fim?.command === 'ROLLBACK') throw new Error(TRANSACAO_ABORTADA);
      }
      return resultado;
    } catch (e) {
      if (!fechada) {
        fechada = true;
        await exec('ROLLBACK').catch(() => {});
      }
      throw e;
    }
  }

  /** Closes PGlite cleanly (its folder stays consistent), then the thread. */
  async close(): Promise<void> {
    if (this.#encerrado) return;
    await this.#naVez(() => this.#posta<null>({ tipo: 'fechar' }));
    this.#encerrado = new Error('o banco embutido foi fechado');
    await this.#worker.terminate();
  }
}
