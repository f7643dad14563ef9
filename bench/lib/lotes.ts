/**
 * The API's batchers read from its metrics (processos_lotes_total, processos_lotes_pedidos_total:
 * server/db/lotes-observados.ts) before and after a run: how many statements each sent and how many requests they
 * carried in between. The API must allow the bench's address (METRICS_ALLOW=127.0.0.1).
 */
export type Lotes = Record<string, { lotes: number; pedidos: number }>;

export async function lerLotes(api: string): Promise<Lotes> {
  const res = await fetch(`${api}/sgps/metricas`);
  if (!res.ok) throw new Error(`métricas: ${res.status} (a API precisa de METRICS_ALLOW=127.0.0.1)`);
  const lotes: Lotes = {};
  for (const m of (await res.text()).matchAll(/^processos_lotes_(total|pedidos_total)\{nome="([^"]+)"\} (\d+)$/gm)) {
    const l = (lotes[m[2]] ??= { lotes: 0, pedidos: 0 });
    l[m[1] === 'total' ? 'lotes' : 'pedidos'] = Number(m[3]);
  }
  return lotes;
}

/** The batches of several API processes together (the candidates' and the webhook's). */
export async function lerLotesDe(apis: string[]): Promise<Lotes> {
  const soma: Lotes = {};
  for (const lotes of await Promise.all(apis.map(lerLotes))) {
    for (const [nome, l] of Object.entries(lotes)) {
      const s = (soma[nome] ??= { lotes: 0, pedidos: 0 });
      s.lotes += l.lotes;
      s.pedidos += l.pedidos;
    }
  }
  return soma;
}

export function diferencaDeLotes(antes: Lotes, depois: Lotes): Lotes {
  return Object.fromEntries(Object.entries(depois).map(([nome, d]) => [nome, { lotes: d.lotes - (antes[nome]?.lotes ?? 0), pedidos: d.pedidos - (antes[nome]?.pedidos ?? 0) }]));
}

/** One row per batcher, one column per run: "statements (requests per statement)". */
export function tabelaDeLotes(corridas: string[], lotes: Lotes[]): string {
  const nomes = [...new Set(lotes.flatMap((l) => Object.keys(l)))].sort();
  const celula = (l?: { lotes: number; pedidos: number }) => (l && l.lotes > 0 ? `${l.lotes} (${(l.pedidos / l.lotes).toFixed(2)})` : '—');
  return [`| leitor ou escritor | ${corridas.join(' | ')} |`, `|---|${corridas.map(() => '---').join('|')}|`, ...nomes.map((n) => `| ${n} | ${lotes.map((l) => celula(l[n])).join(' | ')} |`)].join('\n');
}
