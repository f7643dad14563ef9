/**
 * Public room list name search at scale (issue 7): 100,000 candidates of the serial process seated in
 * rooms, on PostgreSQL. The route searches an in-memory copy of the list once it is loaded (a second
 * after the first request), the SQL search until then; both are measured alone below. Real HTTP against the API in a child process (its own pg pool, as in
 * production), load from 64 keep-alive connections, latency of every request:
 *   1. 64 connections flat out (closed loop): the throughput ceiling; latency there is mostly queueing
 *      (Little's law: latency ≈ 64 / throughput), so it says more about the machine than the query;
 *   2. 64 connections at a fixed total rate (--rate, default 400 req/s, capped at half the ceiling):
 *      the latency a candidate sees when the server is not saturated;
 *   3. 1 connection, sequential: the service time of one search; and the unfiltered pages 1-10.
 * The load average is recorded: on a shared machine it explains most of the spread between runs.
 * Search terms are real names of the data set: whole names, first two names, surnames (many matches),
 * lower case and without accents. Also EXPLAIN (ANALYZE) of a surname search. Writes
 * bench/results/ensalamento-<date>.json.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx tsx bench/ensalamento.ts [--reuse] [--seconds 15] [--rate 400]
 *
 * Builds its own database (bench_ensalamento, dropped and recreated; --reuse keeps a seeded one).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase } from '../server/db/client.ts';
import { seedDemo } from '../server/db/seed/index.ts';
import { classificaFiltro } from '../server/features/ensalamento/filtro.ts';
import { ListaEmMemoria } from '../server/features/ensalamento/lista-em-memoria.ts';
import { carregaListaCompleta, dobradorDeTermos } from '../server/features/ensalamento/lista-publica-repository.ts';
import { consultaListaPublica, listaPublica, NOME_COMUM, nomeComum } from '../server/features/ensalamento/repository.ts';

const { values } = parseArgs({
  options: {
    reuse: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '15' },
    rate: { type: 'string', default: '400' },
    candidates: { type: 'string', default: '100000' },
    serve: { type: 'string' },
  },
});
const BASE_URL = process.env.DATABASE_URL;
if (!BASE_URL) {
  console.error('DATABASE_URL é obrigatório (o bench mede PostgreSQL).');
  process.exit(1);
}
const DB_NAME = 'bench_ensalamento';
const dbUrl = new URL(BASE_URL);
dbUrl.pathname = `/${DB_NAME}`;

// --- child mode: just the API, listening on the given port
if (values.serve) {
  const { buildApp } = await import('../server/app.ts');
  const { testConfig } = await import('../server/config.ts');
  const database = await openDatabase({ databaseUrl: dbUrl.toString() });
  const app = await buildApp({ db: database.db, config: { ...testConfig(), logLevel: 'warn' } as never });
  await app.listen({ port: Number(values.serve), host: '127.0.0.1' });
  process.send?.('pronto');
  process.on('SIGTERM', () => void app.close().then(() => database.close()).then(() => process.exit(0)));
} else {
  await principal();
}

async function principal() {
  const SECONDS = Number(values.seconds);
  const RATE = Number(values.rate);
  const CONNECTIONS = 64;
  const CANDIDATES = Number(values.candidates);

  if (!values.reuse) {
    const admin = new pg.Client({ connectionString: BASE_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`);
    await admin.query(`CREATE DATABASE ${DB_NAME}`);
    await admin.end();
  }
  const database = await openDatabase({ databaseUrl: dbUrl.toString() });
  const db = database.db;
  if (!values.reuse) {
    console.log(`Gerando ${CANDIDATES} candidatos (carga de demonstração em escala)...`);
    const t0 = performance.now();
    const r = await seedDemo(db, { candidates: CANDIDATES, messagesPerDemo: 0, recipients: 0 });
    console.log(`  ${Math.round((performance.now() - t0) / 1000)} s`, r.counts);
  }
  const q = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows;
  // Steady state, as autovacuum leaves a table in production: visibility map and hint bits set, fresh statistics.
  await db.execute(sql`VACUUM (ANALYZE) pss_fisica, ins_processo, ins_prc_prv_sala, prc_slt_prv_sala`);
  const [{ prc, n }] = await q<{ prc: number; n: number }>(sql`
    SELECT i."prcSltCodigo" AS prc, count(*)::int AS n FROM ins_prc_prv_sala s JOIN ins_processo i USING ("insPrcCodigo")
     GROUP BY 1 ORDER BY 2 DESC LIMIT 1`);
  console.log(`Processo ${prc}: ${n} candidatos ensalados.`);

  // Search terms from real names: whole name, first two names, surname.
  const nomes = (await q<{ nome: string }>(sql`SELECT p."pssFscNome" AS nome FROM ins_processo i JOIN pss_fisica p USING ("pssFscCodigo") WHERE i."prcSltCodigo" = ${prc} ORDER BY md5(p."pssFscNome") LIMIT 600`)).map((r) => r.nome);
  const dobrar = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const termos = nomes.flatMap((nome, i) => {
    const w = dobrar(nome).split(' ');
    const opcoes: [string, string][] = [['nome completo', w.join(' ')], ['dois nomes', w.slice(0, 2).join(' ')], ['sobrenome', w[w.length - 1]]];
    return [opcoes[i % 3]];
  }).map(([tipo, termo]) => ({ tipo, termo }));

  const matches = async (termo: string) => (await listaPublica(db, prc, classificaFiltro(termo), 0, 100)).length;
  const amostra = await Promise.all(termos.slice(0, 30).map(async (t) => ({ ...t, linhas: await matches(t.termo) })));
  const [{ sobrenomeTotal }] = await q<{ sobrenomeTotal: number }>(sql`
    SELECT count(*)::int AS "sobrenomeTotal" FROM ins_processo i JOIN pss_fisica p USING ("pssFscCodigo")
     WHERE i."prcSltCodigo" = ${prc} AND f_fold(p."pssFscNome") LIKE '%' || ${termos[2].termo} || '%'`);
  console.log(`Termos: ${termos.length} (ex.: "${termos[0].termo}", "${termos[1].termo}", "${termos[2].termo}" -> ${sobrenomeTotal} candidatos)`);

  const explicar = async (termo: string) => {
    const comum = await nomeComum(db, termo);
    const consulta = consultaListaPublica(db, prc, classificaFiltro(termo), 0, 100, comum).getSQL();
    return [`termo "${termo}" (${comum ? 'comum: nomes lidos em ordem' : 'raro: índice trigram e ordenação'})`, ...(await q<{ 'QUERY PLAN': string }>(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${consulta}`)).map((r) => r['QUERY PLAN'])];
  };
  const plano = await explicar(termos[2].termo);
  const planoRaro = await explicar(termos[1].termo);

  // --- the API in a child process
  const PORT = 18187;
  const child = spawn(process.execPath, [...process.execArgv, new URL(import.meta.url).pathname, '--serve', String(PORT)], {
    env: { ...process.env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  await new Promise<void>((ok, fail) => {
    child.once('message', () => ok());
    child.once('exit', (code) => fail(new Error(`servidor saiu com ${code}`)));
  });

  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const get = (path: string) =>
    new Promise<number>((ok, fail) => {
      const t0 = performance.now();
      http
        .get({ host: '127.0.0.1', port: PORT, path, agent }, (res) => {
          res.resume();
          res.on('end', () => (res.statusCode === 200 ? ok(performance.now() - t0) : fail(new Error(`HTTP ${res.statusCode} em ${path}`))));
        })
        .on('error', fail);
    });
  const url = (i: number) =>
    semFiltro
      ? `/sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo?prcSltCodigo=${prc}&start=${(i % 10) * 100}&limit=100`
      : `/sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo?prcSltCodigo=${prc}&start=0&limit=100&filtro=${encodeURIComponent(termos[i % termos.length].termo)}`;
  let semFiltro = false;

  type Amostra = { ms: number; tipo: string };
  async function rodada(nome: string, conexoes: number, segundos: number, taxa: number | null) {
    const fim = performance.now() + segundos * 1000;
    const amostras: Amostra[] = [];
    let i = Math.floor(Math.random() * termos.length);
    const inicio = performance.now();
    const intervalo = taxa ? (1000 * conexoes) / taxa : 0; // each connection's share of the rate
    await Promise.all(
      Array.from({ length: conexoes }, async (_, c) => {
        let proxima = inicio + (taxa ? (c * intervalo) / conexoes : 0);
        while (performance.now() < fim) {
          if (taxa) {
            const espera = proxima - performance.now();
            if (espera > 0) await new Promise((r) => setTimeout(r, espera));
            proxima += intervalo;
          }
          const k = i++;
          amostras.push({ ms: await get(url(k)), tipo: termos[k % termos.length].tipo });
        }
      }),
    );
    const duracao = (performance.now() - inicio) / 1000;
    const stats = (xs: number[]) => {
      const s = [...xs].sort((a, b) => a - b);
      const p = (q: number) => +s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)].toFixed(2);
      return { requests: s.length, p50_ms: p(0.5), p95_ms: p(0.95), p99_ms: p(0.99), max_ms: +s[s.length - 1].toFixed(2) };
    };
    const geral = stats(amostras.map((a) => a.ms));
    const porTipo = Object.fromEntries(['nome completo', 'dois nomes', 'sobrenome'].map((t) => [t, stats(amostras.filter((a) => a.tipo === t).map((a) => a.ms))]));
    const r = { nome, conexoes, taxa_alvo: taxa, segundos: +duracao.toFixed(1), req_por_s: +(amostras.length / duracao).toFixed(0), ...geral, por_tipo: porTipo };
    console.log(`  ${nome.padEnd(44)} ${String(r.req_por_s).padStart(5)} req/s   p50 ${r.p50_ms.toFixed(2).padStart(7)} ms   p95 ${r.p95_ms.toFixed(2).padStart(7)} ms   p99 ${r.p99_ms.toFixed(2).padStart(7)} ms`);
    return r;
  }

  console.log('Aquecendo...');
  await rodada('aquecimento', 8, 3, null);
  const carga = os.loadavg().map((x) => +x.toFixed(2));
  console.log(`Medindo (${SECONDS} s cada; load average ${carga.join(' ')} em ${os.cpus().length} CPUs):`);
  const teto = await rodada('64 conexões, sem limite de taxa', CONNECTIONS, SECONDS, null);
  // Latency is measured below the ceiling: at the asked rate, but never above half of what the machine sustains.
  const taxa = Math.max(10, Math.min(RATE, Math.floor(teto.req_por_s / 2)));
  const resultados = [
    await rodada(`64 conexões, ${taxa} req/s`, CONNECTIONS, SECONDS, taxa),
    teto,
    await rodada('1 conexão, sequencial', 1, Math.max(5, SECONDS / 2), null),
  ];
  // The search alone, in this process, one at a time: what the database spends on it, without HTTP.
  const pct = (xs: number[], p: number) => +[...xs].sort((a, b) => a - b)[Math.ceil(p * xs.length) - 1].toFixed(3);
  const direto: number[] = [];
  for (const { termo } of termos) {
    const t0 = performance.now();
    await listaPublica(db, prc, classificaFiltro(termo), 0, 100);
    direto.push(performance.now() - t0);
  }
  direto.sort((a, b) => a - b);
  const consultaDireta = { requests: direto.length, p50_ms: +direto[Math.ceil(0.5 * direto.length) - 1].toFixed(2), p95_ms: +direto[Math.ceil(0.95 * direto.length) - 1].toFixed(2), max_ms: +direto[direto.length - 1].toFixed(2) };
  console.log(`  ${'consulta direta em SQL (sem HTTP), 1 de cada vez'.padEnd(44)}             p50 ${consultaDireta.p50_ms.toFixed(2).padStart(7)} ms   p95 ${consultaDireta.p95_ms.toFixed(2).padStart(7)} ms`);
  // What the route does once its in-memory copy is loaded: the search in the copy (the term folded as
  // the route folds it), without HTTP and without the route's query.
  const t0Copia = performance.now();
  const copia = new ListaEmMemoria(await carregaListaCompleta(db, prc));
  const cargaCopiaMs = Math.round(performance.now() - t0Copia);
  const dobra = await dobradorDeTermos(db);
  const dobrados = await Promise.all(termos.map(async ({ termo }) => dobra(termo)));
  const naCopia: number[] = [];
  for (let rep = 0; rep < 3; rep++)
    termos.forEach(({ termo }, i) => {
      const t0 = performance.now();
      copia.busca(classificaFiltro(termo), dobrados[i], 0, 100);
      naCopia.push(performance.now() - t0);
    });
  const buscaNaCopia = { carga_ms: cargaCopiaMs, requests: naCopia.length, p50_ms: pct(naCopia, 0.5), p95_ms: pct(naCopia, 0.95), max_ms: pct(naCopia, 1) };
  console.log(`  ${`cópia em memória (carga ${cargaCopiaMs} ms), 1 de cada vez`.padEnd(44)}             p50 ${buscaNaCopia.p50_ms.toFixed(3).padStart(7)} ms   p95 ${buscaNaCopia.p95_ms.toFixed(3).padStart(7)} ms`);
  // Inside PostgreSQL only (EXPLAIN ANALYZE execution time of the very queries the route runs, both of them):
  // what the search costs the database, free of client round trips and of scheduling on a busy machine.
  const noBanco: number[] = [];
  const tipoNoBanco: Record<string, number[]> = {};
  const execucao = async (query: ReturnType<typeof sql>) =>
    Number((await q<{ 'QUERY PLAN': [{ 'Execution Time': number }] }>(sql`EXPLAIN (ANALYZE, FORMAT JSON) ${query}`))[0]['QUERY PLAN'][0]['Execution Time']);
  for (const { termo, tipo } of termos) {
    const filtro = classificaFiltro(termo);
    const contagem = await execucao(sql`SELECT count(*) FROM (SELECT 1 FROM pss_fisica WHERE f_fold("pssFscNome") LIKE '%' || f_fold(${termo}) || '%' LIMIT ${NOME_COMUM}) x`);
    const ms = contagem + (await execucao(consultaListaPublica(db, prc, filtro, 0, 100, await nomeComum(db, termo)).getSQL()));
    noBanco.push(ms);
    (tipoNoBanco[tipo] ??= []).push(ms);
  }
  const consultaNoBanco = {
    requests: noBanco.length,
    p50_ms: pct(noBanco, 0.5),
    p95_ms: pct(noBanco, 0.95),
    max_ms: pct(noBanco, 1),
    por_tipo: Object.fromEntries(Object.entries(tipoNoBanco).map(([k, v]) => [k, { p50_ms: pct(v, 0.5), p95_ms: pct(v, 0.95) }])),
  };
  console.log(`  ${'no PostgreSQL (EXPLAIN ANALYZE), 1 de cada vez'.padEnd(44)}             p50 ${consultaNoBanco.p50_ms.toFixed(2).padStart(7)} ms   p95 ${consultaNoBanco.p95_ms.toFixed(2).padStart(7)} ms`);
  semFiltro = true;
  const listagem = await rodada('sem filtro, páginas 1-10, 1 conexão', 1, 5, null);
  console.log('\nEXPLAIN ANALYZE:\n' + [...plano, '', ...planoRaro].map((l) => `  ${l}`).join('\n'));

  child.kill('SIGTERM');
  agent.destroy();
  const date = new Date().toISOString().slice(0, 10);
  mkdirSync('bench/results', { recursive: true });
  const file = `bench/results/ensalamento-${date}.json`;
  writeFileSync(
    file,
    JSON.stringify(
      { date: new Date().toISOString(), database: 'postgresql', load_average_inicio: carga, cpus: os.cpus().length, load_average_fim: os.loadavg().map((x) => +x.toFixed(2)), candidatos_ensalados: n, termos: termos.length, amostra_termos: amostra, sobrenome_exemplo: { termo: termos[2].termo, candidatos: sobrenomeTotal }, resultados, listagem_sem_filtro: listagem, consulta_direta: consultaDireta, busca_na_copia: buscaNaCopia, consulta_no_banco: consultaNoBanco, explain_sobrenome: plano, explain_dois_nomes: planoRaro },
      null,
      2,
    ),
  );
  console.log(`\nResultados em ${file}`);
  await database.close();
}
