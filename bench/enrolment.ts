/**
 * `npm run bench:enrolment`: only the enrolment figures, repeatable, for working on the hot path.
 * The full run (`npm run bench`) reseeds everything each time; this one seeds a PostgreSQL database once
 * (kept as `bench_enrolment`), and before every run removes the enrolments earlier runs added and opens
 * fresh sessions, so two runs measure the same thing and an A/B of two versions is fair.
 *
 *   npm run bench:enrolment [-- --seconds 10 --connections 32 --rate 1000 --reseed --cpu-prof --com-lista-salas]
 *
 * Prints req/s, p50/p95/p99 and the rows-vs-answers check; writes nothing into bench/results (the
 * full run is the record).
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { cpuBetween, sampleCpu } from './lib/cpu.ts';
import { load } from './lib/load.ts';
import { enrolmentCheck, enrolmentFeeder, prepare } from './lib/prepare.ts';
import { localSocketUrl, startApi } from './lib/servers.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rate: { type: 'string' },
    reseed: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    candidates: { type: 'string', default: '60000' },
    tcp: { type: 'boolean', default: false },
    pool: { type: 'string' },
    'com-lista-salas': { type: 'boolean', default: false },
  },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const DB = 'bench_enrolment';
const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(base);
url.pathname = `/${DB}`;

const admin = new pg.Client({ connectionString: base });
await admin.connect();
const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB])).rowCount === 1;
if (!exists || values.reseed) {
  await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DB}`);
  console.log('carga de dados...');
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--candidates', values.candidates!, '--messages-per-demo', '10', '--recipients', '100', '--quiet'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: url.toString() },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('a carga de dados falhou');
}
await admin.end();

const database = await openDatabase({ databaseUrl: url.toString() });
const now = new Date();
// Back to the seeded state: the bench's enrolments (marked by their idempotency keys) and its sessions go.
await database.db.execute(sql`DELETE FROM ins_processo WHERE "insPrcCodigo" IN (SELECT (resposta->>'insPrcCodigo')::int FROM chave_idempotencia WHERE chave LIKE '%:bench-%')`);
await database.db.execute(sql`DELETE FROM chave_idempotencia WHERE chave LIKE '%:bench-%'`);
await database.db.execute(sql`DELETE FROM sessao WHERE "ultimoUso" > now() - interval '30 days'`);
await database.db.execute(sql`DELETE FROM email_pendente`);
await database.db.execute(sql`VACUUM ANALYZE`);
const seconds = Number(values.seconds);
const p = await prepare(database.db, { sessions: Math.max(40_000, Number(values.rate ?? 2500) * (seconds + 2) * 2), now });
console.log(`vestibular ${p.vestibular}: ${p.enrolmentsBefore} inscrições, ${p.sessions.length} sessões`);

const work = mkdtempSync(path.join(ROOT, 'bench/.work-'));
const cpuProf = values['cpu-prof'] ? path.join(ROOT, 'bench/profiles') : undefined;
if (cpuProf) mkdirSync(cpuProf, { recursive: true });
// The API reaches a local PostgreSQL through its Unix socket (as a deployment on one machine would),
// unless --tcp; the figures of both are in bench/results notes.
const apiUrl = values.tcp ? url.toString() : localSocketUrl(url);
if (values.pool) process.env.DB_POOL_MAX = values.pool;
console.log(`API -> ${values.tcp ? 'TCP' : 'socket Unix'}${values.pool ? `, ${values.pool} conexões` : ''}`);
const api = await startApi({ port: 18193, databaseUrl: apiUrl, dataDir: work, cpuProf });
const { enrol, answers } = enrolmentFeeder(p);
if (values['com-lista-salas']) {
  // As in the full run, where room searches come first: the API then holds that process's public room list in memory.
  await fetch(`${api.url}/sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo?prcSltCodigo=${p.seriado}&filtro=silva`);
  await new Promise((r) => setTimeout(r, 3000));
  console.log(`lista de salas do processo ${p.seriado} (${p.seated} candidatos) carregada na API`);
}
try {
  const rate = values.rate ? Number(values.rate) : undefined;
  let before = sampleCpu();
  const r = await load({ name: `cadastrar2, ${values.connections} conexões${rate ? `, alvo ${rate}/s` : ''}`, url: api.url, connections: Number(values.connections), seconds, rate, next: enrol, onAnswer: (t, s) => answers.set(t, s), warmup: 2, afterWarmup: () => void (before = sampleCpu()) });
  const cpu = cpuBetween(before, sampleCpu(), { [api.child.pid!]: 'API', [process.pid]: 'gerador de carga' });
  const per = (s: number) => `${((s * 1000) / r.requests).toFixed(2)} ms`;
  console.log('CPU (s) durante a medição:', cpu);
  console.log(`CPU por inscrição: API ${per(cpu.API ?? 0)}, PostgreSQL ${per(cpu.postgresql ?? 0)}, gerador ${per(cpu['gerador de carga'] ?? 0)}`);
} finally {
  await api.stop();
  rmSync(work, { recursive: true, force: true });
}
console.log('verificação:', await enrolmentCheck(database.db, p.vestibular, p.enrolmentsBefore, answers));
await database.close();
process.exit(0);
