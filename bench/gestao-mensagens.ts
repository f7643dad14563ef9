/**
 * `npm run bench:gestao-mensagens`: a message from the back office to the 100,000 candidates of one process (issue
 * 21, item 6), on PostgreSQL at benchmark scale, through the API exactly as deployed (server/main.ts in its own
 * process, NODE_ENV=production): how long POST gestao/mensagens/enviar takes, the API process's peak memory while
 * it runs, and the room search's latency (the candidates' busiest public screen, paced at a fixed rate) before and
 * while the message is being written; then the same send with an e-mail copy for everyone (100,000 rows queued).
 *
 *   npm run bench:gestao-mensagens [-- --reseed --seconds 20 --rate 200 --connections 32 --pglite DIR]
 *
 * `--pglite DIR` measures the default install instead: the embedded database in DIR (seeded there on the first run).
 *
 * The database (bench_gestao on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres) is
 * seeded once (scripts/seed.ts --candidates 100000, about a minute) and kept for the next run; the messages a
 * run sends are deleted at the start of the next. Writes bench/results/gestao-mensagens-<date>.json and .md.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { adminSession, benchDatabase, buscaDeSalas, gravar, maiorProcesso, maquina, mb, memoria, percentil, resetPeak, ROOT } from './lib/gestao.ts';
import { load } from './lib/load.ts';
import { paced } from './lib/paced.ts';
import { localSocketUrl, startApi } from './lib/servers.ts';

const { values } = parseArgs({
  options: { reseed: { type: 'boolean', default: false }, pglite: { type: 'string' }, seconds: { type: 'string', default: '20' }, rate: { type: 'string', default: '200' }, connections: { type: 'string', default: '32' } },
});
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);
const CONN = Number(values.connections);
const ENVIO_EM_MS = 3_000;

// --pglite DIR: the default install's embedded database, kept in DIR (seeded there once); else PostgreSQL.
const pglite = values.pglite ? path.resolve(values.pglite) : undefined;
const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const { url, seedSeconds } = pglite ? { url: '', seedSeconds: semearPglite(pglite) } : await benchDatabase(base, 'bench_gestao', values.reseed);
const abrir = () => (pglite ? openDatabase({ dataDir: pglite }) : openDatabase({ databaseUrl: url }));
let database = await abrir();
const db = () => database.db;
// What earlier runs sent goes (its recipient rows with it), so every run writes into the same table.
await db().execute(sql`DELETE FROM email_pendente WHERE tipo = 'copia-mensagem'`);
await db().execute(sql`DELETE FROM mensagem WHERE "mnsAssunto" LIKE 'Bench: %'`);
await db().execute(sql`VACUUM ANALYZE`);
await db().execute(sql`CHECKPOINT`);
const adm = await adminSession(db());
const alvo = await maiorProcesso(db());
const busca = await buscaDeSalas(db());
const [{ n: destinatariosAntes }] = ((await db().execute(sql`SELECT count(*)::int AS n FROM mns_destinatario`)) as unknown as { rows: { n: number }[] }).rows;
console.log(`Processo ${alvo.prc}: ${alvo.inscricoes} inscrições; mns_destinatario com ${destinatariosAntes} linhas`);

const work = mkdtempSync(path.join(ROOT, 'bench/.work-'));
// PGlite is one process's database: the bench lets go of it before the API opens it.
if (pglite) await database.close();
const api = await startApi({ port: 18193, ...(pglite ? { dataDir: pglite } : { databaseUrl: localSocketUrl(new URL(url)), dataDir: work }) });
const pid = api.child.pid!;

async function enviar(assunto: string, copiaPorEmail: boolean) {
  const corpo = { assunto, texto: '<p>Prezados candidatos, o local de prova foi publicado. Veja https://www.uepg.br</p>', tipo: 'Mensagem', destino: { processo: alvo.prc }, copiaPorEmail };
  const t0 = performance.now();
  const res = await fetch(`${api.url}/sgps/gestao/mensagens/enviar`, { method: 'POST', headers: { ...adm.headers, 'content-type': 'application/json' }, body: JSON.stringify(corpo) });
  const ms = performance.now() - t0;
  const env = (await res.json()) as { data?: { mnsCodigo: number; destinatarios: number; emails: number }; message?: string };
  if (res.status !== 200 || !env.data) throw new Error(`envio: HTTP ${res.status} ${env.message}`);
  return { ms: Math.round(ms), ...env.data };
}

/** Seeds the PGlite folder once (its presence means seeded); answers the seconds it took, or null. */
function semearPglite(dir: string): number | null {
  if (existsSync(dir)) return null;
  console.log(`Carga de dados em ${dir} (scripts/seed.ts --candidates 100000, PGlite)...`);
  const t0 = Date.now();
  const r = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--candidates', '100000', '--quiet'], { cwd: ROOT, env: { ...process.env, DATABASE_URL: '', DATA_DIR: dir }, stdio: ['ignore', 'inherit', 'inherit'] });
  if (r.status !== 0) throw new Error('a carga de dados falhou');
  return Math.round((Date.now() - t0) / 1000);
}

