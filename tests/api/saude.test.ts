/**
 * Health checks (issue 25): liveness never touches the database; readiness answers 503 when the database does
 * not answer, when it lacks a migration this code expects, and while the process drains after SIGTERM.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migracoesEsperadas } from '../../server/db/migracoes.ts';
import { createTestApp, type TestApp } from '../support/api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /sgps/saude and /sgps/saude/pronto', () => {
  it('a ready process: live, and ready with every migration applied', async () => {
    const vivo = await t.app.inject({ method: 'GET', url: '/sgps/saude' });
    expect(vivo.statusCode).toBe(200);
    expect(vivo.headers['cache-control']).toBe('no-store');
    expect(vivo.json()).toMatchObject({ success: true, data: { situacao: 'vivo', pid: process.pid } });
    const pronto = await t.app.inject({ method: 'GET', url: '/sgps/saude/pronto' });
    expect(pronto.statusCode).toBe(200);
    const esperadas = migracoesEsperadas();
    expect(esperadas).toBeGreaterThan(20);
    expect(pronto.json()).toEqual({ success: true, data: { pronto: true, banco: true, migracoesAplicadas: esperadas, migracoesEsperadas: esperadas, encerrando: false } });
  });

  it('a database missing the newest migration is not ready (an old database under new code)', async () => {
    await t.database.db.execute(sql`CREATE TEMP TABLE guarda AS SELECT * FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`);
    await t.database.db.execute(sql`DELETE FROM drizzle.__drizzle_migrations WHERE created_at = (SELECT max(created_at) FROM drizzle.__drizzle_migrations)`);
    try {
      const r = await t.app.inject({ method: 'GET', url: '/sgps/saude/pronto' });
      expect(r.statusCode).toBe(503);
      expect(r.json()).toMatchObject({ success: false, message: 'O serviço não está pronto para atender.', data: { pronto: false, banco: true, migracoesAplicadas: migracoesEsperadas() - 1 } });
    } finally {
      await t.database.db.execute(sql`INSERT INTO drizzle.__drizzle_migrations SELECT * FROM guarda`);
      await t.database.db.execute(sql`DROP TABLE guarda`);
    }
    expect((await t.app.inject({ method: 'GET', url: '/sgps/saude/pronto' })).statusCode).toBe(200);
  });

  it('unknown query parameters are refused in the envelope', async () => {
    const r = await t.app.inject({ method: 'GET', url: '/sgps/saude?x=1' });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ success: false });
  });

  it('draining (after SIGTERM): still live, no longer ready', async () => {
    t.app.cicloDeVida.encerrar();
    const vivo = await t.app.inject({ method: 'GET', url: '/sgps/saude' });
    expect(vivo.statusCode).toBe(200);
    expect(vivo.json().data.situacao).toBe('encerrando');
    const r = await t.app.inject({ method: 'GET', url: '/sgps/saude/pronto' });
    expect(r.statusCode).toBe(503);
    expect(r.json().data).toMatchObject({ pronto: false, banco: true, encerrando: true });
  });
});
