/**
 * The staff's operations of bench/gestao-sob-carga.ts run from a thread of their own: their client (a 40 MB upload,
 * an 11 MB CSV read as it streams) must not share an event loop with the enrolment load, whose latency counts from
 * when each enrolment was due. Sending the return file from the load's thread held it for a second, and every
 * enrolment due meanwhile counted 300 ms that the API never made it wait (measured: the API's event loop was never
 * blocked more than 50 ms then).
 */
import { parentPort, Worker, workerData } from 'node:worker_threads';
import type { BenchSession } from './sessions.ts';
import { operacoes, type Execucao, type Operacao } from './gestao-operacoes.ts';

interface Dados {
  api: string;
  adm: BenchSession;
  prc: number;
  retornos: string[];
}

/** The operations as the bench sees them, each `executar` run in the thread. */
export async function operacoesEmThread(dados: Dados): Promise<{ ops: Operacao[]; fechar: () => Promise<number> }> {
  const w = new Worker(new URL(import.meta.url), { workerData: dados });
  const pendentes = new Map<number, (r: Execucao) => void>();
  let seq = 0;
  w.on('message', (m: { seq: number; r: Execucao } | 'pronto') => {
    if (m === 'pronto') return;
    pendentes.get(m.seq)?.(m.r);
    pendentes.delete(m.seq);
  });
  await new Promise<void>((ok, falha) => {
    w.once('error', falha);
    w.once('message', () => ok());
  });
  const ops = operacoes(dados.api, dados.adm, dados.prc, []).map((op) => ({
    ...op,
    preparar: undefined,
    executar: (vez: number) =>
      new Promise<Execucao>((ok) => {
        pendentes.set(++seq, ok);
        w.postMessage({ seq, id: op.id, vez });
      }),
  }));
  return { ops, fechar: () => w.terminate() };
}

if (parentPort && workerData) {
  const porta = parentPort;
  const d = workerData as Dados;
  const ops = operacoes(d.api, d.adm, d.prc, d.retornos);
  for (const op of ops) op.preparar?.();
  porta.on('message', async (m: { seq: number; id: string; vez: number }) => {
    const op = ops.find((o) => o.id === m.id)!;
    const t0 = performance.now();
    // A connection the API cut is a result too, not the end of the run.
    const r = await op.executar(m.vez).catch((e: Error) => ({ ms: Math.round(performance.now() - t0), status: 0, detalhe: { erro: String(e.cause ?? e.message) } }));
    porta.postMessage({ seq: m.seq, r });
  });
  porta.postMessage('pronto');
}
