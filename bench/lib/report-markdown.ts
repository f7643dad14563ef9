/**
 * The run's report as Markdown (bench/results/<date>.md): the targets first (./metas.ts), then every figure, each
 * throughput also as a share of the bare-Fastify ceiling measured in the same run.
 */
import type { LoadResult } from './load.ts';
import { clean, targets } from './metas.ts';
import { accessOf, JS_BUDGET, type BenchReport, type DbFigures } from './report.ts';

const kb = (b: number) => (b / 1024).toFixed(1);
const ms = (x: number) => (Number.isFinite(x) ? x.toFixed(1) : '–');

function loadRows(title: string, rs: LoadResult[], ceiling: number): string[] {
  return rs.map((r) => {
    const other = [r.non2xx ? `${r.non2xx} não-2xx` : '', r.errors ? `${r.errors} erros, ${r.timeouts} por tempo esgotado` : ''].filter(Boolean).join('; ');
    return `| ${title} | ${r.name} | ${r.reqPerSec} | ${(r.reqPerSec / ceiling).toFixed(3)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${r.ok2xx}${other ? ` (+ ${other})` : ''} |`;
  });
}

/** Where the two cores went during the closed-loop enrolment run. */
function cpuText(f: DbFigures): string {
  const c = f.enrolmentCpu;
  const r = f.enrolment[0];
  if (!c || !r?.requests) return '';
  const per = (k: string) => `${(((c[k] ?? 0) * 1000) / r.requests).toFixed(2)} ms`;
  return (
    `\n\nCPU por inscrição na medição sem limite (${r.requests} respostas em ${c.segundos} s): API ${per('API')}, PostgreSQL ${per('postgresql')}, ` +
    `gerador de carga ${per('gerador de carga')}; outros processos ${c.outros ?? 0} s; roubado pela VM ${c['roubado pela VM (steal)'] ?? 0} s.`
  );
}

function checkText(f: DbFigures): string {
  const c = f.check;
  const ok = Object.entries(f.enrolmentStatuses).filter(([s]) => s.startsWith('2')).reduce((n, [, v]) => n + v, 0);
  return (
    `Inscrições: ${f.enrolmentSent} enviadas, respostas ${Object.entries(f.enrolmentStatuses).map(([s, n]) => `${s}: ${n}`).join(', ')}; ` +
    `linhas novas em ins_processo: ${c.newRows} = ${c.okWritten} com resposta 2xx (de ${ok})` +
    `${c.unanswered ? ` + ${c.unansweredWritten} das ${c.unanswered} requisições cortadas pelo fim da medição (sem resposta vista pelo cliente)` : ''}. ` +
    `2xx sem linha (perdidas): ${c.okMissing}; erro com linha: ${c.errorWritten}; candidatos com duas inscrições: ${c.doubled}; linhas de quem não enviou: ${c.strangers}. ` +
    (clean(c) ? '**Nenhuma perdida nem duplicada.**' : '**FALHA na verificação.**') +
    cpuText(f)
  );
}

function dbSection(name: string, f: DbFigures, ceiling: number): string[] {
  return [
    `### ${name}`,
    '',
    `Dados: ${f.scale} (carga em ${f.seedSeconds} s).${f.version ? ` PostgreSQL ${f.version}.` : ''}`,
    '',
    '| área | medição | req/s | ÷ teto | p50 ms | p95 ms | p99 ms | 2xx |',
    '|---|---|---:|---:|---:|---:|---:|---:|',
    ...loadRows('inscrição', f.enrolment, ceiling),
    ...loadRows('ensalamento', f.roomSearch, ceiling),
    ...loadRows('mensagens', f.messages, ceiling),
    ...loadRows('processos', f.processes, ceiling),
    '',
    checkText(f),
    '',
  ];
}

export function markdown(r: BenchReport): string {
  const c = r.ceiling.reqPerSec;
  const out = [
    `# Benchmark ${r.date.slice(0, 10)}`,
    '',
    `Máquina: ${r.machine.cpus} CPUs (${r.machine.cpuModel}), ${r.machine.memGb} GB, Node ${r.machine.node}. ` +
      `Carga no início: \`${r.machine.uptimeStart}\`; no fim: \`${r.machine.uptimeEnd ?? '?'}\`. ` +
      `Cada medição: ${r.settings.seconds} s, carga de outro processo (sem limite: autocannon; taxa fixa: requisições espaçadas por igual, latência contada de quando cada uma era devida, bench/lib/paced.ts). Duração total: ${r.totalSeconds} s.`,
    '',
    `**Teto** (Fastify puro devolvendo uma constante, ${r.ceiling.connections} conexões): **${c} req/s**, p50 ${ms(r.ceiling.p50)} ms, p95 ${ms(r.ceiling.p95)} ms, p99 ${ms(r.ceiling.p99)} ms.`,
    '',
    ...targets(r),
    ...dbSection('PostgreSQL', r.postgres, c),
    ...(r.pglite ? dbSection('PGlite (instalação padrão)', r.pglite, c) : []),
    '### Peso das páginas (bytes gzip)',
    '',
    `Meta de JS: páginas públicas ≤ ${kb(JS_BUDGET.public)} KB, páginas com login ≤ ${kb(JS_BUDGET.login)} KB. Páginas iguais (as de cada processo em /entrar/N, /autorizacao-aplicacao/N) aparecem uma vez.`,
    '',
    '| página | acesso | HTML KB | CSS KB | JS KB | arquivos JS | meta de JS |',
    '|---|---|---:|---:|---:|---:|---|',
  ];
  const seen = new Set<string>();
  for (const p of r.pageWeight) {
    const access = accessOf(p.page);
    const key = `${p.page.replace(/\/\d+$/, '/N')}:${p.js}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const budget = JS_BUDGET[access];
    out.push(`| ${p.page} | ${access === 'public' ? 'pública' : 'login'} | ${kb(p.html)} | ${kb(p.css)} | ${kb(p.js)} | ${p.jsFiles} | ${p.js <= budget ? 'ok' : `**acima** (${kb(p.js - budget)} KB a mais)`} |`);
  }
  out.push('', '### Lighthouse (desempenho, emulação de celular)', '');
  if (!r.lighthouse) out.push('Não medido (--skip-lighthouse).');
  else if ('skipped' in r.lighthouse) out.push(`Não medido: ${r.lighthouse.skipped}.`);
  else {
    out.push(`Chromium: ${r.lighthouse.chromium}. Meta: ≥ 95 nas páginas públicas.`, '', '| página | desempenho | FCP ms | LCP ms | TBT ms | CLS |', '|---|---:|---:|---:|---:|---:|');
    for (const l of r.lighthouse.rows) out.push(l.error ? `| ${l.page} | falhou: ${l.error.replace(/\|/g, '/')} | | | | |` : `| ${l.page} | ${l.score} | ${l.fcpMs} | ${l.lcpMs} | ${l.tbtMs} | ${l.cls} |`);
  }
  out.push('');
  return out.join('\n');
}
