/**
 * The demo strip ("Ambiente de demonstração — dados fictícios") follows the profile the site is built for: the
 * server's rebuild gives the build its config.perfil as PUBLIC_PERFIL. A production site is built here for real
 * (astro build through rebuildSite, as the running server does it) and no page of it may carry the strip; the
 * demo build's strip is checked in a browser by tests/e2e/faixa-demonstracao.spec.ts.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rebuildSite, type BuildEnv } from '../../server/rebuild/rebuild.ts';
import { currentLink } from '../../server/rebuild/site-folder.ts';
import { DEMO_STRIP_TEXT } from '../../src/lib/perfil.ts';
import { EMPTY_SITE_DATA } from '../../src/build/site-data.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const quiet = { info: () => {}, error: (o: object, m: string) => console.error(m, o) };

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.html'))
    .map((f) => path.join(dir, f));
}

describe('the demo strip follows the profile of the site build', () => {
  it('the rebuild gives the build its profile (PUBLIC_PERFIL): the one it is told, else the environment’s', async () => {
    const seen: BuildEnv[] = [];
    const build = async (_out: string, _file: string, env: BuildEnv) => {
      seen.push(env);
      return { code: 1, tail: 'stand-in' };
    };
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ps-perfil-'));
    dirs.push(dataDir);
    await rebuildSite({ dataDir, snapshot: async () => EMPTY_SITE_DATA, log: { info() {}, error() {} }, build, perfil: 'producao' });
    await rebuildSite({ dataDir, snapshot: async () => EMPTY_SITE_DATA, log: { info() {}, error() {} }, build, perfil: 'demo' });
    const before = { PERFIL: process.env.PERFIL, NODE_ENV: process.env.NODE_ENV };
    try {
      process.env.PERFIL = '';
      process.env.NODE_ENV = 'production';
      await rebuildSite({ dataDir, snapshot: async () => EMPTY_SITE_DATA, log: { info() {}, error() {} }, build });
    } finally {
      for (const [k, v] of Object.entries(before)) {
        if (v === undefined) delete process.env[k];
        else process.env[k] = v;
      }
    }
    expect(seen.map((e) => e.PUBLIC_PERFIL)).toEqual(['producao', 'demo', 'producao']);
  });

  it('a production build has no strip on any page', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ps-perfil-'));
    dirs.push(dataDir);
    const r = await rebuildSite({ dataDir, snapshot: async () => EMPTY_SITE_DATA, log: quiet, perfil: 'producao' });
    expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
    const pages = htmlFiles(currentLink(dataDir));
    expect(pages.length).toBeGreaterThan(10);
    const withStrip = pages.filter((f) => {
      const html = readFileSync(f, 'utf8');
      return html.includes(DEMO_STRIP_TEXT) || html.includes('faixa-demo');
    });
    expect(withStrip).toEqual([]);
    // the same pages do have the frame the strip would sit in
    expect(readFileSync(path.join(currentLink(dataDir), 'stricto/index.html'), 'utf8')).toContain('<header>');
  }, 180_000);
});
