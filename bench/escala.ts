/**
 * `npm run bench:escala`: one API process vs two behind Debian's nginx with the generated rules (TLS, the
 * production path: client -> nginx -> API -> PostgreSQL), on the enrolment bench's database (bench_escala,
 * seeded once at benchmark scale and kept; `--reseed` starts it over). For each layout: enrolments per second
 * (cadastrar2, each answer checked against the table afterwards) and room searches per second (the public list,
 * searched by real names), with p50/p95/p99. Printed, and written to bench/results/escala-<date>.{json,md}.
 *
 *   npm run bench:escala [-- --seconds 10 --connections 32 --reseed]
 *
 * Two processes only help when the cores are not already taken by one process plus PostgreSQL: on a 2-core
 * machine expect little or nothing; the figure that matters there is that nothing is lost or doubled.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { iniciarNginx } from '../tests/deploy/nginx-real.ts';
import { benchDatabase, buscaDeSalas, gravar, maquina, ROOT } from './lib/gestao.ts';
import { load, type LoadResult } from './lib/load.ts';
import { enrolmentCheck, enrolmentFeeder, prepare, type EnrolmentCheck } from './lib/prepare.ts';
import { localSocketUrl, startApi, type Server } from './lib/servers.ts';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' }, connections: { type: 'string', default: '32' }, reseed: { type: 'boolean', default: false } } });
const seconds = Number(values.seconds);
const connections = Number(values.connections);
// nginx's certificate is made here, self-signed: this process (the load generator) accepts it.
process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0';

const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const { url } = await benchDatabase(base, 'bench_escala', values.reseed);
const database = await openDatabase({ databaseUrl: url });
await database.db.execute(sql`DELETE FROM ins_processo WHERE "insPrcCodigo" IN (SELECT (resposta->>'insPrcCodigo')::int FROM chave_idempotencia WHERE chave LIKE '%:bench-%')`);
await database.db.execute(sql`DELETE FROM chave_idempotencia WHERE chave LIKE '%:bench-%'`);
await database.db.execute(sql`DELETE FROM sessao WHERE "ultimoUso" > now() - interval '30 days'`);
await database.db.execute(sql`DELETE FROM email_pendente`);
await database.db.execute(sql`VACUUM ANALYZE`);
const busca = await buscaDeSalas(database.db);
const apiUrl = localSocketUrl(new URL(url));

interface Linha {
  processos: number;
  inscricoes: LoadResult;
  verificacao: EnrolmentCheck;
  buscaSalas: LoadResult;
}
const linhas: Linha[] = [];

for (const n of [1, 2]) {
  // fresh candidates for each layout: a candidate enrols once in the single-enrolment vestibular
  const p = await prepare(database.db, { sessions: Math.max(20_000, 3000 * (seconds + 3)), now: new Date() });
  const work = mkdtempSync(path.join(ROOT, 'bench/.work-'));
  const apis: Server[] = [];
  try {
    for (let i = 0; i < n; i++) apis.push(await startApi({ port: 18300 + i, databaseUrl: apiUrl, dataDir: work }));
    const nginx = await iniciarNginx(work, { root: path.join(work, 'site'), upstreams: apis.map((a) => a.url.replace('http://', '')) });
    try {
      const { enrol, answers } = enrolmentFeeder(p);
      const inscricoes = await load({ name: `cadastrar2 via nginx, ${n} processo(s)`, url: nginx.base, connections, seconds, next: enrol, onAnswer: (t, s) => answers.set(t, s), warmup: 2 });
      const verificacao = await enrolmentCheck(database.db, p.vestibular, p.enrolmentsBefore, answers);
      const buscaSalas = await load({ name: `busca de salas via nginx, ${n} processo(s)`, url: nginx.base, connections, seconds, next: busca, warmup: 2 });
      linhas.push({ processos: n, inscricoes, verificacao, buscaSalas });
      console.log(`${n} processo(s): ${inscricoes.reqPerSec} inscrições/s (p95 ${inscricoes.p95} ms), ${buscaSalas.reqPerSec} buscas/s (p95 ${buscaSalas.p95} ms)`, verificacao);
    } finally {
      await nginx.stop();
    }
  } finally {
    for (const a of apis) await a.stop();
    rmSync(work, { recursive: true, force: true });
  }
}
await database.close();

const md = [
  `# Escala: um processo da API contra dois, atrás do nginx (${new Date().toISOString()})`,
  '',
  `Máquina: ${JSON.stringify(maquina())}; ${connections} conexões, ${seconds} s por medição; TLS no nginx; PostgreSQL pelo socket Unix.`,
  '',
  '| processos | inscrições/s | p50 | p95 | p99 | não-2xx | perdidas | duplicadas | buscas de sala/s | p50 | p95 | p99 |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...linhas.map((l) => `| ${l.processos} | ${l.inscricoes.reqPerSec} | ${l.inscricoes.p50} | ${l.inscricoes.p95} | ${l.inscricoes.p99} | ${l.inscricoes.non2xx} | ${l.verificacao.okMissing} | ${l.verificacao.doubled} | ${l.buscaSalas.reqPerSec} | ${l.buscaSalas.p50} | ${l.buscaSalas.p95} | ${l.buscaSalas.p99} |`),
  '',
].join('\n');
console.log(md);
console.log(`gravado: ${gravar('escala', { maquina: maquina(), connections, seconds, linhas }, md)}.{json,md}`);
process.exit(0);
