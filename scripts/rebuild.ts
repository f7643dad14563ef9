/**
 * `npm run rebuild`: rebuilds the public pages now (e.g. when a process opens; the systemd timer runs it on a
 * schedule), into a new folder swapped in atomically. Reads the listings from the running API (SITE_API_URL,
 * default http://127.0.0.1:$PORT); when no API answers, from the database directly (PostgreSQL, or PGlite when
 * no server holds it). On PostgreSQL it takes the rebuild lock every API process takes (server/rebuild/trava.ts):
 * while another rebuild runs it does nothing (that one reads the data as it is now).
 * Exit code 0 = the new site is live (or another rebuild was already making it); otherwise the last good site
 * stays and the reason is printed.
 */
import { loadConfig } from '../server/config.ts';
import { openDatabase, type Database } from '../server/db/client.ts';
import { rebuildSite } from '../server/rebuild/rebuild.ts';
import { snapshotFromApp } from '../server/rebuild/snapshot.ts';
import { seLivreReconstruir } from '../server/rebuild/trava.ts';
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

async function reconstruir(database: Database | null): Promise<boolean> {
  if (await apiAnswers()) {
    console.log(`Lendo as listagens de ${api} ...`);
    return (await rebuildSite({ dataDir: config.dataDir, snapshot: () => fetchSiteData(httpGet(api), 'api'), log })).ok;
  }
  console.log('API fora do ar: lendo as listagens direto do banco de dados...');
  const db = database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const { buildApp } = await import('../server/app.ts');
  const app = await buildApp({ db: db.db, config: { ...config, logLevel: 'silent' } });
  try {
    return (await rebuildSite({ dataDir: config.dataDir, snapshot: snapshotFromApp(app), log })).ok;
  } finally {
    await app.close();
    if (!database) await db.close();
  }
}

let ok: boolean;
if (config.databaseUrl) {
  const database = await openDatabase({ databaseUrl: config.databaseUrl, poolMax: 4 });
  try {
    const r = await seLivreReconstruir({ db: database.db, config }, () => reconstruir(database));
    if (r === null) console.log('Outra reconstrução está em andamento (em um processo da API): ela já lê os dados como estão agora; nada a fazer.');
    ok = r ?? true;
  } finally {
    await database.close();
  }
} else ok = await reconstruir(null);
process.exit(ok ? 0 : 1);
