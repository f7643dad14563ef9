/**
 * `npm run staff:grant` (scripts/staff-grant.ts), run as an operator runs it: a child process on the same
 * database as the server (a PGlite folder, or a fresh PostgreSQL database when DATABASE_URL is set). The first
 * administrator of a real installation comes from here.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { auditoria, conta, papelEquipe, prcSeletivo, pssFisica } from '../../server/db/schema/index.ts';
import { createPgTestDatabase } from '../support/api.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'ps-staff-grant-'));
const dataDir = path.join(work, 'data');
let databaseUrl = '';
let dropDatabase = async () => {};

const ANA = { cpf: '11144477735', nome: 'Ana Administradora' };
const BIA = { cpf: '52998224725', nome: 'Bia Gestora' };
/** Registered (an old enrolment's person) but never created an account. */
const SEM_CONTA = { cpf: '39053344705', nome: 'Caio Sem Conta' };
let processo = 0;

/** Opens the database the command uses (PGlite allows one process at a time: always closed again). */
async function comBanco<T>(fn: (db: Database['db']) => Promise<T>): Promise<T> {
  const database = await openDatabase({ databaseUrl: databaseUrl || undefined, dataDir });
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

function conceder(...args: string[]): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/staff-grant.ts', ...args], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += String(d)));
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

beforeAll(async () => {
  const base = process.env.DATABASE_URL;
  if (base) ({ url: databaseUrl, drop: dropDatabase } = await createPgTestDatabase(base));
  await comBanco(async (db) => {
    for (const p of [ANA, BIA]) {
      const [row] = await db.insert(pssFisica).values({ pssFscNome: p.nome, pssFscCPF: p.cpf }).returning();
      await db.insert(conta).values({ pssFscCodigo: row.pssFscCodigo, login: p.cpf, senhaHash: 'hash-que-nao-importa' });
    }
    await db.insert(pssFisica).values({ pssFscNome: SEM_CONTA.nome, pssFscCPF: SEM_CONTA.cpf });
    const [p] = await db
      .insert(prcSeletivo)
      .values({ prcSltDescricao: 'Vestibular do comando', prcSltTipo: 'VESTIBULAR', prcSltDtInicio: new Date('2026-11-01T12:00:00Z'), prcSltDtFim: new Date('2026-12-01T12:00:00Z') })
      .returning();
    processo = p.prcSltCodigo;
  });
});
afterAll(async () => {
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

const papeis = () => comBanco((db) => db.select({ cpf: pssFisica.pssFscCPF, papel: papelEquipe.papel, prcSltCodigo: papelEquipe.prcSltCodigo }).from(papelEquipe).innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, papelEquipe.pssFscCodigo)));
const trilha = () => comBanco((db) => db.select().from(auditoria).where(eq(auditoria.entidade, 'papel_equipe')).orderBy(asc(auditoria.audCodigo)));

describe('npm run staff:grant', { timeout: 300_000 }, () => {
  it('refuses an invalid CPF and an unknown role with the usage (exit 2), changing nothing', async () => {
    const cpf = await conceder('--cpf', '111.444.777-00', '--papel', 'administrador');
    expect(cpf.code).toBe(2);
    expect(cpf.stderr).toContain('Informe um CPF válido em --cpf.');
    expect(cpf.stderr).toContain('Uso: npm run staff:grant');
    const papel = await conceder('--cpf', ANA.cpf, '--papel', 'dono');
    expect(papel.code).toBe(2);
    expect(papel.stderr).toContain('--papel');
    expect(await papeis()).toEqual([]);
  });

  it('refuses a person without an account, and a CPF nobody has (exit 1)', async () => {
    const semConta = await conceder('--cpf', SEM_CONTA.cpf, '--papel', 'administrador');
    expect(semConta.code).toBe(1);
    expect(semConta.stderr).toContain('Caio Sem Conta ainda não tem conta de acesso');
    const ninguem = await conceder('--cpf', '862.883.667-57', '--papel', 'leitura');
    expect(ninguem.code).toBe(1);
    expect(ninguem.stderr).toContain('Nenhuma pessoa com o CPF');
    expect(await papeis()).toEqual([]);
  });

  it('grants the first administrator, audited from the command line; granting again changes nothing', async () => {
    const r = await conceder('--cpf', '111.444.777-35', '--papel', 'administrador');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stdout).toContain('Ana Administradora agora tem o papel Administrador para todos os processos.');
    expect(await papeis()).toEqual([{ cpf: ANA.cpf, papel: 'ADMINISTRADOR', prcSltCodigo: null }]);
    const [aud] = await trilha();
    expect(aud).toMatchObject({ acao: 'comando:staff:conceder', entidade: 'papel_equipe', prcSltCodigo: null, depois: { papel: 'ADMINISTRADOR', prcSltCodigo: null } });
    expect(aud.origem).toMatch(/^linha de comando /);
    const de_novo = await conceder('--cpf', ANA.cpf, '--papel', 'administrador');
    expect(de_novo.code).toBe(0);
    expect(de_novo.stdout).toContain('nada mudou');
    expect(await trilha()).toHaveLength(1);
  });

  it('never revokes the last administrator', async () => {
    const r = await conceder('--cpf', ANA.cpf, '--papel', 'administrador', '--revogar');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('Este é o último administrador');
    expect(await papeis()).toEqual([{ cpf: ANA.cpf, papel: 'ADMINISTRADOR', prcSltCodigo: null }]);
  });

  it('grants a role for one process and revokes roles, each audited', async () => {
    const adm = await conceder('--cpf', ANA.cpf, '--papel', 'administrador', '--processo', String(processo));
    expect(adm.code).toBe(2);
    expect(adm.stderr).toContain('vale para todos os processos');
    const sem = await conceder('--cpf', BIA.cpf, '--papel', 'gestor', '--processo', '999999');
    expect(sem.code).toBe(1);
    expect(sem.stderr).toContain('O processo 999999 não existe.');
    expect((await conceder('--cpf', BIA.cpf, '--papel', 'gestor', '--processo', String(processo))).code).toBe(0);
    expect((await conceder('--cpf', BIA.cpf, '--papel', 'administrador')).code).toBe(0);
    // With a second administrator, the first can go.
    const rev = await conceder('--cpf', ANA.cpf, '--papel', 'administrador', '--revogar');
    expect(rev.code, rev.stderr).toBe(0);
    expect(rev.stdout).toContain('revogado de Ana Administradora');
    const g = await conceder('--cpf', BIA.cpf, '--papel', 'gestor', '--processo', String(processo), '--revogar');
    expect(g.code).toBe(0);
    expect(await papeis()).toEqual([{ cpf: BIA.cpf, papel: 'ADMINISTRADOR', prcSltCodigo: null }]);
    const acoes = (await trilha()).map((a) => [a.acao, a.prcSltCodigo]);
    expect(acoes).toEqual([
      ['comando:staff:conceder', null],
      ['comando:staff:conceder', processo],
      ['comando:staff:conceder', null],
      ['comando:staff:revogar', null],
      ['comando:staff:revogar', processo],
    ]);
    // Revoking a role the person does not hold says so.
    const nada = await conceder('--cpf', ANA.cpf, '--papel', 'leitura', '--revogar');
    expect(nada.code).toBe(1);
    expect(nada.stderr).toContain('não tem o papel Leitura');
  });
});
