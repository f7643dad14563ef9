/**
 * The real API (server/main.ts, as systemd starts it) in child processes, and a throwaway PostgreSQL database
 * for them, for the deploy suites. PostgreSQL is the server at DEPLOY_DATABASE_URL, else DATABASE_URL, else
 * 127.0.0.1:5432 (what CI and scripts/test.sh provide): these suites test the PostgreSQL deployment, so an
 * unreachable server fails them with a message saying so, never a silent skip.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { createPgTestDatabase } from '../support/api.ts';

export const PG_BASE = process.env.DEPLOY_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';

export async function bancoDescartavel(): Promise<{ url: string; drop(): Promise<void> }> {
  const probe = new pg.Client({ connectionString: PG_BASE, connectionTimeoutMillis: 3000 });
  try {
    await probe.connect();
  } catch (err) {
    throw new Error(`PostgreSQL não responde em ${PG_BASE} (${(err as Error).message}): as suítes de tests/deploy testam a implantação em PostgreSQL; inicie o servidor (pg_ctlcluster 15 main start) ou informe DEPLOY_DATABASE_URL`);
  } finally {
    await probe.end().catch(() => {});
  }
  return createPgTestDatabase(PG_BASE);
}

/**
 * `quantas` distinct ports free right now, all held at once so two of them are never the same. They are released
 * before the caller binds them, so another process may take one in between: the caller must retry on a clash
 * (iniciarNginx does; nginx cannot listen on port 0 and tell us which it got, as the API does).
 */
export async function portasLivres(quantas: number): Promise<number[]> {
  const servidores = Array.from({ length: quantas }, () => net.createServer());
  try {
    return await Promise.all(
      servidores.map(
        (s) =>
          new Promise<number>((resolve, reject) => {
            s.once('error', reject);
            s.listen(0, '127.0.0.1', () => resolve((s.address() as net.AddressInfo).port));
          }),
      ),
    );
  } finally {
    await Promise.all(servidores.map((s) => new Promise((resolve) => (s.listening ? s.close(resolve) : resolve(null)))));
  }
}

export interface Api {
  child: ChildProcess;
  port: number;
  base: string;
  logs(): string;
  /** Resolves with the exit code (or signal) once the process is gone. */
  exited: Promise<number | string>;
}

/**
 * The data folder of this suite's API processes unless a test names its own: a temporary one, not the checkout's
 * ./data (the demo's PSP certificates and outbox would be left in the working tree, and shared with the demo).
 */
let dataDaSuite: string | undefined;
function pastaDeDados(): string {
  if (!dataDaSuite) {
    const d = (dataDaSuite = mkdtempSync(path.join(tmpdir(), 'ps-deploy-data-')));
    process.once('exit', () => rmSync(d, { recursive: true, force: true }));
  }
  return dataDaSuite;
}

/** Environment of a demo-profile API process on the given database: no seeding, no scheduled rebuild, logs at info. */
export function apiEnv(databaseUrl: string, extra: Record<string, string> = {}): Record<string, string> {
  return { DATABASE_URL: databaseUrl, DATA_DIR: pastaDeDados(), HOST: '127.0.0.1', PORT: '0', SEED_ON_START: 'false', REBUILD_MINUTES: '0', LOG_LEVEL: 'info', PERFIL: 'demo', NODE_ENV: 'test', ...extra };
}

/**
 * Starts `node --import tsx server/main.ts` (node itself, so a signal reaches the server, not a wrapper); resolves once
 * it listens. `entrada`: another entry of the API (server/main-webhook-pix.ts, the PSP's webhook process).
 */
export function startApi(env: Record<string, string>, opts: { cwd?: string; entrada?: string } = {}): Promise<Api> {
  // tsx named by its resolved address: the working folder may be another one (the rebuild suite's)
  const child = spawn(process.execPath, ['--import', import.meta.resolve('tsx'), path.resolve(opts.entrada ?? 'server/main.ts')], {
    cwd: opts.cwd ?? process.cwd(),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? '?')));
  return new Promise((resolve, reject) => {
    const onData = (d: Buffer) => {
      out += String(d);
      const m = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        const port = Number(m[1]);
        resolve({ child, port, base: `http://127.0.0.1:${port}`, logs: () => out, exited });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (d: Buffer) => (out += String(d)));
    void exited.then((code) => reject(new Error(`a API saiu (${code}) antes de atender:\n${out.slice(-3000)}`)));
  });
}

/** SIGTERM and wait for the exit code. */
export async function stopApi(api: Api | undefined, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | string | undefined> {
  if (!api || api.child.exitCode !== null || api.child.signalCode !== null) return api?.child.exitCode ?? undefined;
  api.child.kill(signal);
  return api.exited;
}
