/**
 * A run second by second, to find WHEN it was slow and what the database was waiting on then: the p95 of the answers
 * due in each second (the enrolments, the notifications) and, sampled twice a second from pg_stat_activity, what the
 * active connections were waiting for (a lock, the WAL flush, I/O...), and what the machine went through (Linux's
 * pressure stall figures: how long tasks waited for the disk and for a core; the dirty page cache waiting for
 * writeback). A stall of every request at once shows there whatever its cause. Written to bench/profiles/ (not kept
 * in git).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { cpuBetween, sampleCpu } from './cpu.ts';
import { percentil } from './gestao.ts';
import type { PacedResult } from './paced.ts';

export type Esperas = Record<number, Record<string, number>>;

/** Linux's cumulative stall times (µs; /proc/pressure) and the page cache waiting for writeback (kB), or null elsewhere. */
function maquinaAgora(): { io: number; ioTodos: number; cpu: number; sujo: number } | null {
  try {
    const total = (arquivo: string, linha: 'some' | 'full') => Number(new RegExp(`^${linha} .*total=(\\d+)`, 'm').exec(readFileSync(arquivo, 'utf8'))?.[1] ?? 0);
    const mem = readFileSync('/proc/meminfo', 'utf8');
    const kb = (nome: string) => Number(new RegExp(`^${nome}:\\s+(\\d+)`, 'm').exec(mem)?.[1] ?? 0);
    return { io: total('/proc/pressure/io', 'some'), ioTodos: total('/proc/pressure/io', 'full'), cpu: total('/proc/pressure/cpu', 'some'), sujo: kb('Dirty') + kb('Writeback') };
  } catch {
    return null;
  }
}

/** Samples the active connections' wait events until `parar` is called: per second from the start, counts per event. */
export function amostrarEsperas(db: Db, processos: Record<number, string> = {}): { parar(): Promise<Esperas> } {
  const inicio = performance.now();
  const esperas: Esperas = {};
  let ativo = true;
  let antes = maquinaAgora();
  let cpuAntes = sampleCpu();
  let acordou = performance.now();
  const laco = (async () => {
    while (ativo) {
      const segundo = Math.floor((performance.now() - inicio) / 1000);
      const agora = maquinaAgora();
      // Each process's CPU (ms) in the interval, the VM's steal, and how late this sampler woke: a whole-machine
      // stall (the VM paused) shows as steal or lateness; one process's (its GC) as a burst of its CPU.
      const cpuAgora = sampleCpu();
      const c = cpuBetween(cpuAntes, cpuAgora, processos);
      const p = (esperas[segundo] ??= {});
      for (const nome of [...new Set(Object.values(processos)), 'postgresql', 'roubado pela VM (steal)']) p[`cpu ${nome} (ms)`] = (p[`cpu ${nome} (ms)`] ?? 0) + Math.round((c[nome] ?? 0) * 1000);
      p['atraso do amostrador (ms)'] = Math.max(p['atraso do amostrador (ms)'] ?? 0, Math.round(performance.now() - acordou));
      cpuAntes = cpuAgora;
      if (antes && agora) {
        const m = p;
        // ms of the interval in which some task (io, cpu) or every task (ioTodos) was stalled; the dirty cache's peak
        m['máquina: io (ms)'] = (m['máquina: io (ms)'] ?? 0) + Math.round((agora.io - antes.io) / 1000);
        m['máquina: io, todos (ms)'] = (m['máquina: io, todos (ms)'] ?? 0) + Math.round((agora.ioTodos - antes.ioTodos) / 1000);
        m['máquina: cpu (ms)'] = (m['máquina: cpu (ms)'] ?? 0) + Math.round((agora.cpu - antes.cpu) / 1000);
        m['máquina: sujo (MB)'] = Math.max(m['máquina: sujo (MB)'] ?? 0, Math.round(agora.sujo / 1024));
      }
      antes = agora;
      const { rows } = (await db.execute(sql`SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS e, count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend' GROUP BY 1`)) as unknown as { rows: { e: string; n: number }[] };
      for (const r of rows) p[r.e] = (p[r.e] ?? 0) + r.n;
      const dorme = performance.now();
      await new Promise((ok) => setTimeout(ok, 500));
      acordou = dorme + 500;
    }
  })();
  return {
    async parar() {
      ativo = false;
      await laco;
      return esperas;
    },
  };
}

/** Runs `f` while sampling the waits; their record is pushed to `em`. */
export async function comAmostraDeEsperas<T>(db: Db, em: Esperas[], f: () => Promise<T>, processos: Record<number, string> = {}): Promise<T> {
  const amostra = amostrarEsperas(db, processos);
  const r = await f();
  em.push(await amostra.parar());
  return r;
}

/** The p95 of each 10-second window of a run (by when each request was due): whether a slow run was slow throughout. */
export function p95PorJanela(r: PacedResult): number[] {
  const janelas: number[][] = [];
  for (const [quando, ms] of r.timeline) (janelas[Math.floor(quando / 10_000)] ??= []).push(ms);
  return janelas.map((j) => percentil(j.sort((a, b) => a - b), 95));
}

/** p95 and count of the answers due in each second of a run. */
export function porSegundo(r: PacedResult): { p95: number; n: number }[] {
  const segundos: number[][] = [];
  for (const [quando, ms] of r.timeline) (segundos[Math.floor(quando / 1000)] ??= []).push(ms);
  return [...segundos].map((s) => (s ? { p95: percentil(s.sort((a, b) => a - b), 95), n: s.length } : { p95: 0, n: 0 }));
}

export function gravarLinhaDoTempo(arquivo: string, corridas: Record<string, { inscricoes: PacedResult; notificacoes?: PacedResult; esperas: Esperas }>): void {
  const saida = Object.fromEntries(Object.entries(corridas).map(([nome, c]) => [nome, { inscricoes: porSegundo(c.inscricoes), notificacoes: c.notificacoes ? porSegundo(c.notificacoes) : null, esperas: c.esperas }]));
  writeFileSync(arquivo, JSON.stringify(saida));
}
