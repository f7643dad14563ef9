/**
 * `npm run bench`: the deadline-day load, measured against the machine's own ceiling, in ONE run.
 *
 *  1. the ceiling: a bare Fastify returning a constant (bench/ceiling.ts), in its own process;
 *  2. PostgreSQL: a fresh database on 127.0.0.1:5432 seeded at benchmark scale by scripts/seed.ts
 *     (100,000 candidates, 10,000 messages for the demo candidate, ~1,000,000 recipients), the public site
 *     built from it, the API (server/main.ts, NODE_ENV=production, log level warn) in a second process; then
 *     enrolment (cadastrar2, each request a distinct candidate with their own session), room search,
 *     messages page 1 and 50 (flat out and at 400/s, then the counters against a plain count), listaProcessos;
 *     Lighthouse on the public pages served by that API;
 *  3. PGlite (the default install): the same API figures on an embedded database;
 *  4. page weight of every built page (bench/page-weight.ts);
 *  5. the staff's bulk work at 100,000 candidates, alone and while candidates enrol (bench/gestao-sob-carga.ts,
 *     its own database and report, read back into this one's targets).
 * Writes bench/results/<date>.json and bench/results/<date>.md (every throughput also as a share of the ceiling).
 *
 *   npm run bench [-- --seconds 10 --connections 64 --skip-pglite --skip-lighthouse --skip-gestao --cpu-prof --pglite-full]
 *
 * DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server where the bench
 * database is created and dropped. See README, "Benchmarks".
 */
import { descreverServidor } from './lib/servidor-pg.ts';
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../server/db/client.ts';
import { cpuBetween, sampleCpu } from './lib/cpu.ts';
import { runLighthouse } from './lib/lighthouse.ts';
import { inboxAnswer, inboxCounters, type InboxAnswer } from './lib/caixa.ts';
import { load, type LoadResult } from './lib/load.ts';
import { META } from './lib/metas.ts';
import { enrolmentCheck, enrolmentFeeder, prepare, type Prepared } from './lib/prepare.ts';
import { markdown } from './lib/report-markdown.ts';
import { publicPages, type BenchReport, type DbFigures } from './lib/report.ts';
import { localSocketUrl, startApi, startCeiling } from './lib/servers.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '64' },
    'enrol-connections': { type: 'string', default: '32' },
    'enrol-rate': { type: 'string', default: '1000' },
    'skip-pglite': { type: 'boolean', default: false },
    'skip-lighthouse': { type: 'boolean', default: false },
    'pglite-full': { type: 'boolean', default: false },
    'cpu-prof': { type: 'boolean', default: false },
    'skip-gestao': { type: 'boolean', default: false },
  },
});
const SECONDS = Number(values.seconds);
const CONN = Number(values.connections);
const ROOT = path.resolve(import.meta.dirname, '..');
const TSX = ['--import', 'tsx'];
const started = Date.now();
// Inside the project on purpose: astro puts its prerender chunks under the output folder only when that
// folder is inside the project; a build into /tmp shares .astro/ with every other build of this tree.
const work = mkdtempSync(path.join(ROOT, 'bench/.work-'));
const loadavg = () => os.loadavg().map((x) => +x.toFixed(2));
const uptime = () => execFileSync('uptime', { encoding: 'utf8' }).trim();
const step = (s: string) => console.log(`\n== ${s}  (${Math.round((Date.now() - started) / 1000)} s)`);
const cpuProf = values['cpu-prof'] ? path.join(ROOT, 'bench/profiles') : undefined;

