/**
 * Every HTML response carries a Content-Security-Policy with script-src, and none allows an inline script
 * (issue 34, item 7), read from the header of each kind of page: the built site's pages served by the API (the
 * header repeats the page's own <meta> policy — Astro's, with the hashes of its inline scripts — and adds
 * frame-ancestors), a parameter route's shell, a page without a <meta>, the login app's pages, and a printable
 * report. (tests/e2e/security-csp.spec.ts loads every screen of the real build in Chromium under these headers.)
 */
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app.ts';
import { testConfig } from '../../server/config.ts';
import { POLITICA_PADRAO } from '../../server/plugins/security-headers.ts';
import { Client, FIXED_NOW, openTestDatabase, type TestApp } from '../support/api.ts';
import { CPF_JOAO, seedCronogramas } from '../api/cronogramas.fixtures.ts';

const SCRIPT = "document.documentElement.dataset.ok='1'";
const hash = (s: string) => `'sha256-${createHash('sha256').update(s).digest('base64')}'`;
/** A page as Astro writes it: its policy in a <meta> (attribute-escaped), an inline script whose hash it names. */
const pagina = (politica: string) =>
  `<!doctype html><html lang="pt-BR"><head><meta charset="utf-8"><meta http-equiv="content-security-policy" content="${politica.replace(/'/g, '&#39;')}"><title>x</title></head><body><script>${SCRIPT}</script></body></html>`;
const META = `default-src 'self';img-src 'self' data: blob:;connect-src 'self';object-src 'none'; script-src 'self' ${hash(SCRIPT)}; style-src 'self';`;

/** The script-src of a policy, and whether it lets an inline script run without its hash. */
function scriptSrc(politica: string | undefined): string | null {
  const d = (politica ?? '').split(';').map((x) => x.trim()).find((x) => x.startsWith('script-src '));
  return d ?? null;
}
const semInline = (politica: string | undefined) => scriptSrc(politica) !== null && !/'unsafe-inline'|'unsafe-eval'|\*|data:/.test(scriptSrc(politica)!);

let t: TestApp;
let site: string;
let f: Awaited<ReturnType<typeof seedCronogramas>>;
beforeAll(async () => {
  site = mkdtempSync(path.join(tmpdir(), 'ps-csp-'));
  for (const [dir, html] of [
    ['stricto', pagina(META)],
    ['ensalamento/-/-', pagina(META)],
    ['sem-meta', '<!doctype html><title>sem meta</title><p>página sem política própria</p>'],
  ] as const) {
    mkdirSync(path.join(site, dir), { recursive: true });
    writeFileSync(path.join(site, dir, 'index.html'), html);
  }
  const { database, drop } = await openTestDatabase();
  const clock = { now: FIXED_NOW };
  const app = await buildApp({ db: database.db, config: testConfig(), clock: () => clock.now, siteDir: () => site, reconstruir: null });
  await app.ready();
  t = { app, database, clock, close: async () => (await app.close(), await database.close(), await drop()) };
  f = await seedCronogramas(t);
});
afterAll(async () => {
  await t?.close();
  rmSync(site, { recursive: true, force: true });
});

describe('the built site, served by the API', () => {
  it("a page's header repeats its own <meta> policy (hashes of its inline scripts) and adds frame-ancestors", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/stricto' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toBe(`${META.replace(/;$/, '')}; frame-ancestors 'none'`);
    expect(scriptSrc(csp)).toBe(`script-src 'self' ${hash(SCRIPT)}`);
    expect(semInline(csp)).toBe(true);
  });

  it("a parameter route's shell carries its file's policy; a page without a <meta> gets the API's (script-src 'self')", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ensalamento/12/345' })).headers['content-security-policy']).toContain(hash(SCRIPT));
    const semMeta = await t.app.inject({ method: 'GET', url: '/sem-meta' });
    expect(semMeta.headers['content-security-policy']).toBe(POLITICA_PADRAO);
    expect(semInline(semMeta.headers['content-security-policy'] as string)).toBe(true);
  });

  it('a rebuild that changes the page changes the header on the next visit', async () => {
    const outro = "document.title='novo'";
    const arquivo = path.join(site, 'stricto', 'index.html');
    writeFileSync(arquivo, pagina(`script-src 'self' ${hash(outro)}`));
    const depois = new Date(Date.now() + 60_000);
    utimesSync(arquivo, depois, depois);
    const csp = (await t.app.inject({ method: 'GET', url: '/stricto' })).headers['content-security-policy'];
    expect(csp).toBe(`script-src 'self' ${hash(outro)}; frame-ancestors 'none'`);
  });
});

describe('the login app and the reports', () => {
  it("every login page: script-src 'self', and its one script is the login app's file, never inline", async () => {
    const c = new Client(t);
    for (const url of ['/login', '/login/esqueci-senha', '/login/sem-acesso-email', '/login/nova-senha?t=x', '/login/confirmar-email?t=x']) {
      const res = await c.get(url);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(scriptSrc(res.headers['content-security-policy'] as string), url).toBe("script-src 'self'");
      const scripts = res.body.match(/<script\b[^>]*>[\s\S]*?<\/script>/gi) ?? [];
      expect(scripts, url).toEqual(['<script src="/login/assets/formularios.js" defer></script>']);
    }
    await c.login(CPF_JOAO, 'candidato');
    for (const url of ['/login/meus-dados', '/login/minha-seguranca', '/login/meus-sistemas']) {
      const res = await c.get(url);
      expect(res.statusCode, url).toBe(200);
      expect(semInline(res.headers['content-security-policy'] as string), url).toBe(true);
    }
  });

  it("a printable report (HTML): script-src 'none'", async () => {
    const c = new Client(t);
    await c.login(CPF_JOAO, 'candidato');
    const auth = (await c.get(`/sgps/relatum/auth?tipo=cronograma&prcSltCodigo=${f.prcSltCodigo}&insPrcCodigo=${f.insJoao}&tblGrlItmCdgPrcSltTpCrn=1`)).json();
    const res = await c.get(`${auth.url}?token=${encodeURIComponent(auth.access_token)}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(scriptSrc(res.headers['content-security-policy'] as string)).toBe("script-src 'none'");
  });

  it('every HTML answer of every GET route of the API and the login app has a script-src without inline scripts', async () => {
    const c = new Client(t);
    await c.login(CPF_JOAO, 'candidato');
    const problemas: string[] = [];
    let html = 0;
    for (const r of t.app.routeList.filter((x) => x.method === 'GET' && (x.url.startsWith('/sgps/') || x.url.startsWith('/login')))) {
      const res = await c.get(r.url.replace(/:(\w+)/g, '1'));
      if (!String(res.headers['content-type']).startsWith('text/html')) continue;
      html++;
      if (!semInline(res.headers['content-security-policy'] as string)) problemas.push(`${r.url}: ${res.headers['content-security-policy']}`);
    }
    expect(html).toBeGreaterThan(5);
    expect(problemas).toEqual([]);
  });
});
