/**
 * Which PostgreSQL settings a run was measured with, said in the report's header: the figures of the bulk
 * writes and of every commit under them depend on memory and WAL settings more than on the code (bench notes,
 * 2026-11-27), and deploy/postgresql/processos.conf is what production installs.
 */
import { sql } from 'drizzle-orm';
import { POSTGRESQL_SETTINGS } from '../../scripts/lib/postgresql-conf.ts';
import type { Database } from '../../server/db/client.ts';

type Linha = { name: string; valor: string };
const NOMES = ['server_version', ...POSTGRESQL_SETTINGS.map(([n]) => n)];

/** e.g. `15.14 (shared_buffers 2GB, max_wal_size 8GB; deploy/postgresql/processos.conf em uso)`. */
function descrever(rows: Linha[]): string {
  const valor = (n: string) => rows.find((r) => r.name === n)?.valor ?? '?';
  const diferentes = POSTGRESQL_SETTINGS.filter(([n, v]) => valor(n) !== v).map(([n]) => `${n} ${valor(n)}`);
  const conf = diferentes.length ? `sem deploy/postgresql/processos.conf: ${diferentes.join(', ')}` : 'deploy/postgresql/processos.conf em uso';
  return `${valor('server_version')} (shared_buffers ${valor('shared_buffers')}, max_wal_size ${valor('max_wal_size')}; ${conf})`;
}

/** Through a plain pg client. */
export async function descreverServidor(c: { query(t: string, p: unknown[]): Promise<{ rows: unknown[] }> }): Promise<string> {
  return descrever((await c.query('SELECT name, current_setting(name) AS valor FROM pg_settings WHERE name = ANY($1)', [NOMES])).rows as Linha[]);
}

/** Through the API's database handle (PostgreSQL only). */
export async function descreverServidorDe(database: Database): Promise<string> {
  const r = await database.db.execute(sql`SELECT name, current_setting(name) AS valor FROM pg_settings WHERE name IN ${NOMES}`);
  return descrever((r as unknown as { rows: Linha[] }).rows);
}
