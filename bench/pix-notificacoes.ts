/**
 * `npx tsx bench/pix-notificacoes.ts`: 10,000 Pix notifications in 60 s while candidates enrol at 500/s (issue 39).
 * The PSP's webhook (POST /sgps/pix/webhook/{segredo}/pix, the API Pix body `{pix: [...]}`) is driven at a fixed rate
 * (open loop, bench/lib/paced.ts) beside the enrolment load, and compared with the same enrolment load alone:
 *   - none lost or doubled: after the run every slip notified is PAGO once, pix_recebimento holds one row per
 *     endToEndId sent (2% of the notifications are sent twice, as PSPs retry), and no slip is paid by two rows;
 *   - the candidates' enrolment p95 with the notifications against runs without them, taken in turn (alone, with,
 *     alone, … : --rodadas rounds with, one more alone): the notifications' effect on the p95 with the host's steal
 *     taken out, within noise when its 95% interval reaches zero, conclusive when that interval is within ±5 ms
 *     (bench/lib/pix-veredito.ts).
 * The API runs as deployed (server/main.ts in its own process, NODE_ENV=production; the webhook in a second one at
 * nice 10, as deploy/systemd/processos-pix-webhook.service runs it: server/main-webhook-pix.ts), with the API Pix simulator of
 * server/lib/psp-pix-simulador.ts as its PSP (mutual TLS, a throwaway CA in the work folder): the webhook refuses
 * calls when no PSP is configured. The slips and their charges are written straight into the database (the PSP's
 * charge creation is not what is measured here).
 *
 *   npx tsx bench/pix-notificacoes.ts [-- --candidates 360000 --rate 500 --notificacoes 10000 --segundos 60 --connections 32
 *                                       --rodadas 5 --reseed --pglite DIR --perfil --so-notificacoes --raiz DIR
 *                                       --webhook-junto --webhook-completo]
 *
 * Eleven runs of a minute at 500/s take 330,000 candidates not yet enrolled (the seed enrols about 5% of its
 * candidates in the process: 360,000 seeded, about 5 minutes; --reseed for a clean table); the runs take 14 minutes.
 * Develop at a small scale (`--candidates 3000 --rate 50 --notificacoes 500 --segundos 10 --rodadas 2`). Writes
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
import { comAmostraDeEsperas, gravarLinhaDoTempo, type Esperas } from './lib/linha-do-tempo.ts';
import { diferencaDeLotes, lerLotesDe, type Lotes } from './lib/lotes.ts';
import { conectarPerfilador, type PerfilCpu } from './lib/perfil.ts';
import { relatorioPix, type CorridaPix } from './lib/pix-relatorio.ts';
import { benchDatabase, gravar, percentil, ROOT } from './lib/gestao.ts';
import { paced, type PacedRequest, type PacedResult } from './lib/paced.ts';
import { prepararPacedEmThread } from './lib/paced-thread.ts';
import { coletarLixoDoGerador } from './lib/coleta-do-gerador.ts';
import { conferirRecebimentos } from './lib/pix-conferencia.ts';
import { criarCobrancasPix } from './lib/pix-cobrancas.ts';
import { aquecerWebhook } from './lib/pix-aquecimento.ts';
import { notificacoesSozinhas } from './lib/pix-sozinhas.ts';
import { enrolmentCheck, enrolmentFeeder, prepare } from './lib/prepare.ts';
import { iniciarSumidouro, localSocketUrl, startApi } from './lib/servers.ts';

const { values } = parseArgs({
  options: {
    candidates: { type: 'string', default: '360000' },
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
    // Rounds with the notifications, each between two runs alone (alone, with, alone, with, …, alone), for the verdict
    // (bench/lib/pix-veredito.ts): five leave the fit eight degrees of freedom. Each round needs its own candidates and slips.
    rodadas: { type: 'string', default: '5' },
    // The webhook's process at nice 10 only, as before session 17 (the A/B of CPUSchedulingPolicy=idle).
    'webhook-nice': { type: 'boolean', default: false },
    // The PSP's sending thread at nice 10 only, as before session 17 (it is now under SCHED_IDLE: another machine in
    // production, its CPU here is the bench's).
    'psp-nice': { type: 'boolean', default: false },
    // The PSP's notifications to a server that only answers 200 (bench/lib/sumidouro.ts, under SCHED_IDLE as the
    // webhook), not to the webhook: what the sending and the loopback cost by themselves. Nothing is recorded, so the
    // check of lost and doubled notifications does not apply.
    'destino-nulo': { type: 'boolean', default: false },
  },
});
const CANDIDATOS = Number(values.candidates);
const RATE = Number(values.rate);
const NOTIFICACOES = Number(values.notificacoes);
const SEGUNDOS = Number(values.segundos);
const CONN = Number(values.connections);
const RODADAS = Number(values.rodadas);
/** Share of the notifications sent a second time (PSPs retry what they think was lost). */
const REPETIDAS = 0.02;
const VALOR = 8000;

