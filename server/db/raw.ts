import type { Plano } from './pglite-preparadas.ts';
import type { PgliteRemoto } from './pglite-remoto.ts';
import type pg from 'pg';
import type { Db } from './client.ts';

/**
 * A statement written by hand for a hot path, run outside the query builder. On PostgreSQL it is a named
 * prepared statement (parsed and planned once per connection); on PGlite a plain parameterised query.
 * Parameters are always bound, never spliced into the text.
 */
export interface RawStatement {
  /** Unique per text: node-postgres keeps the prepared statement under this name on each connection ('' = not kept). */
  name: string;
  text: string;
  /**
   * On PGlite, a fixed plan instead of PostgreSQL's choice after five runs (server/db/pglite-preparadas.ts says
   * why). Not applied on a PostgreSQL server: a setting per statement there costs round trips, and its choice was
   * measured steady — except a generic plan made while a table it reads was nearly empty, kept per connection as
   * the table grows: such a statement goes unnamed there (`name: ''`: node-postgres's unnamed statement is planned
   * with its values every run; see features/inscricao/cadastro-contexto.ts).
   */
  plano?: Plano;
}

type Param = string | number | boolean | null | readonly (string | number | boolean | null)[];

function isPool(client: unknown): client is pg.Pool {
  return typeof (client as pg.Pool).connect === 'function' && typeof (client as pg.Pool).totalCount === 'number';
}

/**
 * Runs `statement` on the database behind `db` and answers its rows. Outside any transaction: a single
 * statement is its own transaction, which is the point (one round trip, all or nothing).
 */
export async function rawQuery<T>(db: Db, statement: RawStatement, params: Param[]): Promise<T[]> {
  const client = (db as unknown as { $client: pg.Pool | PgliteRemoto }).$client;
  if (isPool(client)) {
    const r = await client.query(statement.name ? { name: statement.name, text: statement.text, values: params } : { text: statement.text, values: params });
    return r.rows as T[];
  }
  const r = await client.query<T>(statement.text, params, statement.plano ? { plano: statement.plano } : undefined);
  return r.rows;
}
