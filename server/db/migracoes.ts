import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

export const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** How many migrations this code ships (drizzle's journal). */
export function migracoesEsperadas(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(`${folder}/meta/_journal.json`, 'utf8')) as { entries: unknown[] };
  return journal.entries.length;
}

/**
 * How many migrations the database has applied (drizzle's own bookkeeping table, the same on PGlite and
 * PostgreSQL). Throws when the database does not answer.
 */
export async function migracoesAplicadas(db: DbOrTx): Promise<number> {
  const r = (await db.execute(sql`SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations`)) as unknown as { rows: { n: number }[] };
  return Number(r.rows[0]?.n ?? 0);
}