const pglite = values.pglite ? path.resolve(values.pglite) : undefined;
const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const nome = CANDIDATOS === 360_000 ? 'bench_pix' : `bench_pix_${CANDIDATOS}`;
const { url } = pglite ? { url: '' } : await benchDatabase(base, nome, values.reseed, CANDIDATOS);
const database = await (pglite ? openDatabase({ dataDir: pglite }) : openDatabase({ databaseUrl: url }));
const db = database.db;
// 2·RODADAS + 1 enrolment runs (alone, with the notifications, alone, …), each SEGUNDOS long at RATE, plus a warm-up.
const SO_NOTIFICACOES = values['so-notificacoes'];
const CORRIDAS = 2 * RODADAS + 1;
const p = await prepare(db, { sessions: SO_NOTIFICACOES ? 0 : Math.ceil(RATE * (CORRIDAS * SEGUNDOS + 5)), now: new Date() });
if (!SO_NOTIFICACOES && p.sessions.length < RATE * CORRIDAS * SEGUNDOS) throw new Error(`só ${p.sessions.length} candidatos sem inscrição para ${CORRIDAS} corridas: use --reseed, mais --candidates ou menos --rate/--segundos/--rodadas`);

// NOTIFICACOES slips to pay per round, each with its charge (cobv), on enrolments that already exist (not the ones enrolling now).
await db.execute(sql`DELETE FROM pix_recebimento WHERE "pixRcbTxid" LIKE 'PSI%'`);
const COBRANCAS = NOTIFICACOES * (SO_NOTIFICACOES ? 1 : RODADAS);
const inscricoes = ((await db.execute(sql`SELECT "insPrcCodigo" AS i FROM ins_processo ORDER BY "insPrcCodigo" LIMIT ${COBRANCAS}`)) as unknown as { rows: { i: number }[] }).rows.map((r) => r.i);
if (inscricoes.length < COBRANCAS) throw new Error(`só ${inscricoes.length} inscrições para ${COBRANCAS} cobranças`);
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
// The webhook's own process, as deployed (deploy/systemd/processos-pix-webhook.service: idle scheduling), on
// the same database; the PSP posts there. With --webhook-junto, to the candidates' process (PGlite: one process only).
if (process.env.BENCH_API_FLAGS) process.env.BENCH_API_FLAGS = process.env.BENCH_API_FLAGS.replace(/--inspect=\S+/, ''); // the profiler watches the candidates' process
const webhook = values['webhook-junto'] || pglite ? api : await startApi({ port: PORTA + 1, nice: 10, ocioso: !values['webhook-nice'], webhookPix: !values['webhook-completo'], ...comoNoBanco });
const apis = [...new Set([api, webhook])];
const sumidouro = values['destino-nulo'] ? await iniciarSumidouro(PORTA + 2) : null;
const destinoDoPsp = sumidouro?.url ?? webhook.url;
const resultadoWebhook = () =>
  sumidouro ? 'nenhum: as notificações vão a um servidor que só responde 200 (--destino-nulo)' : webhook === api ? 'no processo das inscrições' : `processo próprio ${values['webhook-completo'] ? 'com a API inteira' : 'só do webhook'}, ${values['webhook-nice'] ? 'nice 10' : 'SCHED_IDLE'}`;

/**
 * Each round's notifications in order: each of its slips once, 2% of them again later (a retry), paced at
 * NOTIFICACOES / SEGUNDOS. `fila`: who each request notifies (its endToEndId), for the check.
 */
