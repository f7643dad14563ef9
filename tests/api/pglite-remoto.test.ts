import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';

/**
 * The embedded database runs in its own thread (server/db/pglite-remoto.ts). These drive it through Drizzle,
 * as the app does, on in-memory PGlite whatever DATABASE_URL says: the one connection must still behave like
 * PGlite's own client, and SQL must never hold the thread that serves HTTP.
 */
let database: Database;
const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  database = await openDatabase({ dataDir: 'memory://' });
  await database.db.execute(sql`CREATE TABLE remoto_t (id int PRIMARY KEY, nome text NOT NULL)`);
});
afterAll(() => database.close());

describe('PGlite in its own thread', () => {
  it('a statement asked for while a transaction is open runs after it, never inside it', async () => {
    let solta!: () => void;
    const portao = new Promise<void>((r) => (solta = r));
    let dentro!: () => void;
    const inseriu = new Promise<void>((r) => (dentro = r));
    const transacao = database.db
      .transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO remoto_t VALUES (1, 'não confirmado')`);
        dentro();
        await portao;
        throw new Error('desfaz');
      })
      .catch((e: Error) => e.message);
    await inseriu;
    // Posted now, it would reach the one connection before the ROLLBACK and count the uncommitted row.
    const contagem = rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM remoto_t`).then((r) => r[0].n);
    solta();
    expect(await transacao).toBe('desfaz');
    expect(await contagem).toBe(0);
  });

  it('statements and transactions keep the order they were asked in', async () => {
    const ordem: string[] = [];
    await Promise.all([
      database.db.execute(sql`INSERT INTO remoto_t VALUES (10, 'a')`).then(() => ordem.push('a')),
      database.db.transaction(async (tx) => {
        await tx.execute(sql`UPDATE remoto_t SET nome = 'b' WHERE id = 10`);
        ordem.push('b');
      }),
      database.db.execute(sql`UPDATE remoto_t SET nome = nome || 'c' WHERE id = 10`).then(() => ordem.push('c')),
    ]);
    expect(ordem).toEqual(['a', 'b', 'c']);
    expect(await rows<{ nome: string }>(sql`SELECT nome FROM remoto_t WHERE id = 10`)).toEqual([{ nome: 'bc' }]);
  });

  it('a transaction whose statement failed is not committed, even when its callback swallowed the error', async () => {
    const r = database.db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO remoto_t VALUES (20, 'x')`);
      await tx.execute(sql`INSERT INTO remoto_t VALUES (20, 'repetido')`).catch(() => {});
    });
    await expect(r).rejects.toThrow();
    expect(await rows(sql`SELECT id FROM remoto_t WHERE id = 20`)).toEqual([]);
  });

  it('database errors cross the thread with their code and constraint', async () => {
    await database.db.execute(sql`CREATE UNIQUE INDEX remoto_t_nome_uq ON remoto_t (nome)`);
    await database.db.execute(sql`INSERT INTO remoto_t VALUES (30, 'único')`);
    const erro = await database.db.execute(sql`INSERT INTO remoto_t VALUES (31, 'único')`).catch((e: unknown) => e);
    // What the error handler and the single-enrolment check read (plugins/errors.ts, inscricao/write-errors.ts).
    const cause = (erro as { cause?: unknown }).cause;
    expect(cause).toBeInstanceOf(Error);
    expect(cause).toMatchObject({ code: '23505', constraint: 'remoto_t_nome_uq', table: 'remoto_t' });
  });

  it('answers HTTP while a long statement runs', async () => {
    const app = await buildApp({ db: database.db, config: testConfig() });
    await app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = app.server.address() as { port: number };
      let sqlTerminou = false;
      // Seconds of work inside PGlite; in the HTTP thread it would hold the event loop all along.
      const longa = rows(sql`SELECT count(*) FROM generate_series(1, 8000000)`).then(() => (sqlTerminou = true));
      const res = await fetch(`http://127.0.0.1:${port}/sgps/pssFisica/buscaDadosSessao`);
      expect(res.status).toBe(200);
      expect(sqlTerminou).toBe(false);
      await longa;
    } finally {
      await app.close();
    }
  });

  it('after close, a statement is refused instead of hanging', async () => {
    const outro = await openDatabase({ dataDir: 'memory://' });
    await outro.close();
    await expect(outro.db.execute(sql`SELECT 1`)).rejects.toThrow();
  });
});
