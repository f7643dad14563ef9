/** Tasks for tests/unit/calculo-thread.test.ts, run in the computation thread. */
import { threadId } from 'node:worker_threads';

export function dobro(x: { n: number }): { n: number; thread: number } {
  return { n: x.n * 2, thread: threadId };
}

export function recusa(): never {
  throw new Error('remanejamento de vagas em ciclo a partir de PPI');
}

export function quebra(): never {
  return (null as unknown as { campo: () => never }).campo();
}

/** Holds on to memory until the thread's heap limit ends it. */
export function esgota(): number {
  const guardados: string[] = [];
  for (let i = 0; ; i++) guardados.push(`linha ${i} `.repeat(20));
}
