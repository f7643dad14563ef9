import { sql } from 'drizzle-orm';
import type { Database } from '../../server/db/client.ts';

type Queryable = { query: (...args: unknown[]) => Promise<unknown>; transaction?: (fn: (tx: unknown) => Promise<unknown>) => Promise<unknown> };

/**
 * Records the text of every SQL statement the app sends (PGlite client or pg pool), without the bound
 * parameters: a payload found in this text reached SQL as code, not as a value.
 */
export function spySql(database: Database): { texts: string[]; clear(): void } {
  const texts: string[] = [];
  const client = (database.db as unknown as { $client: Queryable }).$client;
  const wrap = (target: Queryable) => {
    const query = target.query.bind(target);
    target.query = (...args: unknown[]) => {
      const q = args[0];
      texts.push(typeof q === 'string' ? q : String((q as { text?: string })?.text ?? ''));
      return query(...args);
    };
  };
  wrap(client);
  if (client.transaction) {
    const transaction = client.transaction.bind(client);
    client.transaction = (fn) => transaction((tx) => {
      wrap(tx as Queryable);
      return fn(tx);
    });
  }
  // pg pools hand out clients for transactions: wrap each one as it connects
  const pool = client as unknown as { on?: (e: string, f: (c: Queryable) => void) => void };
  if (database.kind === 'postgres') pool.on?.('connect', (c) => wrap(c));
  return { texts, clear: () => texts.splice(0) };
}

/** Tables whose rows are bookkeeping, not candidate data (sessions, counters, keys). */
const BOOKKEEPING = new Set(['sessao', 'limite_taxa', 'chave_servidor', 'chave_idempotencia', '__drizzle_migrations']);

/** Row count of every application table, in one statement (compared around a refused request). */
export async function countRows(database: Database): Promise<Record<string, number>> {
  const res = (await database.db.execute(sql`SELECT table_name AS t FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`)) as unknown as { rows: { t: string }[] };
  const tables = res.rows.map((r) => r.t).filter((t) => !BOOKKEEPING.has(t));
  const select = tables.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM "${t}"`).join(' UNION ALL ');
  const counts = (await database.db.execute(sql.raw(select))) as unknown as { rows: { t: string; n: number }[] };
  return Object.fromEntries(counts.rows.map((r) => [r.t, Number(r.n)]));
}

export function diffCounts(before: Record<string, number>, after: Record<string, number>): string[] {
  return Object.keys({ ...before, ...after }).filter((k) => before[k] !== after[k]).map((k) => `${k}: ${before[k]} -> ${after[k]}`);
}
