/**
 * The "Metas" section of `npm run bench`: one line per target of the issues that set them (10: the deadline
 * day; 26: the inbox, the embedded default, enrolment on PostgreSQL, the staff's bulk work), each reached or not
 * with the figure that decides it. Goals of the benchmark, never assertions of a test.
 */
import { metas as metasDaGestao, type Resultado as ResultadoGestao } from './gestao-sob-carga-relatorio.ts';
import type { LoadResult } from './load.ts';
import type { EnrolmentCheck } from './prepare.ts';
import { accessOf, JS_BUDGET, type BenchReport, type DbFigures } from './report.ts';

/** Issue 26's figures. */
export const META = {
  caixaPostgres: 3000,
  caixaPglite: 1000,
  caixaP95Ms: 10,
  caixaTaxa: 400,
  processos: 3000,
  inscricaoPostgres: 2000,
  inscricaoPglite: 1000,
} as const;

const kb = (b: number) => (b / 1024).toFixed(1);
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');
const mark = (ok: boolean) => (ok ? '✅' : '❌');
const line = (ok: boolean, text: string) => `- ${mark(ok)} ${text}`;

export const clean = (c: EnrolmentCheck) => c.okMissing === 0 && c.errorWritten === 0 && c.doubled === 0 && c.strangers === 0;

const closedLoop = (rs: LoadResult[]) => rs.filter((r) => r.targetRate === null);
const paced = (rs: LoadResult[]) => rs.filter((r) => r.targetRate !== null);
const bestOf = (rs: LoadResult[]) => Math.max(0, ...closedLoop(rs).map((r) => r.reqPerSec));
const figures = (rs: LoadResult[]) => rs.map((r) => `${r.name}: ${r.reqPerSec} req/s, p95 ${ms(r.p95)} ms`).join('; ');

/** Flat-out enrolment on one database: at least `min` a second, none lost or doubled, CPU per enrolment said. */
function enrolmentTarget(name: string, f: DbFigures, min: number): string {
  const best = bestOf(f.enrolment);
  const c = f.enrolmentCpu;
  const n = closedLoop(f.enrolment)[0]?.requests;
  const per = (k: string) => (c && n ? `${(((c[k] ?? 0) * 1000) / n).toFixed(2)} ms` : '–');
  const cpu = c && n ? `; CPU por inscrição: API ${per('API')}${f.version ? `, PostgreSQL ${per('postgresql')}` : ' (PGlite na mesma)'}, gerador ${per('gerador de carga')}` : '';
  return line(best >= min && clean(f.check), `${name}: ≥ ${min.toLocaleString('pt-BR')} inscrições/s sem limite, nenhuma perdida ou duplicada: ${best}/s; verificação ${clean(f.check) ? 'limpa' : 'com falhas'}${cpu}.`);
}

/** The inbox on one database: pages 1 and 50 flat out at 64 connections, and (where measured) their p95 at 400/s. */
function inboxTargets(name: string, f: DbFigures, min: number): string[] {
  const flat = closedLoop(f.messages);
  const slow = paced(f.messages);
  const out = [line(flat.length >= 2 && flat.every((r) => r.reqPerSec >= min), `${name}: caixa de mensagens (10.000 mensagens), páginas 1 e 50 ≥ ${min.toLocaleString('pt-BR')} req/s com 64 conexões: ${figures(flat)}.`)];
  if (slow.length) out.push(line(slow.every((r) => r.p95 < META.caixaP95Ms), `${name}: caixa de mensagens a ${META.caixaTaxa} req/s com p95 < ${META.caixaP95Ms} ms: ${figures(slow)}.`));
  if (f.inboxCounters) {
    const k = f.inboxCounters;
    const exact = k.api.naoLidas === k.plain.naoLidas && k.api.lidas === k.plain.lidas;
    out.push(line(exact, `${name}: contadores da caixa exatos depois das medições (API ${k.api.naoLidas} não lidas / ${k.api.lidas} lidas; contagem direta ${k.plain.naoLidas} / ${k.plain.lidas}).`));
  }
  return out;
}

function processesTarget(name: string, f: DbFigures): string {
  const best = bestOf(f.processes);
  return line(best >= META.processos, `${name}: prcSeletivo/listaProcessos ≥ ${META.processos.toLocaleString('pt-BR')} req/s com 64 conexões: ${best} req/s.`);
}

