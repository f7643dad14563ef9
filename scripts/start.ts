/**
 * `npm start`: builds the site if it is missing, opens the database (PGlite in ./data unless DATABASE_URL
 * is set), seeds demo data on first run, and serves site, API and login app on one port.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { loadConfig } from '../server/config.ts';
import { main } from '../server/main.ts';
import { seedIfEmpty } from './seed-if-empty.ts';

const config = loadConfig();
if (config.seedOnStart) await seedIfEmpty(config);

if (!existsSync(`${config.siteDir}/home/index.html`)) {
  console.log('Construindo o site (primeira execução)...');
  const r = spawnSync('npx', ['astro', 'build'], { stdio: 'inherit', env: { ...process.env, SITE_OUT_DIR: config.siteDir } });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

const { config: running } = await main();
const base = `http://localhost:${running.port}`;
console.log(`
Processos Seletivos em ${base}/   (API em ${base}/sgps/, login em ${base}/login/)
Contas de demonstração:
  candidato:     CPF 529.982.247-25  senha: candidato
  super usuário: CPF 111.444.777-35  senha: superusuario
`);
