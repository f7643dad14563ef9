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
});
