/**
 * A second open-loop load (./paced.ts) run from a thread of its own, over a list of requests made beforehand: a load
 * measured beside another must not share the event loop of the client that sends the other, or each of its requests
 * counts the time the other's sending held the loop (./gestao-operacoes-thread.ts measured 300 ms of that).
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import { paced, type PacedRequest, type PacedResult } from './paced.ts';

interface Dados {
  url: string;
  connections: number;
  seconds: number;
  rate: number;
  pedidos: PacedRequest[];
}

/**
 * Runs the list at `rate` for `seconds` (the last request repeats if the list runs out): the result, how many were
 * taken from the list, and the positions in the list of those answered 200 (what the server acknowledged).
 */
export function pacedEmThread(dados: Dados): Promise<PacedResult & { enviados: number; confirmados: number[] }> {
  const w = new Worker(new URL(import.meta.url), { workerData: dados });
  return new Promise((ok, falha) => {
    w.once('error', falha);
    w.once('message', (r: PacedResult & { enviados: number; confirmados: number[] }) => {
      ok(r);
      void w.terminate();
    });
  });
}

if (parentPort && workerData) {
  const porta = parentPort;
  const d = workerData as Dados;
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
