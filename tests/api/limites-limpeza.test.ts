import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { chaveIdempotencia, emailPendente, limiteTaxa, sessao, simulacao } from '../../server/db/schema/index.ts';
import { URL_LONGA, URL_MAX } from '../../server/plugins/limpeza.ts';
import { hashToken, SESSION_COOKIE } from '../../server/plugins/session.ts';
import { spySql } from '../security/sql-spy.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

/**
 * Issue 18, point 8: an over-long URL is refused before any work, and the housekeeping pass deletes dead
 * sessions, old rate-limit counters and old idempotency keys (and nothing alive), through the real app.
 */
let t: TestApp;
let conta: { pssFscCodigo: number; contaCodigo: number };
const H = 3_600_000;

async function rows<T>(q: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(q)) as unknown as { rows: T[] }).rows;
}
const contar = async (tabela: string) => (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM ${sql.identifier(tabela)}`))[0].n;

beforeAll(async () => {
  t = await createTestApp();
  conta = await createAccount(t, { cpf: '52998224725', nome: 'Maria Eduarda', senha: 'segredo1' });
});
afterAll(() => t.close());

describe('an over-long URL', () => {
  it('gets 414 with the envelope in Portuguese, before the session is read or any SQL runs', async () => {
    const c = new Client(t);
    await c.login('52998224725', 'segredo1');
    const espiao = spySql(t.database);
    espiao.clear();
    for (const url of [`/sgps/pssFisica/buscaDadosSessao?x=${'1'.repeat(16 * 1024)}`, `/sgps/${'a'.repeat(64 * 1024)}`, `/${'/'.repeat(20_000)}a`]) {
      const res = await c.get(url);
      expect(res.statusCode).toBe(414);
      expect(res.json()).toEqual({ success: false, message: URL_LONGA, messageResumida: expect.any(String) });
    }
    expect(espiao.texts).toEqual([]);
    // A URL at the limit is served as usual (the session is read: SQL runs).
    const noLimite = `/sgps/pssFisica/buscaDadosSessao?x=`;
    const ok = await c.get(noLimite + '1'.repeat(URL_MAX - noLimite.length));
    expect(ok.statusCode).not.toBe(414);
    expect(espiao.texts.length).toBeGreaterThan(0);
  });
});

describe('the housekeeping pass', () => {
  it('deletes expired and idle sessions (closing their simulations), keeps live ones', async () => {
    t.clock.now = FIXED_NOW;
    const viva = new Client(t);
    await viva.login('52998224725', 'segredo1');
    const ociosa = new Client(t);
    await ociosa.login('52998224725', 'segredo1');
    const agora = new Date(FIXED_NOW.getTime() + 2 * H);
    const s = (tokenHash: string, ultimoUso: Date, expiraEm: Date) => ({ tokenHash, contaCodigo: conta.contaCodigo, pssFscCodigo: conta.pssFscCodigo, criadaEm: ultimoUso, ultimoUso, expiraEm });
    await t.database.db.insert(sessao).values([
      s('expirada', new Date(agora.getTime() - 60_000), new Date(agora.getTime() - 1)),
      s('ociosa-ha-61-min', new Date(agora.getTime() - 61 * 60_000), new Date(agora.getTime() + 10 * H)),
      s('usada-ha-59-min', new Date(agora.getTime() - 59 * 60_000), new Date(agora.getTime() + 10 * H)),
    ]);
    await t.database.db.insert(simulacao).values({ sessaoHash: 'expirada', contaCodigo: conta.contaCodigo, pssFscCodigo: conta.pssFscCodigo, simulaPssFscCodigo: conta.pssFscCodigo, iniciadaEm: FIXED_NOW, origem: '127.0.0.1' });

    // The first client keeps coming back (its session is refreshed); the second one, and the earlier tests' ones, do not.
    for (const minutos of [50, 100]) {
      t.clock.now = new Date(FIXED_NOW.getTime() + minutos * 60_000);
      expect((await viva.get('/sgps/relatum/auth?tipo=cronograma')).statusCode).not.toBe(401);
    }
    t.clock.now = agora;
    const antes = await contar('sessao');
    const r = await t.app.limpeza.executar();
    expect(r.sessoes).toBe(antes - 2);
    const restantes = (await rows<{ h: string }>(sql`SELECT "tokenHash" AS h FROM sessao ORDER BY 1`)).map((x) => x.h);
    expect(restantes).toEqual([hashToken(viva.cookies.get(SESSION_COOKIE)!), 'usada-ha-59-min'].sort());
    const [sim] = await rows<{ em: Date | string; motivo: string }>(sql`SELECT "encerradaEm" AS em, "motivoEncerramento" AS motivo FROM simulacao WHERE "sessaoHash" = 'expirada'`);
    expect(sim.motivo).toBe('expirada');
    expect(new Date(sim.em).getTime()).toBe(agora.getTime());
    // The live client is still signed in; the idle one is not.
    expect((await viva.get('/sgps/relatum/auth?tipo=cronograma')).statusCode).not.toBe(401);
    expect((await ociosa.get('/sgps/relatum/auth?tipo=cronograma')).statusCode).toBe(401);
    t.clock.now = FIXED_NOW;
  });

  it('deletes rate-limit counters whose window ended more than a day ago, in batches, and keeps recent ones', async () => {
    t.clock.now = FIXED_NOW;
    // A real counter, written by the API.
    const check = await new Client(t).get('/sgps/pssFisica/checkContaExisteByDcmPessoal?dcmPessoal=52998224725&tpDcmPessoal=CPF');
    expect(check.statusCode).toBe(200);
    const reais = await contar('limite_taxa');
    expect(reais).toBeGreaterThan(0);
    const velhos = Array.from({ length: 2_500 }, (_, i) => ({ chave: `velho:${i}`, janela: new Date(FIXED_NOW.getTime() - 26 * H), contagem: 3 }));
    for (let i = 0; i < velhos.length; i += 500) await t.database.db.insert(limiteTaxa).values(velhos.slice(i, i + 500));
    await t.database.db.insert(limiteTaxa).values([
      { chave: 'hora-passada', janela: new Date(FIXED_NOW.getTime() - 2 * H), contagem: 1 },
      { chave: 'ha-24h', janela: new Date(FIXED_NOW.getTime() - 24 * H), contagem: 1 },
    ]);
    const r = await t.app.limpeza.executar();
    expect(r.limites).toBe(2_500);
    expect(await contar('limite_taxa')).toBe(reais + 2);
    // A day later the API's own counter goes too.
    t.clock.now = new Date(FIXED_NOW.getTime() + 26 * H);
    expect((await t.app.limpeza.executar()).limites).toBe(reais + 2);
    expect(await contar('limite_taxa')).toBe(0);
    t.clock.now = FIXED_NOW;
  });

  it('deletes idempotency keys older than two days', async () => {
    t.clock.now = FIXED_NOW;
    await t.database.db.insert(chaveIdempotencia).values([
      { chave: `${conta.pssFscCodigo}:velha`, pssFscCodigo: conta.pssFscCodigo, rota: 'x', resposta: { ok: 1 }, criadaEm: new Date(FIXED_NOW.getTime() - 49 * H) },
      { chave: `${conta.pssFscCodigo}:recente`, pssFscCodigo: conta.pssFscCodigo, rota: 'x', resposta: { ok: 1 }, criadaEm: new Date(FIXED_NOW.getTime() - 47 * H) },
    ]);
    expect((await t.app.limpeza.executar()).chavesIdempotencia).toBe(1);
    expect((await rows<{ c: string }>(sql`SELECT chave AS c FROM chave_idempotencia`)).map((x) => x.c)).toEqual([`${conta.pssFscCodigo}:recente`]);
  });

  it('deletes e-mails sent or given up on more than a month ago; a pending one stays, however old', async () => {
    t.clock.now = FIXED_NOW;
    const D = 24 * H;
    const antigo = new Date(FIXED_NOW.getTime() - 31 * D);
    await t.database.db.insert(emailPendente).values([
      { tipo: 'teste', referencia: 1, origem: 'http://x', criadoEm: antigo, situacao: 'enviado', enviadoEm: antigo },
      { tipo: 'teste', referencia: 2, origem: 'http://x', criadoEm: antigo, situacao: 'desistiu' },
      { tipo: 'teste', referencia: 3, origem: 'http://x', criadoEm: antigo, situacao: null },
      { tipo: 'teste', referencia: 4, origem: 'http://x', criadoEm: new Date(FIXED_NOW.getTime() - 29 * D), situacao: 'enviado' },
    ]);
    expect((await t.app.limpeza.executar()).emailsConcluidos).toBe(2);
    const restantes = await rows<{ r: number }>(sql`SELECT referencia AS r FROM email_pendente WHERE tipo = 'teste' ORDER BY referencia`);
    expect(restantes.map((x) => x.r)).toEqual([3, 4]);
  });

  it('runs safely from two API processes at once over the same database', async () => {
    t.clock.now = FIXED_NOW;
    const outra = await buildApp({ db: t.database.db, config: testConfig({ logLevel: 'error' }), clock: () => t.clock.now });
    await outra.ready();
    try {
      const velhos = Array.from({ length: 1_500 }, (_, i) => ({ chave: `dois:${i}`, janela: new Date(FIXED_NOW.getTime() - 30 * H), contagem: 1 }));
      for (let i = 0; i < velhos.length; i += 500) await t.database.db.insert(limiteTaxa).values(velhos.slice(i, i + 500));
      const [a, b] = await Promise.all([t.app.limpeza.executar(), outra.limpeza.executar()]);
      expect(a.limites + b.limites).toBe(1_500);
      expect(await contar('limite_taxa')).toBe(0);
    } finally {
      await outra.close();
    }
  });
});
