/**
 * `npm start`: opens the database (PGlite in ./data unless DATABASE_URL is set), seeds demo data on first
 * run, builds the site FROM THAT DATA when no rebuilt site exists yet (the public pages are pre-rendered
 * from the listing endpoints, which only have data after seeding), then serves site, API and login app on
 * one port and rebuilds the public pages every config.rebuildMinutes.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApp } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { main, RecusaDeProducao } from '../server/main.ts';
import { rebuildSite } from '../server/rebuild/rebuild.ts';
import { snapshotFromApp } from '../server/rebuild/snapshot.ts';
import { currentIsRebuild, swapCurrent } from '../server/rebuild/site-folder.ts';
import { problemasDeConfiguracao, recusaDeProducao } from '../server/producao.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

const config = loadConfig();
// Production: the demo defaults are refused before anything is seeded or built (main() checks the database too).
if (config.perfil === 'producao' && problemasDeConfiguracao(config).length) {
  console.error(recusaDeProducao(problemasDeConfiguracao(config)));
  process.exit(1);
}
if (config.seedOnStart) await seedIfEmpty(config);
// Test-only (browser XSS suite): hostile rows after the demo seed, before the site is built from the data.
if (process.env.E2E_HOSTILE === '1') {
  const { seedHostileOnce } = await import('../tests/support/hostile-seed.ts');
  await seedHostileOnce(config);
}
// Test-only (browser "Entrar com gov.br" spec): a passport account holding the test provider's collision CPF.
if (process.env.E2E_OIDC === '1') {
  const { seedOidcOnce } = await import('../tests/support/oidc-seed.ts');
  await seedOidcOnce(config);
}

let builtNow = false;
if (!currentIsRebuild(config.dataDir)) {
  console.log('Construindo o site a partir dos dados (primeira execução)...');
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp({ db: database.db, config: { ...config, logLevel: 'silent' } });
  const log = { info: (o: object, m: string) => console.log(m, o), error: (o: object, m: string) => console.error(m, o) };
  try {
    const r = await rebuildSite({ dataDir: config.dataDir, snapshot: snapshotFromApp(app), log });
    builtNow = r.ok;
    if (!r.ok && existsSync(path.join(config.siteDir, 'index.html'))) {
      console.error(`Usando o site já construído em ${config.siteDir}.`);
      swapCurrent(config.dataDir, config.siteDir);
    } else if (!r.ok) {
      process.exit(1);
    }
  } finally {
    await app.close();
    await database.close();
  }
}

// A site built on an earlier run may be stale (dates move): refresh it in the background right away.
const { config: running } = await main({ rebuildNow: !builtNow }).catch((err) => {
  console.error(err instanceof RecusaDeProducao ? err.message : err);
  process.exit(1);
});
const base = running.publicOrigin || `http://localhost:${running.port}`;
if (running.perfil === 'producao') console.log(`Processos Seletivos (produção) em ${base}/`);
else console.log(`
Processos Seletivos em ${base}/   (API em ${base}/sgps/, login em ${base}/login/)
Contas de demonstração:
  candidato:     CPF 529.982.247-25  senha: candidato
  super usuário: CPF 111.444.777-35  senha: superusuario
  administrador: CPF 714.682.305-90  senha: administrador  (gestão em ${base}/gestao/)
  gestor:        CPF 538.172.946-46  senha: gestor         (Gestor de todos os processos)
`);
