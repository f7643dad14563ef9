/**
 * One load run from the bench process (the server under test runs in another one): autocannon for a
 * closed loop (each connection sends as soon as it has its answer), our own paced generator for a fixed
 * rate (./paced.ts says why). autocannon's own histogram has no p95, so every response time is kept and
 * the percentiles are exact.
 */
import autocannon from 'autocannon';
import { paced } from './paced.ts';

export interface LoadResult {
  name: string;
  connections: number;
  /** Requests per second asked for (null: closed loop, each connection sends as soon as it has its answer). */
  targetRate: number | null;
  seconds: number;
  requests: number;
  /** Answers per second (all statuses). */
  reqPerSec: number;
  ok2xx: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statuses: Record<string, number>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Share of the bare-Fastify ceiling of the same run (filled in by the caller). */
  ratioOfCeiling?: number;
}

export interface LoadOptions {
  name: string;
  url: string;
  connections: number;
  seconds: number;
  rate?: number;
  /** Fixed request (GET path + headers), or a function called before every request. */
  path?: string;
  headers?: Record<string, string>;
  next?: () => { method?: string; path: string; headers?: Record<string, string>; body?: string; tag?: number };
  /** Warm-up seconds before the measured run (same shape, results dropped). */
  warmup?: number;
  /** Called between the warm-up and the measured run. */
  afterWarmup?: () => void;
  /** Called with the status of every answer, warm-up included (to reconcile writes with 2xx answers). */
  onStatus?: (status: number) => void;
  /** Called with the `tag` next() gave a request and the status of its answer (requests cut by the end of the run get none). */
  onAnswer?: (tag: number, status: number) => void;
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))] : NaN);
const round = (x: number) => Math.round(x * 100) / 100;

function once(o: LoadOptions, seconds: number): Promise<{ result: autocannon.Result; times: number[] }> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const next = o.next;
    const instance = autocannon(
      {
        url: o.url,
        connections: o.connections,
        duration: seconds,
        overallRate: o.rate,
        timeout: 10,
        headers: o.headers,
        requests: next
          ? [
              {
                setupRequest: (req: Record<string, unknown>, context: Record<string, unknown>) => {
                  const r = next();
                  context.tag = r.tag;
                  return { ...req, method: r.method ?? 'GET', path: r.path, headers: { ...(o.headers ?? {}), ...(r.headers ?? {}) }, body: r.body };
                },
                onResponse: (status: number, _body: string, context: Record<string, unknown>) => {
                  if (typeof context.tag === 'number') o.onAnswer?.(context.tag, status);
                },
              } as never,
            ]
          : [{ method: 'GET', path: o.path ?? '/' }],
      },
      (err, result) => (err ? reject(err) : resolve({ result, times })),
    );
    instance.on('response', (_client: unknown, status: number, _bytes: number, responseTime: number) => {
      times.push(responseTime);
      o.onStatus?.(status);
    });
  });
}

/** A fixed-rate run, in the shape of autocannon's answer. */
async function atRate(o: LoadOptions & { rate: number }, seconds: number) {
  const next: NonNullable<LoadOptions['next']> = o.next ?? (() => ({ path: o.path ?? '/' }));
  const withHeaders = () => {
    const req = next();
    return { ...req, headers: { ...(o.headers ?? {}), ...(req.headers ?? {}) } };
  };
  const r = await paced({ url: o.url, connections: o.connections, seconds, rate: o.rate, next: withHeaders, onStatus: o.onStatus, onAnswer: o.onAnswer });
  const ok2xx = Object.entries(r.statuses).reduce((n, [k, v]) => n + (k.startsWith('2') ? v : 0), 0);
  const answered = r.times.length;
  return { times: r.times, duration: r.duration, statuses: r.statuses, ok2xx, non2xx: answered - ok2xx, errors: r.errors, timeouts: r.timeouts };
}

async function closedLoop(o: LoadOptions, seconds: number) {
  const { result, times } = await once(o, seconds);
  const statuses: Record<string, number> = {};
  for (const [k, v] of Object.entries(result.statusCodeStats ?? {})) statuses[k] = (v as { count: number }).count;
  return { times, duration: result.duration, statuses, ok2xx: result['2xx'], non2xx: result.non2xx, errors: result.errors, timeouts: result.timeouts };
}

export async function load(o: LoadOptions): Promise<LoadResult> {
  const run = (seconds: number) => (o.rate ? atRate({ ...o, rate: o.rate }, seconds) : closedLoop(o, seconds));
  if (o.warmup) await run(o.warmup);
  o.afterWarmup?.();
  const result = await run(o.seconds);
  const { times, statuses } = result;
  times.sort((a, b) => a - b);
  const requests = times.length;
  const r: LoadResult = {
    name: o.name,
    connections: o.connections,
    targetRate: o.rate ?? null,
    seconds: round(result.duration),
    requests,
    reqPerSec: Math.round(requests / result.duration),
    ok2xx: result.ok2xx,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
    p50: round(pct(times, 0.5)),
    p95: round(pct(times, 0.95)),
    p99: round(pct(times, 0.99)),
    max: round(times[times.length - 1] ?? NaN),
  };
  console.log(
    `  ${o.name.padEnd(52)} ${String(r.reqPerSec).padStart(6)} req/s  p50 ${r.p50.toFixed(1).padStart(7)}  p95 ${r.p95.toFixed(1).padStart(7)}  p99 ${r.p99.toFixed(1).padStart(7)} ms  2xx ${r.ok2xx}  outros ${r.non2xx + r.errors}`,
  );
  return r;
}
