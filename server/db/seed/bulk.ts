import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../client.ts';

/** PostgreSQL array types the bulk insert casts each column to. */
export type TipoColuna = 'int' | 'text' | 'bool' | 'date' | 'timestamptz' | 'numeric' | 'jsonb';

const CAST: Record<TipoColuna, string> = {
  int: 'int[]',
  text: 'text[]',
  bool: 'boolean[]',
  date: 'date[]',
  timestamptz: 'timestamptz[]',
  numeric: 'numeric[]',
  jsonb: 'jsonb[]',
};

/** Default rows per statement. */
export const LOTE = 5_000;

function valor(v: unknown): unknown {
  if (v instanceof Date) return v.toISOString();
  if (v !== null && typeof v === 'object') return JSON.stringify(v);
  return v ?? null;
}

/**
 * Multi-row insert as `INSERT ... SELECT * FROM unnest($1::type[], $2::type[], ...)`: one
 * parameter per column whatever the number of rows, so a statement carries thousands of rows
 * cheaply on PostgreSQL and PGlite alike. Rows go in batches of `lote`.
 */
export async function insertMany(
  db: DbOrTx,
  tabela: string,
  colunas: Record<string, TipoColuna>,
  linhas: readonly Record<string, unknown>[],
  lote = LOTE,
): Promise<void> {
  const nomes = Object.keys(colunas);
  const alvo = sql.raw(`"${tabela}" (${nomes.map((n) => `"${n}"`).join(', ')})`);
  for (let i = 0; i < linhas.length; i += lote) {
    const fatia = linhas.slice(i, i + lote);
    const arrays: SQL[] = nomes.map(
      (n) => sql`${sql.param(fatia.map((l) => valor(l[n])))}::${sql.raw(CAST[colunas[n]])}`,
    );
    await db.execute(sql`INSERT INTO ${alvo} SELECT * FROM unnest(${sql.join(arrays, sql`, `)})`);
  }
}

/**
 * Reserves `n` consecutive-or-not identity values of table.column (from its sequence), so callers
 * know the keys of rows before inserting them and can build child rows without RETURNING.
 */
export async function reserveIds(db: DbOrTx, tabela: string, coluna: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const seq = sql`pg_get_serial_sequence(${`"${tabela}"`}, ${coluna})`;
  const res = (await db.execute(
    sql`SELECT nextval(${seq})::int AS id FROM generate_series(1, ${n}::int) ORDER BY 1`,
  )) as unknown as { rows: { id: number }[] };
  return res.rows.map((r) => r.id);
}

/** Rows of a raw query, on either driver. */
export async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const res = (await db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}