/** The staff's bulk work at 100,000 candidates (bench/gestao-sob-carga.ts), alone and under enrolment. */
function staffTargets(g: ResultadoGestao | { skipped: string } | undefined): string[] {
  if (!g) return [line(false, 'Trabalho da gestão em massa a 100.000 candidatos: não medido (--skip-gestao).')];
  if ('skipped' in g) return [line(false, `Trabalho da gestão em massa a 100.000 candidatos: não medido (${g.skipped}).`)];
  return [
    `- Trabalho da gestão em massa (${g.candidatos.toLocaleString('pt-BR')} candidatos, ${g.database}; inscrições a ${g.settings.rate}/s; detalhes em gestao-sob-carga-${g.date.slice(0, 10)}.md):`,
    ...metasDaGestao(g).map((m) => `  - ${mark(m.ok)} ${m.meta}: ${m.valor}.`),
  ];
}

/** One line per target, reached or not, with the figure that decides it. */
export function targets(r: BenchReport): string[] {
  const pg = r.postgres;
  const atRate = paced(pg.enrolment)[0] ?? pg.enrolment[0];
  // The strict reading: 64 connections each sending as soon as it has its answer (the paced run is shown beside it).
  const room = closedLoop(pg.roomSearch)[0] ?? pg.roomSearch[0];
  const roomPaced = paced(pg.roomSearch)[0];
  const weights = r.pageWeight.map((p) => ({ ...p, access: accessOf(p.page) }));
  const overPublic = [...new Set(weights.filter((p) => p.access === 'public' && p.js > JS_BUDGET.public).map((p) => `${p.page.replace(/\/\d+$/, '/N')} (${kb(p.js)} KB)`))];
  const overLogin = weights.filter((p) => p.access === 'login' && p.js > JS_BUDGET.login).map((p) => `${p.page} (${kb(p.js)} KB)`);
  const lh = r.lighthouse && 'rows' in r.lighthouse ? r.lighthouse.rows : [];
  const lowLh = lh.filter((l) => l.score === null || l.score < 95).map((l) => `${l.page} (${l.score ?? 'falhou'})`);
  return [
    '### Metas',
    '',
    'Dia do prazo (issue 10):',
    '',
    line(bestOf(pg.enrolment) >= 1000 && atRate.p95 < 100 && clean(pg.check), `≥ 1.000 inscrições/s com p95 < 100 ms, nenhuma perdida ou duplicada: melhor ${bestOf(pg.enrolment)}/s; na taxa-alvo ${atRate.reqPerSec}/s com p95 ${ms(atRate.p95)} ms; verificação ${clean(pg.check) ? 'limpa' : 'com falhas'}.`),
    line(room.p95 < 20, `busca de salas p95 < 20 ms com 64 conexões: sem limite de taxa, p95 ${ms(room.p95)} ms a ${room.reqPerSec} req/s${roomPaced ? `; a ${roomPaced.reqPerSec} req/s, p95 ${ms(roomPaced.p95)} ms` : ''}.`),
    line(overPublic.length === 0, `páginas públicas ≤ 30 KB de JS: ${overPublic.length ? `acima: ${overPublic.join(', ')}` : 'todas'}.`),
    line(lh.length > 0 && lowLh.length === 0, `Lighthouse ≥ 95 nas páginas públicas: ${lh.length ? (lowLh.length ? `abaixo: ${lowLh.join(', ')}` : 'todas') : 'não medido'}.`),
    line(overLogin.length === 0, `páginas com login ≤ 150 KB de JS: ${overLogin.length ? `acima: ${overLogin.join(', ')}` : 'todas'}.`),
    '',
    'Desempenho, segunda rodada (issue 26):',
    '',
    ...inboxTargets('PostgreSQL', pg, META.caixaPostgres),
    ...(r.pglite ? inboxTargets('PGlite', r.pglite, META.caixaPglite) : [line(false, 'PGlite: não medido (--skip-pglite).')]),
    r.pglite ? enrolmentTarget('PGlite (instalação padrão)', r.pglite, META.inscricaoPglite) : line(false, 'PGlite: inscrições não medidas (--skip-pglite).'),
    processesTarget('PostgreSQL', pg),
    ...(r.pglite ? [processesTarget('PGlite', r.pglite)] : []),
    enrolmentTarget('PostgreSQL', pg, META.inscricaoPostgres),
    ...staffTargets(r.gestao),
    '',
  ];
}
