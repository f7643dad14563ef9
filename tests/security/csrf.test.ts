import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client } from '../support/api.ts';
import { clientB, securityFixture, type SecurityFixture } from './fixture.ts';
import { apiRoutes, buildRequest, ehRecusaDeCsrf, routeKey, withQuery } from './routes.ts';

/** GET routes that change state (SPEC names them as GETs): they demand the X-XSRF-TOKEN header too. */
const STATE_CHANGING_GETS = ['GET /sgps/mensagens/mnsDestinatario/atualizaMarcaTodasLidas', 'GET /sgps/smlUsuario/atualizaCancelaSimulacao'];

let f: SecurityFixture;
beforeAll(async () => {
  // many sign-ins from one test address: the login limit is exercised in sessions.test.ts, not here
  f = await securityFixture({ rateLimit: { loginFalhasPorConta: 10_000, contaNovaGlobal: 10_000, contaPorCliente: 20, contaGlobal: 2000, loginPorCliente: 10_000 } });
});
afterAll(async () => {
  f?.assertLogsClean();
  await f?.close();
});

/** Logged-in POSTs whose session is checked before the body is parsed (multipart: an appeal, an exemption request, a supporting document). */
const LOGIN_EM_ONREQUEST = ['POST /sgps/insPrcRecurso/cadastrar', 'POST /sgps/insBoleto/solicitarIsencao', 'POST /sgps/insPrcDocumento/enviar/:insPrcCodigo/:prcSltTpDocCodigo'];

/**
 * Called by the PSP, never by a browser (issue 39): no session and no CSRF token, the caller proves itself by the
 * secret in the URL (and mutual TLS at the proxy). Checked below: without the secret nothing is done.
 */
const SEM_CSRF = ['POST /sgps/pix/webhook/:segredo/pix', 'POST /sgps/pix/webhook/:segredo'];

type Attack = { name: string; headers: (c: Client, other: Client) => Record<string, string>; csrf: boolean };
const ATTACKS: Attack[] = [
  { name: 'sem o cabeçalho X-XSRF-TOKEN', headers: () => ({}), csrf: false },
  { name: 'cabeçalho com o token de outro cliente', headers: (_c, o) => ({ 'x-xsrf-token': o.cookies.get('XSRF-TOKEN')! }), csrf: false },
  { name: 'cabeçalho forjado', headers: () => ({ 'x-xsrf-token': 'abc.def' }), csrf: false },
  { name: 'Origin estrangeira com token válido', headers: () => ({ origin: 'https://atacante.example' }), csrf: true },
  { name: 'Origin null com token válido', headers: () => ({ origin: 'null' }), csrf: true },
  { name: 'Sec-Fetch-Site cross-site com token válido', headers: () => ({ 'sec-fetch-site': 'cross-site' }), csrf: true },
];

describe('CSRF on every state-changing endpoint (generated from the route list)', () => {
  it('refuses each attack on every non-GET route, logged in or not; a valid token from the same site passes the check', { timeout: process.env.LONG_TESTS === '1' ? 900_000 : 120_000 }, async () => {
    const routes = apiRoutes(f.routes).filter((r) => (r.method !== 'GET' || STATE_CHANGING_GETS.includes(routeKey(r))) && !SEM_CSRF.includes(routeKey(r)));
    expect(routes.length).toBeGreaterThan(25);
    const other = new Client(f.t);
    await other.get('/sgps/pssFisica/buscaDadosSessao');
    const failures: string[] = [];
    let tried = 0;
    for (const who of ['anônimo', 'logado'] as const) {
      for (const r of routes) {
        const c = who === 'logado' ? await clientB(f) : new Client(f.t);
        await c.get('/sgps/pssFisica/buscaDadosSessao');
        const req = buildRequest(r, { pssFscCodigo: f.b.pssFscCodigo });
        const url = withQuery(req.url, req.query);
        for (const attack of ATTACKS) {
          tried++;
          const res = await c.request(r.method as 'POST', url, { form: req.body, csrf: attack.csrf, headers: attack.headers(c, other) });
          // an anonymous caller of a logged-in GET is refused before the token check (401): also a refusal; so is
          // one of the upload, whose session is checked in onRequest so that no multipart body is read without one
          const antesDoToken = r.method === 'GET' || LOGIN_EM_ONREQUEST.includes(routeKey(r));
          const refused = ehRecusaDeCsrf(res) || (who === 'anônimo' && antesDoToken && res.statusCode === 401);
          if (!refused) failures.push(`${who} ${routeKey(r)} (${attack.name}): ${res.statusCode} ${res.body.slice(0, 80)}`);
        }
        // the control: the same request with the token and no foreign origin is not refused as CSRF
        const ok = await c.request(r.method as 'POST', url, { form: req.body });
        if (ehRecusaDeCsrf(ok)) failures.push(`${who} ${routeKey(r)}: token válido recusado`);
      }
    }
    console.log(`csrf: ${tried} requisições forjadas em ${routes.length} rotas`);
    expect(failures).toEqual([]);
  });

  it('the Pix webhook, exempt from the token, refuses a caller without its secret and writes nothing', async () => {
    expect(apiRoutes(f.routes).map(routeKey)).toEqual(expect.arrayContaining(SEM_CSRF));
    const corpo = { pix: [{ endToEndId: 'E0000000020261122130000000000001', txid: 'X', valor: '1.00', horario: '2026-11-22T13:00:00Z' }] };
    for (const url of ['/sgps/pix/webhook/qualquer/pix', '/sgps/pix/webhook/qualquer']) {
      const res = await f.t.app.inject({ method: 'POST', url, payload: corpo, headers: { origin: 'https://atacante.example' } });
      expect(res.statusCode).toBe(401);
    }
  });

  it('the anonymous token stops working after sign-in, and the signed-in one after sign-out (bound to the session)', async () => {
    const c = new Client(f.t);
    await c.get('/sgps/pssFisica/buscaDadosSessao');
    const anonymous = c.cookies.get('XSRF-TOKEN')!;
    const b = await clientB(f);
    const signedIn = b.cookies.get('XSRF-TOKEN')!;
    const token = b.cookies.get('ps_sessao')!;
    // the anonymous token (as cookie and header) does not unlock B's session
    const withAnon = await f.t.app.inject({ method: 'POST', url: '/sgps/prcSltOpcao/remover', headers: { cookie: `ps_sessao=${token}; XSRF-TOKEN=${anonymous}`, 'x-xsrf-token': anonymous, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'insPrcCodigo=1' });
    expect(withAnon.statusCode).toBe(403);
    await b.post('/login/sair', {});
    const afterLogout = await f.t.app.inject({ method: 'POST', url: '/sgps/pssFscTemporaria/cadastrarPssFisicaTemporaria', headers: { cookie: `XSRF-TOKEN=${signedIn}`, 'x-xsrf-token': signedIn, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'x=1' });
    expect(afterLogout.statusCode).toBe(403);
  });
});
