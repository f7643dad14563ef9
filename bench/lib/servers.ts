/**
 * The processes under test: the API exactly as deployed (server/main.ts under node + tsx, NODE_ENV=production,
 * log level warn), and the bare-Fastify ceiling. Each in its own process, so the load generator in the
 * bench process never shares an event loop with the server it measures.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

export interface Server {
  url: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  while (Date.now() < end) {
    if (exited !== undefined) throw new Error(`o processo saiu com código ${exited} antes de responder`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} não respondeu em ${timeoutMs / 1000} s`);
}

/**
 * Node, as the command to spawn and its first arguments. `nice`: every thread of the process at that priority (as
 * systemd's Nice= starts it), by exec'ing through nice(1). `ocioso`: under the SCHED_IDLE policy instead (as
 * systemd's CPUSchedulingPolicy=idle starts it), through chrt(1).
 */
function node(o: { nice?: number; ocioso?: boolean }): [string, string[]] {
  if (o.ocioso) return ['chrt', ['--idle', '0', process.execPath]];
  if (o.nice) return ['nice', ['-n', String(o.nice), process.execPath]];
  return [process.execPath, []];
}

/** Children still running when the bench ends (even by an error) are stopped with it. */
const live = new Set<ChildProcess>();
process.on('exit', () => {
  for (const c of live) if (c.exitCode === null) c.kill('SIGKILL');
});

/**
 * SIGTERM, then SIGKILL after `graceMs`. The API drains on SIGTERM and sends the confirmation e-mails still due
 * (thousands after an enrolment run); a profiled process writes its profile only when it exits by itself, so it
 * gets longer (a SIGKILL at 15 s left --cpu-prof runs without a profile).
 */
function stopper(child: ChildProcess, graceMs = 15_000) {
  live.add(child);
  child.once('exit', () => live.delete(child));
  return () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) return resolve();
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      child.once('exit', () => {
        clearTimeout(timer);
        resolve();
      });
      child.kill('SIGTERM');
    });
}

/**
 * Starts the API on `port` against DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), at `nice` if given. `cpuProf`: write a
 * V8 CPU profile into that folder when the process ends (for `npm run bench -- --cpu-prof`). BENCH_API_FLAGS:
 * more Node flags for the API process (`--trace-gc`, say); BENCH_API_LOG_LEVEL: its log level (`info` logs
 * every request with its server-side time).
 */
export async function startApi(opts: { port: number; databaseUrl?: string; dataDir: string; siteDir?: string; cpuProf?: string; root?: string; nice?: number; ocioso?: boolean; webhookPix?: boolean }): Promise<Server> {
  const flags = ['--import', 'tsx', ...(opts.cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${opts.cpuProf}`] : []), ...(process.env.BENCH_API_FLAGS?.split(' ').filter(Boolean) ?? [])];
  // `root`: another checkout of the project (an A/B of two versions of the API on the same data).
  const root = opts.root ?? ROOT;
  const [cmd, args] = node(opts);
  // `webhookPix`: the PSP's webhook process as deployed (server/main-webhook-pix.ts), where that checkout has one.
  const entrada = opts.webhookPix && existsSync(path.join(root, 'server/main-webhook-pix.ts')) ? 'server/main-webhook-pix.ts' : 'server/main.ts';
  const child = spawn(cmd, [...args, ...flags, path.join(root, entrada)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production', PERFIL: 'demo', VALIDAR_RESPOSTAS: 'false',
      LOG_LEVEL: process.env.BENCH_API_LOG_LEVEL ?? 'warn',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATABASE_URL: opts.databaseUrl ?? '',
      DATA_DIR: opts.dataDir,
      SITE_DIR: opts.siteDir ?? path.join(opts.dataDir, 'no-site'),
      OUTBOX_DIR: path.join(opts.dataDir, 'outbox'),
      SEED_ON_START: 'false',
      REBUILD_MINUTES: '0',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${opts.port}`;
  const stop = stopper(child, flags.some((f) => f.startsWith('--cpu-prof')) ? 180_000 : 15_000);
  await waitFor(entrada === 'server/main.ts' ? `${url}/sgps/prcSeletivo/listaProcessos` : `${url}/sgps/saude/pronto`, child, 120_000);
  return { url, child, stop };
}

export async function startCeiling(port: number): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'bench/ceiling.ts'), String(port)], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  await waitFor(url, child, 60_000);
  return { url, child, stop };
}

/**
 * The same database through PostgreSQL's Unix socket when the server runs on this machine (a TCP round
 * trip on loopback costs the server about twice the CPU of a socket one here: bench/results notes).
 */
export function localSocketUrl(url: URL, dir = '/var/run/postgresql'): string {
  if (!['127.0.0.1', 'localhost', '::1'].includes(url.hostname) || !existsSync(`${dir}/.s.PGSQL.${url.port || 5432}`)) return url.toString();
  return `postgres://${url.username || 'postgres'}@${encodeURIComponent(dir)}:${url.port || 5432}${url.pathname}`;
}

/** bench/lib/sumidouro.ts on `port`, under SCHED_IDLE (as the webhook's process runs): a destination that only answers 200. */
export async function iniciarSumidouro(port: number): Promise<Server> {
  const [cmd, args] = node({ ocioso: true });
  const child = spawn(cmd, [...args, '--import', 'tsx', path.join(ROOT, 'bench/lib/sumidouro.ts'), String(port)], { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const stop = stopper(child);
  await waitFor(url, child, 60_000);
  return { url, child, stop };
}
