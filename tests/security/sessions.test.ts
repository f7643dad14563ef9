import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CANDIDATO } from '../../server/db/seed/index.ts';
import { Client, FIXED_NOW } from '../support/api.ts';
import { securityFixture, type SecurityFixture } from './fixture.ts';

/**
 * Sessions beyond tests/api/foundation.test.ts (which covers fixation by a chosen token, logout
 * replay, idle and absolute expiry, HttpOnly/SameSite) and tests/api/conta.test.ts (sequential rate
 * limits): concurrent bursts, the Secure flag, token rotation on a second sign-in, expiry at the edge.
 */
let f: SecurityFixture;
beforeAll(async () => {
  f = await securityFixture({ secureCookies: true, trustProxy: ['127.0.0.1'], rateLimit: { loginFalhasPorConta: 10_000, contaNovaGlobal: 10_000, contaPorCliente: 10, contaGlobal: 25, loginPorCliente: 8 }, sessionIdleMinutes: 30, sessionAbsoluteHours: 2 });
});
afterAll(async () => {
  f?.assertLogsClean();
  await f?.close();
});

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('session cookies', () => {
  it('over TLS: session cookie HttpOnly, Secure, SameSite=Lax, path /; XSRF cookie readable by script but Secure; HSTS sent', async () => {
    const c = new Client(f.t);
    const res = await c.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    const session = res.cookies.find((k) => k.name === '__Host-ps_sessao')!;
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(session.value).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes
    const xsrf = res.cookies.find((k) => k.name === '__Host-XSRF-TOKEN')!;
    expect(xsrf.httpOnly).toBeFalsy();
    expect(xsrf.secure).toBe(true);
    expect(res.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
    // __Host-: no Domain, so no sibling subdomain shares it; a cookie planted without the prefix is ignored.
    expect(session.domain).toBeUndefined();
    const planted = await f.t.app.inject({ method: 'GET', url: '/sgps/permissoes', headers: { cookie: `ps_sessao=${session.value}` } });
    expect(planted.statusCode).toBe(401);
    const real = await f.t.app.inject({ method: 'GET', url: '/sgps/permissoes', headers: { cookie: `__Host-ps_sessao=${session.value}` } });
    expect(real.statusCode).toBe(200);
  });

  it('a second sign-in in the same browser rotates the token and kills the first one', async () => {
    const c = new Client(f.t);
    await c.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    const first = c.cookies.get('__Host-ps_sessao')!;
    await c.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    expect(c.cookies.get('__Host-ps_sessao')).not.toBe(first);
    const replay = await f.t.app.inject({ method: 'GET', url: '/sgps/permissoes', headers: { cookie: `__Host-ps_sessao=${first}` } });
    expect(replay.statusCode).toBe(401);
  });

  it('the session table keeps only a hash of the token', async () => {
    const c = new Client(f.t);
    await c.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    const token = c.cookies.get('__Host-ps_sessao')!;
    const { rows } = (await f.t.database.db.execute('select * from sessao')) as unknown as { rows: Record<string, unknown>[] };
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('idle expiry at the exact edge: alive one second before, dead one second after; absolute expiry despite activity', async () => {
    const c = new Client(f.t);
    await c.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    const start = f.t.clock.now.getTime();
    try {
      f.t.clock.now = new Date(start + 30 * 60_000 - 1000);
      expect((await c.get('/sgps/permissoes')).statusCode).toBe(200);
      // activity every 25 minutes keeps it alive... until the absolute limit of 2 hours
      for (let m = 25; m < 90; m += 25) {
        f.t.clock.now = new Date(start + 30 * 60_000 - 1000 + m * 60_000);
        expect((await c.get('/sgps/permissoes')).statusCode, `minuto ${m}`).toBe(200);
      }
      f.t.clock.now = new Date(start + 2 * 3_600_000 + 1000);
      expect((await c.get('/sgps/permissoes')).statusCode).toBe(401);
      const d = new Client(f.t);
      f.t.clock.now = new Date(start);
      await d.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
      f.t.clock.now = new Date(start + 30 * 60_000 + 1000);
      expect((await d.get('/sgps/permissoes')).statusCode).toBe(401);
    } finally {
      f.t.clock.now = FIXED_NOW;
    }
  });
});

describe('rate limits under a concurrent burst', () => {
  it('login: 40 simultaneous attempts from one address -> exactly the limit get through to the password check, the rest 429', async () => {
    f.t.clock.now = new Date(FIXED_NOW.getTime() + 3 * 3_600_000);
    try {
      const c = new Client(f.t);
      await c.get('/login', { headers: from('10.9.0.1') });
      const token = c.xsrf()!;
      const burst = await Promise.all(
        Array.from({ length: 40 }, () => c.request('POST', '/login', { form: { login: DEMO_CANDIDATO.cpf, senha: 'errada', _csrf: token }, csrf: false, headers: from('10.9.0.1') })),
      );
      const counts = burst.reduce<Record<number, number>>((acc, r) => ({ ...acc, [r.statusCode]: (acc[r.statusCode] ?? 0) + 1 }), {});
      expect(counts).toEqual({ 401: 8, 429: 32 });
      // the right password is refused too while the window lasts (no bypass by guessing right)
      const right = await c.request('POST', '/login', { form: { login: DEMO_CANDIDATO.cpf, senha: DEMO_CANDIDATO.senha, _csrf: token }, csrf: false, headers: from('10.9.0.1') });
      expect(right.statusCode).toBe(429);
    } finally {
      f.t.clock.now = FIXED_NOW;
    }
  });

  it('checkContaExisteByDcmPessoal: a burst of 60 from one address -> 10 answers, 50 refusals; a burst from 60 addresses -> the global 25', async () => {
    f.t.clock.now = new Date(FIXED_NOW.getTime() + 4 * 3_600_000);
    try {
      const url = `/sgps/pssFisica/checkContaExisteByDcmPessoal?dcmPessoal=${DEMO_CANDIDATO.cpf}&tpDcmPessoal=CPF`;
      const one = await Promise.all(Array.from({ length: 60 }, () => new Client(f.t).get(url, { headers: from('10.9.1.1') })));
      expect(one.filter((r) => r.statusCode === 200)).toHaveLength(10);
      expect(one.filter((r) => r.statusCode === 429)).toHaveLength(50);
      f.t.clock.now = new Date(f.t.clock.now.getTime() + 60_000);
      const many = await Promise.all(Array.from({ length: 60 }, (_, i) => new Client(f.t).get(url, { headers: from(`10.9.2.${i}`) })));
      expect(many.filter((r) => r.statusCode === 200)).toHaveLength(25);
      expect(many.every((r) => r.statusCode === 200 || r.statusCode === 429)).toBe(true);
    } finally {
      f.t.clock.now = FIXED_NOW;
    }
  });
});
