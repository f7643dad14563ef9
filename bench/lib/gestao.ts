/**
 * What the back office's benches (bench/gestao-mensagens.ts, bench/gestao-exportacao.ts) share: a PostgreSQL
 * database seeded once at benchmark scale and kept between runs (`--reseed` starts it over), the demo
 * administrator's session, the room-search load of the main bench, the API process's memory read from /proc, and
 * the results written beside the others.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from '../../server/db/client.ts';
import { createSessions, type BenchSession } from './sessions.ts';

export const ROOT = path.resolve(import.meta.dirname, '../..');
const rows = async <T>(db: Db, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** The bench database on the server of `base`: created and seeded (100,000 candidates, or `candidates`) when missing or asked. */
export async function benchDatabase(base: string, name: string, reseed: boolean, candidates = 100_000): Promise<{ url: string; seedSeconds: number | null }> {
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount! > 0;
  const url = new URL(base);
  url.pathname = `/${name}`;
  let seedSeconds: number | null = null;
  if (!exists || reseed) {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${name}`);
    console.log(`Carga de dados em ${name} (scripts/seed.ts --candidates ${candidates})...`);
    const t0 = Date.now();
    const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--candidates', String(candidates), '--quiet'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: url.toString() }, stdio: ['ignore', 'inherit', 'inherit'] });
    if (r.status !== 0) throw new Error('a carga de dados falhou');
    seedSeconds = Math.round((Date.now() - t0) / 1000);
  }
  await admin.end();
  return { url: url.toString(), seedSeconds };
}

/** The demo administrator's session (written straight into sessao, as the main bench does for candidates). */
export async function adminSession(db: Db): Promise<BenchSession> {
  const [conta] = await rows<{ contaCodigo: number; pssFscCodigo: number }>(db, sql`SELECT "contaCodigo", "pssFscCodigo" FROM conta WHERE login = '71468230590'`);
  if (!conta) throw new Error('o administrador de demonstração não está na carga de dados');
  const [s] = await createSessions(db, [conta], new Date());
  return s;
}

/** The process with the most enrolments (the serial exam: every seeded candidate) and how many it has. */
export async function maiorProcesso(db: Db): Promise<{ prc: number; inscricoes: number }> {
  const [r] = await rows<{ prc: number; n: number }>(db, sql`SELECT "prcSltCodigo" AS prc, count(*)::int AS n FROM ins_processo WHERE NOT "insCancelada" GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
  return { prc: r.prc, inscricoes: r.n };
}

/** Room-search requests over the most seated process, terms taken from real names (as bench/lib/prepare.ts). */
export async function buscaDeSalas(db: Db): Promise<() => { path: string }> {
  const [s] = await rows<{ prc: number }>(db, sql`
    SELECT i."prcSltCodigo" AS prc FROM ins_prc_prv_sala s JOIN ins_processo i USING ("insPrcCodigo") GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  const nomes = (await rows<{ nome: string }>(db, sql`
    SELECT p."pssFscNome" AS nome FROM ins_processo i JOIN ins_prc_prv_sala s USING ("insPrcCodigo") JOIN pss_fisica p ON p."pssFscCodigo" = i."pssFscCodigo"
     WHERE i."prcSltCodigo" = ${s.prc} ORDER BY md5(p."pssFscNome") LIMIT 600`)).map((r) => r.nome);
  const fold = (x: string) => x.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const termos = nomes.map((nome, i) => {
    const w = fold(nome).split(' ');
    return [w.join(' '), w.slice(0, 2).join(' '), w[w.length - 1]][i % 3];
  });
  let k = 0;
  return () => ({ path: `/sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo?prcSltCodigo=${s.prc}&start=0&limit=100&filtro=${encodeURIComponent(termos[k++ % termos.length])}` });
}

/** A process's memory from /proc (kB): resident now, and the peak since the last resetPeak. */
export function memoria(pid: number): { rssKb: number; picoKb: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (campo: string) => Number(new RegExp(`${campo}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rssKb: kb('VmRSS'), picoKb: kb('VmHWM') };
}

/** Starts the peak (VmHWM) over from the current resident size (Linux: clear_refs 5). */
export function resetPeak(pid: number): void {
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
}

export function percentil(ordenados: number[], p: number): number {
  if (!ordenados.length) return 0;
  return +ordenados[Math.min(ordenados.length - 1, Math.ceil((p / 100) * ordenados.length) - 1)].toFixed(2);
}

export const mb = (kb: number) => +(kb / 1024).toFixed(1);

export function maquina() {
  return { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? '', memGb: Math.round(os.totalmem() / 2 ** 30), node: process.version, loadavg: os.loadavg().map((x) => +x.toFixed(2)) };
}

/** bench/results/<nome>-<date>.json and .md. */
export function gravar(nome: string, json: object, md: string): string {
  const date = new Date().toISOString().slice(0, 10);
  mkdirSync(path.join(ROOT, 'bench/results'), { recursive: true });
  const base = path.join(ROOT, `bench/results/${nome}-${date}`);
  writeFileSync(`${base}.json`, JSON.stringify(json, null, 2));
  writeFileSync(`${base}.md`, md);
  return base;
}
