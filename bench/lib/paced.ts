/**
 * An open-loop load at a fixed rate, evenly spaced: request k is due at start + k / rate, whether or not
 * earlier ones have been answered (the way candidates arrive), sent on the next free connection of a
 * keep-alive pool. Its latency counts from when it was due, not from when a connection was free, so a
 * server that falls behind shows it (no coordinated omission).
 *
 * autocannon's own rate limit is a per-second budget per connection: every connection sends its share
 * back to back at the top of each second, so a "400/s" run is 400 requests in a burst, then silence, and
 * its latencies measure the burst, not the rate.
 */
import { writeFileSync } from 'node:fs';
import { RawPool } from './raw-http.ts';

export interface PacedRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  tag?: number;
}

export interface PacedResult {
  /** Latency of every answer, ms, from when its request was due. */
  times: number[];
  statuses: Record<string, number>;
  errors: number;
  timeouts: number;
  /** From the first due time to the last answer, s. */
  duration: number;
  /** Every answer as [ms from the start when it was due, latency ms]: to see *when* a run was slow. */
  timeline: [number, number][];
  /** performance.now() of the first due time (timeline offsets count from it). */
  start: number;
}

export async function paced(o: {
  url: string;
  connections: number;
  seconds: number;
  rate: number;
  next: () => PacedRequest;
  onStatus?: (status: number) => void;
  onAnswer?: (tag: number, status: number) => void;
  /** Ends the run early (before `seconds`): nothing more is sent; what was sent is still waited for. */
  signal?: AbortSignal;
}): Promise<PacedResult> {
  // A lean client (./raw-http.ts): the generator shares the cores with the server under test.
  const pool = new RawPool(o.url, o.connections);
  const times: number[] = [];
  const timeline: [number, number][] = [];
  const statuses: Record<string, number> = {};
  let errors = 0;
  const inFlight = new Set<Promise<void>>();
  const start = performance.now();
  let last = start;

  const send = (due: number) => {
    const r = o.next();
    const done = pool
      .request({ path: r.path, method: r.method ?? 'GET', headers: r.headers ?? {}, body: r.body })
      .then((status) => {
        last = performance.now();
        times.push(last - due);
        timeline.push([due - start, last - due]);
        statuses[status] = (statuses[status] ?? 0) + 1;
        o.onStatus?.(status);
        if (typeof r.tag === 'number') o.onAnswer?.(r.tag, status);
      })
      .catch(() => {
        errors++;
      });
    inFlight.add(done);
    void done.then(() => inFlight.delete(done));
  };

  const interval = 1000 / o.rate;
  const end = start + o.seconds * 1000;
  let sent = 0;
  // Whatever is due by now is sent now; then a sleep until the next one is due (timers tick about every
  // millisecond). Not a fixed 1 ms poll: 1,000 wake-ups a second cost the generator more CPU than the requests of a
  // thin stream (a Pix PSP at 170/s: 0.4 ms per request, taken from the cores the server under test shares).
  while (performance.now() < end && !o.signal?.aborted) {
    const now = performance.now();
    while (start + sent * interval <= now && !o.signal?.aborted) send(start + sent++ * interval);
    const espera = Math.min(end, start + sent * interval) - performance.now();
    await new Promise((r) => setTimeout(r, Math.max(1, Math.floor(espera))));
  }
  // The requests already sent are waited for (a write the server accepted is answered and counted), for
  // at most 10 s: what is still unanswered then counts as timed out.
  const giveUp = new Promise<'timeout'>((r) => setTimeout(() => r('timeout'), 10_000).unref());
  while (inFlight.size > 0 && (await Promise.race([Promise.all([...inFlight]), giveUp])) !== 'timeout');
  const timeouts = inFlight.size;
  pool.close();
  // BENCH_TIMELINE=file: every answer as [ms from the start when it was due, latency ms], to see *when* a run was slow.
  if (process.env.BENCH_TIMELINE) writeFileSync(process.env.BENCH_TIMELINE, JSON.stringify(timeline));
  return { times, statuses, errors, timeouts, duration: (last - start) / 1000, timeline, start };
}
