/**
 * `npm run bench:documentos`: supporting documents (issue 27) — 50 candidates at once each sending 1 MB PDFs over
 * and over (closed loop: the next one as soon as the last was answered), through the API as deployed
 * (server/main.ts in its own process, production mode), on PostgreSQL at benchmark scale, while the enrolment run
 * (cadastrar2 at a fixed rate) goes on. Measured: uploads per second and MB/s, their latency, the enrolments'
 * latency before and during the uploads, the API process's peak memory (each upload is held whole once before it
 * is written), and how much the database grew.
 *
 *   npm run bench:documentos [-- --seconds 20 --uploaders 50 --size-kb 1024 --enrol-rate 100 --reseed]
 *
 * The database (bench_documentos on DATABASE_URL's server, default postgres://postgres@127.0.0.1:5432/postgres) is
 * seeded once (scripts/seed.ts --candidates 100000) and kept; each run adds a document type of its own ("Bench:
 * documento", open now) to the public call for tutors and deletes the previous run's type, files and enrolments.
 * Writes bench/results/documentos-<date>.json and .md.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { benchDatabase, gravar, maquina, mb, memoria, percentil, resetPeak, ROOT } from './lib/gestao.ts';
import { load, type LoadResult } from './lib/load.ts';
import { enrolmentFeeder, prepare } from './lib/prepare.ts';
import { localSocketUrl, startApi } from './lib/servers.ts';
import { createSessions } from './lib/sessions.ts';

const { values } = parseArgs({
  options: {
    reseed: { type: 'boolean', default: false },
    seconds: { type: 'string', default: '20' },
    uploaders: { type: 'string', default: '50' },
    'size-kb': { type: 'string', default: '1024' },
    'enrol-rate': { type: 'string', default: '100' },
  },
});
const SECONDS = Number(values.seconds);
const UPLOADERS = Number(values.uploaders);
const BYTES = Number(values['size-kb']) * 1024;
const ENROL_RATE = Number(values['enrol-rate']);
const rows = async <T>(q: ReturnType<typeof sql>) => ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;

const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const { url, seedSeconds } = await benchDatabase(base, 'bench_documentos', values.reseed);
const database = await openDatabase({ databaseUrl: url });
const now = new Date();

// Back to the seeded state: the previous runs' files, versions, type, enrolments and sessions go.
await database.db.execute(sql`DELETE FROM arquivo_armazenado WHERE "arqChave" IN (SELECT d."arqChave" FROM ins_prc_documento d JOIN prc_slt_tp_documento t USING ("prcSltTpDocCodigo") WHERE t."prcSltTpDocNome" = 'Bench: documento')`);
await database.db.execute(sql`DELETE FROM ins_prc_documento WHERE "prcSltTpDocCodigo" IN (SELECT "prcSltTpDocCodigo" FROM prc_slt_tp_documento WHERE "prcSltTpDocNome" = 'Bench: documento')`);
await database.db.execute(sql`DELETE FROM prc_slt_tp_documento WHERE "prcSltTpDocNome" = 'Bench: documento'`);
await database.db.execute(sql`DELETE FROM ins_processo WHERE "insPrcCodigo" IN (SELECT (resposta->>'insPrcCodigo')::int FROM chave_idempotencia WHERE chave LIKE '%:bench-%')`);
await database.db.execute(sql`DELETE FROM chave_idempotencia WHERE chave LIKE '%:bench-%'`);
await database.db.execute(sql`DELETE FROM sessao WHERE "ultimoUso" > now() - interval '30 days'`);
await database.db.execute(sql`VACUUM ANALYZE`);

// The uploaders: candidates enrolled in the public call for tutors, which asks every candidate for the bench's type.
const [{ prc }] = await rows<{ prc: number }>(sql`SELECT "prcSltCodigo" AS prc FROM prc_seletivo WHERE "prcSltDescricao" LIKE '%Tutores para Educação a Distância%' LIMIT 1`);
const [{ tipo }] = await rows<{ tipo: number }>(sql`
  INSERT INTO prc_slt_tp_documento ("prcSltCodigo", "prcSltTpDocNome", "prcSltTpDocFormatos", "prcSltTpDocMaxBytes", "prcSltTpDocParaQuem", "prcSltTpDocInicio", "prcSltTpDocFim")
  VALUES (${prc}, 'Bench: documento', ARRAY['application/pdf'], ${BYTES * 2}, 'TODOS', ${new Date(now.getTime() - 3_600_000).toISOString()}::timestamptz, ${new Date(now.getTime() + 86_400_000).toISOString()}::timestamptz)
  RETURNING "prcSltTpDocCodigo" AS tipo`);
const inscritos = await rows<{ ins: number; contaCodigo: number; pssFscCodigo: number }>(sql`
  SELECT DISTINCT ON (i."pssFscCodigo") i."insPrcCodigo" AS ins, c."contaCodigo", c."pssFscCodigo"
    FROM ins_processo i JOIN conta c ON c."pssFscCodigo" = i."pssFscCodigo"
   WHERE i."prcSltCodigo" = ${prc} AND NOT i."insCancelada" ORDER BY i."pssFscCodigo" LIMIT ${UPLOADERS}`);
if (inscritos.length < UPLOADERS) throw new Error(`só ${inscritos.length} candidatos inscritos no chamamento`);
const sessoes = await createSessions(database.db, inscritos, now);
const enrolment = await prepare(database.db, { sessions: Math.ceil(ENROL_RATE * (2 * SECONDS + 6) * 1.5), now });
const tamanhoAntes = Number((await rows<{ n: string }>(sql`SELECT pg_total_relation_size('arquivo_armazenado') AS n`))[0].n);

const work = mkdtempSync(path.join(ROOT, 'bench/.work-'));
const api = await startApi({ port: 18197, databaseUrl: localSocketUrl(new URL(url)), dataDir: work });
const pid = api.child.pid!;

/** One multipart body per uploader (a PDF of random bytes), built once: the client's cost is not measured. */
function corpo(): { boundary: string; dados: Buffer } {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(BYTES - 9)]);
  const dados = Buffer.concat([Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="arquivo"; filename="documento.pdf"\r\nContent-Type: application/pdf\r\n\r\n`), pdf, Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { boundary, dados };
}

async function enviarSemParar(ate: number, tempos: number[], estados: Record<string, number>) {
  await Promise.all(
    inscritos.map(async (c, k) => {
      const { boundary, dados } = corpo();
      const headers = { ...sessoes[k].headers, 'content-type': `multipart/form-data; boundary=${boundary}` };
      while (Date.now() < ate) {
        const t0 = performance.now();
        let status = 'erro';
        try {
          const r = await fetch(`${api.url}/sgps/insPrcDocumento/enviar/${c.ins}/${tipo}`, { method: 'POST', headers, body: new Uint8Array(dados) });
          await r.arrayBuffer();
          status = String(r.status);
        } catch {
          /* counted as 'erro' */
        }
        tempos.push(performance.now() - t0);
        estados[status] = (estados[status] ?? 0) + 1;
      }
    }),
  );
}

const { enrol } = enrolmentFeeder(enrolment);
const inscricao = (nome: string): Promise<LoadResult> => load({ name: nome, url: api.url, connections: 16, seconds: SECONDS, rate: ENROL_RATE, next: enrol });
let resultado: Record<string, unknown>;
try {
  const sozinha = await inscricao(`cadastrar2 a ${ENROL_RATE}/s, sem envios`);
  resetPeak(pid);
  const tempos: number[] = [];
  const estados: Record<string, number> = {};
  const t0 = Date.now();
  const [durante] = await Promise.all([inscricao(`cadastrar2 a ${ENROL_RATE}/s, com ${UPLOADERS} enviando`), enviarSemParar(Date.now() + SECONDS * 1000, tempos, estados)]);
  const duracao = (Date.now() - t0) / 1000;
  const pico = memoria(pid).picoKb;
  tempos.sort((a, b) => a - b);
  const ok = estados['200'] ?? 0;
  const tamanhoDepois = Number((await rows<{ n: string }>(sql`SELECT pg_total_relation_size('arquivo_armazenado') AS n`))[0].n);
  resultado = {
    maquina: maquina(),
    seedSeconds,
    uploaders: UPLOADERS,
    tamanhoKb: BYTES / 1024,
    segundos: +duracao.toFixed(1),
    envios: { total: tempos.length, ok, porSegundo: +(ok / duracao).toFixed(1), mbPorSegundo: +((ok * BYTES) / 2 ** 20 / duracao).toFixed(1), p50: percentil(tempos, 50), p95: percentil(tempos, 95), p99: percentil(tempos, 99), estados },
    inscricao: { sozinha, durante },
    apiPicoMb: mb(pico),
    bancoCresceuMb: +((tamanhoDepois - tamanhoAntes) / 2 ** 20).toFixed(1),
  };
} finally {
  await api.stop();
  rmSync(work, { recursive: true, force: true });
  await database.close();
}
const r = resultado as { envios: Record<string, number>; inscricao: { sozinha: LoadResult; durante: LoadResult }; apiPicoMb: number; bancoCresceuMb: number; maquina: { loadavg: number[] } };
const md = `# Documentos: envios de ${BYTES / 1024} KB por ${UPLOADERS} candidatos, durante as inscrições

| medida | valor |
|---|---|
| envios aceitos | ${r.envios.ok} (${r.envios.porSegundo}/s, ${r.envios.mbPorSegundo} MB/s) |
| latência do envio p50 / p95 / p99 | ${r.envios.p50} / ${r.envios.p95} / ${r.envios.p99} ms |
| inscrição sem envios p50 / p95 / p99 | ${r.inscricao.sozinha.p50} / ${r.inscricao.sozinha.p95} / ${r.inscricao.sozinha.p99} ms |
| inscrição com envios p50 / p95 / p99 | ${r.inscricao.durante.p50} / ${r.inscricao.durante.p95} / ${r.inscricao.durante.p99} ms |
| pico de memória da API | ${r.apiPicoMb} MB |
| crescimento de arquivo_armazenado | ${r.bancoCresceuMb} MB |
| carga da máquina (1/5/15 min) | ${r.maquina.loadavg.join(' / ')} |
`;
console.log(md);
console.log(`gravado em ${gravar('documentos', resultado, md)}.{json,md}`);
process.exit(0);
