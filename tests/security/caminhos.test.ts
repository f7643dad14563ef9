import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../server/plugins/session.ts';
import { Client } from '../support/api.ts';
import { clientB, securityFixture, SENHA_B, type SecurityFixture } from './fixture.ts';
import { apiRoutes, buildRequest, ehRecusaDeCsrf, routeKey, withQuery } from './routes.ts';

/**
 * Every protection applies to every spelling of a path (issue 18 §5). The router decodes `%6c` and ignores a
 * trailing slash, so `/%6cogin` reaches the same handler as `/login`; the CSRF, session and no-store hooks
 * must decide from the route that matched. Before the fix, `POST /%6cogin` from another site, without any
 * token, signed the visitor into the attacker's account (login CSRF).
 */
const STATE_CHANGING_GETS = ['GET /sgps/mensagens/mnsDestinatario/atualizaMarcaTodasLidas', 'GET /sgps/smlUsuario/atualizaCancelaSimulacao'];
/** The PSP's Pix webhook: no browser calls it, no CSRF token; its secret in the URL refuses everyone else (csrf.test.ts). */
const SEM_CSRF = ['POST /sgps/pix/webhook/:segredo/pix', 'POST /sgps/pix/webhook/:segredo'];

/** Spellings of one path. `routes` marks those the router sends to the same handler. */
function variants(path: string): { name: string; url: string; routes: boolean }[] {
  const segs = path.split('/');
  const encodeFirst = (s: string) => (s && /^[a-z]/i.test(s) ? `%${s.charCodeAt(0).toString(16)}${s.slice(1)}` : s);
  const lastIdx = segs.length - 1;
  return [
    { name: 'primeiro segmento codificado', url: segs.map((s, i) => (i === 1 ? encodeFirst(s) : s)).join('/'), routes: true },
    { name: 'último segmento codificado', url: segs.map((s, i) => (i === lastIdx && !s.startsWith('%') ? encodeFirst(s) : s)).join('/'), routes: true },
    { name: 'barra final', url: `${path}/`, routes: true },
    { name: 'barra dupla no início', url: `/${path}`, routes: false },
    { name: 'barra dupla no meio', url: path.replace(/^(\/[^/]+)\//, '$1//'), routes: false },
    { name: 'maiúsculas', url: path.toUpperCase(), routes: false },
  ];
}

let f: SecurityFixture;
beforeAll(async () => {
  f = await securityFixture({ rateLimit: { loginFalhasPorConta: 10_000, contaNovaGlobal: 10_000, contaPorCliente: 20, contaGlobal: 2000, loginPorCliente: 100_000 } });
});
afterAll(async () => {
  f?.assertLogsClean();
  await f?.close();
});


describe('path spellings (generated from the route list)', () => {
  it('every state-changing route, in every spelling, is refused without a token and from a foreign origin', { timeout: process.env.LONG_TESTS === '1' ? 900_000 : 180_000 }, async () => {
    const routes = apiRoutes(f.routes).filter((r) => (r.method !== 'GET' || STATE_CHANGING_GETS.includes(routeKey(r))) && !SEM_CSRF.includes(routeKey(r)));
    expect(routes.length).toBeGreaterThan(25);
    const failures: string[] = [];
    let reached = 0;
    for (const who of ['anônimo', 'logado'] as const) {
      const c = who === 'logado' ? await clientB(f) : new Client(f.t);
      await c.get('/sgps/pssFisica/buscaDadosSessao');
      for (const r of routes) {
        const req = buildRequest(r, { pssFscCodigo: f.b.pssFscCodigo });
        for (const v of variants(req.url)) {
          const url = withQuery(v.url, req.query);
          for (const attack of [
            { name: 'sem token', csrf: false, headers: {} as Record<string, string> },
            { name: 'Origin estrangeira', csrf: true, headers: { origin: 'https://atacante.example' } },
          ]) {
            const res = await c.request(r.method as 'POST', url, { form: req.body, csrf: attack.csrf, headers: attack.headers });
            // Anonymous and refused for want of a session (a logged-in GET, an upload whose body is never read): also a refusal.
            const anonymousGet = who === 'anônimo' && res.statusCode === 401;
            if (ehRecusaDeCsrf(res) || anonymousGet) {
              if (v.routes) reached++;
              continue;
            }
            // A spelling the router does not know is not found: refused too, but only those may be.
            if (res.statusCode === 404 && !v.routes) continue;
            failures.push(`${who} ${routeKey(r)} ${v.name} ${url} (${attack.name}): ${res.statusCode} ${res.body.slice(0, 80)}`);
          }
        }
      }
    }
    console.log(`caminhos: ${reached} grafias roteadas recusadas em ${routes.length} rotas`);
    expect(failures).toEqual([]);
  });

  it('login CSRF: POST /%6cogin from another site with the attacker’s credentials signs nobody in', async () => {
    const victim = new Client(f.t);
    await victim.get('/sgps/pssFisica/buscaDadosSessao');
    for (const url of ['/%6cogin', '/%6Cogin', '/login/', '/%6cogin/']) {
      const res = await victim.request('POST', url, { form: { login: f.b.cpf, senha: SENHA_B }, csrf: false, headers: { origin: 'https://atacante.example', 'sec-fetch-site': 'cross-site' } });
      expect(res.statusCode, url).toBe(403);
      expect(res.cookies.some((k) => k.name === SESSION_COOKIE && k.value), url).toBe(false);
    }
    expect(victim.cookies.has(SESSION_COOKIE)).toBe(false);
  });

  it('the session and no-store apply to encoded spellings too', async () => {
    const b = await clientB(f);
    const plain = await b.get('/sgps/pssFisica/buscaDadosSessao');
    const encoded = await b.get('/%73gps/pssFisica/buscaDadosSessao');
    expect(encoded.statusCode).toBe(plain.statusCode);
    expect(encoded.json()).toEqual(plain.json());
    expect(encoded.headers['cache-control']).toBe('no-store');
  });
});
