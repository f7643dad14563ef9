/**
 * The computation thread (./calculo-thread.ts): imports the task's module, calls the named function with the
 * input and posts the result or the error. One task at a time, in the order posted.
 *
 * Its priority is lowered (nice 10; on Linux the nice value is per thread): when a candidate's request arrives
 * while a computation runs, the thread that answers HTTP and the database take the cores first, and the
 * computation uses what they leave.
 */
import { setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import type { RespostaCalculo } from './calculo-thread.ts';

const modulos = new Map<string, Promise<Record<string, unknown>>>();

function modulo(url: string): Promise<Record<string, unknown>> {
  let m = modulos.get(url);
  if (!m) modulos.set(url, (m = import(url) as Promise<Record<string, unknown>>));
  return m;
}

async function executa(pedido: { id: number; modulo: string; funcao: string; entrada: unknown }): Promise<RespostaCalculo> {
  try {
    const f = (await modulo(pedido.modulo))[pedido.funcao];
    if (typeof f !== 'function') throw new TypeError(`tarefa inexistente: ${pedido.funcao} em ${pedido.modulo}`);
    return { id: pedido.id, ok: true, resultado: await f(pedido.entrada) };
  } catch (e) {
    const erro = e instanceof Error ? { message: e.message, name: e.name, stack: e.stack } : { message: String(e), name: 'Error' };
    return { id: pedido.id, ok: false, erro };
  }
}

const porta = parentPort;
if (porta) {
  try {
    setPriority(10);
  } catch {
    // Not permitted here: the computation runs at the normal priority.
  }
  porta.on('message', (pedido: { id: number; modulo: string; funcao: string; entrada: unknown }) => void executa(pedido).then((r) => porta.postMessage(r)));
}
