/**
 * A run second by second, to find WHEN it was slow and what the database was waiting on then: the p95 of the answers
 * due in each second (the enrolments, the notifications) and, sampled twice a second from pg_stat_activity, what the
 * active connections were waiting for (a lock, the WAL flush, I/O...). Written to bench/profiles/ (not kept in git).
 */
import { writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client.ts';
import { percentil } from './gestao.ts';
import type { PacedResult } from './paced.ts';

export type Esperas = Record<number, Record<string, number>>;

/** Samples the active connections' wait events until `parar` is called: per second from the start, counts per event. */
export function amostrarEsperas(db: Db): { parar(): Promise<Esperas> } {
  const inicio = performance.now();
  const esperas: Esperas = {};
  let ativo = true;
  const laco = (async () => {
    while (ativo) {
      const segundo = Math.floor((performance.now() - inicio) / 1000);
      const { rows } = (await db.execute(sql`SELECT coalesce(wait_event_type || ':' || wait_event, 'CPU') AS e, count(*)::int AS n FROM pg_stat_activity WHERE state = 'active' AND pid <> pg_backend_pid() AND backend_type = 'client backend' GROUP BY 1`)) as unknown as { rows: { e: string; n: number }[] };
      const s = (esperas[segundo] ??= {});
      for (const r of rows) s[r.e] = (s[r.e] ?? 0) + r.n;
      await new Promise((ok) => setTimeout(ok, 500));
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
export async function comAmostraDeEsperas<T>(db: Db, em: Esperas[], f: () => Promise<T>): Promise<T> {
  const amostra = amostrarEsperas(db);
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
