import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rebuildSite } from '../../server/rebuild/rebuild.ts';
import { currentLink, currentTarget, servedSiteDir } from '../../server/rebuild/site-folder.ts';
import { EMPTY_SITE_DATA } from '../../src/build/site-data.ts';

const PAGES = ['index.html', 'stricto/index.html', 'especializacoes/index.html', 'entrar/index.html', 'entrar/-/index.html'];

/** A stand-in for astro build: writes the required pages, stamped with a label. */
const fakeBuild = (label: string, skip: string[] = []) => async (outDir: string) => {
  for (const p of PAGES.filter((x) => !skip.includes(x))) {
    mkdirSync(path.dirname(path.join(outDir, p)), { recursive: true });
    writeFileSync(path.join(outDir, p), label);
  }
  return { code: 0, tail: '' };
};

function logger() {
  const errors: string[] = [];
  return { errors, log: { info: () => {}, error: (o: object, m: string) => errors.push(`${m} ${JSON.stringify(o)}`) } };
}

describe('rebuild: new folder, atomic swap, last good site kept on failure', () => {
  it('swaps current to each new build and prunes old ones', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rebuild-'));
    const { log } = logger();
    const a = await rebuildSite({ dataDir, snapshot: async () => EMPTY_SITE_DATA, log, build: fakeBuild('A') });
    expect(a.ok).toBe(true);
    expect(readFileSync(path.join(currentLink(dataDir), 'stricto/index.html'), 'utf8')).toBe('A');
    for (const label of ['B', 'C', 'D']) await rebuildSite({ dataDir, snapshot: async () => EMPTY_SITE_DATA, log, build: fakeBuild(label) });
    expect(readFileSync(path.join(currentLink(dataDir), 'index.html'), 'utf8')).toBe('D');
    const builds = readdirSync(path.join(dataDir, 'site')).filter((n) => n.startsWith('build-') && !n.endsWith('.json'));
    expect(builds.length).toBe(3); // current + two previous
    // the snapshot the build read is kept next to it
    expect(JSON.parse(readFileSync(`${currentTarget(dataDir)}.json`, 'utf8')).origem).toBe('vazio');
  });

  it('a failing build, a failing snapshot or an incomplete build keeps the last good site and says why', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rebuild-'));
    const { errors, log } = logger();
    await rebuildSite({ dataDir, snapshot: async () => EMPTY_SITE_DATA, log, build: fakeBuild('good') });
    const good = currentTarget(dataDir);

    const failed = await rebuildSite({ dataDir, snapshot: async () => EMPTY_SITE_DATA, log, build: async () => ({ code: 1, tail: 'SyntaxError in Stricto.astro' }) });
    expect(failed).toMatchObject({ ok: false });
    expect(errors.at(-1)).toContain('SyntaxError in Stricto.astro');

    const noData = await rebuildSite({ dataDir, snapshot: async () => { throw new Error('banco fora do ar'); }, log, build: fakeBuild('x') });
    expect(noData).toMatchObject({ ok: false, reason: 'banco fora do ar' });

    const partial = await rebuildSite({ dataDir, snapshot: async () => EMPTY_SITE_DATA, log, build: fakeBuild('partial', ['stricto/index.html']) });
    expect(partial).toMatchObject({ ok: false });
    expect(errors.at(-1)).toContain('stricto/index.html');

    expect(currentTarget(dataDir)).toBe(good);
    expect(readFileSync(path.join(currentLink(dataDir), 'index.html'), 'utf8')).toBe('good');
    // failed folders are removed
    expect(readdirSync(path.join(dataDir, 'site')).filter((n) => n.startsWith('build-') && !n.endsWith('.json'))).toEqual([path.basename(good!)]);
  });

  it('the server serves the current symlink, pointing it at a prebuilt SITE_DIR before the first rebuild', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rebuild-'));
    const prebuilt = mkdtempSync(path.join(tmpdir(), 'prebuilt-'));
    writeFileSync(path.join(prebuilt, 'index.html'), 'pre');
    const served = servedSiteDir(dataDir, prebuilt);
    expect(served).toBe(currentLink(dataDir));
    expect(readFileSync(path.join(served, 'index.html'), 'utf8')).toBe('pre');
    expect(existsSync(path.join(servedSiteDir(mkdtempSync(path.join(tmpdir(), 'none-')), '/nonexistent'), 'index.html'))).toBe(false);
  });
});