const rodadas = Array.from({ length: SO_NOTIFICACOES ? 1 : RODADAS }, (_, r) => {
  const enviados = slips.slice(r * NOTIFICACOES, (r + 1) * NOTIFICACOES).map((s, k) => ({ e2e: `E${r}${String(k).padStart(10, '0')}${randomBytes(10).toString('hex')}`, txid: s.txid }));
  const fila: { e2e: string; txid: string }[] = [];
  enviados.forEach((n, k) => {
    fila.push(n);
    if (k % Math.round(1 / REPETIDAS) === 0 && k > 0) fila.push(enviados[k - 1]);
  });
  /** Each notification as the PSP posts it (API Pix: `{pix: [...]}` to the registered URL + "/pix"). */
  const pedidos: PacedRequest[] = fila.map((n) => ({
    method: 'POST',
    path: `/sgps/pix/webhook/${segredo}/pix`,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ pix: [{ endToEndId: n.e2e, txid: n.txid, valor: valorPix(VALOR), horario: new Date().toISOString() }] }),
  }));
  return { fila, pedidos };
});

const resumo = (r: PacedResult) => {
  const s = [...r.times].sort((a, b) => a - b);
  return { pedidos: s.length, p50: percentil(s, 50), p95: percentil(s, 95), p99: percentil(s, 99), max: percentil(s, 100), statuses: r.statuses, erros: r.errors };
};

