import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CANDIDATO } from '../../server/db/seed/index.ts';
import { Client } from '../support/api.ts';
import { securityFixture, type SecurityFixture } from './fixture.ts';
import { apiRoutes, buildRequest, routeKey, withQuery } from './routes.ts';

/** Routes whose answers hold no personal data and may be cached; each with its reason. */
const CACHEABLE = new Set<string>([
  // the login app's stylesheet and script: static files, the same for everyone
  'GET /login/assets/bootstrap.min.css',
  'GET /login/assets/formularios.js',
]);

let f: SecurityFixture;
beforeAll(async () => {
  // The API sits behind its proxy on 127.0.0.1 (TRUST_PROXY), as in production: X-Forwarded-Proto counts from it.
  f = await securityFixture({ trustProxy: ['127.0.0.1'] });
});
afterAll(async () => {
  f?.assertLogsClean();
  await f?.close();
});

describe('security headers on every API and login-app response (generated from the route list)', () => {
  it('no-store, nosniff, Referrer-Policy and frame-ancestors on every answer, success or error, signed in', async () => {
    const c = new Client(f.t);
    await c.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    const problems: string[] = [];
    let n = 0;
    for (const r of apiRoutes(f.routes)) {
      if (routeKey(r) === 'POST /login/sair') continue;
      const req = buildRequest(r, f.a.banks[0]);
      const res = await c.request(r.method as 'GET', withQuery(req.url, req.query), req.body ? { form: req.body } : {});
      n++;
      const h = res.headers;
      if (!CACHEABLE.has(routeKey(r)) && !String(h['cache-control']).includes('no-store')) problems.push(`${routeKey(r)} ${res.statusCode}: Cache-Control ${h['cache-control']}`);
      if (h['x-content-type-options'] !== 'nosniff') problems.push(`${routeKey(r)}: nosniff`);
      if (h['referrer-policy'] !== 'strict-origin-when-cross-origin') problems.push(`${routeKey(r)}: Referrer-Policy`);
      if (!String(h['content-security-policy']).includes("frame-ancestors 'none'")) problems.push(`${routeKey(r)}: frame-ancestors`);
      if (h['content-security-policy-report-only']) problems.push(`${routeKey(r)}: CSP report-only`);
      if (h['strict-transport-security']) problems.push(`${routeKey(r)}: HSTS over plain HTTP`);
      if (!c.cookies.has('ps_sessao')) await c.login(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
    }
    console.log(`headers: ${n} rotas verificadas`);
    expect(problems).toEqual([]);
  });

  it('errors and unknown paths carry them too', async () => {
    for (const url of ['/sgps/naoExiste', '/sgps/permissoes', '/login/naoExiste']) {
      const res = await f.t.app.inject({ method: 'GET', url });
      expect(res.headers['cache-control'], url).toBe('no-store');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
  });

  it('HSTS only over TLS: behind a proxy that says https, never on plain HTTP', async () => {
    const plain = await f.t.app.inject({ method: 'GET', url: '/sgps/pssFisica/buscaDadosSessao' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const tls = await f.t.app.inject({ method: 'GET', url: '/sgps/pssFisica/buscaDadosSessao', headers: { 'x-forwarded-proto': 'https' } });
    expect(tls.headers['strict-transport-security']).toMatch(/^max-age=31536000/);
    // From a client the proxy is not, the same header is just a claim: no HSTS on plain HTTP.
    const forged = await f.t.app.inject({ method: 'GET', url: '/sgps/pssFisica/buscaDadosSessao', headers: { 'x-forwarded-proto': 'https' }, remoteAddress: '203.0.113.9' });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });
});
