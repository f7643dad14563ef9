import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * One site rebuild at a time across every API process (issue 25): a PostgreSQL advisory lock, held by a
 * transaction for the whole build, so it goes away with the connection if the process dies mid-build. With
 * the embedded database there is only one process (PGlite opens its folder in one process), and holding its
 * single connection for minutes would stop every request: no lock there.
 */
const CHAVE = 250_251;

export interface Travavel {
  db: Db;
  config: { databaseUrl: string };
}

/** Runs `work` holding the lock, waiting for another process's build to finish first. */
export async function comTravaDeReconstrucao<T>(app: Travavel, work: () => Promise<T>): Promise<T> {
  if (!app.config.databaseUrl) return work();
  return app.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${CHAVE})`);
    return work();
  });
}

/** Runs `work` holding the lock, or answers null at once when another process is building (the scheduled rebuild). */
export async function seLivreReconstruir<T>(app: Travavel, work: () => Promise<T>): Promise<T | null> {
  if (!app.config.databaseUrl) return work();
  return app.db.transaction(async (tx) => {
    const r = (await tx.execute(sql`SELECT pg_try_advisory_xact_lock(${CHAVE}) AS livre`)) as unknown as { rows: { livre: boolean }[] };
    return r.rows[0]?.livre ? work() : null;
  });
}
