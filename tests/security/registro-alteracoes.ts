/**
 * A test's record of every row any request inserts, updates or deletes: a row trigger on every table of the
 * schema writes (table, operation) into a table of its own, which the test reads and empties between calls.
 * Stronger than counting rows: an UPDATE (a document moved to "Em análise") changes no count.
 *
 * Two kinds of bookkeeping are not state of the product and are left out, each by name and column:
 *  - `sessao.ultimoUso`: the idle clock of the caller's own session (at most once a minute, same statement);
 *  - `limite_taxa`: the caller's own request counters (a GET that answers whether an account exists counts).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';

type Linhas<T> = { rows: T[] };

/** Columns whose change alone is not a change; a table mapped to null is left out entirely. */
const ESCRITURACAO: Record<string, string[] | null> = { sessao: ['ultimoUso'], limite_taxa: null };
const TABELA_DO_REGISTRO = 'zz_teste_alteracao';

export async function instalarRegistroDeAlteracoes(db: Db): Promise<void> {
  await db.execute(sql.raw(`CREATE TABLE ${TABELA_DO_REGISTRO} (tabela text NOT NULL, operacao text NOT NULL)`));
  await db.execute(
    sql.raw(`CREATE FUNCTION zz_teste_registrar_alteracao() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE ignorar text[] := TG_ARGV;
BEGIN
  IF TG_OP = 'UPDATE' AND (to_jsonb(OLD) - ignorar) = (to_jsonb(NEW) - ignorar) THEN RETURN NULL; END IF;
  INSERT INTO ${TABELA_DO_REGISTRO} VALUES (TG_TABLE_NAME, TG_OP);
  RETURN NULL;
END $$`),
  );
  for (const tabela of await tabelas(db)) {
    if (tabela === TABELA_DO_REGISTRO || ESCRITURACAO[tabela] === null) continue;
    const args = (ESCRITURACAO[tabela] ?? []).map((c) => `'${c}'`).join(', ');
    await db.execute(sql.raw(`CREATE TRIGGER zz_teste_alteracao AFTER INSERT OR UPDATE OR DELETE ON "${tabela}" FOR EACH ROW EXECUTE FUNCTION zz_teste_registrar_alteracao(${args})`));
  }
}

async function tabelas(db: Db): Promise<string[]> {
  const r = (await db.execute(sql`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)) as unknown as Linhas<{ t: string }>;
  return r.rows.map((x) => x.t);
}

/** What was written since the last call ("auditoria: INSERT ×1"), and forgets it. */
export async function alteracoesRegistradas(db: Db): Promise<string[]> {
  const r = (await db.execute(
    sql.raw(`WITH apagadas AS (DELETE FROM ${TABELA_DO_REGISTRO} RETURNING tabela, operacao) SELECT tabela, operacao, count(*)::int AS n FROM apagadas GROUP BY 1, 2 ORDER BY 1, 2`),
  )) as unknown as Linhas<{ tabela: string; operacao: string; n: number }>;
  return r.rows.map((x) => `${x.tabela}: ${x.operacao} ×${x.n}`);
}

/** The row count of every table of the schema, and a digest of the whole audit trail. */
export async function contagemETrilha(db: Db): Promise<{ contagens: Record<string, number>; trilha: string }> {
  const nomes = (await tabelas(db)).filter((t) => t !== TABELA_DO_REGISTRO && ESCRITURACAO[t] !== null);
  const r = (await db.execute(sql.raw(nomes.map((t) => `SELECT '${t}' AS t, count(*)::int AS n FROM "${t}"`).join(' UNION ALL ')))) as unknown as Linhas<{ t: string; n: number }>;
  const trilha = (await db.execute(sql`SELECT coalesce(md5(string_agg(a::text, '|' ORDER BY a."audCodigo")), '') AS h, count(*)::int AS n FROM auditoria a`)) as unknown as Linhas<{ h: string; n: number }>;
  return { contagens: Object.fromEntries(r.rows.map((x) => [x.t, x.n])), trilha: `${trilha.rows[0].n} linhas, ${trilha.rows[0].h}` };
}
