/**
 * The shape of `npm run bench`'s report (bench/results/<date>.json), and what decides which pages are public and
 * their JS budgets. Its Markdown is ./report-markdown.ts; its targets ./metas.ts.
 */
import { matchRoute, ROUTES } from '../../src/lib/routes.ts';
import type { Resultado as ResultadoGestao } from './gestao-sob-carga-relatorio.ts';
import type { LighthouseRow } from './lighthouse.ts';
import type { LoadResult } from './load.ts';
import type { EnrolmentCheck, Prepared } from './prepare.ts';

export interface DbFigures {
  version?: string;
  scale: string;
  seedSeconds: number;
  enrolment: LoadResult[];
  /** Enrolment requests sent (warm-up included) and every status answered. */
  enrolmentSent: number;
  enrolmentStatuses: Record<string, number>;
  /** CPU seconds per process group during the closed-loop enrolment run (bench/lib/cpu.ts), and per enrolment. */
  enrolmentCpu?: Record<string, number>;
  check: EnrolmentCheck;
  roomSearch: LoadResult[];
  messages: LoadResult[];
  processes: LoadResult[];
  /** The demo candidate's inbox counters as the API answers them after the runs, and counted the plain way. */
  inboxCounters?: { api: { naoLidas: number; lidas: number }; plain: { naoLidas: number; lidas: number } };
}

export interface PageWeightRow {
  page: string;
  html: number;
  css: number;
  js: number;
  jsFiles: number;
}

export interface BenchReport {
  date: string;
  machine: { cpus: number; cpuModel: string; memGb: number; node: string; uptimeStart: string; loadStart: number[]; uptimeEnd?: string; loadEnd?: number[] };
  settings: { seconds: number; connections: number; enrolConnections: number; enrolRate: number };
  ceiling: LoadResult;
  postgres: DbFigures;
  pglite?: DbFigures;
  pageWeight: PageWeightRow[];
  lighthouse?: { chromium: string; rows: LighthouseRow[] } | { skipped: string };
  /** The staff's bulk work at 100,000 candidates (bench/gestao-sob-carga.ts), when run. */
  gestao?: ResultadoGestao | { skipped: string };
  totalSeconds: number;
}

/** Public pages measured by Lighthouse: one of each public route (and the guard at '/'). */
export function publicPages(p: Pick<Prepared, 'vestibular' | 'seriado'>): string[] {
  return ['/', '/entrar', `/entrar/${p.vestibular}`, '/stricto', '/especializacoes', '/autorizacao-aplicacao/1', `/ensalamento/${p.seriado}`, '/verificar-comprovante'];
}

/** 'public' (anyone, incl. the guard at '/') or 'login', from the route table. */
export function accessOf(page: string): 'public' | 'login' {
  const m = matchRoute(page === '' ? '/' : page);
  return m && ROUTES[m.name].access === 'login' ? 'login' : 'public';
}

export const JS_BUDGET = { public: 30 * 1024, login: 150 * 1024 };
