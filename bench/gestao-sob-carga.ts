/**
 * `npm run bench:gestao-sob-carga`: the staff's bulk work at 100,000 candidates (issue 26, item 4), each operation
 * through the staff API exactly as its back-office screen drives it (bench/lib/gestao-operacoes.ts) — seating
 * (preview + confirmation), a message to every candidate of the process, a 100,000-line bank return file, the CSV
 * export of the process's enrolments, the ranking by quota — first alone, then while candidates enrol at a fixed
 * rate (500/s, paced: each enrolment a distinct candidate with their own session, latency from when it was due).
 * Per operation: its time alone and under load, the API's peak memory growth while it runs, and the candidates'
 * enrolment p50/p95/p99 while it runs; at the end every enrolment answered is checked against the table (none lost
 * or doubled). The API runs as deployed (server/main.ts in its own process, NODE_ENV=production).
 *
 *   npm run bench:gestao-sob-carga [-- --candidates 100000 --rate 500 --connections 32 --lines N --reseed --pglite DIR
 *                                     --operacoes retorno,classificacao --so-sozinho --root ../outro-checkout]
 *
 * The database (bench_gestao_carga on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres;
 * bench_gestao_carga_<n> at another scale) is its own, since the run enrols candidates and reseats and pays: seeded
 * once and kept, seeded again when too few candidates are left to enrol. `--pglite DIR`: the embedded database in DIR.
 * Develop at a small scale (`--candidates 3000 --rate 50`, a few seconds). Writes
 * bench/results/gestao-sob-carga-<date>.json and .md (gestao-sob-carga-<n>-<date> at another scale).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { adminSession, benchDatabase, gravar, maiorProcesso, maquina, mb, memoria, percentil, resetPeak, ROOT } from './lib/gestao.ts';
import { prepararRetornos, salvarRegras, type Execucao } from './lib/gestao-operacoes.ts';
import { operacoesEmThread } from './lib/gestao-operacoes-thread.ts';
import { markdown, type Medida, type Resultado } from './lib/gestao-sob-carga-relatorio.ts';
import { paced, type PacedResult } from './lib/paced.ts';
import { enrolmentCheck, enrolmentFeeder, prepare } from './lib/prepare.ts';
import { localSocketUrl, startApi } from './lib/servers.ts';
import { descreverServidorDe } from './lib/servidor-pg.ts';

const { values } = parseArgs({
  options: {
    candidates: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '500' },
    connections: { type: 'string', default: '32' },
    lines: { type: 'string' },
    lead: { type: 'string', default: '3' },
    'max-op-seconds': { type: 'string', default: '40' },
    reseed: { type: 'boolean', default: false },
    pglite: { type: 'string' },
    /** Only these operations (ids, comma-separated: ensalamento,mensagem,retorno,exportacao,classificacao): a profile of one. */
    operacoes: { type: 'string' },
    /** Only alone, no enrolment run (with BENCH_API_FLAGS=--cpu-prof: the operation's own CPU). */
    'so-sozinho': { type: 'boolean', default: false },
    /** The API of another checkout (an A/B of two versions on the same data; the bench and its data are this one's). */
    root: { type: 'string' },
  },
});
const CANDIDATOS = Number(values.candidates);
const RATE = Number(values.rate);
const CONN = Number(values.connections);
/** Enrolment seconds before each operation starts (the load settled) and after it ends. */
const ANTES_S = Number(values.lead);
const DEPOIS_S = 1;
const PLENA = CANDIDATOS === 100_000;
// Sessions for the five runs under load, each at most its lead, the longest expected operation and its tail.
const SESSOES = Math.ceil(RATE * 5 * (ANTES_S + Number(values['max-op-seconds']) + DEPOIS_S));