if (values.perfil) mkdirSync(path.join(ROOT, 'bench/profiles'), { recursive: true });
const perfilador = values.perfil ? await conectarPerfilador(PORTA_INSPETOR) : null;
const perfis: PerfilCpu[] = [];
/** Enrolments alone, beside the notifications, alone again, … (RODADAS rounds). */
async function comparar() {
  const feeder = enrolmentFeeder(p);
  const inscrever = (segundos: number) => paced({ url: api.url, connections: CONN, seconds: segundos, rate: RATE, next: feeder.enrol, onAnswer: (pss, s) => feeder.answers.set(pss, s) });
  /** Where the cores went during `f` (bench/lib/cpu.ts): the API, PostgreSQL, this load generator (both threads). */
  const lotes: Lotes[] = [];
  const walMb: number[] = [];
  const lsn = async () => ((await db.execute(sql`SELECT pg_current_wal_lsn()::text AS l`)) as unknown as { rows: { l: string }[] }).rows[0].l;
  const processos = { [api.child.pid!]: 'API', [webhook.child.pid!]: webhook === api ? 'API' : 'webhook', [process.pid]: 'gerador de carga' };
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
    const cpu = cpuBetween(antes, sampleCpu(), processos);
    lotes.push(diferencaDeLotes(lotesAntes, await lerLotesDe(apis.map((a) => a.url))));
    if (walAntes) walMb.push(Math.round(Number(((await db.execute(sql`SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), ${walAntes}::pg_lsn)::float8 AS b`)) as unknown as { rows: { b: number }[] }).rows[0].b) / 1e6));
    if (perfilador) perfis.push(await perfilador.parar(path.join(ROOT, `bench/profiles/pix-notificacoes-${perfis.length + 1}.cpuprofile`)));
    return [r, cpu];
  };
  console.log('Aquecimento (o webhook com 3000 notificações; 5 s de inscrições)...');
  if (!pglite) await aquecerWebhook(db, { url: webhook.url, segredo, valor: VALOR, quantos: 3000 }); // (PGlite: the bench's connection is closed)
  await inscrever(5);
  // What the database waited on, second by second, in each run (bench/lib/linha-do-tempo.ts).
  const esperas: Esperas[] = [];
  const comEsperas = <T>(f: () => Promise<T>) => (pglite ? f() : comAmostraDeEsperas(db, esperas, f, processos));
  const corridas: CorridaPix[] = [];
  const sozinhas = async () => {
    console.log(`Inscrições sozinhas (${corridas.length + 1}ª corrida de ${CORRIDAS}): ${RATE}/s por ${SEGUNDOS} s...`);
    const [inscricoes, cpu] = await comCpu(() => comEsperas(() => inscrever(SEGUNDOS)));
    corridas.push({ comPix: false, inscricoes, cpu });
  };
  await sozinhas();
  for (const rodada of rodadas) {
    console.log(`Inscrições a ${RATE}/s com ${rodada.fila.length} notificações Pix em ${SEGUNDOS} s (${corridas.length + 1}ª corrida de ${CORRIDAS})...`);
    // The PSP's side from a thread of its own (bench/lib/paced-thread.ts): its sending must not delay the enrolments'
    // client. Its thread started (modules loaded, the list copied) before the measured minute, not inside it; under
    // SCHED_IDLE (nice 10 with --psp-nice), as the PSP is another machine in production: its sending must not take
    // the cores from the API and the database.
    const remetente = await prepararPacedEmThread({ url: destinoDoPsp, connections: 8, seconds: SEGUNDOS, rate: rodada.fila.length / SEGUNDOS, pedidos: rodada.pedidos, prioridade: 10, ocioso: !values['psp-nice'] });
    const [[inscricoes, notificacoes], cpu] = await comCpu(() => comEsperas(() => Promise.all([inscrever(SEGUNDOS), remetente.iniciar()])));
    corridas.push({ comPix: true, inscricoes, notificacoes, cpu });
    // Alone once more, after: how far the runs without notifications differ is the noise the comparison allows.
    await sozinhas();
  }
  if (esperas.length === 3) {
    mkdirSync(path.join(ROOT, 'bench/profiles'), { recursive: true });
    const [a, b, c] = corridas;
    gravarLinhaDoTempo(path.join(ROOT, 'bench/profiles/pix-linha-do-tempo.json'), { sozinhas: { inscricoes: a.inscricoes, esperas: esperas[0] }, comPix: { inscricoes: b.inscricoes, notificacoes: b.notificacoes, esperas: esperas[1] }, sozinhas2: { inscricoes: c.inscricoes, esperas: esperas[2] } });
  }

  // What the API acknowledged (200): each of those must be kept, once. The rest were not answered before the run
  // ended (the PSP would send them again). What was sent: the open loop stops at the minute's end, so the last of
  // a round's queue may not have gone out.
  const comPix = corridas.filter((c) => c.comPix);
  const confirmadas = [...new Set(comPix.flatMap((c, r) => c.notificacoes!.confirmados.map((k) => rodadas[r].fila[k].e2e)))];
  const enviadas = comPix.reduce((soma, c, r) => soma + new Set(rodadas[r].fila.slice(0, c.notificacoes!.enviados).map((n) => n.e2e)).size, 0);
  const check = await conferirRecebimentos(pglite ? null : db, pglite, confirmadas);
  const inscricoesCheck = pglite ? null : await enrolmentCheck(db, p.vestibular, p.enrolmentsBefore, feeder.answers);
  const { resultado, md } = relatorioPix({
    parametros: { candidatos: CANDIDATOS, taxaInscricoes: RATE, notificacoes: NOTIFICACOES, reenvios: rodadas[0].fila.length - NOTIFICACOES, segundos: SEGUNDOS, rodadas: RODADAS, banco: pglite ? 'PGlite' : 'PostgreSQL', webhook: resultadoWebhook() },
    corridas,
    resumo,
    grupos: ['API', ...(webhook === api ? [] : ['webhook']), 'postgresql', 'gerador de carga', 'outros', 'roubado pela VM (steal)'],
    conferencia: { ...check, enviadas, confirmadas: confirmadas.length },
    inscricoes: inscricoesCheck,
    lotes,
    walMb,
    perfis,
    semConferencia: !!sumidouro,
  });
  console.log(md);
  console.log(`Resultados em ${gravar('pix-notificacoes', resultado, md)}.{json,md}`);
}

try {
  if (SO_NOTIFICACOES) {
    // Warmed as in the comparison: what a notification costs a process that has been serving for a while.
    if (!pglite) await aquecerWebhook(db, { url: webhook.url, segredo, valor: VALOR, quantos: 3000 });
    await notificacoesSozinhas({ api: webhook, pedidos: rodadas[0].pedidos, segundos: SEGUNDOS, raiz: values.raiz, variante: resultadoWebhook(), resumo });
  } else await comparar();
} finally {
  perfilador?.fechar();
  await sumidouro?.stop();
  await Promise.all(apis.map((a) => a.stop()));
  await psp.fechar();
  if (!pglite) await database.close();
  rmSync(work, { recursive: true, force: true });
}
