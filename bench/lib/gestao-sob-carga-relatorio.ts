/**
 * The report of bench/gestao-sob-carga.ts: its JSON shape and its Markdown, with the "Metas" section of issue 26
 * item 4 (each target with its deciding figure, ✅ or ❌).
 */
import type { EnrolmentCheck } from './prepare.ts';

export interface Latencias {
  pedidos: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export interface Medicao {
  ms: number;
  status: number;
  /** Peak resident memory of the API while it ran, over what it had at the start (MB). */
  crescimentoMemoriaMb: number;
  detalhe: Record<string, unknown>;
}

export interface Medida {
  id: string;
  nome: string;
  metaSegundos: number;
  sozinho: Medicao;
  /** null: not measured (the candidates' sessions ran out first). */
  sobCarga?: Medicao | null;
  /** The enrolment run around the operation under load: latencies by when each enrolment was due. */
  inscricoes?: { enviadas: number; antes: Latencias; durante: Latencias; corrida: Latencias; erros: number; semResposta: number };
}

export interface Resultado {
  date: string;
  machine: { cpus: number; cpuModel: string; memGb: number; node: string; loadavg: number[] };
  database: string;
  candidatos: number;
  seedSeconds: number | null;
  processo: { prc: number; inscricoes: number };
  vestibular: number;
  settings: { rate: number; connections: number; leadSeconds: number; tailSeconds: number; sessions: number };
  regras: { provas: number; opcoes: number };
  operacoes: Medida[];
  enrolment: { sent: number; statuses: Record<string, number>; sessionsExhausted: boolean; check: EnrolmentCheck };
}

/** Targets of issue 26 item 4. */
export const P95_INSCRICAO_MS = 100;
export const MEMORIA_EXPORTACAO_MB = 100;

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const marca = (ok: boolean) => (ok ? '✅' : '❌');
const ok200 = (e: Medicao | null | undefined) => Boolean(e && e.status === 200);
const detalhe = (e: Medicao | null | undefined) =>
  !e ? '—' : Object.entries(e.detalhe).filter(([, v]) => v !== undefined).map(([k, v]) => `${k} ${typeof v === 'number' ? v.toLocaleString('pt-BR') : String(v)}`).join(', ');

export function intactas(c: EnrolmentCheck): boolean {
  return c.okMissing === 0 && c.doubled === 0 && c.strangers === 0 && c.errorWritten === 0;
}

export function metas(r: Resultado): { meta: string; valor: string; ok: boolean }[] {
  const out: { meta: string; valor: string; ok: boolean }[] = [];
  for (const m of r.operacoes) {
    const limite = m.metaSegundos * 1000;
    out.push({ meta: `${m.nome}, sozinho < ${m.metaSegundos} s`, valor: `${s(m.sozinho.ms)} (HTTP ${m.sozinho.status})`, ok: ok200(m.sozinho) && m.sozinho.ms < limite });
    const c = m.sobCarga;
    out.push({ meta: `${m.nome}, com inscrições a ${r.settings.rate}/s < ${m.metaSegundos} s`, valor: c ? `${s(c.ms)} (HTTP ${c.status})` : 'não medida', ok: ok200(c) && c!.ms < limite });
    const d = m.inscricoes?.durante;
    out.push({ meta: `p95 das inscrições durante: ${m.nome} < ${P95_INSCRICAO_MS} ms`, valor: d && d.pedidos ? `${d.p95} ms (${d.pedidos} inscrições)` : 'sem inscrições na janela', ok: Boolean(d && d.pedidos && d.p95 < P95_INSCRICAO_MS) });
    if (m.id === 'exportacao') {
      const pior = Math.max(m.sozinho.crescimentoMemoriaMb, c?.crescimentoMemoriaMb ?? 0);
      out.push({ meta: `Exportação: memória da API cresce < ${MEMORIA_EXPORTACAO_MB} MB`, valor: `+${pior} MB (pior das duas)`, ok: pior < MEMORIA_EXPORTACAO_MB });
      const pb = Number(m.sozinho.detalhe.primeiroByteMs ?? 0);
      // Streamed: the first rows leave before the rest is read (a buffered export answers only at the end).
      out.push({ meta: 'Exportação: em fluxo (primeiro byte em menos de 1 s)', valor: `primeiro byte aos ${pb} ms de ${m.sozinho.ms} ms`, ok: ok200(m.sozinho) && pb < 1000 });
    }
  }
  const c = r.enrolment.check;
  out.push({ meta: 'Inscrições: nenhuma perdida nem duplicada', valor: `${c.okWritten} confirmadas e gravadas, ${c.okMissing} perdidas, ${c.doubled} duplicadas, ${c.errorWritten} gravadas com erro, ${c.strangers} estranhas`, ok: intactas(c) });
  return out;
}

export function markdown(r: Resultado): string {
  const linhasOp = r.operacoes
    .map((m) => `| ${m.nome} | ${m.metaSegundos} s | **${s(m.sozinho.ms)}** (${m.sozinho.status}) | ${m.sobCarga ? `**${s(m.sobCarga.ms)}** (${m.sobCarga.status})` : 'não medida'} | +${m.sozinho.crescimentoMemoriaMb} / +${m.sobCarga?.crescimentoMemoriaMb ?? '—'} MB |`)
    .join('\n');
  const linhasIns = r.operacoes
    .map((m) => {
      const i = m.inscricoes;
      if (!i) return `| ${m.nome} | — | — | — | — |`;
      const l = (x: Latencias) => `${x.p50} / ${x.p95} / ${x.p99} ms (${x.pedidos})`;
      return `| ${m.nome} | ${l(i.antes)} | **${l(i.durante)}** | ${l(i.corrida)} | ${i.erros + i.semResposta} |`;
    })
    .join('\n');
  const detalhes = r.operacoes.map((m) => `- **${m.nome}** — sozinho: ${detalhe(m.sozinho)}; sob carga: ${detalhe(m.sobCarga)}.`).join('\n');
  const c = r.enrolment.check;
  return `# Trabalho da gestão em massa, sozinho e com inscrições a ${r.settings.rate}/s (${r.date.slice(0, 10)})

Máquina: ${r.machine.cpus} núcleos (${r.machine.cpuModel}), ${r.machine.memGb} GB, Node ${r.machine.node}; carga ${r.machine.loadavg.join(' ')}.
Banco: ${r.database}, scripts/seed.ts --candidates ${r.candidatos}; processo ${r.processo.prc} com ${r.processo.inscricoes} inscrições (o de todos os candidatos).
API: server/main.ts em outro processo (NODE_ENV=production); cada operação pela API da gestão, como a tela a faz.
Inscrições: cadastrar2 no vestibular ${r.vestibular}, ${r.settings.rate}/s em ritmo fixo, ${r.settings.connections} conexões, cada uma um candidato com a sua sessão;
começam ${r.settings.leadSeconds} s antes de cada operação e seguem ${r.settings.tailSeconds} s depois; latência desde a hora devida.

## Operações

| operação | meta | sozinha | com inscrições | memória da API (sozinha / com inscrições) |
|---|---|---|---|---|
${linhasOp}

${detalhes}

## Inscrições dos candidatos (p50 / p95 / p99, pedidos)

| enquanto | antes da operação | durante a operação | corrida inteira | erros |
|---|---|---|---|---|
${linhasIns}

Enviadas ${r.enrolment.sent} inscrições (respostas: ${Object.entries(r.enrolment.statuses).map(([k, v]) => `${k}: ${v}`).join(', ')})${r.enrolment.sessionsExhausted ? '; as sessões de candidatos acabaram antes do fim' : ''}.
Verificação na tabela: ${c.newRows} linhas novas; ${c.okWritten} confirmadas e gravadas, ${c.okMissing} confirmadas e ausentes, ${c.errorWritten} com erro e gravadas, ${c.unanswered} sem resposta (${c.unansweredWritten} gravadas), ${c.doubled} candidatos duplicados, ${c.strangers} estranhas.

## Metas

| meta | valor | |
|---|---|---|
${metas(r)
  .map((m) => `| ${m.meta} | ${m.valor} | ${marca(m.ok)} |`)
  .join('\n')}
`;
}
