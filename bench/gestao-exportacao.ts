/**
 * `npm run bench:gestao-exportacao`: a process's 100,000 enrolments exported by the back office (issue 21, item 7),
 * as CSV and as XLSX, through the API as deployed (server/main.ts in its own process, NODE_ENV=production, on
 * PostgreSQL at benchmark scale): time to the last byte, size, rows, and the API process's peak memory while it
 * streams (constant memory is the point: it should not grow with the rows). The download is read as it comes and
 * thrown away, as a browser saving to disk would.
 *
 *   npm run bench:gestao-exportacao [-- --reseed]
 *
 * Same database as bench/gestao-mensagens.ts (bench_gestao, seeded once and kept). Writes
 * bench/results/gestao-exportacao-<date>.json and .md.
 */
import { request } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/db/client.ts';
import { COLUNAS_EXPORTACAO, COLUNAS_PADRAO } from '../src/domain/exportacao.ts';
import { adminSession, benchDatabase, gravar, maiorProcesso, maquina, mb, memoria, resetPeak, ROOT } from './lib/gestao.ts';
import { localSocketUrl, startApi } from './lib/servers.ts';

const { values } = parseArgs({ options: { reseed: { type: 'boolean', default: false } } });
const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const { url, seedSeconds } = await benchDatabase(base, 'bench_gestao', values.reseed);
const database = await openDatabase({ databaseUrl: url });
const adm = await adminSession(database.db);
const alvo = await maiorProcesso(database.db);
// A process twenty times smaller: if memory followed the rows, its peak would be far below the big one's.
const [menor] = ((await database.db.execute(sql`
  SELECT "prcSltCodigo" AS prc, count(*)::int AS inscricoes FROM ins_processo WHERE "prcSltCodigo" <> ${alvo.prc} GROUP BY 1 ORDER BY 2 DESC LIMIT 1`)) as unknown as { rows: { prc: number; inscricoes: number }[] }).rows;
await database.close();

const work = mkdtempSync(path.join(ROOT, 'bench/.work-'));
const api = await startApi({ port: 18194, databaseUrl: localSocketUrl(new URL(url)), dataDir: work });
const pid = api.child.pid!;

