import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { conta, pssFisica } from '../../server/db/schema/index.ts';
import { DEMO_SUPER } from '../../server/db/seed/index.ts';
import { problemasDeConfiguracao } from '../../server/producao.ts';
import { DEMO_STRIP_TEXT } from '../../src/lib/perfil.ts';
import { Client, createPgTestDatabase, createTestApp } from '../support/api.ts';

/**
 * Issue 18 §1: NODE_ENV=production refuses every demo default, one line per problem, and with a complete
 * configuration starts. The server is started as it is deployed: `node --import tsx server/main.ts`.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const work = mkdtempSync(path.join(tmpdir(), 'ps-producao-'));
const keyCsrf = 'a'.repeat(64);
const keyRel = 'b'.repeat(64);

/** Everything production needs, nothing of the demo. */
const COMPLETA: Record<string, string> = {
  NODE_ENV: 'production',
  PUBLIC_ORIGIN: 'https://processos.universidade.example',
  SECURE_COOKIES: 'true',
  CONVENIO: '1234567',
  AGENCIA: '4321-0',
  CONTA: '99887-6',
  BENEFICIARIO: 'Universidade Estadual - Fundação de Processos',
  BENEFICIARIO_DOCUMENTO: '12345678000195',
  PIX_CHAVE: '12345678000195',
  PIX_NOME: 'Universidade Estadual',
  CSRF_KEY: keyCsrf,
  REPORT_KEY_FILE: path.join(work, 'report.key'),
};

let databaseUrl = '';
let dropDatabase = async () => {};
const dataDir = path.join(work, 'data');
const siteDir = path.join(work, 'site');

beforeAll(async () => {
  writeFileSync(COMPLETA.REPORT_KEY_FILE, `${keyRel}\n`);
  mkdirSync(siteDir, { recursive: true });
  writeFileSync(path.join(siteDir, 'index.html'), '<!doctype html><title>site</title>');
  const base = process.env.DATABASE_URL;
  if (base) ({ url: databaseUrl, drop: dropDatabase } = await createPgTestDatabase(base));
});
afterAll(async () => {
  await dropDatabase();
  rmSync(work, { recursive: true, force: true });
});

interface Run {
  code: number | null;
  stderr: string;
  /** The origin it listened on, when it started. */
  origem?: string;
}

/** Starts the server; resolves when it listens (then stops it with SIGTERM) or when it exits on its own. */
function iniciar(env: Record<string, string>, enquantoNoAr?: (origem: string) => Promise<void>): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, SITE_DIR: siteDir, REBUILD_MINUTES: '0', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    let stdout = '';
    let origem: string | undefined;
    child.stderr.on('data', (d) => (stderr += String(d)));
    child.stdout.on('data', (d) => {
      stdout += String(d);
      const m = /listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout);
      if (m && !origem) {
        origem = m[1];
        (enquantoNoAr ? enquantoNoAr(origem) : Promise.resolve()).then(
          () => child.kill('SIGTERM'),
          (err) => {
            child.kill('SIGTERM');
            reject(err);
          },
        );
      }
    });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stderr, origem }));
  });
}

describe('production profile', () => {
  it('the configuration check names every demo default, one line each', () => {
    const problemas = problemasDeConfiguracao(loadConfig({ NODE_ENV: 'production', SEED_ON_START: 'true', CARTAO_PROVEDOR: 'simulador', PUBLIC_ORIGIN: 'http://processos.example' }));
    const texto = problemas.join('\n');
    for (const nome of ['SEED_ON_START', 'CARTAO_PROVEDOR', 'PUBLIC_ORIGIN', 'SECURE_COOKIES', 'CONVENIO', 'AGENCIA', 'CONTA', 'BENEFICIARIO', 'BENEFICIARIO_DOCUMENTO', 'PIX_CHAVE', 'PIX_NOME', 'CSRF_KEY', 'REPORT_KEY']) {
      expect(texto, nome).toContain(nome);
    }
    expect(problemas.every((p) => !p.includes('\n'))).toBe(true);
    expect(problemasDeConfiguracao(loadConfig({ ...COMPLETA, REPORT_KEY_FILE: '', REPORT_KEY: keyRel }))).toEqual([]);
    // The demo profile is the default, and the card simulator and the seed belong to it only.
    expect(loadConfig({}).perfil).toBe('demo');
    expect(loadConfig({ NODE_ENV: 'production' }).pagamento.cartaoProvedor).toBe('desativado');
    expect(loadConfig({ NODE_ENV: 'production' }).seedOnStart).toBe(false);
  });

  it('with the README defaults, NODE_ENV=production refuses to start and says why', { timeout: 180_000 }, async () => {
    const run = await iniciar({ NODE_ENV: 'production' });
    expect(run.origem).toBeUndefined();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('O servidor não foi iniciado');
    const linhas = run.stderr.split('\n').filter((l) => l.startsWith('  - '));
    expect(linhas.length).toBeGreaterThanOrEqual(9);
    expect(run.stderr).toContain('PUBLIC_ORIGIN');
    expect(run.stderr).toContain('CSRF_KEY');
    expect(run.stderr).not.toMatch(/at .*\.ts:\d+/); // one clear message, no stack trace
  });

  it('with a complete configuration it starts and serves over __Host- cookies with HSTS', { timeout: 180_000 }, async () => {
    const run = await iniciar(COMPLETA, async (origem) => {
      const res = await fetch(`${origem}/sgps/pssFisica/buscaDadosSessao`);
      expect(res.status).toBe(200);
      expect(res.headers.get('set-cookie')).toMatch(/__Host-XSRF-TOKEN=[^;]+;.*Secure/);
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=/);
    });
    expect(run.stderr).toBe('');
    expect(run.origem).toMatch(/^http:/);
    expect(run.code).toBe(0);
  });

  it('a database holding the demo super user is refused, even with a complete configuration', { timeout: 180_000 }, async () => {
    const database = await openDatabase({ databaseUrl, dataDir });
    try {
      const [p] = await database.db.insert(pssFisica).values({ pssFscNome: DEMO_SUPER.nome, pssFscCPF: DEMO_SUPER.cpf }).returning();
      await database.db.insert(conta).values({ pssFscCodigo: p.pssFscCodigo, login: DEMO_SUPER.cpf, senhaHash: 'x', superUsuario: true });
    } finally {
      await database.close();
    }
    const run = await iniciar(COMPLETA);
    expect(run.origem).toBeUndefined();
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('super usuário de demonstração (CPF 111.444.777-35');
  });
});

describe('the demo strip on the login app', () => {
  it('is on every login page in the demo profile and on none in production; Sair clears what the browser kept', { timeout: 180_000 }, async () => {
    for (const perfil of ['demo', 'producao'] as const) {
      const t = await createTestApp({ perfil });
      try {
        const page = await new Client(t).get('/login');
        expect(page.statusCode).toBe(200);
        expect(page.body.includes(DEMO_STRIP_TEXT), perfil).toBe(perfil === 'demo');
        const sair = await new Client(t).post('/login/sair', {});
        expect(sair.headers['clear-site-data']).toBe('"storage"');
      } finally {
        await t.close();
      }
    }
  });
});