function seed(env: Record<string, string>, scale: string[]): number {
  const t0 = Date.now();
  const r = spawnSync(process.execPath, [...TSX, 'scripts/seed.ts', ...scale, '--quiet'], { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error('a carga de dados falhou');
  return Math.round((Date.now() - t0) / 1000);
}

const page = (n: number) => `/sgps/mensagens/mnsDestinatario/pesquisa?start=${(n - 1) * 10}&limit=10&extraParams=${encodeURIComponent(JSON.stringify({ filtro: 'T' }))}`;

/**
 * Waits until no new confirmation e-mail lands in the outbox for 6 s: the API queues them with the enrolment
 * and sends them once the peak has passed (its queue looks again every second, and polls every 5 s).
 */
async function mailSettled(outbox: string, maxSeconds = 180): Promise<number> {
  const count = () => (existsSync(outbox) ? readdirSync(outbox).length : 0);
  let last = -1;
  let stableSince = Date.now();
  const end = Date.now() + maxSeconds * 1000;
  while (Date.now() < end) {
    const n = count();
    if (n !== last) [last, stableSince] = [n, Date.now()];
    else if (Date.now() - stableSince >= 6000) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return last;
}

/**
 * The API figures on one database: room search, messages and listaProcessos first, enrolment last (its
 * confirmation e-mails are written in the background afterwards and would otherwise slow the reads down).
 */
async function measureApi(
  url: string,
  p: Prepared,
  opts: { enrolRuns: boolean; outbox: string; apiPid: number },
): Promise<Omit<DbFigures, 'seedSeconds' | 'check' | 'scale' | 'inboxCounters'> & { answers: Map<number, number>; inbox: InboxAnswer }> {
  let t = 0;
  const search = () => ({ path: `/sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo?prcSltCodigo=${p.seriado}&start=0&limit=100&filtro=${encodeURIComponent(p.terms[t++ % p.terms.length].term)}` });
  const roomSearch: LoadResult[] = [];
  roomSearch.push(await load({ name: `salas: busca por nome, ${CONN} conexões, sem limite`, url, connections: CONN, seconds: SECONDS, next: search, warmup: 2 }));
  const rate = Math.max(10, Math.min(400, Math.floor(roomSearch[0].reqPerSec / 2)));
  roomSearch.push(await load({ name: `salas: busca por nome, ${CONN} conexões, ${rate}/s`, url, connections: CONN, seconds: SECONDS, rate, next: search }));
  const messages: LoadResult[] = [];
  for (const n of [1, 50]) messages.push(await load({ name: `mensagens: pesquisa página ${n}, ${CONN} conexões`, url, connections: CONN, seconds: SECONDS, path: page(n), headers: p.demo.headers, warmup: 1 }));
  // What a candidate waits for when the site is busy but not saturated (issue 26: p95 < 10 ms at 400/s).
  for (const n of [1, 50]) messages.push(await load({ name: `mensagens: pesquisa página ${n}, ${CONN} conexões, ${META.caixaTaxa}/s`, url, connections: CONN, seconds: SECONDS, rate: META.caixaTaxa, path: page(n), headers: p.demo.headers, warmup: 1 }));
  const inbox = await inboxAnswer(url, p.demo, page(1));
  const processes = [await load({ name: `prcSeletivo/listaProcessos, ${CONN} conexões`, url, connections: CONN, seconds: SECONDS, path: '/sgps/prcSeletivo/listaProcessos', warmup: 1 })];

  // Enrolment: each request the next candidate, with their own session; their answer is kept to check the table.
  const { enrol, answers, sent } = enrolmentFeeder(p);
  const statuses = new Map<number, number>();
  const tally = (status: number) => statuses.set(status, (statuses.get(status) ?? 0) + 1);
  const answer = (pss: number, status: number) => answers.set(pss, status);
  const enrolment: LoadResult[] = [];
  let cpuBefore = sampleCpu();
  enrolment.push(
    await load({
      name: `cadastrar2, ${values['enrol-connections']} conexões, sem limite`,
      url,
      connections: Number(values['enrol-connections']),
      seconds: SECONDS,
      next: enrol,
      onStatus: tally,
      onAnswer: answer,
      warmup: 2,
      afterWarmup: () => void (cpuBefore = sampleCpu()),
    }),
  );
  const enrolmentCpu = cpuBetween(cpuBefore, sampleCpu(), { [opts.apiPid]: 'API', [process.pid]: 'gerador de carga' });
  if (opts.enrolRuns) {
    await mailSettled(opts.outbox);
    const target = Number(values['enrol-rate']);
    enrolment.push(await load({ name: `cadastrar2, ${CONN} conexões, alvo ${target}/s`, url, connections: CONN, seconds: SECONDS, rate: target, next: enrol, onStatus: tally, onAnswer: answer }));
  }
  const mails = await mailSettled(opts.outbox);
  console.log(`  e-mails de confirmação escritos: ${mails}`);
  return { enrolment, enrolmentSent: sent(), enrolmentStatuses: Object.fromEntries(statuses), enrolmentCpu, roomSearch, messages, processes, answers, inbox };
}

const report: BenchReport = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', memGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, uptimeStart: uptime(), loadStart: loadavg() },
  settings: { seconds: SECONDS, connections: CONN, enrolConnections: Number(values['enrol-connections']), enrolRate: Number(values['enrol-rate']) },
} as BenchReport;

// Enough sessions for every enrolment both runs can send, warm-ups included: on a fast machine the flat-out run
// alone took 2,700/s × 12 s (2026-11-27, session 10), and a run that runs out stops the whole bench. Nearly every
// candidate not yet enrolled (95,000 of the 100,000) gets one: up to ~6,500/s flat out beside the paced run.
const SESSIONS = Math.max(90_000, Math.ceil(Number(values['enrol-rate']) * SECONDS * 4));

let siteDir: string | undefined;
try {
  step('Teto: Fastify puro');
  const ceiling = await startCeiling(18190);
  report.ceiling = await load({ name: `Fastify puro, ${CONN} conexões`, url: ceiling.url, connections: CONN, seconds: SECONDS, path: '/', warmup: 2 });
  await ceiling.stop();

  // ---- PostgreSQL
  step('PostgreSQL: carga de dados em escala (scripts/seed.ts)');
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const dbName = `bench_run_${process.pid}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  // The settings that move the figures most (bench notes 2026-11-24, 2026-11-27): said with the version.
  const pgVersion = await descreverServidor(admin);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${dbName}`);
  const dbUrl = new URL(base);
  dbUrl.pathname = `/${dbName}`;
  const fullScale = ['--candidates', '100000', '--messages-per-demo', '10000', '--recipients', '1000000'];
  let database: Database | undefined;
  try {
    const seedSeconds = seed({ DATABASE_URL: dbUrl.toString() }, fullScale);
    database = await openDatabase({ databaseUrl: dbUrl.toString() });
    await database.db.execute(sql`VACUUM ANALYZE`); // what autovacuum leaves: visibility map set, fresh statistics
    const p = await prepare(database.db, { sessions: SESSIONS, now: new Date() });
    // The bulk load wrote gigabytes of WAL: without this, the checkpoint it set off is still being spread
    // over the next minutes, writing the whole measurement long. A deadline comes days after a load.
    await database.db.execute(sql`CHECKPOINT`);
    console.log(`  ${seedSeconds} s; vestibular ${p.vestibular} (${p.enrolmentsBefore} inscrições), ${p.sessions.length} sessões; ensalamento ${p.seriado}: ${p.seated} candidatos`);

    step('Site público construído a partir desses dados');
    siteDir = await buildSite(dbUrl.toString(), work);

    step('PostgreSQL: API em outro processo');
    const api = await startApi({ port: 18191, databaseUrl: localSocketUrl(dbUrl), dataDir: path.join(work, 'pg'), siteDir, cpuProf });
    const { answers, inbox, ...figures } = await measureApi(api.url, p, { enrolRuns: true, outbox: path.join(work, 'pg', 'outbox'), apiPid: api.child.pid! });
    if (!values['skip-lighthouse']) {
      step('Lighthouse (celular) nas páginas públicas');
      report.lighthouse = await runLighthouse(api.url, publicPages(p));
    }
    await api.stop();
    const check = await enrolmentCheck(database.db, p.vestibular, p.enrolmentsBefore, answers);
    report.postgres = { version: pgVersion, scale: '100.000 candidatos, 10.000 mensagens do candidato demo, ~1.000.000 destinatários', seedSeconds, ...figures, check, inboxCounters: await inboxCounters(database.db, inbox) };
    console.log('  verificação das inscrições:', check);

    step('Peso das páginas (bench/page-weight.ts)');
    report.pageWeight = pageWeight(siteDir);
  } finally {
    await database?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }

  // ---- PGlite
  if (!values['skip-pglite']) {
    step('PGlite (instalação padrão): carga de dados');
    const dataDir = path.join(work, 'pglite');
    // 60,000 candidates (20,000 until session 10): the flat-out enrolment run gives each request its own candidate,
    // and on a fast machine PGlite enrolled ~1,900/s, past the 15,000 sessions 20,000 candidates leave.
    const scale = values['pglite-full'] ? fullScale : ['--candidates', '60000', '--messages-per-demo', '10000', '--recipients', '200000'];
    const seedSeconds = seed({ DATABASE_URL: '', DATA_DIR: dataDir }, scale);
    // PGlite is one process's database: prepare, close, then hand it to the API.
    let db = await openDatabase({ dataDir });
    const p = await prepare(db.db, { sessions: SESSIONS, now: new Date() });
    await db.close();
    const api = await startApi({ port: 18192, dataDir, siteDir, cpuProf });
    const { answers, inbox, ...figures } = await measureApi(api.url, p, { enrolRuns: false, outbox: path.join(dataDir, 'outbox'), apiPid: api.child.pid! });
    await api.stop();
    db = await openDatabase({ dataDir });
    const check = await enrolmentCheck(db.db, p.vestibular, p.enrolmentsBefore, answers);
    console.log('  verificação das inscrições:', check);
    const counters = await inboxCounters(db.db, inbox);
    await db.close();
    report.pglite = { scale: scale.join(' '), seedSeconds, ...figures, check, inboxCounters: counters };
  }

  // ---- The staff's bulk work at 100,000 candidates, alone and under enrolment (its own database and report)
  if (!values['skip-gestao']) {
    step('Trabalho da gestão em massa a 100.000 candidatos (bench/gestao-sob-carga.ts)');
    report.gestao = staffBulkWork();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

report.machine.uptimeEnd = uptime();
report.machine.loadEnd = loadavg();
report.totalSeconds = Math.round((Date.now() - started) / 1000);
const date = report.date.slice(0, 10);
mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
writeFileSync(path.join(ROOT, `bench/results/${date}.json`), JSON.stringify(report, null, 2));
writeFileSync(path.join(ROOT, `bench/results/${date}.md`), markdown(report));
console.log(`\n${markdown(report)}\nResultados em bench/results/${date}.json e .md (${report.totalSeconds} s)`);
process.exit(0);

/** The public site built from the seeded database, exactly as the scheduled rebuild does it. */
async function buildSite(databaseUrl: string, dir: string): Promise<string> {
  const { buildApp } = await import('../server/app.ts');
  const { testConfig } = await import('../server/config.ts');
  const { rebuildSite } = await import('../server/rebuild/rebuild.ts');
  const { snapshotFromApp } = await import('../server/rebuild/snapshot.ts');
  const database = await openDatabase({ databaseUrl });
  const app = await buildApp({ db: database.db, config: testConfig({ databaseUrl }) });
  try {
    const log = { info: () => {}, error: (o: object, m: string) => console.error(m, o) };
    const r = await rebuildSite({ dataDir: path.join(dir, 'build'), snapshot: snapshotFromApp(app), log, cwd: ROOT });
    if (!r.ok) throw new Error(`o site não foi construído: ${r.reason}`);
    console.log(`  ${Math.round(r.ms / 1000)} s`);
    return r.dir;
  } finally {
    await app.close();
    await database.close();
  }
}

/** bench/gestao-sob-carga.ts in its own process (it keeps its own database between runs); answers its JSON report. */
function staffBulkWork(): BenchReport['gestao'] {
  const r = spawnSync(process.execPath, [...TSX, 'bench/gestao-sob-carga.ts', '--candidates', '100000'], { cwd: ROOT, env: process.env, stdio: ['ignore', 'inherit', 'inherit'] });
  const file = path.join(ROOT, `bench/results/gestao-sob-carga-${new Date().toISOString().slice(0, 10)}.json`);
  if (r.status !== 0 || !existsSync(file)) return { skipped: `bench/gestao-sob-carga.ts terminou com código ${r.status}` };
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** bench/page-weight.ts on the built site, run in the work folder so its own JSON stays out of bench/results. */
function pageWeight(siteDir: string) {
  const cwd = path.join(work, 'pw');
  mkdirSync(cwd, { recursive: true });
  const r = spawnSync(process.execPath, ['--import', path.join(ROOT, 'node_modules/tsx/dist/loader.mjs'), path.join(ROOT, 'bench/page-weight.ts'), siteDir], { cwd, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`page-weight falhou: ${r.stderr}`);
  const file = path.join(cwd, 'bench/results', `page-weight-${new Date().toISOString().slice(0, 10)}.json`);
  return JSON.parse(readFileSync(file, 'utf8')).paginas as { page: string; html: number; css: number; js: number; jsFiles: number }[];
}