/** Downloads one export, counting bytes and lines as they arrive (nothing kept); samples the API's memory meanwhile. */
function baixar(formato: 'csv' | 'xlsx', colunas: string[], prc = alvo.prc): Promise<{ ms: number; primeiroByteMs: number; bytes: number; linhas: number; picoMb: number; status: number }> {
  resetPeak(pid);
  let pico = memoria(pid).rssKb;
  const amostras = setInterval(() => (pico = Math.max(pico, memoria(pid).rssKb)), 50);
  const t0 = performance.now();
  return new Promise((resolve, reject) => {
    const u = new URL(`${api.url}/sgps/gestao/processos/${prc}/exportacao?formato=${formato}&colunas=${colunas.join(',')}`);
    const req = request(u, { headers: adm.headers }, (res) => {
      let bytes = 0;
      let linhas = 0;
      let primeiroByteMs = 0;
      res.on('data', (b: Buffer) => {
        if (!bytes) primeiroByteMs = performance.now() - t0;
        bytes += b.length;
        for (let i = b.indexOf(10); i !== -1; i = b.indexOf(10, i + 1)) linhas++;
      });
      res.on('end', () => {
        clearInterval(amostras);
        pico = Math.max(pico, memoria(pid).picoKb);
        resolve({ ms: Math.round(performance.now() - t0), primeiroByteMs: Math.round(primeiroByteMs), bytes, linhas, picoMb: mb(pico), status: res.statusCode ?? 0 });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

try {
  await baixar('csv', ['insPrcCodigo']); // warm-up: connections, prepared plans, the JIT
  const repousoMb = mb(memoria(pid).rssKb);
  const todas = COLUNAS_EXPORTACAO.map((c) => c.id);
  const corridas = [
    // the small process first: a process's memory does not shrink back after a bigger job
    { nome: `CSV, todas as colunas, processo de ${menor.inscricoes} inscrições`, formato: 'csv' as const, colunas: todas, prc: menor.prc, inscricoes: menor.inscricoes },
    { nome: `XLSX, todas as colunas, processo de ${menor.inscricoes} inscrições`, formato: 'xlsx' as const, colunas: todas, prc: menor.prc, inscricoes: menor.inscricoes },
    { nome: 'CSV, colunas padrão', formato: 'csv' as const, colunas: COLUNAS_PADRAO },
    { nome: `CSV, todas as ${todas.length} colunas`, formato: 'csv' as const, colunas: todas },
    { nome: 'XLSX, colunas padrão', formato: 'xlsx' as const, colunas: COLUNAS_PADRAO },
    { nome: `XLSX, todas as ${todas.length} colunas`, formato: 'xlsx' as const, colunas: todas },
    // the same again, twice: a peak that stays put is memory that does not pile up from one export to the next
    { nome: `XLSX, todas as ${todas.length} colunas (2ª vez)`, formato: 'xlsx' as const, colunas: todas },
    { nome: `XLSX, todas as ${todas.length} colunas (3ª vez)`, formato: 'xlsx' as const, colunas: todas },
  ];
  const resultados = [];
  for (const c of corridas) {
    console.log(`${c.nome}...`);
    const r = await baixar(c.formato, c.colunas, c.prc);
    if (r.status !== 200) throw new Error(`${c.nome}: HTTP ${r.status}`);
    resultados.push({ ...c, colunas: c.colunas.length, ...r, linhasPorSegundo: Math.round(((c.inscricoes ?? alvo.inscricoes) / r.ms) * 1000) });
  }
  const flags = process.env.BENCH_API_FLAGS ?? '';
  const resultado = { date: new Date().toISOString(), apiFlags: flags, machine: maquina(), database: 'postgresql (bench_gestao, scripts/seed.ts --candidates 100000)', seedSeconds, processo: alvo, apiRssRestMb: repousoMb, runs: resultados };
  const md = `# Exportação de 100.000 inscrições (${resultado.date.slice(0, 10)})

Máquina: ${resultado.machine.cpus} núcleos (${resultado.machine.cpuModel}), ${resultado.machine.memGb} GB, Node ${resultado.machine.node}; carga ${resultado.machine.loadavg.join(' ')}.
Banco: ${resultado.database}; processo ${alvo.prc} com ${alvo.inscricoes} inscrições não canceladas.
API: server/main.ts em outro processo (NODE_ENV=production${flags ? `, node ${flags}` : ''}), PostgreSQL pelo socket Unix; memória em repouso ${repousoMb} MB.
GET gestao/processos/${alvo.prc}/exportacao lido à medida que chega (nada guardado); lotes de 1.000 inscrições lidos pela chave.

| exportação | tempo total | primeiro byte | tamanho | linhas | linhas/s | pico de memória da API |
|---|---|---|---|---|---|---|
${resultados.map((r) => `| ${r.nome} | **${(r.ms / 1000).toFixed(1)} s** | ${r.primeiroByteMs} ms | ${(r.bytes / 2 ** 20).toFixed(1)} MB | ${r.formato === 'csv' ? r.linhas : '—'} | ${r.linhasPorSegundo} | ${r.picoMb} MB |`).join('\n')}

O pico é o maior VmRSS da API durante cada exportação (VmHWM, zerado antes de cada uma); o processo não devolve ao
sistema a memória que o V8 já pediu, por isso cada linha parte do pico das anteriores. Sem limite, o V8 deixa o heap
crescer quando se aloca muito (o XLSX cria objetos curtos para cada célula) e o pico diz mais da sua escolha que do que
a exportação retém; com o heap limitado (\`BENCH_API_FLAGS="--max-old-space-size=96"\`, arquivo
\`gestao-exportacao-heap96-*\`) o que fica retido aparece: o mesmo pico para 5.000 e para 100.000 linhas, e nada se
acumula de uma exportação à outra (memória constante), ao custo de mais coletas de lixo (mais tempo).
`;
  const arquivo = gravar(flags.includes('max-old-space-size=96') ? 'gestao-exportacao-heap96' : 'gestao-exportacao', resultado, md);
  console.log(`\n${md}\nResultados em ${path.relative(ROOT, arquivo)}.json e .md`);
} finally {
  await api.stop();
  rmSync(work, { recursive: true, force: true });
}
process.exit(0);
