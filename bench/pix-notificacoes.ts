/**
 * `npx tsx bench/pix-notificacoes.ts`: 10,000 Pix notifications in 60 s while candidates enrol at 500/s (issue 39).
 * The PSP's webhook (POST /sgps/pix/webhook/{segredo}/pix, the API Pix body `{pix: [...]}`) is driven at a fixed rate
 * (open loop, bench/lib/paced.ts) beside the enrolment load, and compared with the same enrolment load alone:
 *   - none lost or doubled: after the run every slip notified is PAGO once, pix_recebimento holds one row per
 *     endToEndId sent (2% of the notifications are sent twice, as PSPs retry), and no slip is paid by two rows;
 *   - the candidates' enrolment p95 with the notifications against two runs without them, one before and one after
 *     (within noise: no further above the higher of the two than they are from each other).
 * The API runs as deployed (server/main.ts in its own process, NODE_ENV=production; the webhook in a second one at
 * nice 10, as deploy/systemd/processos-pix-webhook.service runs it), with the API Pix simulator of
 * server/lib/psp-pix-simulador.ts as its PSP (mutual TLS, a throwaway CA in the work folder): the webhook refuses
 * calls when no PSP is configured. The slips and their charges are written straight into the database (the PSP's
 * charge creation is not what is measured here).
 *
 *   npx tsx bench/pix-notificacoes.ts [-- --candidates 100000 --rate 500 --notificacoes 10000 --segundos 60 --connections 32
 *                                       --reseed --pglite DIR --perfil --so-notificacoes --raiz DIR --webhook-junto --webhook-completo]
 *
 * Develop at a small scale (`--candidates 3000 --rate 50 --notificacoes 500 --segundos 10`). Writes
 * bench/results/pix-notificacoes-<date>.json and .md.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { valorPix } from '../server/lib/api-pix.ts';
import { certificadosLocais } from '../server/lib/certificados.ts';
import { iniciarSimuladorPix } from '../server/lib/psp-pix-simulador.ts';
import { cpuBetween, sampleCpu } from './lib/cpu.ts';
import { comAmostraDeEsperas, gravarLinhaDoTempo, p95PorJanela, type Esperas } from './lib/linha-do-tempo.ts';
import { diferencaDeLotes, lerLotesDe, tabelaDeLotes } from './lib/lotes.ts';
import { conectarPerfilador, diferencaDePerfis, type PerfilCpu } from './lib/perfil.ts';
import { benchDatabase, gravar, maquina, percentil, ROOT } from './lib/gestao.ts';
import { paced, type PacedRequest, type PacedResult } from './lib/paced.ts';
import { prepararPacedEmThread } from './lib/paced-thread.ts';
import { coletarLixoDoGerador } from './lib/coleta-do-gerador.ts';
import { conferirRecebimentos } from './lib/pix-conferencia.ts';
import { criarCobrancasPix } from './lib/pix-cobrancas.ts';
import { aquecerWebhook } from './lib/pix-aquecimento.ts';
import { notificacoesSozinhas } from './lib/pix-sozinhas.ts';
import { enrolmentCheck, enrolmentFeeder, prepare } from './lib/prepare.ts';
import { localSocketUrl, startApi } from './lib/servers.ts';

const { values } = parseArgs({
  options: {
    candidates: { type: 'string', default: '100000' },
    rate: { type: 'string', default: '500' },
    notificacoes: { type: 'string', default: '10000' },
    segundos: { type: 'string', default: '60' },
    connections: { type: 'string', default: '32' },
    reseed: { type: 'boolean', default: false },
    pglite: { type: 'string' },
    // A CPU profile of the API per run (bench/lib/perfil.ts), and where the run with notifications spent more.
    perfil: { type: 'boolean', default: false },
    // Only the notifications, without enrolments: what they cost the API and the database (an A/B of the webhook's
    // writer, with --raiz: the API of another checkout of the project on the same data).
    'so-notificacoes': { type: 'boolean', default: false },
    raiz: { type: 'string' },
    // The webhook served by the candidates' API process, as before session 15 (the A/B of its own process).
    'webhook-junto': { type: 'boolean', default: false },
    // The webhook's own process running the whole API (server/main.ts), as before session 17: the A/B of its
    // webhook-only entry (server/main-webhook-pix.ts).
    'webhook-completo': { type: 'boolean', default: false },
  },
});
const CANDIDATOS = Number(values.candidates);
const RATE = Number(values.rate);
const NOTIFICACOES = Number(values.notificacoes);
const SEGUNDOS = Number(values.segundos);
const CONN = Number(values.connections);
/** Share of the notifications sent a second time (PSPs retry what they think was lost). */
const REPETIDAS = 0.02;
const VALOR = 8000;

