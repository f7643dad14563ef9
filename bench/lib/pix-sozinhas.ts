/**
 * `bench/pix-notificacoes.ts --so-notificacoes`: the PSP's notifications alone, without enrolments — their latency and
 * what each costs the API, PostgreSQL and the sender, with less noise than beside 500 enrolments a second. With
 * --raiz, the API of another checkout on the same data: an A/B of the webhook's writer.
 */
import { cpuBetween, sampleCpu } from './cpu.ts';
import { gravar, maquina } from './gestao.ts';
import { diferencaDeLotes, lerLotes } from './lotes.ts';
import type { PacedRequest, PacedResult } from './paced.ts';
import { prepararPacedEmThread } from './paced-thread.ts';
import type { Server } from './servers.ts';

export async function notificacoesSozinhas(o: { api: Server; pedidos: PacedRequest[]; segundos: number; raiz?: string; variante: string; resumo: (r: PacedResult) => { pedidos: number; p50: number; p95: number; p99: number; statuses: Record<string, number> } }) {
  const { api, pedidos, segundos } = o;
  const remetente = await prepararPacedEmThread({ url: api.url, connections: 8, seconds: segundos, rate: pedidos.length / segundos, pedidos, prioridade: 10 });
  const lotesAntes = await lerLotes(api.url);
  const antes = sampleCpu();
  const pix = await remetente.iniciar();
  const cpu = cpuBetween(antes, sampleCpu(), { [api.child.pid!]: 'API', [process.pid]: 'gerador de carga' });
  const lotes = diferencaDeLotes(lotesAntes, await lerLotes(api.url));
  const r = o.resumo(pix);
  const porNotificacao = (g: string) => (((cpu[g] ?? 0) * 1000) / Math.max(1, pix.times.length)).toFixed(3);
  const md = [
    `# Pix: ${pedidos.length} notificações em ${segundos} s, sem inscrições (webhook ${o.variante}${o.raiz ? `, API de ${o.raiz}` : ''})`,
    '',
    `Latência: p50 ${r.p50} ms, p95 ${r.p95} ms, p99 ${r.p99} ms; ${r.pedidos} respostas, status ${JSON.stringify(r.statuses)}.`,
    '',
    `CPU por notificação (ms): API ${porNotificacao('API')}, PostgreSQL ${porNotificacao('postgresql')}, gerador ${porNotificacao('gerador de carga')}, outros ${porNotificacao('outros')}.`,
    '',
    `Lotes: ${Object.entries(lotes).filter(([, l]) => l.lotes > 0).map(([n, l]) => `${n} ${l.lotes} (${(l.pedidos / l.lotes).toFixed(2)})`).join('; ') || 'nenhum contado (uma API sem os contadores)'}.`,
    '',
  ].join('\n');
  console.log(md);
  console.log(`Resultados em ${gravar('pix-notificacoes-sozinhas', { quando: new Date().toISOString(), maquina: maquina(), raiz: o.raiz ?? null, webhook: o.variante, latencia: r, cpu, lotes }, md)}.{json,md}`);
}
