/**
 * The metrics endpoint (issue 25) is for the configured scrapers only. Attacks: no token, a wrong token, a token
 * of the right length but wrong, an allowed address claimed through X-Forwarded-For, an address outside the list;
 * and with nothing configured nobody reads it. The allowed ones read request rates per route PATTERN (never a raw
 * URL with a code or a CPF in it), the enrolments, the mail queue and the pool. Through nginx: tests/deploy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { createTestApp, type TestApp } from '../support/api.ts';

const TOKEN = 'a'.repeat(20) + 'segredo-das-metricas-123';
let t: TestApp;
/** The same database served with the default configuration: no token, no addresses. */
let fechado: FastifyInstance;
beforeAll(async () => {
  t = await createTestApp({ metrics: { token: TOKEN, allow: ['10.1.0.0/16', '192.0.2.7'] } });
  fechado = await buildApp({ db: t.database.db, config: testConfig() });
});
afterAll(async () => {
  await fechado.close();
  await t.close();
});

const ler = (app: TestApp | FastifyInstance, opts: { headers?: Record<string, string>; remoteAddress?: string } = {}) =>
  ('app' in app ? app.app : app).inject({ method: 'GET', url: '/sgps/metricas', ...opts });

describe('GET /sgps/metricas', () => {
  it('refuses a caller without the token or an allowed address, in the envelope', async () => {
    for (const headers of [{} as Record<string, string>, { authorization: 'Bearer errado' }, { authorization: `Bearer ${TOKEN.slice(0, -1)}x` }, { authorization: TOKEN }, { authorization: `Basic ${TOKEN}` }]) {
      const r = await ler(t, { headers });
      expect(r.statusCode, JSON.stringify(headers)).toBe(401);
      expect(r.json()).toEqual({ success: false, message: 'Acesso às métricas negado.', messageResumida: 'Acesso às métricas negado.' });
      expect(r.body).not.toContain('processos_');
    }
    expect((await ler(t, { remoteAddress: '10.2.0.1' })).statusCode).toBe(401);
  });

  it('a signed-in candidate is no scraper: 403', async () => {
    const { Client, createAccount } = await import('../support/api.ts');
    await createAccount(t, { cpf: '52998224725', nome: 'Candidata', senha: 'senha-da-candidata' });
    const c = new Client(t);
    await c.login('52998224725', 'senha-da-candidata');
    const r = await c.get('/sgps/metricas');
    expect(r.statusCode).toBe(403);
    expect(r.body).not.toContain('processos_');
  });

  it('an allowed address is refused when the request came through a proxy (X-Forwarded-For)', async () => {
    expect((await ler(t, { remoteAddress: '192.0.2.7' })).statusCode).toBe(200);
    expect((await ler(t, { remoteAddress: '192.0.2.7', headers: { 'x-forwarded-for': '203.0.113.5' } })).statusCode).toBe(401);
    expect((await ler(t, { remoteAddress: '10.1.44.3', headers: { 'x-forwarded-for': '10.1.44.3' } })).statusCode).toBe(401);
  });

  it('with nothing configured, nobody reads it, not even the machine itself', async () => {
    expect(testConfig().metrics).toEqual({ token: '', allow: [] });
    expect((await ler(fechado, { remoteAddress: '127.0.0.1' })).statusCode).toBe(401);
    expect((await ler(fechado, { headers: { authorization: 'Bearer ' } })).statusCode).toBe(401);
  });

  it('the token (or an allowed address) reads the Prometheus text: routes by pattern, enrolments, mail queue', async () => {
    await t.app.inject({ method: 'GET', url: '/sgps/resultado/4242' });
    await t.app.inject({ method: 'GET', url: '/sgps/pssFisica/checkContaExisteByDcmPessoal?dcmPessoal=52998224725&tpDcmPessoal=CPF' });
    const r = await ler(t, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(r.statusCode).toBe(200);
    expect(r.headers['content-type']).toMatch(/^text\/plain/);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.body).toMatch(/processos_http_requisicoes_total\{rota="\/sgps\/resultado\/:prcSltCodigo",metodo="GET",status="\d{3}"\} 1/);
    expect(r.body).toContain('processos_http_duracao_segundos_bucket{le="0.005",rota="/sgps/resultado/:prcSltCodigo",metodo="GET"}');
    expect(r.body).not.toContain('4242');
    expect(r.body).not.toContain('52998224725');
    expect(r.body).toMatch(/^processos_inscricoes \d+$/m);
    expect(r.body).toMatch(/^processos_fila_email_pendentes \d+$/m);
    expect(r.body).toMatch(/^processos_fila_email_idade_segundos [\d.e+-]+$/m);
    expect(r.body).toContain('processos_reconstrucao_site_segundos');
    if (process.env.DATABASE_URL) expect(r.body).toMatch(/^processos_banco_conexoes\{estado="em_uso"\} \d+$/m);
  });

  it('counts the batched reads of each batcher: statements sent and the requests they carried', async () => {
    const { Client, createAccount } = await import('../support/api.ts');
    await createAccount(t, { cpf: '39053344705', nome: 'Outra Candidata', senha: 'senha-da-outra-1' });
    const sessoes = async () => {
      const body = (await ler(t, { headers: { authorization: `Bearer ${TOKEN}` } })).body;
      const valor = (metrica: string) => Number(new RegExp(`^${metrica}\\{nome="sessões"\\} (\\d+)$`, 'm').exec(body)?.[1] ?? 0);
      return { lotes: valor('processos_lotes_total'), pedidos: valor('processos_lotes_pedidos_total') };
    };
    const antes = await sessoes();
    const c = new Client(t);
    await c.login('39053344705', 'senha-da-outra-1');
    // Three requests at once with the session: one to three reads of sessions, carrying the three.
    await Promise.all([1, 2, 3].map(() => c.get('/sgps/mensagens/mnsDestinatario/pesquisaNumeroNaoLidas')));
    const depois = await sessoes();
    expect(depois.pedidos - antes.pedidos).toBeGreaterThanOrEqual(3);
    expect(depois.lotes - antes.lotes).toBeGreaterThanOrEqual(1);
    expect(depois.lotes - antes.lotes).toBeLessThanOrEqual(depois.pedidos - antes.pedidos);
  });
});
