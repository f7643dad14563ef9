import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { rawQuery } from '../../server/db/raw.ts';
import { PreparadasPglite } from '../../server/db/pglite-preparadas.ts';

/**
 * The embedded database runs every statement as a named prepared one (server/db/pglite-preparadas.ts): the
 * same text with other parameters, a failure between two runs, a table changed under a prepared statement
 * and the bounded cache must all answer what PGlite's own query answers.
 */
let pg: PGlite;
let database: Database;
const nomesPreparados = async () => (await pg.query<{ name: string }>('SELECT name FROM pg_prepared_statements ORDER BY name')).rows.map((r) => r.name);

beforeAll(async () => {
  pg = await PGlite.create('memory://');
  await pg.exec(`CREATE TABLE prep_t (id int PRIMARY KEY, nome text NOT NULL, criado timestamptz, dados jsonb, lista int[])`);
  database = await openDatabase({ dataDir: 'memory://' });
  await database.db.execute(sql`CREATE TABLE prep_r (id int PRIMARY KEY, nome text NOT NULL)`);
});
afterAll(async () => {
  await pg.close();
  await database.close();
});

describe('prepared statements on PGlite', () => {
  it('the same text with other parameters answers each run its own rows, typed as pg.query types them', async () => {
    const p = new PreparadasPglite(pg);
    const insere = 'INSERT INTO prep_t (id, nome, criado, dados, lista) VALUES ($1, $2, $3, $4, $5) RETURNING *';
    const quando = new Date('2026-03-01T12:00:00Z');
    const a = await p.query(insere, [1, 'um', quando, { x: 1 }, [1, 2]]);
    const b = await p.query(insere, [2, 'dois', null, null, null]);
    expect(a.rows).toEqual([{ id: 1, nome: 'um', criado: quando, dados: { x: 1 }, lista: [1, 2] }]);
    expect(b.rows).toEqual([{ id: 2, nome: 'dois', criado: null, dados: null, lista: null }]);
    expect(a.affectedRows).toBe(1);
    const le = 'SELECT nome FROM prep_t WHERE id = ANY($1::int[]) ORDER BY id';
    expect((await p.query(le, [[1, 2]])).rows).toEqual(await pg.query(le, [[1, 2]]).then((r) => r.rows));
    expect((await p.query(le, [[2]], { rowMode: 'array' })).rows).toEqual([['dois']]);
    // Prepared once each, then only run.
    expect(p.tamanho).toBe(2);
  });

  it('a failing run in the middle leaves the statement and the backend usable', async () => {
    const p = new PreparadasPglite(pg);
    const insere = 'INSERT INTO prep_t (id, nome) VALUES ($1, $2)';
    await p.query(insere, [10, 'a']);
    await expect(p.query(insere, [10, 'repetido'])).rejects.toMatchObject({ code: '23505' });
    await expect(p.query(insere, [11, null])).rejects.toMatchObject({ code: '23502' });
    await p.query(insere, [12, 'c']);
    expect((await p.query('SELECT id FROM prep_t WHERE id BETWEEN $1 AND $2 ORDER BY id', [10, 12])).rows).toEqual([{ id: 10 }, { id: 12 }]);
    // A text that does not parse is not kept, and fails again the next time.
    await expect(p.query('SELEC nada', [])).rejects.toMatchObject({ code: '42601' });
    await expect(p.query('SELEC nada', [])).rejects.toMatchObject({ code: '42601' });
    expect((await p.query('SELECT 1 AS um', [])).rows).toEqual([{ um: 1 }]);
  });

  it('a statement prepared before its table changed shape is prepared again', async () => {
    const p = new PreparadasPglite(pg);
    await pg.exec(`CREATE TABLE prep_forma (id int)`);
    await p.query('INSERT INTO prep_forma VALUES ($1)', [1]);
    expect((await p.query('SELECT * FROM prep_forma', [])).rows).toEqual([{ id: 1 }]);
    await pg.exec(`ALTER TABLE prep_forma ADD COLUMN nome text DEFAULT 'x'`);
    expect((await p.query('SELECT * FROM prep_forma', [])).rows).toEqual([{ id: 1, nome: 'x' }]);
  });

  it('keeps at most its bound of names, closing the least recently used', async () => {
    const antes = (await nomesPreparados()).length;
    const p = new PreparadasPglite(pg, 3);
    for (const n of [1, 2, 3]) await p.query(`SELECT ${n} AS n`, []);
    await p.query('SELECT 1 AS n', []); // used again: 2 is now the oldest
    await p.query('SELECT 4 AS n', []);
    expect(p.tamanho).toBe(3);
    expect((await nomesPreparados()).length).toBe(antes + 3);
    const textos = (await pg.query<{ statement: string }>('SELECT statement FROM pg_prepared_statements')).rows.map((r) => r.statement);
    expect(textos).toContain('SELECT 1 AS n');
    expect(textos).not.toContain('SELECT 2 AS n');
    expect((await p.query('SELECT 2 AS n', [])).rows).toEqual([{ n: 2 }]);
  });

  it('through the thread: transactions, rollbacks and errors behave as before', async () => {
    const insere = { name: '', text: 'INSERT INTO prep_r (id, nome) VALUES ($1, $2) RETURNING id' };
    await rawQuery(database.db, insere, [1, 'a']);
    await expect(rawQuery(database.db, insere, [1, 'b'])).rejects.toMatchObject({ code: '23505', constraint: 'prep_r_pkey' });
    const desfeita = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO prep_r (id, nome) VALUES (${2}, ${'b'})`);
      throw new Error('desfaz');
    });
    await expect(desfeita).rejects.toThrow('desfaz');
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO prep_r (id, nome) VALUES (${3}, ${'c'})`);
    });
    const lidas = await Promise.all([1, 2, 3].map((id) => rawQuery<{ nome: string }>(database.db, { name: '', text: 'SELECT nome FROM prep_r WHERE id = $1' }, [id])));
    expect(lidas).toEqual([[{ nome: 'a' }], [], [{ nome: 'c' }]]);
  });

  it('a statement that fixes its plan is planned that way every run, and the setting is back to auto after it, failed or not', async () => {
    const p = new PreparadasPglite(pg);
    await pg.exec(`CREATE TABLE prep_plano (id int PRIMARY KEY, v int)`);
    const planos = async (trecho: string) =>
      (await pg.query<{ generic_plans: number; custom_plans: number }>('SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement LIKE $1', [`%${trecho}%`])).rows[0];
    const modo = async () => (await pg.query<{ plan_cache_mode: string }>('SHOW plan_cache_mode')).rows[0].plan_cache_mode;
    const generico = 'INSERT INTO prep_plano SELECT x, x FROM unnest($1::int[]) x /* g */';
    const personalizado = 'SELECT count(*)::int AS n FROM prep_plano WHERE id = ANY($1::int[]) /* c */';
    for (let i = 0; i < 7; i++) {
      await p.query(generico, [[i * 2, i * 2 + 1]], undefined, 'generico');
      expect((await p.query<{ n: number }>(personalizado, [[i, 100]], undefined, 'personalizado')).rows).toEqual([{ n: 1 }]);
      expect(await modo()).toBe('auto');
    }
    expect(await planos('/* g */')).toEqual({ generic_plans: 7, custom_plans: 0 });
    expect(await planos('/* c */')).toEqual({ generic_plans: 0, custom_plans: 7 });
    // A failing run (duplicate key) leaves nothing written and the setting as it was.
    await expect(p.query(generico, [[1000, 0]], undefined, 'generico')).rejects.toMatchObject({ code: '23505' });
    expect(await modo()).toBe('auto');
    expect((await pg.query('SELECT 1 FROM prep_plano WHERE id = 1000')).rows).toEqual([]);
    // Inside a transaction too: the statement's own writes, and nothing of the setting, outlive it.
    await pg.exec('BEGIN');
    await p.query(generico, [[2000]], undefined, 'generico');
    expect(await modo()).toBe('auto');
    await pg.exec('COMMIT');
    expect((await pg.query('SELECT v FROM prep_plano WHERE id = 2000')).rows).toEqual([{ v: 2000 }]);
  });

  it('through the thread, a RawStatement\'s plano reaches the embedded database', async () => {
    const st = { name: 'plano_fixo', text: 'SELECT count(*)::int AS n FROM prep_r WHERE id = ANY($1::int[]) /* thread */', plano: 'generico' as const };
    for (let i = 0; i < 3; i++) expect(await rawQuery(database.db, st, [[1, 3]])).toEqual([{ n: 2 }]);
    const vistos = await rawQuery<{ generic_plans: number; custom_plans: number }>(database.db, { name: '', text: `SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement LIKE '%/* thread */%' AND statement NOT LIKE '%pg_prepared_statements%'` }, []);
    expect(vistos).toEqual([{ generic_plans: 3, custom_plans: 0 }]);
  });
});
