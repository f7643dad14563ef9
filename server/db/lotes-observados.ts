/**
 * How the batched reads and writes (./leitura-em-lote.ts, ./escrita-em-lote.ts) actually batch: per named batcher,
 * how many statements went out and how many requests they carried. Their ratio is what the batching buys (one
 * round trip for N requests): a mean that falls under some traffic means that traffic splits the batches up. Kept per
 * process, since it started; exposed as counters at GET /sgps/metricas (server/plugins/metricas.ts).
 */
export interface LotesDeUmNome {
  lotes: number;
  pedidos: number;
}

export const lotesObservados = new Map<string, LotesDeUmNome>();

export function observarLote(nome: string | undefined, pedidos: number): void {
  if (!nome) return;
  const atual = lotesObservados.get(nome);
  if (atual) {
    atual.lotes++;
    atual.pedidos += pedidos;
  } else lotesObservados.set(nome, { lotes: 1, pedidos });
}
