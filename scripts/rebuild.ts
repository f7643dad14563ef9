/**
 * `npm run rebuild`: rebuilds the public pages now (e.g. when a process opens), into a new folder swapped in
 * atomically. Reads the listings from the running API (SITE_API_URL, default http://127.0.0.1:$PORT); when
 * no API answers, from the database directly (PostgreSQL, or PGlite when no server holds it).
 * Exit code 0 = the new site is live; otherwise the last good site stays and the reason is printed.
 */
import { loadConfig } from '../server/config.ts';
import { rebuildSite } from '../server/rebuild/rebuild.ts';
import { snapshotFromApp } from '../server/rebuild/snapshot.ts';
import { fetchSiteData, httpGet } from '../src/build/site-data.ts';

const config = loadConfig();
const api = process.env.SITE_API_URL || `http://127.0.0.1:${config.port}`;
const log = { info: (o: object, m: string) => console.log(m, JSON.stringify(o)), error: (o: object, m: string) => console.error(m, JSON.stringify(o)) };

async function apiAnswers(): Promise<boolean> {
  try {
    const res = await fetch(`${api}/sgps/prcSeletivo/pegarDataHora`, { signal: AbortSignal.timeout(3000) });
    return res.ok;
  } catch {
    return false;
  }
}

let ok: boolean;
if (await apiAnswers()) {
  console.log(`Lendo as listagens de ${api} ...`);
  ok = (await rebuildSite({ dataDir: config.dataDir, snapshot: () => fetchSiteData(httpGet(api), 'api'), log })).ok;
} else {
  console.log('API fora do ar: lendo as listagens direto do banco de dados...');
  const { openDatabase } = await import('../server/db/client.ts');
  const { buildApp } = await import('../server/app.ts');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ db: database.db, config: { ...config, logLevel: 'silent' } });
  try {
    ok = (await rebuildSite({ dataDir: config.dataDir, snapshot: snapshotFromApp(app), log })).ok;
  } finally {
    await app.close();
    await database.close();
  }
}
process.exit(ok ? 0 : 1);