const pglite = values.pglite ? path.resolve(values.pglite) : undefined;
const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const nome = CANDIDATOS === 100_000 ? 'bench_pix' : `bench_pix_${CANDIDATOS}`;
const { url } = pglite ? { url: '' } : await benchDatabase(base, nome, values.reseed, CANDIDATOS);
const database = await (pglite ? openDatabase({ dataDir: pglite }) : openDatabase({ databaseUrl: url }));
const db = database.db;
// Three enrolment runs (alone, with the notifications, alone again), each SEGUNDOS long at RATE, plus a warm-up.
const SO_NOTIFICACOES = values['so-notificacoes'];
const p = await prepare(db, { sessions: SO_NOTIFICACOES ? 0 : Math.ceil(RATE * (3 * SEGUNDOS + 5)), now: new Date() });
if (!SO_NOTIFICACOES && p.sessions.length < RATE * 3 * SEGUNDOS) throw new Error(`só ${p.sessions.length} candidatos sem inscrição: use --reseed ou menos --rate/--segundos`);

// NOTIFICACOES slips to pay, each with its charge (cobv), on enrolments that already exist (not the ones enrolling now).
await db.execute(sql`DELETE FROM pix_recebimento WHERE "pixRcbTxid" LIKE 'PSI%'`);
const inscricoes = ((await db.execute(sql`SELECT "insPrcCodigo" AS i FROM ins_processo ORDER BY "insPrcCodigo" LIMIT ${NOTIFICACOES}`)) as unknown as { rows: { i: number }[] }).rows.map((r) => r.i);
if (inscricoes.length < NOTIFICACOES) throw new Error(`só ${inscricoes.length} inscrições para ${NOTIFICACOES} cobranças`);
const slips = await criarCobrancasPix(db, inscricoes, { valor: VALOR, marca: 'B' });
// Alone, the notifications are measured without the confirmation e-mails earlier runs left queued: the API sends
// them in the background meanwhile (tens of thousands after a full run), which would be most of the CPU measured.
if (SO_NOTIFICACOES) await db.execute(sql`DELETE FROM email_pendente WHERE situacao IS NULL`);
await db.execute(sql`ANALYZE`);
// The load's dirty pages written out now, not by a checkpoint in the middle of the measured minute.
await db.execute(sql`CHECKPOINT`);
if (pglite) await database.close();

