/**
 * Moves an embedded PGlite database into an EMPTY PostgreSQL database (issue 25; `npm run db:to-postgres`).
 *
 * One pass, in one transaction on the target: the target gets this code's migrations (so its tables,
 * functions, triggers and indexes are the ones the API expects), every public table is emptied of what the
 * migrations installed (the source holds the same rows, from the same migrations) and filled with the source's
 * rows, then every sequence is set to the source's value. Triggers and foreign keys are off for the copy
 * (session_replication_role = replica): the rows are copied as they are, and a trigger firing would write its
 * derived rows a second time. Rows travel as JSON made by PostgreSQL itself (row_to_json) and read back by
 * json_populate_recordset, so timestamps keep their microseconds, numerics their digits, bytea its bytes.
 * Then each table's row count and each sequence are compared; any difference rolls everything back.
 */
import pg from 'pg';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';

export interface Relatorio {
  tabelas: { tabela: string; linhas: number }[];
  sequencias: { sequencia: string; valor: string | null }[];
}

/** Thrown when the move must not happen (the message is for the person running it). */
export class MudancaRecusada extends Error {}

const BLOCO = 1000;
const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function linhas<T>(db: Db, text: string): Promise<T[]> {
  return ((await db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
}

const TABELAS = `SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`;
const SEQUENCIAS = `SELECT sequencename AS s, last_value::text AS v FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`;

/** Refuses a target holding anything (a table of any schema but the system's). */
export async function conferirDestinoVazio(url: string): Promise<void> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const r = await c.query(`SELECT n.nspname || '.' || c.relname AS nome FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg_toast%' LIMIT 5`);
    if (r.rows.length) {
      throw new MudancaRecusada(`O banco de destino não está vazio (tem ${r.rows.map((x) => x.nome).join(', ')}${r.rows.length === 5 ? ', …' : ''}). A mudança só grava num banco recém-criado: crie um (createdb -O processos processos) e tente de novo; nada foi alterado.`);
    }
  } finally {
    await c.end();
  }
}

/** Copies every public table and sequence of `origem` into the migrated, otherwise empty target at `url`. */
export async function copiarParaPostgres(origem: Db, url: string, log: (linha: string) => void = () => {}): Promise<Relatorio> {
  const tabelas = (await linhas<{ t: string }>(origem, TABELAS)).map((r) => r.t);
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const destino = (await c.query<{ t: string }>(TABELAS)).rows.map((r) => r.t);
    if (destino.join() !== tabelas.join()) {
      throw new MudancaRecusada(`As tabelas da origem e do destino diferem depois das migrações (origem: ${tabelas.length}, destino: ${destino.length}); nada foi alterado.`);
    }
    await c.query('BEGIN');
    try {
      await c.query('SET LOCAL session_replication_role = replica');
    } catch (err) {
      throw new MudancaRecusada(`O usuário do destino não pode desligar gatilhos durante a cópia (${(err as Error).message}). Rode a mudança como superusuário do PostgreSQL (postgres) ou conceda: GRANT SET ON PARAMETER session_replication_role TO <usuário>; nada foi alterado.`);
    }
    await c.query(`TRUNCATE ${destino.map(ident).join(', ')}`);
    const relatorio: Relatorio = { tabelas: [], sequencias: [] };
    for (const t of tabelas) {
      // Stored generated columns are computed by the target; identity columns take the source's values.
      const cols = (await c.query<{ a: string }>(`SELECT attname AS a FROM pg_attribute WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped AND attgenerated = '' ORDER BY attnum`, [`public.${ident(t)}`])).rows.map((r) => ident(r.a));
      let copiadas = 0;
      for (let offset = 0; ; offset += BLOCO) {
        const [bloco] = await linhas<{ j: string | null; n: number }>(origem, `SELECT json_agg(x)::text AS j, count(*)::int AS n FROM (SELECT * FROM public.${ident(t)} ORDER BY ctid LIMIT ${BLOCO} OFFSET ${offset}) x`);
        if (!bloco?.j || !bloco.n) break;
        await c.query(`INSERT INTO public.${ident(t)} (${cols.join(', ')}) OVERRIDING SYSTEM VALUE SELECT ${cols.join(', ')} FROM json_populate_recordset(NULL::public.${ident(t)}, $1::json)`, [bloco.j]);
        copiadas += Number(bloco.n);
        if (bloco.n < BLOCO) break;
      }
      relatorio.tabelas.push({ tabela: t, linhas: copiadas });
    }
    for (const s of await linhas<{ s: string; v: string | null }>(origem, SEQUENCIAS)) {
      if (s.v === null) await c.query(`SELECT setval($1::regclass, (SELECT start_value FROM pg_sequences WHERE schemaname = 'public' AND sequencename = $2), false)`, [`public.${ident(s.s)}`, s.s]);
      else await c.query(`SELECT setval($1::regclass, $2::bigint, true)`, [`public.${ident(s.s)}`, s.v]);
      relatorio.sequencias.push({ sequencia: s.s, valor: s.v });
    }
    // The check: every table's count and every sequence, read back from the target inside the transaction.
    const diferencas: string[] = [];
    for (const { tabela, linhas: n } of relatorio.tabelas) {
      const [origemN] = await linhas<{ n: number }>(origem, `SELECT count(*)::int AS n FROM public.${ident(tabela)}`);
      const destinoN = (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM public.${ident(tabela)}`)).rows[0].n;
      if (Number(origemN.n) !== n || destinoN !== n) diferencas.push(`${tabela}: origem ${origemN.n}, copiadas ${n}, destino ${destinoN}`);
    }
    const seqDestino = new Map((await c.query<{ s: string; v: string | null }>(SEQUENCIAS)).rows.map((r) => [r.s, r.v]));
    for (const { sequencia, valor } of relatorio.sequencias) {
      if (seqDestino.get(sequencia) !== valor) diferencas.push(`sequência ${sequencia}: origem ${valor}, destino ${seqDestino.get(sequencia)}`);
    }
    if (diferencas.length) throw new MudancaRecusada(`A conferência encontrou diferenças; nada foi gravado:\n  ${diferencas.join('\n  ')}`);
    await c.query('COMMIT');
    for (const { tabela, linhas: n } of relatorio.tabelas) if (n) log(`  ${tabela}: ${n} linha(s)`);
    return relatorio;
  } catch (err) {
    await c.query('ROLLBACK').catch(() => {});
    throw err;
  } finally {
    await c.end();
  }
}
