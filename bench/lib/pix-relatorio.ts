/**
 * The report of bench/pix-notificacoes.ts: every run in order (alone, with the notifications, alone, …), the
 * verdict (./pix-veredito.ts), where the cores went, how the webhook wrote, and the check that no notification was
 * lost or doubled. Returns the JSON kept in bench/results and its Markdown.
 */
import type { EnrolmentCheck } from './prepare.ts';
import { maquina } from './gestao.ts';
import { p95PorJanela } from './linha-do-tempo.ts';
import { tabelaDeLotes, type Lotes } from './lotes.ts';
import type { PacedResult } from './paced.ts';
import type { ResultadoEmThread } from './paced-thread.ts';
import { diferencaDePerfis, type PerfilCpu } from './perfil.ts';
import type { ConferenciaPix } from './pix-conferencia.ts';
import { veredito, vereditoEmTexto } from './pix-veredito.ts';

export interface CorridaPix {
  comPix: boolean;
  inscricoes: PacedResult;
  /** The PSP's side of a run with the notifications. */
  notificacoes?: ResultadoEmThread;
  /** Seconds of CPU per group (bench/lib/cpu.ts). */
  cpu: Record<string, number>;
}

type Resumo = { pedidos: number; p50: number; p95: number; p99: number };
const STEAL = 'roubado pela VM (steal)';