// The PSP: the simulator, over mutual TLS, only for the API to have one (the bench itself posts the notifications).
const work = mkdtempSync(path.join(ROOT, 'bench/.work-pix-'));
const certificados = certificadosLocais(path.join(work, 'psp'));
const segredo = randomBytes(24).toString('hex');
const clientSecret = randomBytes(16).toString('hex');
const psp = await iniciarSimuladorPix({ certificado: certificados, clientId: 'bench', clientSecret, entregar: async () => 200 });
const PORTA = 18400;
Object.assign(process.env, {
  PIX_PSP: 'api',
  PIX_PSP_URL: psp.url,
  PIX_PSP_CLIENT_ID: 'bench',
  PIX_PSP_CLIENT_SECRET: clientSecret,
  PIX_PSP_CERT: certificados.clienteCert,
  PIX_PSP_KEY: certificados.clienteKey,
  PIX_PSP_CA: certificados.ca,
  PIX_WEBHOOK_URL: `http://127.0.0.1:${PORTA}/sgps/pix/webhook`,
  PIX_WEBHOOK_SEGREDO: segredo,
  PIX_CONCILIACAO_MINUTOS: '0',
  // The bench reads the batchers' counts (server/db/lotes-observados.ts) around each run.
  METRICS_ALLOW: '127.0.0.1',
});
const PORTA_INSPETOR = 19231;
if (values.perfil) process.env.BENCH_API_FLAGS = `${process.env.BENCH_API_FLAGS ?? ''} --inspect=127.0.0.1:${PORTA_INSPETOR}`;
const comoNoBanco = { root: values.raiz ? path.resolve(values.raiz) : undefined, ...(pglite ? { dataDir: pglite } : { databaseUrl: localSocketUrl(new URL(url)), dataDir: work }) };
const api = await startApi({ port: PORTA, ...comoNoBanco });
// The webhook's own process, as deployed (deploy/systemd/processos-pix-webhook.service: Nice=10, CPUWeight=20), on
// the same database; the PSP posts there. With --webhook-junto, to the candidates' process (PGlite: one process only).
if (process.env.BENCH_API_FLAGS) process.env.BENCH_API_FLAGS = process.env.BENCH_API_FLAGS.replace(/--inspect=\S+/, ''); // the profiler watches the candidates' process
const webhook = values['webhook-junto'] || pglite ? api : await startApi({ port: PORTA + 1, nice: 10, webhookPix: !values['webhook-completo'], ...comoNoBanco });
const apis = [...new Set([api, webhook])];

/** The notifications in order: each slip once, 2% of them again later (a retry), each paced at NOTIFICACOES / SEGUNDOS. */
const enviados: { e2e: string; txid: string }[] = slips.map((s, k) => ({ e2e: `E${String(k).padStart(10, '0')}${randomBytes(10).toString('hex')}`, txid: s.txid }));
const fila: { e2e: string; txid: string }[] = [];
enviados.forEach((n, k) => {
  fila.push(n);
  if (k % Math.round(1 / REPETIDAS) === 0 && k > 0) fila.push(enviados[k - 1]);
});
/** Each notification as the PSP posts it (API Pix: `{pix: [...]}` to the registered URL + "/pix"). */
const notificacoes: PacedRequest[] = fila.map((n) => ({
  method: 'POST',
  path: `/sgps/pix/webhook/${segredo}/pix`,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ pix: [{ endToEndId: n.e2e, txid: n.txid, valor: valorPix(VALOR), horario: new Date().toISOString() }] }),
}));

const resumo = (r: PacedResult) => {
  const s = [...r.times].sort((a, b) => a - b);
  return { pedidos: s.length, p50: percentil(s, 50), p95: percentil(s, 95), p99: percentil(s, 99), max: percentil(s, 100), statuses: r.statuses, erros: r.errors };
};

