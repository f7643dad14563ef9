/**
 * Backup and restore as docs/instalacao-producao.md tells the IT team to do it: scripts/backup.sh (pg_dump in
 * custom format) of a database with the demo data while the API runs on it, then pg_restore into a NEW database,
 * the API started on the restored copy, and the demo candidate signs in and sees the same enrolments and
 * messages; every table holds the same number of rows on both sides.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { DEMO_CANDIDATO, seedDemo } from '../../server/db/seed/index.ts';
import { Navegador } from './navegador.ts';
import { apiEnv, bancoDescartavel, startApi, stopApi, type Api } from './processos.ts';

const run = promisify(execFile);
let dir: string;
let origem: { url: string; drop(): Promise<void> };
let copia: { url: string; drop(): Promise<void> };
const apis: Api[] = [];

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ps-copia-'));
  [origem, copia] = [await bancoDescartavel(), await bancoDescartavel()];
  const database = await openDatabase({ databaseUrl: origem.url, poolMax: 2 });
  await seedDemo(database.db, { candidates: 20, messagesPerDemo: 5, recipients: 40 });
  await database.close();
});
afterAll(async () => {
  for (const a of apis) await stopApi(a, 'SIGKILL');
  await origem?.drop();
  await copia?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function oQueOCandidatoVe(base: string) {
  const nav = new Navegador(base);
  await nav.entrar(DEMO_CANDIDATO.cpf, DEMO_CANDIDATO.senha);
  const inscricoes = (await nav.fetch('/sgps/insProcesso/pesquisa')).json();
  const mensagens = (await nav.fetch('/sgps/mensagens/mnsDestinatario/pesquisa')).json();
  return { inscricoes: inscricoes.data, mensagens: mensagens.data };
}

async function contagens(url: string): Promise<Record<string, number>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    const tabelas = (await c.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname IN ('public', 'drizzle') ORDER BY 1`)).rows.map((r) => r.t);
    const out: Record<string, number> = {};
    for (const t of tabelas) out[t] = (await c.query(`SELECT count(*)::int AS n FROM ${t.startsWith('__') ? 'drizzle.' : 'public.'}"${t}"`)).rows[0].n;
    return out;
  } finally {
    await c.end();
  }
}

describe('backup (pg_dump -Fc) and restore (pg_restore into a new database)', () => {
  it('the restored copy runs the API and the demo candidate finds the same data', async () => {
    const noAr = await startApi(apiEnv(origem.url));
    apis.push(noAr);
    const antes = await oQueOCandidatoVe(noAr.base);
    expect(antes.inscricoes.length).toBeGreaterThan(0);
    expect(antes.mensagens.length).toBeGreaterThan(0);

    // the backup is taken with the API running, as the nightly timer does
    const b = await run('bash', ['scripts/backup.sh', origem.url, path.join(dir, 'copias')]);
    expect(b.stdout).toMatch(/cópia gravada: .*processos-\d{8}T\d{6}Z\.dump/);
    const [arquivo] = readdirSync(path.join(dir, 'copias'));
    await stopApi(noAr);

    await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', '--dbname', copia.url, path.join(dir, 'copias', arquivo)]);
    expect(await contagens(copia.url)).toEqual(await contagens(origem.url));

    const restaurada = await startApi(apiEnv(copia.url));
    apis.push(restaurada);
    const pronto = await fetch(`${restaurada.base}/sgps/saude/pronto`);
    expect(pronto.status).toBe(200);
    expect(await oQueOCandidatoVe(restaurada.base)).toEqual(antes);
  }, 120_000);
});
