/**
 * Prometheus metrics of one API process (issue 25), with prom-client, in a registry of the app's own (tests build
 * many apps in one process). Read at GET /sgps/metricas (server/features/metricas/routes.ts), never through nginx.
 * - requests: rate and latency per route PATTERN (`/sgps/resultado/:prcSltCodigo`, never the raw URL: no CPF or
 *   code ever becomes a label, and the number of series stays bounded), method and status;
 * - the database: enrolments, the mail queue's depth and the age of its oldest pending message (read at scrape
 *   time, the same for every process: the queue is shared), the pool's connections in use, idle and waited for;
 * - site rebuilds of this process: duration and result.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { lotesObservados } from '../db/lotes-observados.ts';
import { rebuildListeners, type RebuildResult } from '../rebuild/rebuild.ts';

interface PoolLike {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

async function linha<T>(app: FastifyInstance, q: ReturnType<typeof sql>): Promise<T | undefined> {
  return ((await app.db.execute(q)) as unknown as { rows: T[] }).rows[0];
}

export const metricasPlugin = fp(async (app: FastifyInstance) => {
  const registro = new Registry();
  collectDefaultMetrics({ register: registro, prefix: 'processos_' });
  const requisicoes = new Counter({ name: 'processos_http_requisicoes_total', help: 'Requisições atendidas, por rota (padrão), método e status', labelNames: ['rota', 'metodo', 'status'], registers: [registro] });
  const duracao = new Histogram({
    name: 'processos_http_duracao_segundos',
    help: 'Tempo até a resposta, por rota (padrão) e método',
    labelNames: ['rota', 'metodo'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registro],
  });
  app.addHook('onResponse', async (request, reply) => {
    const rota = request.routeOptions.url ?? 'sem-rota';
    requisicoes.inc({ rota, metodo: request.method, status: String(reply.statusCode) });
    duracao.observe({ rota, metodo: request.method }, reply.elapsedTime / 1000);
  });

  new Gauge({
    name: 'processos_inscricoes',
    help: 'Inscrições no banco de dados (não canceladas)',
    registers: [registro],
    async collect() {
      const r = await linha<{ n: number }>(app, sql`SELECT count(*)::int AS n FROM ins_processo WHERE NOT "insCancelada"`);
      this.set(Number(r?.n ?? 0));
    },
  });
  const fila = await filaDeEmails(app, registro);
  void fila;

  const pool = (app.db as unknown as { $client?: Partial<PoolLike> }).$client;
  if (pool && typeof pool.totalCount === 'number') {
    const p = pool as PoolLike;
    new Gauge({
      name: 'processos_banco_conexoes',
      help: 'Conexões deste processo ao PostgreSQL: em uso, ociosas, e pedidos esperando uma',
      labelNames: ['estado'],
      registers: [registro],
      collect() {
        this.set({ estado: 'em_uso' }, p.totalCount - p.idleCount);
        this.set({ estado: 'ociosa' }, p.idleCount);
        this.set({ estado: 'esperando' }, p.waitingCount);
      },
    });
  }

  // The batchers' counts (server/db/lotes-observados.ts): pedidos / lotes is the mean batch, per batcher.
  for (const [medida, nomeMetrica, ajuda] of [
    ['lotes', 'processos_lotes_total', 'Comandos enviados ao banco pelas leituras e escritas em lote, por leitor ou escritor'],
    ['pedidos', 'processos_lotes_pedidos_total', 'Pedidos atendidos por esses comandos (pedidos / lotes = o lote médio)'],
  ] as const) {
    new Counter({
      name: nomeMetrica,
      help: ajuda,
      labelNames: ['nome'],
      registers: [registro],
      collect() {
        this.reset();
        for (const [nome, contagem] of lotesObservados) this.inc({ nome }, contagem[medida]);
      },
    });
  }

  const reconstrucoes = new Histogram({ name: 'processos_reconstrucao_site_segundos', help: 'Duração das reconstruções do site feitas por este processo, por resultado', labelNames: ['resultado'], buckets: [5, 15, 30, 60, 120, 300, 600], registers: [registro] });
  const ultima = new Gauge({ name: 'processos_reconstrucao_site_ultima_ok', help: '1 quando a última reconstrução deste processo deu certo, 0 quando falhou', registers: [registro] });
  const ouvir = (r: RebuildResult) => {
    reconstrucoes.observe({ resultado: r.ok ? 'ok' : 'falhou' }, r.ms / 1000);
    ultima.set(r.ok ? 1 : 0);
  };
  rebuildListeners.add(ouvir);
  app.addHook('onClose', async () => void rebuildListeners.delete(ouvir));

  app.decorate('metricas', registro);
});

async function filaDeEmails(app: FastifyInstance, registro: Registry) {
  let lida: Promise<{ n: number; idade: number } | undefined> | null = null;
  // Both gauges come from one query per scrape.
  const ler = () =>
    (lida ??= linha<{ n: number; idade: number }>(app, sql`SELECT count(*)::int AS n, COALESCE(EXTRACT(EPOCH FROM (now() - min("criadoEm"))), 0)::float8 AS idade FROM email_pendente WHERE situacao IS NULL`).finally(() => {
      setImmediate(() => (lida = null));
    }));
  new Gauge({
    name: 'processos_fila_email_pendentes',
    help: 'E-mails esperando envio (toda a fila, compartilhada pelos processos)',
    registers: [registro],
    async collect() {
      this.set(Number((await ler())?.n ?? 0));
    },
  });
  new Gauge({
    name: 'processos_fila_email_idade_segundos',
    help: 'Idade do e-mail pendente mais antigo (0 sem pendentes)',
    registers: [registro],
    async collect() {
      this.set(Number((await ler())?.idade ?? 0));
    },
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The Prometheus registry of this process (server/plugins/metricas.ts). */
    metricas: Registry;
  }
}