const pglite = values.pglite ? path.resolve(values.pglite) : undefined;
const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const nomeBanco = PLENA ? 'bench_gestao_carga' : `bench_gestao_carga_${CANDIDATOS}`;
const semear = async (reseed: boolean) => (pglite ? { url: '', seedSeconds: semearPglite(pglite, reseed) } : await benchDatabase(base, nomeBanco, reseed, CANDIDATOS));
let { url, seedSeconds } = await semear(values.reseed);
const abrir = () => (pglite ? openDatabase({ dataDir: pglite }) : openDatabase({ databaseUrl: url }));
let database = await abrir();
let p = await prepare(database.db, { sessions: SESSOES, now: new Date() });
// Every run enrols candidates for good: when too few are left for this one, the data starts over.
if (p.sessions.length < Math.min(SESSOES, CANDIDATOS * 0.5)) {
  console.log(`Só ${p.sessions.length} candidatos sem inscrição no vestibular: nova carga de dados.`);
  await database.close();
  ({ url, seedSeconds } = await semear(true));
  database = await abrir();
  p = await prepare(database.db, { sessions: SESSOES, now: new Date() });
}
const db = database.db;
await db.execute(sql`DELETE FROM mensagem WHERE "mnsAssunto" LIKE 'Bench: %'`);
const adm = await adminSession(db);
const alvo = await maiorProcesso(db);
// A CNAB 400 return file: one line per slip paid, plus its header and trailer.
const titulos = Number(values.lines ?? CANDIDATOS) - 2;
const escolhidas = values.operacoes?.split(',').map((x) => x.trim());
// The return files (two sets of slips, 40 MB each) only when the return file is measured.
const retornos = !escolhidas || escolhidas.includes('retorno') ? await prepararRetornos(db, alvo.prc, titulos) : ['', ''];
await db.execute(sql`VACUUM ANALYZE`);
await db.execute(sql`CHECKPOINT`);
console.log(`Processo ${alvo.prc}: ${alvo.inscricoes} inscrições; vestibular ${p.vestibular}: ${p.enrolmentsBefore} inscrições, ${p.sessions.length} sessões de candidatos`);

const work = mkdtempSync(path.join(ROOT, 'bench/.work-'));
if (pglite) await database.close(); // PGlite is one process's database: the API opens it next
const dataDir = pglite ?? work;
const root = values.root ? path.resolve(values.root) : undefined;
const api = await startApi({ port: 18300, root, ...(pglite ? { dataDir: pglite } : { databaseUrl: localSocketUrl(new URL(url)), dataDir: work }) });
const pid = api.child.pid!;
const outbox = path.join(dataDir, 'outbox');

