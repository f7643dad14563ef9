import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { PgliteRemoto } from './pglite-remoto.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The database handle every repository takes: works the same over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle; repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/**
 * Opens the database: PostgreSQL when a URL is given, otherwise embedded PGlite in dataDir
 * (or in memory when dataDir is 'memory://'), in a thread of its own (./pglite-remoto.ts says why).
 * Runs the committed migrations before returning.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir?: string; poolMax?: number }): Promise<Database> {
  if (opts.databaseUrl) {
    // Idle connections are kept for minutes, not pg-pool's 10 s: a new one costs a backend start, its
    // catalogue caches and every hot statement prepared and planned again, and a deadline crowd comes in
    // waves. Closing them between two waves made the first seconds of each wave the slowest (bench notes).
    // Idle ones never keep a script alive, though (allowExitOnIdle).
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10, connectionTimeoutMillis: 5_000, idleTimeoutMillis: 5 * 60_000, allowExitOnIdle: true });
    // An idle client losing its connection (e.g. a PostgreSQL restart) must not crash the process.
    pool.on('error', () => {});
    // A checked-out client has no error listener (pg-pool removes its idle one): a connection dropped
    // between two statements of a transaction (server restart) would emit an unhandled 'error' and kill
    // the process. The failing query still rejects (-> 503), and the pool discards the broken client.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    await migratePg(drizzlePg(pool), { migrationsFolder });
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  const client = await PgliteRemoto.abre({ dataDir: opts.dataDir ?? 'memory://', migrationsFolder });
  const db = drizzlePglite({ client: client as never, schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
