/**
 * `npm run bench:foco`: a few of the full run's figures, repeatable, for working on one hot path.
 * The full run (`npm run bench`) reseeds everything each time; this one seeds a PostgreSQL database once
 * (kept as `bench_foco`, at the full run's scale), and before every run removes the enrolments earlier runs
 * added and opens fresh sessions, so two runs measure the same thing and an A/B of two versions is fair.
 *
 *   npm run bench:foco [-- --medir inscricao,caixa,processos,salas --seconds 10 --connections 32 --rate 1000
 *                         --reseed --cpu-prof --com-lista-salas --pglite DIR --root OUTRA_COPIA]
 *
 * `--medir`: which measurements, in that order (default inscricao): inscricao (cadastrar2, each request the next
 * candidate), caixa (the demo candidate's inbox, page 1 and 50), processos (listaProcessos), salas (room search).
 * `--pglite DIR` measures the embedded default instead (PGlite seeded once in DIR, in the API's own thread).
 * `--root DIR`: the API of another checkout of the project on the same data (an A/B of two versions).
 * `npm run bench:enrolment` is `--medir inscricao`.
 *
 * Prints req/s, p50/p95/p99, CPU per request per process and the enrolment rows-vs-answers check; writes
 * nothing into bench/results (the full run is the record).
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { spawnSync } from 'node:child_process';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { cpuBetween, sampleCpu } from './lib/cpu.ts';
import { load, type LoadOptions } from './lib/load.ts';
import { enrolmentCheck, enrolmentFeeder, prepare } from './lib/prepare.ts';
import { localSocketUrl, startApi } from './lib/servers.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '32' },
    rate: { type: 'string' },
    reseed: { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    medir: { type: 'string', default: 'inscricao' },
    root: { type: 'string' },
    candidates: { type: 'string', default: '100000' },
    'messages-per-demo': { type: 'string', default: '10000' },
    recipients: { type: 'string', default: '1000000' },
    tcp: { type: 'boolean', default: false },
    pool: { type: 'string' },
    'com-lista-salas': { type: 'boolean', default: false },
    pglite: { type: 'string' },
  },
});
const ROOT = path.resolve(import.meta.dirname, '..');
const DB = 'bench_foco';
const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const url = new URL(base);
url.pathname = `/${DB}`;

/** `--pglite DIR`: the embedded database kept in DIR (seeded once), as the default install runs it. */
const pgliteDir = values.pglite ? path.resolve(values.pglite) : undefined;
const seedEnv = pgliteDir ? { DATABASE_URL: '', DATA_DIR: pgliteDir } : { DATABASE_URL: url.toString() };
const seedOnce = () => {
  console.log('carga de dados...');
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--candidates', values.candidates!, '--messages-per-demo', values['messages-per-demo']!, '--recipients', values.recipients!, '--quiet'], {
    cwd: ROOT,
    env: { ...process.env, ...seedEnv },
    stdio: 'inherit',
  });
  if (r.status !== 0) throw new Error('a carga de dados falhou');
};
if (pgliteDir) {
  if (values.reseed) rmSync(pgliteDir, { recursive: true, force: true });
  if (!existsSync(pgliteDir)) seedOnce();
} else {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB])).rowCount === 1;
  if (!exists || values.reseed) {
    await admin.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB}`);
    seedOnce();
  }
  await admin.end();
}

const database = await openDatabase(pgliteDir ? { dataDir: pgliteDir } : { databaseUrl: url.toString() });
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
// As in the full run: the writes above must not be checkpointed during the measurement.
if (!pgliteDir) await database.db.execute(sql`CHECKPOINT`);

// PGlite is one process's database: the API opens it only once this script has let it go.
if (pgliteDir) await database.close();
const work = mkdtempSync(path.join(ROOT, 'bench/.work-'));
const cpuProf = values['cpu-prof'] ? path.join(ROOT, 'bench/profiles') : undefined;
if (cpuProf) mkdirSync(cpuProf, { recursive: true });
// The API reaches a local PostgreSQL through its Unix socket (as a deployment on one machine would),
// unless --tcp; the figures of both are in bench/results notes.
const apiUrl = values.tcp ? url.toString() : localSocketUrl(url);
if (values.pool) process.env.DB_POOL_MAX = values.pool;
console.log(`API -> ${values.tcp ? 'TCP' : 'socket Unix'}${values.pool ? `, ${values.pool} conexões` : ''}`);
const root = values.root ? path.resolve(values.root) : undefined;
const api = await startApi(pgliteDir ? { port: 18193, dataDir: pgliteDir, cpuProf, root } : { port: 18193, databaseUrl: apiUrl, dataDir: work, cpuProf, root });
const { enrol, answers } = enrolmentFeeder(p);
if (values['com-lista-salas']) {
  // As in the full run, where room searches come first: the API then holds that process's public room list in memory.
  await fetch(`${api.url}/sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo?prcSltCodigo=${p.seriado}&filtro=silva`);
  await new Promise((r) => setTimeout(r, 3000));
  console.log(`lista de salas do processo ${p.seriado} (${p.seated} candidatos) carregada na API`);
}

/** One measurement with the CPU each process spent on it, per answer. */
async function measured(o: LoadOptions) {
  let before = sampleCpu();
  const r = await load({ ...o, url: api.url, seconds, warmup: o.warmup ?? 2, afterWarmup: () => void (before = sampleCpu()) });
  const cpu = cpuBetween(before, sampleCpu(), { [api.child.pid!]: 'API', [process.pid]: 'gerador de carga' });
  const per = (s: number | undefined) => `${(((s ?? 0) * 1000) / r.requests).toFixed(3)} ms`;
  console.log(`    CPU por resposta: API ${per(cpu.API)}, ${pgliteDir ? 'PGlite na API' : `PostgreSQL ${per(cpu.postgresql)}`}, gerador ${per(cpu['gerador de carga'])}`);
  // What else took the two cores meanwhile: another process, or the hypervisor (steal). A noisy run shows here.
  console.log(`    CPU de outros processos: ${cpu.outros ?? 0} s; roubado pela VM: ${cpu['roubado pela VM (steal)'] ?? 0} s, em ${cpu.segundos} s`);
  return r;
}

const rate = values.rate ? Number(values.rate) : undefined;
const connections = Number(values.connections);
const page = (n: number) => `/sgps/mensagens/mnsDestinatario/pesquisa?start=${(n - 1) * 10}&limit=10&extraParams=${encodeURIComponent(JSON.stringify({ filtro: 'T' }))}`;
let t = 0;
const medidas: Record<string, () => Promise<unknown>> = {
  inscricao: () => measured({ name: `cadastrar2, ${connections} conexões${rate ? `, alvo ${rate}/s` : ''}`, url: '', connections, seconds, rate, next: enrol, onAnswer: (tag, s) => answers.set(tag, s) }),
  caixa: async () => {
    for (const n of [1, 50]) await measured({ name: `mensagens: página ${n}, ${connections} conexões${rate ? `, ${rate}/s` : ''}`, url: '', connections, seconds, rate, path: page(n), headers: p.demo.headers });
  },
  processos: () => measured({ name: `listaProcessos, ${connections} conexões`, url: '', connections, seconds, rate, path: '/sgps/prcSeletivo/listaProcessos' }),
  salas: () =>
    measured({
      name: `salas: busca por nome, ${connections} conexões`,
      url: '',
      connections,
      seconds,
      rate,
      next: () => ({ path: `/sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo?prcSltCodigo=${p.seriado}&start=0&limit=100&filtro=${encodeURIComponent(p.terms[t++ % p.terms.length].term)}` }),
    }),
};
try {
  for (const m of values.medir!.split(',')) {
    const medida = medidas[m.trim()];
    if (!medida) throw new Error(`--medir: ${m}? (${Object.keys(medidas).join(', ')})`);
    await medida();
  }
} finally {
  await api.stop();
  rmSync(work, { recursive: true, force: true });
}
if (answers.size > 0) {
  const checked = pgliteDir ? await openDatabase({ dataDir: pgliteDir }) : database;
  console.log('verificação:', await enrolmentCheck(checked.db, p.vestibular, p.enrolmentsBefore, answers));
  await checked.close();
} else await database.close().catch(() => {});
process.exit(0);
