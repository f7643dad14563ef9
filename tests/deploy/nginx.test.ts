/**
 * The generated nginx rules (scripts/nginx-conf.ts), run by a real nginx on 127.0.0.1 with TLS (a self-signed
 * certificate made here by openssl) in front of an upstream that echoes what it receives, as the API would.
 * The attacks of issue 18: a client forging X-Forwarded-For to pick its own address, a page framed by another
 * site, CPFs and report tokens of query strings written to the logs, the site reached over plain HTTP.
 *
 * nginx comes from Debian (scripts/ensure-env.sh installs it when WITH_NGINX=1, as scripts/test.sh sets);
 * NGINX_BIN names another binary.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATIC_SECURITY_HEADERS } from '../../scripts/nginx-conf.ts';
import { iniciarNginx, type NginxReal } from './nginx-real.ts';
import { ROUTES, buildPath, hasParams, paramNames, shellPath, type RouteName } from '../../src/lib/routes.ts';

const CPF = '52998224725';
const TOKEN = 'tkn-relatorio-segredo';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  raw: string[];
  body: string;
}

let dir: string;
let cert: string;
let httpPort: number;
let httpsPort: number;
let upstream: http.Server;
let nginx: NginxReal | undefined;
const accessLog = () => readFileSync(path.join(dir, 'access.log'), 'utf8');
const allErrorLogs = () => ['error.log', 'error-main.log'].map((f) => (existsSync(path.join(dir, f)) ? readFileSync(path.join(dir, f), 'utf8') : '')).join('\n');

function request(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const u = new URL(url);
  const client = u.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(u, { method: 'GET', headers, agent: false, ca: cert, servername: 'localhost' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: res.rawHeaders, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const site = (p: string, headers: Record<string, string> = {}) => request(`https://127.0.0.1:${httpsPort}${p}`, headers);
/** How many times a header came in the answer (Node joins repeated ones, so count the raw list). */
const times = (a: Answer, name: string) => a.raw.filter((v, i) => i % 2 === 0 && v.toLowerCase() === name.toLowerCase()).length;

function put(file: string, text: string) {
  mkdirSync(path.dirname(path.join(dir, 'site', file)), { recursive: true });
  writeFileSync(path.join(dir, 'site', file), text);
}

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ps-nginx-'));

  // The site: a few pages, an asset, and the static shell of every parameter route.
  put('index.html', '<!doctype html><title>guarda</title>');
  put('stricto/index.html', '<!doctype html><title>stricto</title>');
  put('entrar/12/index.html', '<!doctype html><title>entrar 12</title>');
  put('_astro/app.abc123.js', 'console.log(1)');
  for (const n of (Object.keys(ROUTES) as RouteName[]).filter(hasParams)) put(`${shellPath(n)}/index.html`, `<!doctype html><title>${n}</title>`);

  // The API's stand-in: answers with what it received, and with its own framing headers, as the API does.
  upstream = http.createServer((req, res) => {
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('X-Frame-Options', 'DENY');
    res.setHeader('Content-Security-Policy', "frame-ancestors 'none'");
    res.end(JSON.stringify({ url: req.url, headers: req.headers, peer: req.socket.remoteAddress }));
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  const apiPort = (upstream.address() as net.AddressInfo).port;
  nginx = await iniciarNginx(dir, { root: path.join(dir, 'site'), upstreams: [`127.0.0.1:${apiPort}`] });
  ({ httpPort, httpsPort, cert } = nginx);
});

