/**
 * Messages paging at scale (issue 6): one candidate with 10,000 messages in a table of ~1,000,000
 * recipient rows, on PostgreSQL. Prints p50/p95 of GET mensagens/mnsDestinatario/pesquisa for page 1
 * and page 50 (through the whole API: session, query, sanitizing, serialization), of
 * pesquisaNumeroNaoLidas, and EXPLAIN (ANALYZE) of the page query; writes bench/results/messages-<date>.json.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/messages.ts [--runs 200]
 *
 * Builds its own database (bench_mensagens, dropped and recreated) from the committed migrations.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { mailboxCountSql, mailboxPageSql } from '../server/features/mensagens/repository.ts';
import { Client, createAccount } from '../tests/support/api.ts';

const BASE_URL = process.env.DATABASE_URL;
if (!BASE_URL) {
  console.error('DATABASE_URL é obrigatório (o bench mede PostgreSQL).');
  process.exit(1);
}
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 200;
// 10,000 messages reach the candidate and 49 others each (500,000 rows); 500,000 personal messages reach
// one other person each (500,000 rows): ~1,000,000 recipient rows and a mensagem table of 510,000, so the
// candidate's page cannot lean on mensagem being small.
const MESSAGES = 10_000;
const PERSONAL = 500_000;
const PEOPLE = 2_000;
const RECIPIENTS_PER_MESSAGE = 50;
const NOW = new Date('2026-11-22T13:00:00.000Z');

const DB_NAME = 'bench_mensagens';
const admin = new pg.Client({ connectionString: BASE_URL });
await admin.connect();
await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
await admin.query(`CREATE DATABASE ${DB_NAME}`);
await admin.end();
const url = new URL(BASE_URL);
url.pathname = `/${DB_NAME}`;
const database = await openDatabase({ databaseUrl: url.toString() });
const db = database.db;
const clock = { now: NOW };
const app = await buildApp({ db, config: testConfig(), clock: () => clock.now });
await app.ready();
const t = { app, database, clock, close: async () => {} };

console.log('Gerando dados...');
const started = performance.now();
const me = await createAccount(t, { cpf: '52998224725', nome: 'Candidata do Bench', senha: 'bench-senha' });
await db.execute(sql`INSERT INTO pss_fisica ("pssFscNome", "pssFscPassaporte") SELECT 'Pessoa ' || g, 'BENCH' || g FROM generate_series(1, ${PEOPLE}) g`);
const { rows: range } = (await db.execute(sql`SELECT min("pssFscCodigo")::int AS lo, max("pssFscCodigo")::int AS hi FROM pss_fisica WHERE "pssFscCodigo" <> ${me.pssFscCodigo}`)) as unknown as { rows: { lo: number; hi: number }[] };
const { lo, hi } = range[0];
// Messages spread over two years, a body of realistic size, a few scheduled in the future.
await db.execute(sql`
  INSERT INTO mensagem ("mnsAssunto", "mnsTexto", "mnsDtaAgendamento", "sstCodigo", "mnsTipo")
  SELECT 'Comunicado nº ' || g || CASE WHEN g % 97 = 0 THEN ' sobre inscrição' ELSE '' END,
         '<p>Prezado(a) candidato(a), ' || repeat('informamos que o cronograma foi atualizado. ', 8) || 'Acesse www.uepg.br ou escreva para cps@uepg.br.</p>',
         ${NOW.toISOString()}::timestamptz - (g * interval '53 minutes') + CASE WHEN g <= 30 THEN interval '40 days' ELSE interval '0' END,
         CASE WHEN g % 3 = 0 THEN 'VESTIBULAR' ELSE 'SGPS' END,
         CASE WHEN g % 5 = 0 THEN 'Noticia' ELSE 'Mensagem' END
    FROM generate_series(1, ${MESSAGES}) g`);
// The candidate gets every shared message (10,000, a third of them read); each reaches 49 more people.
// One statement in message order, so the candidate's rows are scattered over the table as in real life.
await db.execute(sql`
  INSERT INTO mns_destinatario ("mnsCodigo", "pssFscCodigo", "mnsDstDtaLeitura")
  SELECT m."mnsCodigo",
         CASE WHEN k = 0 THEN ${me.pssFscCodigo}::int ELSE ${lo}::int + ((m."mnsCodigo" * 37 + k * 101) % ${hi - lo + 1}::int) END,
         CASE WHEN k = 0 AND m."mnsCodigo" % 3 = 0 THEN m."mnsDtaAgendamento" + interval '1 hour' END
    FROM mensagem m CROSS JOIN generate_series(0, ${RECIPIENTS_PER_MESSAGE - 1}::int) k
   ORDER BY m."mnsCodigo", k
  ON CONFLICT DO NOTHING`);
// Personal messages (one recipient each), newer and older than the candidate's, interleaved in time.
await db.execute(sql`
  WITH novas AS (
    INSERT INTO mensagem ("mnsAssunto", "mnsTexto", "mnsDtaAgendamento", "sstCodigo", "mnsTipo")
    SELECT 'Pagamento identificado nº ' || g, '<p>Identificamos o pagamento do seu boleto.</p>',
           ${NOW.toISOString()}::timestamptz - (g * interval '1 minute'), 'SGPS', 'Mensagem'
      FROM generate_series(1, ${PERSONAL}) g
    RETURNING "mnsCodigo")
  INSERT INTO mns_destinatario ("mnsCodigo", "pssFscCodigo")
  SELECT n."mnsCodigo", ${lo}::int + (n."mnsCodigo" % ${hi - lo + 1}::int) FROM novas n`);
// A few global messages.
await db.execute(sql`INSERT INTO mns_dst_global ("mnsCodigo") SELECT "mnsCodigo" FROM mensagem WHERE "mnsCodigo" % 500 = 1 AND "mnsCodigo" <= ${MESSAGES}`);
await db.execute(sql`VACUUM ANALYZE`); // what autovacuum does to a table at rest
const counts = ((await db.execute(sql`
  SELECT (SELECT count(*) FROM mns_destinatario)::int AS recipients,
         (SELECT count(*) FROM mns_destinatario WHERE "pssFscCodigo" = ${me.pssFscCodigo})::int AS mine,
         (SELECT count(*) FROM mensagem)::int AS messages`)) as unknown as { rows: Record<string, number>[] }).rows[0];
console.log(`  ${counts.messages} mensagens, ${counts.recipients} destinatários, ${counts.mine} da candidata (${Math.round(performance.now() - started)} ms)`);

const client = new Client(t as never);
await client.login('52998224725', 'bench-senha');

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function measure(name: string, path: string) {
  for (let i = 0; i < 10; i++) await client.get(path); // warm-up
  const times: number[] = [];
  let body: { data?: unknown[]; total?: number } = {};
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const res = await client.get(path);
    times.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`${name}: HTTP ${res.statusCode} ${res.body}`);
    body = res.json();
  }
  times.sort((a, b) => a - b);
  const result = { name, runs: RUNS, p50_ms: +percentile(times, 50).toFixed(2), p95_ms: +percentile(times, 95).toFixed(2), max_ms: +times[times.length - 1].toFixed(2), items: Array.isArray(body.data) ? body.data.length : body.data, total: body.total };
  console.log(`  ${name.padEnd(34)} p50 ${result.p50_ms.toFixed(2).padStart(7)} ms   p95 ${result.p95_ms.toFixed(2).padStart(7)} ms   (itens ${result.items}, total ${result.total})`);
  return result;
}

const page = (n: number, extra: Record<string, string> = {}) =>
  `/sgps/mensagens/mnsDestinatario/pesquisa?start=${(n - 1) * 10}&limit=10&extraParams=${encodeURIComponent(JSON.stringify({ filtro: 'T', ...extra }))}`;

console.log(`Medindo (${RUNS} requisições cada)...`);
const results = [
  await measure('pesquisa página 1', page(1)),
  await measure('pesquisa página 50', page(50)),
  await measure('pesquisa página 1, não lidas', page(1, { filtro: 'N' })),
  await measure('pesquisa página 1, texto "inscricao"', page(1, { pesquisa: 'inscricao' })),
  await measure('pesquisaNumeroNaoLidas', '/sgps/mensagens/mnsDestinatario/pesquisaNumeroNaoLidas'),
];

const q = { pssFscCodigo: me.pssFscCodigo, now: NOW, filtro: 'T' as const };
const explain = async (query: ReturnType<typeof sql>) =>
  ((await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${query}`)) as unknown as { rows: { 'QUERY PLAN': string }[] }).rows.map((r) => r['QUERY PLAN']);
const planPage1 = await explain(mailboxPageSql(q, 0, 10));
const planPage50 = await explain(mailboxPageSql(q, 490, 10));
const planCount = await explain(mailboxCountSql(q));
console.log('\nEXPLAIN ANALYZE, página 50:\n' + planPage50.map((l) => `  ${l}`).join('\n'));
console.log('\nEXPLAIN ANALYZE, contadores:\n' + planCount.map((l) => `  ${l}`).join('\n'));

const date = new Date().toISOString().slice(0, 10);
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/messages-${date}.json`;
writeFileSync(
  file,
  JSON.stringify({ date: new Date().toISOString(), database: 'postgresql', data: counts, runs: RUNS, results, explain: { page1: planPage1, page50: planPage50, counters: planCount } }, null, 2),
);
console.log(`\nResultados em ${file}`);
await app.close();
await database.close();
