/**
 * The staff's bulk computations (the seating plan, the ranking, reading a bank return file) run in a thread of
 * their own, never in the thread that answers HTTP: each is hundreds of milliseconds of CPU at 100,000 candidates,
 * and every candidate request arriving meanwhile would wait for it (enrolment p95 of 1 to 2 s while staff worked,
 * bench/results/gestao-sob-carga-2026-11-25.md).
 *
 * A task is an exported function of a module, named by the module's URL and the function's name: the thread
 * imports the module (once) and calls the function with the input. Task modules are pure (no database, no
 * clock, no Fastify) and plain TypeScript with `.ts` imports only, so the thread loads them under tsx (the
 * server) or Node's own type stripping (a test runner) alike, as server/db/pglite-worker.ts does. Inputs and
 * results cross by structured clone: keep them to a few strings and small objects (a 5 MB string copies in a
 * millisecond; 100,000 objects take the HTTP thread as long to rebuild as it took to make them).
 *
 * One thread, started on first use and kept (idle, it does not keep the process alive); tasks wait their turn. So
 * a task module may keep what one task leaves for the next of the same operation (the return file read before the
 * slips are, server/entities/pagamento/pagamento-retorno-thread.ts), as long as the next says clearly when it is gone.
 * A task that throws rejects with FalhaNoCalculo; a thread that dies (out of memory, say) fails what it was
 * running and the next task starts a new one.
 */
import { Worker } from 'node:worker_threads';

/**
 * Why a computation did not finish, in a sentence staff can read ("Cálculo da classificação: não foi possível
 * concluir (...). Nada foi gravado."): the computation comes before its transaction's writes, which its failure
 * rolls back. The API answers it as a 500 with this message (server/plugins/errors.ts).
 */
export class FalhaNoCalculo extends Error {
  /** What the computation was, in words ("Cálculo da classificação"). */
  readonly tarefa: string;
  /** The reason in Portuguese, for the screen. */
  readonly motivo: string;
  /** The original error as the thread reported it (for the log). */
  readonly causa?: { message: string; name?: string; stack?: string };

  constructor(tarefa: string, motivo: string, causa?: { message: string; name?: string; stack?: string }) {
    super(`${tarefa}: não foi possível concluir (${motivo.replace(/\.$/, '')}). Nada foi gravado.`);
    this.name = 'FalhaNoCalculo';
    this.tarefa = tarefa;
    this.motivo = motivo;
    this.causa = causa;
  }
}

interface Pedido {
  id: number;
  modulo: string;
  funcao: string;
  entrada: unknown;
  transferir: ArrayBuffer[];
}
export type RespostaCalculo = { id: number; ok: true; resultado: unknown } | { id: number; ok: false; erro: { message: string; name?: string; stack?: string } };

interface Pendente {
  pedido: Pedido;
  tarefa: string;
  ok: (v: unknown) => void;
  falha: (e: unknown) => void;
}

/** Errors the domain code throws on purpose carry a Portuguese message; anything else is a bug, told in general words. */
function motivoDe(erro: { message: string; name?: string }): string {
  return erro.name === 'Error' ? erro.message : 'erro interno no cálculo.';
}

let worker: Worker | null = null;
let proximoId = 1;
const fila: Pendente[] = [];
let emCurso: Pendente | null = null;
/** Heap limit of the next thread started (MB; undefined = Node's default). */
let memoriaMb: number | undefined;

function iniciar(): Worker {
  const w = new Worker(new URL('./calculo-thread-worker.ts', import.meta.url), {
    ...(memoriaMb ? { resourceLimits: { maxOldGenerationSizeMb: memoriaMb, maxYoungGenerationSizeMb: Math.max(1, Math.floor(memoriaMb / 4)) } } : {}),
  });
  w.unref();
  w.on('message', (r: RespostaCalculo) => {
    const p = emCurso;
    if (!p || p.pedido.id !== r.id) return;
    emCurso = null;
    if (r.ok) p.ok(r.resultado);
    else p.falha(new FalhaNoCalculo(p.tarefa, motivoDe(r.erro), r.erro));
    proxima();
  });
  const morreu = (motivo: string, causa?: Error) => {
    if (worker !== w) return;
    worker = null;
    const p = emCurso;
    emCurso = null;
    p?.falha(new FalhaNoCalculo(p.tarefa, motivo, causa && { message: causa.message, name: causa.name, stack: causa.stack }));
    proxima();
  };
  w.on('error', (e: Error & { code?: string }) =>
    morreu(e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memória insuficiente para o cálculo.' : 'a thread de cálculo falhou.', e),
  );
  w.on('exit', (code) => morreu(`a thread de cálculo parou (código ${code}).`));
  return w;
}

function proxima() {
  if (emCurso || fila.length === 0) {
    if (!emCurso) worker?.unref();
    return;
  }
  emCurso = fila.shift()!;
  worker ??= iniciar();
  // While a task runs the thread keeps the process alive: an await on its answer is not a handle.
  worker.ref();
  worker.postMessage(emCurso.pedido, emCurso.pedido.transferir);
}

/**
 * Runs `funcao` of the module at `modulo` (a URL: `new URL('./x.ts', import.meta.url)`) with `entrada` in the
 * computation thread. `tarefa` names it in an error ("Cálculo da classificação"). `transferir`: buffers of the
 * input that move to the thread instead of being copied (this thread can no longer read them).
 */
export function calcularEmThread<T>(tarefa: string, modulo: URL, funcao: string, entrada: unknown, transferir: ArrayBuffer[] = []): Promise<T> {
  return new Promise<T>((ok, falha) => {
    fila.push({ pedido: { id: proximoId++, modulo: modulo.href, funcao, entrada, transferir }, tarefa, ok: ok as (v: unknown) => void, falha });
    proxima();
  });
}

/**
 * The bytes as a buffer of their own, to transfer: the buffer itself when it owns its memory whole, else a copy
 * (a small Buffer is a slice of Node's shared pool, which must never move to another thread).
 */
export function bytesProprios(dados: Uint8Array): Uint8Array<ArrayBuffer> {
  const b = dados.buffer;
  if (b instanceof ArrayBuffer && dados.byteOffset === 0 && dados.byteLength === b.byteLength) return new Uint8Array(b);
  return new Uint8Array(dados);
}

/**
 * Ends the thread (the next task starts another). `memoria`: the heap limit of the threads started from now on,
 * in MB (tests make a computation run out of memory with a small one); undefined goes back to Node's default.
 */
export async function reiniciarThreadDeCalculo(opcoes: { memoriaMb?: number } = {}): Promise<void> {
  memoriaMb = opcoes.memoriaMb;
  const w = worker;
  if (!w) return;
  await w.terminate();
}