export function relatorioPix(o: {
  parametros: { candidatos: number; taxaInscricoes: number; notificacoes: number; reenvios: number; segundos: number; rodadas: number; banco: string; webhook: string };
  corridas: CorridaPix[];
  resumo: (r: PacedResult) => Resumo;
  grupos: string[];
  conferencia: ConferenciaPix & { enviadas: number; confirmadas: number };
  inscricoes: EnrolmentCheck | null;
  lotes: Lotes[];
  walMb: number[];
  perfis: PerfilCpu[];
  /** The notifications went to bench/lib/sumidouro.ts, which records nothing: the check does not apply. */
  semConferencia?: boolean;
}) {
  const { parametros: par, corridas, resumo, grupos, conferencia: check } = o;
  const nomes = corridas.map((c, k) => `${k + 1}. ${c.comPix ? 'com as notificações' : 'sozinhas'}`);
  const sozinhas = corridas.filter((c) => !c.comPix);
  const comPix = corridas.filter((c) => c.comPix);
  const corrida = (c: CorridaPix) => ({ p95: resumo(c.inscricoes).p95, steal: c.cpu[STEAL] ?? 0 });
  const v = veredito(sozinhas.map(corrida), comPix.map(corrida));

  // What the notifications cost: the mean run with them minus the mean run without, per notification answered.
  const media = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const respondidas = media(comPix.map((c) => c.notificacoes!.times.length));
  const custo = Object.fromEntries(grupos.map((g) => [g, (media(comPix.map((c) => c.cpu[g] ?? 0)) - media(sozinhas.map((c) => c.cpu[g] ?? 0))) / Math.max(1, respondidas)]));

  const conferencia = {
    ...check,
    // every acknowledged notification kept, and every receipt kept paid its slip
    nenhumaPerdida: check.gravadasconfirmadas === check.confirmadas && check.pagos === check.aplicados,
    // one receipt per endToEndId (unique), none queued as divergent (a retry is REPETIDO), no slip paid twice
    nenhumaDobrada: check.linhas === check.aplicados && check.divergentes === 0,
  };
  const resultado = {
    quando: new Date().toISOString(),
    maquina: maquina(),
    parametros: par,
    corridas: corridas.map((c) => ({ comPix: c.comPix, inscricoes: resumo(c.inscricoes), ...(c.notificacoes ? { notificacoes: resumo(c.notificacoes) } : {}), cpu: c.cpu })),
    veredito: v,
    conferencia,
    inscricoes: o.inscricoes,
    lotes: o.lotes,
    walMb: o.walMb,
    cpuPorNotificacaoMs: Object.fromEntries(Object.entries(custo).map(([k, x]) => [k, Math.round(x * 1e5) / 100])),
  };

  const linha = (nome: string, r: Resumo, steal?: number) => `| ${nome} | ${r.pedidos} | ${r.p50} | ${r.p95} | ${r.p99} | ${steal === undefined ? '' : steal.toFixed(1)} |`;
  const f = (x: number | null) => (x === null ? '—' : x.toFixed(2));
  const vereditoTexto = vereditoEmTexto(v, corridas.length);
  const md = [
    `# Pix: ${par.notificacoes} notificações em ${par.segundos} s com inscrições a ${par.taxaInscricoes}/s, ${par.rodadas} rodada(s) (webhook ${par.webhook})`,
    '',
    `| corrida | pedidos | p50 ms | p95 ms | p99 ms | steal s |`,
    `|---|---|---|---|---|---|`,
    ...corridas.map((c, k) => linha(`inscrições ${nomes[k]}`, resumo(c.inscricoes), c.cpu[STEAL] ?? 0)),
    ...corridas.flatMap((c, k) => (c.notificacoes ? [linha(`notificações Pix (webhook) da corrida ${k + 1}`, resumo(c.notificacoes))] : [])),
    '',
    `p95 das inscrições por janela de 10 s: ${corridas.map((c, k) => `${nomes[k]} ${p95PorJanela(c.inscricoes).join(' · ')}`).join('; ')}.`,
    '',
    `Veredito: ${vereditoTexto}.`,
    '',
    `Ao lado, nas corridas com até ${(v.stealTipico + 1).toFixed(1)} s de steal (o típico, ${v.stealTipico.toFixed(1)} s, mais 1 s): a mediana do p95 com as notificações (${f(v.medianaComPix)} ms, de ${v.limpasComPix.length} corridas) ${v.medianaDentro === null ? '—' : v.medianaDentro ? 'não passa' : 'passa'} do maior p95 sozinhas (${f(v.maiorSozinha)} ms, de ${v.limpasSozinhas.length} corridas); a corrida com as notificações teve o p95 maior em ${v.superioridade === null ? '—' : `${(v.superioridade * 100).toFixed(0)}%`} dos pares (com, sozinha) (50% quando elas não mudam nada).`,
    `Cada corrida com as notificações entre as suas vizinhas sozinhas: ${v.vizinhancas.map((x) => `${x.antes} · ${x.comPix} · ${x.depois} (ruído ${x.ruido.toFixed(2)}: ${x.dentro ? 'dentro' : 'fora'}${x.limpa ? '' : ', com steal'})`).join('; ')}.`,
    '',
    `CPU (segundos em cada corrida de ${par.segundos} s):`,
    '',
    `| corrida | ${grupos.join(' | ')} |`,
    `|---|${grupos.map(() => '---').join('|')}|`,
    ...corridas.map((c, k) => `| ${nomes[k]} | ${grupos.map((g) => (c.cpu[g] ?? 0).toFixed(1)).join(' | ')} |`),
    `| por notificação (ms) | ${grupos.map((g) => (custo[g] * 1000).toFixed(2)).join(' | ')} |`,
    '',
    `Escrita: ${check.linhas} recebimentos em ${check.transacoes} transações (${(check.linhas / Math.max(1, check.transacoes)).toFixed(1)} por transação).`,
    '',
    ...(o.walMb.length ? [`WAL escrito por corrida (MB): ${o.walMb.join(' · ')} (cada corrida começa de um checkpoint).`, ''] : []),
    'Lotes (pedidos por comando ao banco, server/db/lotes-observados.ts):',
    '',
    tabelaDeLotes(nomes, o.lotes),
    '',
    ...(o.perfis.length >= 3 ? ['Perfil da API (tempo próprio de cada função): a primeira corrida sozinha → a primeira com as notificações', '', diferencaDePerfis(o.perfis[0], o.perfis[1]), '', 'E entre as duas primeiras corridas sozinhas (o ruído do perfil):', '', diferencaDePerfis(o.perfis[0], o.perfis[2], 10), ''] : []),
    o.semConferencia ? `Conferência: não se aplica (as notificações foram a um servidor que só responde 200).` : `Conferência: ${check.enviadas} notificações distintas enviadas de ${par.notificacoes * par.rodadas} (+${par.reenvios} reenvios na fila de cada rodada), ${check.confirmadas} confirmadas (200) pela API, ${check.gravadasconfirmadas} delas gravadas; ${check.linhas} recebimentos pagaram ${check.aplicados} boletos (${check.pagos} PAGO): ${conferencia.nenhumaPerdida ? 'nenhuma perdida' : 'HÁ PERDIDAS'}, ${conferencia.nenhumaDobrada ? 'nenhuma dobrada' : 'HÁ DUPLICADAS'}.`,
    '',
  ].join('\n');
  return { resultado, md };
}