/** Seeds the PGlite folder when missing or asked (its presence means seeded); answers the seconds it took, or null. */
function semearPglite(dir: string, reseed: boolean): number | null {
  if (existsSync(dir) && !reseed) return null;
  rmSync(dir, { recursive: true, force: true });
  console.log(`Carga de dados em ${dir} (scripts/seed.ts --candidates ${CANDIDATOS}, PGlite)...`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--candidates', String(CANDIDATOS), '--quiet'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir }, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error('a carga de dados falhou');
  return Math.round((Date.now() - t0) / 1000);
}

/** Waits until no confirmation e-mail lands in the outbox for 3 s (the API writes them once the enrolment peak has passed). */
async function emailsAssentados(maxSeconds = 120): Promise<number> {
  const count = () => (existsSync(outbox) ? readdirSync(outbox).length : 0);
  let [ultimo, desde] = [-1, Date.now()];
  const fim = Date.now() + maxSeconds * 1000;
  while (Date.now() < fim) {
    const n = count();
    if (n !== ultimo) [ultimo, desde] = [n, Date.now()];
    else if (Date.now() - desde >= 3000) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return ultimo;
}

/**
 * Between the runs alone and those under load: the database writes out what the five operations left (about 500 MB
 * of WAL), so the first operation under load does not meet a checkpoint they started (PostgreSQL only: PGlite is
 * the API's). As at the start, once: each operation then finds the database as the previous one left it.
 */
async function assentarBanco(): Promise<void> {
  if (!pglite) await db.execute(sql`CHECKPOINT`);
}

/** Runs one operation with the API's resident memory sampled every 50 ms: answers it with the growth over the start. */
async function medir(executar: () => Promise<Execucao>): Promise<Execucao & { inicioMs: number; memoriaInicialMb: number; crescimentoMemoriaMb: number }> {
  const inicial = memoria(pid).rssKb;
  resetPeak(pid);
  let pico = inicial;
  // WAL written while it runs (the enrolments' too, under load): what every commit meanwhile waits to flush.
  const lsn = async () => (pglite ? null : ((await db.execute(sql`SELECT pg_current_wal_lsn()::text AS l`)) as unknown as { rows: { l: string }[] }).rows[0].l);
  const lsnInicial = await lsn();
  const amostras = setInterval(() => (pico = Math.max(pico, memoria(pid).rssKb)), 50);
  const inicioMs = performance.now();
  try {
    // A connection the API cut (an upload refused before it was all read, say) is a result too, not the end of the run.
    const r = await executar().catch((e: Error) => ({ ms: Math.round(performance.now() - inicioMs), status: 0, detalhe: { erro: String(e.cause ?? e.message) } }));
    pico = Math.max(pico, memoria(pid).picoKb);
    const lsnFinal = await lsn();
    const walMb = lsnInicial && lsnFinal ? Number(((await db.execute(sql`SELECT round(pg_wal_lsn_diff(${lsnFinal}::pg_lsn, ${lsnInicial}::pg_lsn) / 1048576.0, 1)::float8 AS mb`)) as unknown as { rows: { mb: number }[] }).rows[0].mb) : undefined;
    return { ...r, detalhe: { ...r.detalhe, walMb }, inicioMs, memoriaInicialMb: mb(inicial), crescimentoMemoriaMb: mb(pico - inicial) };
  } finally {
    clearInterval(amostras);
  }
}

/**
 * BENCH_LATENCIA_POR_TEMPO=1: the enrolments' latency per 250 ms of the run (by when each was due), with the wall
 * clock, to lay beside the API's log and see which part of an operation the slow ones met.
 */
function mostrarPorTempo(c: PacedResult, inicioOp: number, msOp: number): void {
  const relogio = (t: number) => new Date(Date.now() - (performance.now() - t)).toISOString().slice(11, 23);
  const faixas = new Map<number, number[]>();
  for (const [due, l] of c.timeline) faixas.set(Math.floor(due / 250), [...(faixas.get(Math.floor(due / 250)) ?? []), l]);
  console.log(`  operação de ${relogio(inicioOp)} a ${relogio(inicioOp + msOp)}`);
  for (const [k, ls] of [...faixas].sort((a, b) => a[0] - b[0])) {
    const s = ls.sort((a, b) => a - b);
    console.log(`  ${relogio(c.start + k * 250)} ${String(s.length).padStart(4)} p50 ${percentil(s, 50)} p95 ${percentil(s, 95)} max ${percentil(s, 100)} ms`);
  }
}

/** Ends the thread the staff's operations run from (bench/lib/gestao-operacoes-thread.ts). */
let fecharOperacoes = async () => 0;

const latencias = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { pedidos: s.length, p50: percentil(s, 50), p95: percentil(s, 95), p99: percentil(s, 99), max: percentil(s, 100) };
};

try {
  const emThread = await operacoesEmThread({ api: api.url, adm, prc: alvo.prc, retornos });
  fecharOperacoes = emThread.fechar;
  const ops = emThread.ops.filter((o) => !escolhidas || escolhidas.includes(o.id));
  const regras = await salvarRegras(api.url, adm, alvo.prc);
  const feeder = enrolmentFeeder(p);
  let esgotadas = false;
  const status: Record<string, number> = {};
  const inscrever = (parar: AbortController) => () => {
    // The last session sends, and the run stops there (a run short of candidates says so in the report).
    if (feeder.sent() >= p.sessions.length - 1) {
      esgotadas = true;
      parar.abort();
    }
    return feeder.enrol();
  };
  const correr = (parar: AbortController) =>
    paced({ url: api.url, connections: CONN, seconds: 3600, rate: RATE, next: inscrever(parar), signal: parar.signal, onAnswer: (pss, s) => feeder.answers.set(pss, s), onStatus: (s) => void (status[s] = (status[s] ?? 0) + 1) });

  // Warm-up: a short enrolment run (connections, prepared plans, the JIT), then its e-mails written.
  const aquecer = new AbortController();
  const aquecimento = correr(aquecer);
  await new Promise((r) => setTimeout(r, 2000));
  aquecer.abort();
  await aquecimento;
  await emailsAssentados();

  const medidas: Medida[] = [];
  for (const op of ops) {
    console.log(`${op.nome}, sozinho...`);
    const m = await medir(() => op.executar(0));
    console.log(`  ${m.ms} ms, HTTP ${m.status}, +${m.crescimentoMemoriaMb} MB`, m.detalhe);
    medidas.push({ id: op.id, nome: op.nome, metaSegundos: op.metaSegundos, sozinho: { ms: m.ms, status: m.status, crescimentoMemoriaMb: m.crescimentoMemoriaMb, detalhe: m.detalhe } });
  }
  await assentarBanco();
  for (const [i, op] of (values['so-sozinho'] ? [] : ops).entries()) {
    console.log(`${op.nome}, com inscrições a ${RATE}/s...`);
    if (esgotadas) {
      console.log('  sessões de candidatos esgotadas: não medida');
      medidas[i].sobCarga = null;
      continue;
    }
    const parar = new AbortController();
    const enviadasAntes = feeder.sent();
    const carga = correr(parar);
    await new Promise((r) => setTimeout(r, ANTES_S * 1000));
    const m = await medir(() => op.executar(1));
    await new Promise((r) => setTimeout(r, DEPOIS_S * 1000));
    parar.abort();
    const c: PacedResult = await carga;
    // By when each enrolment was due: before the operation started, and while it ran.
    const durante = c.timeline.filter(([due]) => c.start + due >= m.inicioMs && c.start + due <= m.inicioMs + m.ms).map(([, l]) => l);
    const antes = c.timeline.filter(([due]) => c.start + due < m.inicioMs).map(([, l]) => l);
    if (process.env.BENCH_LATENCIA_POR_TEMPO) mostrarPorTempo(c, m.inicioMs, m.ms);
    const ins = { enviadas: feeder.sent() - enviadasAntes, antes: latencias(antes), durante: latencias(durante), corrida: latencias(c.times), erros: c.errors, semResposta: c.timeouts };
    console.log(`  ${m.ms} ms, HTTP ${m.status}, +${m.crescimentoMemoriaMb} MB; inscrições durante: p95 ${ins.durante.p95} ms (${ins.durante.pedidos})${esgotadas ? '; sessões esgotadas antes do fim' : ''}`);
    medidas[i].sobCarga = { ms: m.ms, status: m.status, crescimentoMemoriaMb: m.crescimentoMemoriaMb, detalhe: m.detalhe };
    medidas[i].inscricoes = ins;
    const emails = await emailsAssentados();
    console.log(`  e-mails de confirmação escritos até aqui: ${emails}`);
  }
  await api.stop();
  if (pglite) database = await abrir();
  const check = await enrolmentCheck(database.db, p.vestibular, p.enrolmentsBefore, feeder.answers);
  console.log('Verificação das inscrições:', check);

  const resultado: Resultado = {
    date: new Date().toISOString(),
    machine: maquina(),
    database: pglite ? `PGlite (${path.relative(ROOT, pglite) || pglite})` : `postgresql (${nomeBanco}) ${await descreverServidorDe(database)}`,
    candidatos: CANDIDATOS,
    seedSeconds,
    processo: alvo,
    vestibular: p.vestibular,
    settings: { rate: RATE, connections: CONN, leadSeconds: ANTES_S, tailSeconds: DEPOIS_S, sessions: p.sessions.length },
    regras,
    operacoes: medidas,
    enrolment: { sent: feeder.sent(), statuses: status, sessionsExhausted: esgotadas, check },
  };
  const md = markdown(resultado);
  // A run of some operations, or alone only, never takes the place of a whole one.
  const parcial = escolhidas || values['so-sozinho'] || root ? '-parcial' : '';
  const arquivo = gravar(`${PLENA ? 'gestao-sob-carga' : `gestao-sob-carga-${CANDIDATOS}`}${pglite ? '-pglite' : ''}${parcial}`, resultado, md);
  console.log(`\n${md}\nResultados em ${path.relative(ROOT, arquivo)}.json e .md`);
} finally {
  await fecharOperacoes();
  await api.stop();
  await database.close().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
