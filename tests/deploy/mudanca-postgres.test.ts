/**
 * From the embedded database to PostgreSQL (issue 25, `npm run db:to-postgres`), end to end: a PGlite folder
 * with an open process, a candidate and a message; the candidate enrols twice over HTTP; the server stops; the
 * command moves the folder into an empty PostgreSQL database; the API starts on PostgreSQL and the candidate
 * signs in with the same password and sees the same enrolments and messages, and enrols again (the sequences
 * moved too). A second move into the now full database is refused and changes nothing.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { enviarMensagemEm } from '../../server/entities/mensagem/mensagem.ts';
import { FIXED_NOW } from '../support/api.ts';
import { runLoad, seedLoad, startServer, type LoadSetup } from '../reliability/enrol-load.ts';
import { Navegador } from './navegador.ts';
import { bancoDescartavel } from './processos.ts';

const run = promisify(execFile);
let dataDir: string;
let banco: { url: string; drop(): Promise<void> };
let setup: LoadSetup;
const kill: (() => void)[] = [];

beforeAll(async () => {
  banco = await bancoDescartavel();
  dataDir = mkdtempSync(path.join(tmpdir(), 'ps-mudanca-'));
  const embutido = await openDatabase({ dataDir });
  setup = await seedLoad(embutido, 1);
  await embutido.db.transaction((tx) => enviarMensagemEm(tx, { assunto: 'Local de prova', texto: 'Sua sala foi definida.', tipo: 'Mensagem', destino: { para: setup.candidates[0].pssFscCodigo } }, FIXED_NOW));
  await embutido.close();
});
afterAll(async () => {
  for (const k of kill) k();
  await banco?.drop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** What the candidate sees: their enrolments and their messages, as the site asks for them. */
async function oQueOCandidatoVe(base: string) {
  const c = setup.candidates[0];
  const nav = new Navegador(base);
  await nav.entrar(c.cpf, c.senha);
  const inscricoes = await nav.fetch('/sgps/insProcesso/pesquisa');
  const mensagens = await nav.fetch('/sgps/mensagens/mnsDestinatario/pesquisa');
  expect(inscricoes.status).toBe(200);
  expect(mensagens.status).toBe(200);
  return { inscricoes: inscricoes.json().data, mensagens: mensagens.json().data };
}

const mover = (url: string) => run(process.execPath, ['--import', 'tsx', 'scripts/db-to-postgres.ts', '--to', url], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', PORT: '1' } }).then(
  (r) => ({ code: 0, out: r.stdout + r.stderr }),
  (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
);

describe('npm run db:to-postgres', () => {
  it('moves enrolments, accounts and messages; the API on PostgreSQL shows the candidate the same', async () => {
    const embutido = await startServer({ DATA_DIR: dataDir });
    kill.push(() => embutido.child.kill('SIGKILL'));
    const stats = await runLoad(setup, () => `http://127.0.0.1:${embutido.port}`, { perCandidate: 2 });
    expect(stats.acknowledged.size).toBe(2);
    const antes = await oQueOCandidatoVe(`http://127.0.0.1:${embutido.port}`);
    expect(antes.inscricoes).toHaveLength(2);
    expect(antes.mensagens).toHaveLength(1);
    embutido.child.kill('SIGTERM');
    await new Promise((r) => embutido.child.once('exit', r));

    const m = await mover(banco.url);
    expect(m.code, m.out).toBe(0);
    expect(m.out).toMatch(/Concluído e conferido: \d+ tabelas \(\d+ linhas\) e \d+ sequências iguais/);
    expect(m.out).toContain('ins_processo: 2 linha(s)');

    const server = await startServer({ DATABASE_URL: banco.url });
    kill.push(() => server.child.kill('SIGKILL'));
    const depois = await oQueOCandidatoVe(`http://127.0.0.1:${server.port}`);
    expect(depois).toEqual(antes);
    // a new enrolment on PostgreSQL takes the next number (the sequences moved with the rows)
    const mais = await runLoad(setup, () => `http://127.0.0.1:${server.port}`, { perCandidate: 1 });
    const [nova] = [...mais.acknowledged.values()];
    expect(nova.insPrcCodigo).toBeGreaterThan(Math.max(...[...stats.acknowledged.values()].map((a) => a.insPrcCodigo)));
    server.child.kill('SIGTERM');
    await new Promise((r) => server.child.once('exit', r));
  }, 180_000);

  it('refuses a database that is not empty, and leaves it as it was', async () => {
    const c = new pg.Client({ connectionString: banco.url });
    await c.connect();
    const antes = (await c.query('SELECT count(*)::int AS n FROM ins_processo')).rows[0].n;
    const m = await mover(banco.url);
    expect(m.code).toBe(1);
    expect(m.out).toContain('O banco de destino não está vazio');
    expect((await c.query('SELECT count(*)::int AS n FROM ins_processo')).rows[0].n).toBe(antes);
    await c.end();
  }, 60_000);

  it('refuses a call without --to', async () => {
    const m = await run(process.execPath, ['--import', 'tsx', 'scripts/db-to-postgres.ts'], { env: { ...process.env, DATA_DIR: dataDir } }).catch((e: { code: number; stderr: string }) => e);
    expect((m as { code: number }).code).toBe(2);
    expect((m as { stderr: string }).stderr).toContain('Informe o banco PostgreSQL de destino em --to');
  });
});