/** Samples the API's resident memory every 50 ms until stopped; answers the highest seen. */
function amostrarMemoria() {
  let max = memoria(pid).rssKb;
  const t = setInterval(() => (max = Math.max(max, memoria(pid).rssKb)), 50);
  return () => (clearInterval(t), max);
}

try {
  await load({ name: 'aquecimento', url: api.url, connections: 8, seconds: 3, next: busca, warmup: 1 });
  const repouso = memoria(pid).rssKb;

  console.log(`Busca de salas sem envio: ${RATE}/s por ${SECONDS} s...`);
  const semEnvio = await paced({ url: api.url, connections: CONN, seconds: SECONDS, rate: RATE, next: busca });
  const ordenadoSem = [...semEnvio.times].sort((a, b) => a - b);

  console.log(`Busca de salas com o envio de uma mensagem a ${alvo.inscricoes} candidatos aos ${ENVIO_EM_MS / 1000} s...`);
  const timeline = path.join(work, 'timeline.json');
  process.env.BENCH_TIMELINE = timeline;
  const inicio = performance.now();
  const carga = paced({ url: api.url, connections: CONN, seconds: SECONDS, rate: RATE, next: busca });
  await new Promise((r) => setTimeout(r, ENVIO_EM_MS));
  resetPeak(pid);
  const parar = amostrarMemoria();
  const enviadoAos = performance.now() - inicio;
  const envio = await enviar(`Bench: aviso a ${alvo.inscricoes} candidatos`, false);
  const picoAmostrado = parar();
  const picoEnvio = Math.max(memoria(pid).picoKb, picoAmostrado);
  const comEnvio = await carga;
  delete process.env.BENCH_TIMELINE;
  const linhas = JSON.parse(readFileSync(timeline, 'utf8')) as [number, number][];
  const durante = linhas.filter(([due]) => due >= enviadoAos && due <= enviadoAos + envio.ms).map(([, l]) => l).sort((a, b) => a - b);
  const ordenadoCom = [...comEnvio.times].sort((a, b) => a - b);

  console.log('Com cópia por e-mail para todos...');
  resetPeak(pid);
  const parar2 = amostrarMemoria();
  const comCopia = await enviar(`Bench: aviso com cópia por e-mail`, true);
  const picoCopia = Math.max(memoria(pid).picoKb, parar2());
  await api.stop();
  if (pglite) database = await abrir();
  const [{ n: gravadas }] = ((await db().execute(sql`SELECT count(*)::int AS n FROM mns_destinatario WHERE "mnsCodigo" = ${envio.mnsCodigo}`)) as unknown as { rows: { n: number }[] }).rows;

  const resultado = {
    date: new Date().toISOString(),
    machine: maquina(),
    database: pglite ? `PGlite (${path.relative(ROOT, pglite) || pglite}, scripts/seed.ts --candidates 100000)` : 'postgresql (bench_gestao, scripts/seed.ts --candidates 100000)',
    seedSeconds,
    processo: alvo,
    recipientRowsBefore: destinatariosAntes,
    send: { ms: envio.ms, recipients: envio.destinatarios, rowsWritten: gravadas, apiRssRestMb: mb(repouso), apiPeakRssMb: mb(picoEnvio) },
    sendWithEmailCopy: { ms: comCopia.ms, recipients: comCopia.destinatarios, emailsQueued: comCopia.emails, apiPeakRssMb: mb(picoCopia) },
    roomSearch: {
      rate: RATE,
      connections: CONN,
      seconds: SECONDS,
      withoutSend: { requests: semEnvio.times.length, p50: percentil(ordenadoSem, 50), p95: percentil(ordenadoSem, 95), p99: percentil(ordenadoSem, 99), errors: semEnvio.errors + semEnvio.timeouts },
      wholeRunWithSend: { requests: comEnvio.times.length, p50: percentil(ordenadoCom, 50), p95: percentil(ordenadoCom, 95), p99: percentil(ordenadoCom, 99), errors: comEnvio.errors + comEnvio.timeouts },
      duringSend: { requests: durante.length, p50: percentil(durante, 50), p95: percentil(durante, 95), p99: percentil(durante, 99), max: percentil(durante, 100) },
    },
  };
  const r = resultado;
  const md = `# Mensagem da gestão a 100.000 candidatos (${r.date.slice(0, 10)})

Máquina: ${r.machine.cpus} núcleos (${r.machine.cpuModel}), ${r.machine.memGb} GB, Node ${r.machine.node}; carga ${r.machine.loadavg.join(' ')}.
Banco: ${r.database}; processo ${r.processo.prc} com ${r.processo.inscricoes} inscrições; mns_destinatario já com ${r.recipientRowsBefore} linhas.
API: server/main.ts em outro processo (NODE_ENV=production)${pglite ? ', PGlite na pasta de dados' : ', PostgreSQL pelo socket Unix'}.

| medida | valor |
|---|---|
| POST gestao/mensagens/enviar, ${r.send.recipients} destinatários | **${r.send.ms} ms** (${r.send.rowsWritten} linhas gravadas) |
| memória da API em repouso / pico durante o envio | ${r.send.apiRssRestMb} MB / ${r.send.apiPeakRssMb} MB |
| o mesmo com cópia por e-mail (${r.sendWithEmailCopy.emailsQueued} e-mails na fila) | **${r.sendWithEmailCopy.ms} ms**, pico ${r.sendWithEmailCopy.apiPeakRssMb} MB |

Busca de salas (${r.roomSearch.rate}/s, ${r.roomSearch.connections} conexões, ${r.roomSearch.seconds} s, latência desde a hora devida):

| | pedidos | p50 | p95 | p99 |
|---|---|---|---|---|
| sem envio | ${r.roomSearch.withoutSend.requests} | ${r.roomSearch.withoutSend.p50} ms | ${r.roomSearch.withoutSend.p95} ms | ${r.roomSearch.withoutSend.p99} ms |
| enquanto a mensagem é gravada (${r.send.ms} ms) | ${r.roomSearch.duringSend.requests} | ${r.roomSearch.duringSend.p50} ms | ${r.roomSearch.duringSend.p95} ms | ${r.roomSearch.duringSend.p99} ms |
| a corrida inteira com o envio | ${r.roomSearch.wholeRunWithSend.requests} | ${r.roomSearch.wholeRunWithSend.p50} ms | ${r.roomSearch.wholeRunWithSend.p95} ms | ${r.roomSearch.wholeRunWithSend.p99} ms |

O pico é o maior VmRSS da API enquanto o pedido corre (VmHWM zerado antes, e amostras a cada 50 ms): as 100.000 linhas
de destinatários (e as 100.000 cópias na fila de e-mails) são escolhidas e gravadas pelo banco num INSERT ... SELECT, sem
passar pela API, que só recebe as contagens; por isso a memória não sobe. ${pglite
    ? 'No PGlite há uma só conexão e uma transação tem o banco só para si: cada busca de salas espera o INSERT terminar (a leitura do número de versão entra na fila), e a latência durante o envio é a duração do envio.'
    : 'A busca de salas segue rápida porque lê a sua cópia em memória e o número de versão numa conexão do pool, que o INSERT não bloqueia.'}
`;
  const arquivo = gravar(pglite ? 'gestao-mensagens-pglite' : 'gestao-mensagens', resultado, md);
  console.log(`\n${md}\nResultados em ${path.relative(ROOT, arquivo)}.json e .md`);
} finally {
  await api.stop();
  await database.close().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