if (values.perfil) mkdirSync(path.join(ROOT, 'bench/profiles'), { recursive: true });
const perfilador = values.perfil ? await conectarPerfilador(PORTA_INSPETOR) : null;
const perfis: PerfilCpu[] = [];
/** Enrolments alone, beside the notifications, and alone again. */
async function comparar() {
  const feeder = enrolmentFeeder(p);
  const inscrever = (segundos: number) => paced({ url: api.url, connections: CONN, seconds: segundos, rate: RATE, next: feeder.enrol, onAnswer: (pss, s) => feeder.answers.set(pss, s) });
  /** Where the cores went during `f` (bench/lib/cpu.ts): the API, PostgreSQL, this load generator (both threads). */
  const lotes: Record<string, { lotes: number; pedidos: number }>[] = [];
  const walMb: number[] = [];
  const lsn = async () => ((await db.execute(sql`SELECT pg_current_wal_lsn()::text AS l`)) as unknown as { rows: { l: string }[] }).rows[0].l;
  const comCpu = async <T>(f: () => Promise<T>): Promise<[T, Record<string, number>]> => {
    // Every run starts from a checkpoint, so none pays for one the earlier runs' WAL made due (PostgreSQL's default
    // max_wal_size is 1 GB; production sets 8 GB, deploy/postgresql/processos.conf). A run writes about 180 MB
    // (printed below) and the full-page writes after a checkpoint fall on each run alike.
    if (!pglite) await db.execute(sql`CHECKPOINT`);
    // ... and from a collected heap of the generator (bench/lib/coleta-do-gerador.ts).
    coletarLixoDoGerador();
    const walAntes = pglite ? null : await lsn();
    await perfilador?.comecar();
    const lotesAntes = await lerLotesDe(apis.map((a) => a.url));
    const antes = sampleCpu();
    const r = await f();
    const cpu = cpuBetween(antes, sampleCpu(), { [api.child.pid!]: 'API', [webhook.child.pid!]: webhook === api ? 'API' : 'webhook', [process.pid]: 'gerador de carga' });
    lotes.push(diferencaDeLotes(lotesAntes, await lerLotesDe(apis.map((a) => a.url))));
    if (walAntes) walMb.push(Math.round(Number(((await db.execute(sql`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), ${walAntes}::pg_lsn)::float8 AS b`)) as unknown as { rows: { b: number }[] }).rows[0].b) / 1e6));
    if (perfilador) perfis.push(await perfilador.parar(path.join(ROOT, `bench/profiles/pix-notificacoes-${perfis.length + 1}.cpuprofile`)));
    return [r, cpu];
  };
  console.log('Aquecimento (o webhook com 3000 notificações; 5 s de inscrições)...');
  if (!pglite) await aquecerWebhook(db, { url: webhook.url, segredo, valor: VALOR, quantos: 3000 }); // (PGlite: the bench's connection is closed)
  await inscrever(5);
  console.log(`Inscrições sozinhas: ${RATE}/s por ${SEGUNDOS} s...`);
  // What the database waited on, second by second, in each run (bench/lib/linha-do-tempo.ts).
  const esperas: Esperas[] = [];
  const processos = { [api.child.pid!]: 'API', [webhook.child.pid!]: webhook === api ? 'API' : 'webhook', [process.pid]: 'gerador de carga' };
  const comEsperas = <T>(f: () => Promise<T>) => (pglite ? f() : comAmostraDeEsperas(db, esperas, f, processos));
  const [sozinhas, cpuSozinhas] = await comCpu(() => comEsperas(() => inscrever(SEGUNDOS)));
  console.log(`Inscrições a ${RATE}/s com ${fila.length} notificações Pix em ${SEGUNDOS} s...`);
  // The PSP's side from a thread of its own (bench/lib/paced-thread.ts): its sending must not delay the enrolments' client.
  // Its thread started (modules loaded, the list copied) before the measured minute, not inside it; at nice 10, as
  // the PSP is another machine in production: its sending must not take the cores from the API and the database.
  const remetente = await prepararPacedEmThread({ url: webhook.url, connections: 8, seconds: SEGUNDOS, rate: fila.length / SEGUNDOS, pedidos: notificacoes, prioridade: 10 });
  const [[comPix, pix], cpuComPix] = await comCpu(() => comEsperas(() => Promise.all([inscrever(SEGUNDOS), remetente.iniciar()])));
  // Alone once more, after: how far two runs without notifications differ is the noise the comparison allows.
  console.log(`Inscrições sozinhas de novo: ${RATE}/s por ${SEGUNDOS} s...`);
  const [sozinhas2, cpuSozinhas2] = await comCpu(() => comEsperas(() => inscrever(SEGUNDOS)));
  if (esperas.length === 3) {
    mkdirSync(path.join(ROOT, 'bench/profiles'), { recursive: true });
    gravarLinhaDoTempo(path.join(ROOT, 'bench/profiles/pix-linha-do-tempo.json'), { sozinhas: { inscricoes: sozinhas, esperas: esperas[0] }, comPix: { inscricoes: comPix, notificacoes: pix, esperas: esperas[1] }, sozinhas2: { inscricoes: sozinhas2, esperas: esperas[2] } });
  }

  // What the API acknowledged (200): each of those must be kept, once. The rest were not answered before the run
  // ended (the PSP would send them again).
  const confirmadas = [...new Set(pix.confirmados.map((k) => fila[k].e2e))];
  const check = await conferirRecebimentos(pglite ? null : db, pglite, confirmadas);
  // What was sent: the open loop stops at the minute's end, so the last of the queue may not have gone out.
  const enviadas = new Set(fila.slice(0, pix.enviados).map((n) => n.e2e)).size;
  const inscricoesCheck = pglite ? null : await enrolmentCheck(db, p.vestibular, p.enrolmentsBefore, feeder.answers);
  const resultado = {
    quando: new Date().toISOString(),
    maquina: maquina(),
    parametros: { candidatos: CANDIDATOS, taxaInscricoes: RATE, notificacoes: NOTIFICACOES, reenvios: fila.length - NOTIFICACOES, segundos: SEGUNDOS, banco: pglite ? 'PGlite' : 'PostgreSQL', webhook: webhook === api ? 'no processo das inscrições' : values['webhook-completo'] ? 'processo próprio com a API inteira (nice 10)' : 'processo próprio só do webhook (nice 10)' },
    inscricoesSozinhas: resumo(sozinhas),
    inscricoesComPix: resumo(comPix),
    inscricoesSozinhasDeNovo: resumo(sozinhas2),
    notificacoes: resumo(pix),
    conferencia: {
      ...check,
      enviadas,
      confirmadas: confirmadas.length,
      // every acknowledged notification kept, and every receipt kept paid its slip
      nenhumaPerdida: check.gravadasconfirmadas === confirmadas.length && check.pagos === check.aplicados,
      // one receipt per endToEndId (unique), none queued as divergent (a retry is REPETIDO), no slip paid twice
      nenhumaDobrada: check.linhas === check.aplicados && check.divergentes === 0,
    },
    inscricoes: inscricoesCheck,
  };
  // Within noise: the p95 beside the notifications no further above the higher of the two runs alone than those two
  // are from each other.
  const [a, b, c] = [resultado.inscricoesSozinhas.p95, resultado.inscricoesSozinhasDeNovo.p95, resultado.inscricoesComPix.p95];
  const ruido = Math.abs(a - b);
  const dentroDoRuido = c <= Math.max(a, b) + ruido;
  // A run in which the host took a second or more of CPU from the VM (steal) compares nothing (session 15's notes).
  const steal = Math.max(...[cpuSozinhas, cpuComPix, cpuSozinhas2].map((x) => x['roubado pela VM (steal)'] ?? 0));
  Object.assign(resultado, { p95: { sozinhas: a, sozinhasDeNovo: b, comPix: c, ruido, dentroDoRuido, steal, conclusiva: steal < 1 } });
  // What the notifications cost: the run with them minus the mean of the two runs without, per notification answered.
  // The VM's steal too: a run the host took cores from is not comparable with the others.
  const grupos = ['API', ...(webhook === api ? [] : ['webhook']), 'postgresql', 'gerador de carga', 'outros', 'roubado pela VM (steal)'];
  const custo = Object.fromEntries(grupos.map((g) => [g, ((cpuComPix[g] ?? 0) - ((cpuSozinhas[g] ?? 0) + (cpuSozinhas2[g] ?? 0)) / 2) / Math.max(1, pix.times.length)]));
  Object.assign(resultado, { lotes, walMb });
  Object.assign(resultado, { cpu: { sozinhas: cpuSozinhas, comPix: cpuComPix, sozinhasDeNovo: cpuSozinhas2, porNotificacaoMs: Object.fromEntries(Object.entries(custo).map(([k, v]) => [k, Math.round(v * 1e5) / 100])) } });
  const linhaCpu = (nome: string, c: Record<string, number>) => `| ${nome} | ${grupos.map((g) => (c[g] ?? 0).toFixed(1)).join(' | ')} |`;
  const md = [
    `# Pix: ${NOTIFICACOES} notificações em ${SEGUNDOS} s com inscrições a ${RATE}/s (webhook ${resultado.parametros.webhook})`,
    '',
    `| corrida | pedidos | p50 ms | p95 ms | p99 ms |`,
    `|---|---|---|---|---|`,
    `| inscrições sozinhas | ${resultado.inscricoesSozinhas.pedidos} | ${resultado.inscricoesSozinhas.p50} | ${resultado.inscricoesSozinhas.p95} | ${resultado.inscricoesSozinhas.p99} |`,
    `| inscrições com as notificações | ${resultado.inscricoesComPix.pedidos} | ${resultado.inscricoesComPix.p50} | ${resultado.inscricoesComPix.p95} | ${resultado.inscricoesComPix.p99} |`,
    `| inscrições sozinhas de novo | ${resultado.inscricoesSozinhasDeNovo.pedidos} | ${resultado.inscricoesSozinhasDeNovo.p50} | ${resultado.inscricoesSozinhasDeNovo.p95} | ${resultado.inscricoesSozinhasDeNovo.p99} |`,
    `| notificações Pix (webhook) | ${resultado.notificacoes.pedidos} | ${resultado.notificacoes.p50} | ${resultado.notificacoes.p95} | ${resultado.notificacoes.p99} |`,
    '',
    `p95 das inscrições por janela de 10 s: sozinhas ${p95PorJanela(sozinhas).join(' · ')}; com as notificações ${p95PorJanela(comPix).join(' · ')}; sozinhas de novo ${p95PorJanela(sozinhas2).join(' · ')}.`,
    '',
    `p95 das inscrições: ${a} e ${b} ms sozinhas (ruído ${ruido.toFixed(2)} ms), ${c} ms com as notificações: ${dentroDoRuido ? 'dentro do ruído' : 'FORA DO RUÍDO'}.${steal < 1 ? '' : ` EXECUÇÃO INCONCLUSIVA: o hospedeiro tirou ${steal} s de CPU da VM numa corrida.`}`,
    '',
    `CPU (segundos em cada corrida de ${SEGUNDOS} s):`,
    '',
    `| corrida | ${grupos.join(' | ')} |`,
    `|---|${grupos.map(() => '---').join('|')}|`,
    linhaCpu('inscrições sozinhas', cpuSozinhas),
    linhaCpu('inscrições com as notificações', cpuComPix),
    linhaCpu('inscrições sozinhas de novo', cpuSozinhas2),
    `| por notificação (ms) | ${grupos.map((g) => (custo[g] * 1000).toFixed(2)).join(' | ')} |`,
    '',
    `Escrita: ${check.linhas} recebimentos em ${check.transacoes} transações (${(check.linhas / Math.max(1, check.transacoes)).toFixed(1)} por transação).`,
    '',
    ...(walMb.length ? [`WAL escrito por corrida (MB): ${walMb.join(' · ')} (cada corrida começa de um checkpoint).`, ''] : []),
    'Lotes (pedidos por comando ao banco, server/db/lotes-observados.ts):',
    '',
    tabelaDeLotes(['sozinhas', 'com as notificações', 'sozinhas de novo'], lotes),
    '',
    ...(perfis.length === 3 ? ['Perfil da API (tempo próprio de cada função): a primeira corrida sozinha → a corrida com as notificações', '', diferencaDePerfis(perfis[0], perfis[1]), '', 'E entre as duas corridas sozinhas (o ruído do perfil):', '', diferencaDePerfis(perfis[0], perfis[2], 10), ''] : []),
    `Conferência: ${enviadas} notificações distintas enviadas de ${NOTIFICACOES} (+${fila.length - NOTIFICACOES} reenvios na fila), ${confirmadas.length} confirmadas (200) pela API, ${check.gravadasconfirmadas} delas gravadas; ${check.linhas} recebimentos pagaram ${check.aplicados} boletos (${check.pagos} PAGO): ${resultado.conferencia.nenhumaPerdida ? 'nenhuma perdida' : 'HÁ PERDIDAS'}, ${resultado.conferencia.nenhumaDobrada ? 'nenhuma dobrada' : 'HÁ DUPLICADAS'}.`,
    '',
  ].join('\n');
  console.log(md);
  console.log(`Resultados em ${gravar('pix-notificacoes', resultado, md)}.{json,md}`);
}

try {
  if (SO_NOTIFICACOES) await notificacoesSozinhas({ api: webhook, pedidos: notificacoes, segundos: SEGUNDOS, raiz: values.raiz, resumo });
  else await comparar();
} finally {
  perfilador?.fechar();
  await Promise.all(apis.map((a) => a.stop()));
  await psp.fechar();
  if (!pglite) await database.close();
  rmSync(work, { recursive: true, force: true });
}