afterAll(async () => {
  await nginx?.stop();
  upstream?.closeAllConnections();
  await new Promise((resolve) => (upstream?.listening ? upstream.close(resolve) : resolve(null)));
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('nginx in front of the API, with the generated rules', () => {
  it('a forged X-Forwarded-For never reaches the API: it gets the address nginx saw, and the scheme', async () => {
    for (const p of ['/sgps/pssFisica/buscaDadosSessao', '/login/', '/login']) {
      const a = await site(p, { 'X-Forwarded-For': '1.2.3.4', 'X-Forwarded-Proto': 'http', 'X-Real-IP': '1.2.3.4' });
      expect(a.status, p).toBe(200);
      const seen = JSON.parse(a.body) as { url: string; headers: Record<string, string> };
      expect(seen.url).toBe(p);
      expect(seen.headers['x-forwarded-for'], p).toBe('127.0.0.1');
      expect(seen.headers['x-forwarded-proto'], p).toBe('https');
      // the API's own framing headers pass through once, not doubled by nginx
      expect(times(a, 'X-Frame-Options'), p).toBe(1);
      expect(times(a, 'Content-Security-Policy'), p).toBe(1);
    }
  });

  it('every static page, asset, parameter route and 404 carries the security headers, HSTS included', async () => {
    const paths = ['/', '/stricto', '/entrar/12', '/_astro/app.abc123.js', '/nao-existe'];
    for (const n of (Object.keys(ROUTES) as RouteName[]).filter(hasParams)) paths.push(buildPath(n, Object.fromEntries(paramNames(n).map((p) => [p, '7']))));
    for (const p of paths) {
      const a = await site(p);
      expect(a.status, p).toBe(p === '/nao-existe' ? 404 : 200);
      for (const [name, value] of STATIC_SECURITY_HEADERS) {
        expect(a.headers[name.toLowerCase()], `${p} ${name}`).toBe(value);
        expect(times(a, name), `${p} ${name} once`).toBe(1);
      }
      // named here too, not only through the list: no page of the site can be framed, and browsers keep to https
      expect(a.headers['x-frame-options'], p).toBe('DENY');
      expect(a.headers['content-security-policy'], p).toContain("frame-ancestors 'none'");
      expect(a.headers['strict-transport-security'], p).toMatch(/^max-age=31536000/);
      expect(a.headers['x-content-type-options'], p).toBe('nosniff');
    }
    // and each location keeps its own header beside them: the CDN rules (deploy/cdn-cache.json) — hashed assets a
    // year, HTML revalidated, the API never kept
    expect((await site('/_astro/app.abc123.js')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await site('/')).headers['cache-control']).toBe('no-cache');
    expect((await site('/sgps/pssFisica/buscaDadosSessao')).headers['cdn-cache-control']).toBe('no-store');
    expect((await site('/login')).headers['cdn-cache-control']).toBe('no-store');
    expect((await site('/entrar/12')).body).toContain('entrar 12');
    expect((await site('/stricto')).headers['cache-control']).toBe('no-cache');
  });

  it('the metrics endpoint is never served through the site (answered by nginx, never passed to the API)', async () => {
    for (const p of ['/sgps/metricas', '/sgps/metricas?x=1']) {
      const a = await site(p, { Authorization: 'Bearer qualquer' });
      expect(a.status, p).toBe(404);
      expect(a.body, p).not.toContain('"url"');
    }
    // the API's other paths under /sgps/ still are
    expect((await site('/sgps/metricas2')).status).toBe(200);
  });

  it('plain HTTP only redirects to https, never serves a page', async () => {
    const a = await request(`http://127.0.0.1:${httpPort}/stricto?x=1`);
    expect(a.status).toBe(301);
    expect(a.headers.location).toBe(`https://127.0.0.1:${httpsPort}/stricto?x=1`);
    const api = await request(`http://127.0.0.1:${httpPort}/sgps/pssFisica/buscaDadosSessao`);
    expect(api.status).toBe(301);
    expect(api.body).not.toContain('x-forwarded-for');
  });

  it('the access log has the paths without their query strings (CPFs, report tokens)', async () => {
    await site(`/sgps/pssFisica/checkContaExisteByDcmPessoal?dcmPessoal=${CPF}&tpDcmPessoal=CPF`);
    await site(`/sgps/relatum/auth?token=${TOKEN}`);
    await site(`/entrar/12?cpf=${CPF}`);
    await request(`http://127.0.0.1:${httpPort}/verificar-comprovante?token=${TOKEN}`);
    // nginx writes the line once the answer is sent: wait for the last one to be there
    await expect.poll(accessLog).toContain('"GET /verificar-comprovante HTTP/1.1" 301');
    const log = accessLog();
    expect(log).toContain('"GET /sgps/pssFisica/checkContaExisteByDcmPessoal HTTP/1.1" 200');
    expect(log).toContain('"GET /sgps/relatum/auth HTTP/1.1" 200');
    expect(log).toContain('"GET /entrar/12 HTTP/1.1" 200');
    expect(log).not.toContain(CPF);
    expect(log).not.toContain(TOKEN);
    expect(log).not.toContain('?');
  });

  it('with the API down, neither log quotes the query string (nginx puts the request line in its error lines)', async () => {
    upstream.closeAllConnections();
    await new Promise((resolve) => upstream.close(resolve));
    const a = await site(`/sgps/pssFisica/checkContaExisteByDcmPessoal?dcmPessoal=${CPF}&tpDcmPessoal=CPF&queda=1`);
    expect(a.status).toBe(502);
    await expect.poll(accessLog).toContain('"GET /sgps/pssFisica/checkContaExisteByDcmPessoal HTTP/1.1" 502');
    expect(accessLog()).not.toContain(CPF);
    expect(allErrorLogs()).not.toContain(CPF);
  });
});
