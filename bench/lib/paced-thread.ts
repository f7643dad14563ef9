/**
 * A second open-loop load (./paced.ts) run from a thread of its own, over a list of requests made beforehand: a load
 * measured beside another must not share the event loop of the client that sends the other, or each of its requests
 * counts the time the other's sending held the loop (./gestao-operacoes-thread.ts measured 300 ms of that).
 *
 * The thread is made ready first (`prepararPacedEmThread`: the worker started, its modules loaded, the list copied
 * into it) and told to go later (`iniciar`): starting a worker under tsx costs a second or two of CPU, which must not
 * fall inside the measured run beside the load it is compared with.
 */
import { execFileSync } from 'node:child_process';
import { readlinkSync } from 'node:fs';
import { setPriority } from 'node:os';
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { paced, type PacedRequest, type PacedResult } from './paced.ts';

interface Dados {
  url: string;
  connections: number;
  seconds: number;
  rate: number;
  pedidos: PacedRequest[];
  /**
   * The thread's nice value (Linux keeps one per thread). A party that in production sends from machines of its own
   * (a PSP) runs here at a lower priority, so its sending takes only what the server under test leaves of the cores;
   * it still sends on time when the cores have room, and a request sent late counts its lateness (./paced.ts).
   */
  prioridade?: number;
  /**
   * The thread under Linux's SCHED_IDLE policy instead (chrt(1) on its own thread id): it runs only on a core nothing
   * else wants. For a party that is another machine in production, whose CPU here is the bench's, not the product's.
   */
  ocioso?: boolean;
}

export type ResultadoEmThread = PacedResult & { enviados: number; confirmados: number[] };

/**
 * A thread ready to run the list at `rate` for `seconds` (the last request repeats if the list runs out) when
 * `iniciar` is called: the result, how many were taken from the list, and the positions in the list of those
 * answered 200 (what the server acknowledged).
 */
export async function prepararPacedEmThread(dados: Dados): Promise<{ iniciar(): Promise<ResultadoEmThread> }> {
  const w = new Worker(new URL(import.meta.url), { workerData: dados });
  const falhou = new Promise<never>((_, falha) => w.once('error', falha));
  await Promise.race([new Promise<void>((ok) => w.once('message', () => ok())), falhou]);
  return {
    iniciar() {
      const fim = new Promise<ResultadoEmThread>((ok) =>
        w.once('message', (r: ResultadoEmThread) => {
          ok(r);
          void w.terminate();
        }),
      );
      w.postMessage('vai');
      return Promise.race([fim, falhou]);
    },
  };
}

if (parentPort && workerData) {
  const porta = parentPort;
  const d = workerData as Dados;
  if (d.prioridade !== undefined) setPriority(0, d.prioridade);
  // /proc/thread-self names this thread: PID/task/TID.
  if (d.ocioso) execFileSync('chrt', ['--idle', '-p', '0', readlinkSync('/proc/thread-self').split('/').pop()!]);
  porta.postMessage('pronto');
  await new Promise((ok) => porta.once('message', ok));
  let proxima = 0;
  const confirmados: number[] = [];
  const r = await paced({
    url: d.url,
    connections: d.connections,
    seconds: d.seconds,
    rate: d.rate,
    next: () => {
      const k = Math.min(proxima++, d.pedidos.length - 1);
      return { ...d.pedidos[k], tag: k };
    },
    onAnswer: (k, status) => {
      if (status === 200) confirmados.push(k);
    },
  });
  porta.postMessage({ ...r, enviados: Math.min(proxima, d.pedidos.length), confirmados });
}
