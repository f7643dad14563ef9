import { spawn } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { SiteData } from '../../src/build/site-data.ts';
import { loadConfig, type Perfil } from '../config.ts';
import { newBuildDir, pruneBuilds, swapCurrent } from './site-folder.ts';

export interface RebuildLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface RebuildOptions {
  dataDir: string;
  /** Reads the listing endpoints (in-process inject, or HTTP for the ops command). */
  snapshot: () => Promise<SiteData>;
  log: RebuildLog;
  /** Project folder (where astro.config.mjs is). */
  cwd?: string;
  timeoutMs?: number;
  /**
   * The profile the site is built for (config.perfil), given to the build as PUBLIC_PERFIL: the demo's pages
   * carry the "Ambiente de demonstração" strip, production's never. Default: the profile of this process's
   * environment (loadConfig), the same answer the server's own config gives.
   */
  perfil?: Perfil;
  /** The build step (default: astro build); tests pass a stand-in. */
  build?: (outDir: string, dataFile: string, env: BuildEnv) => Promise<{ code: number | null; tail: string }>;
}

/** What the site build reads from its environment besides the data file. */
export interface BuildEnv {
  PUBLIC_PERFIL: Perfil;
}

export type RebuildResult = { ok: true; dir: string; ms: number } | { ok: false; reason: string; ms: number };

/** Pages every good build must contain; a build without them is not swapped in. */
const REQUIRED = ['index.html', 'stricto/index.html', 'especializacoes/index.html', 'entrar/index.html', 'entrar/-/index.html'];

function runAstroBuild(cwd: string, outDir: string, dataFile: string, extra: BuildEnv, timeoutMs = 300_000): Promise<{ code: number | null; tail: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [path.join(cwd, 'node_modules/astro/bin/astro.mjs'), 'build'], {
      cwd,
      env: { ...process.env, ...extra, SITE_OUT_DIR: outDir, SITE_DATA_FILE: dataFile, ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let tail = '';
    const keep = (b: Buffer) => {
      tail = (tail + b.toString()).slice(-4000);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    const timer = setTimeout(() => {
      tail += '\n(tempo esgotado)';
      child.kill('SIGTERM');
    }, timeoutMs);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, tail });
    });
    child.on('error', (err) => {
      clearTimeout(timer);
      resolve({ code: -1, tail: String(err) });
    });
  });
}

let running: Promise<RebuildResult> | null = null;

/** Told of every finished rebuild of this process (the metrics count them); a listener never changes the result. */
export const rebuildListeners = new Set<(r: RebuildResult) => void>();

/**
 * Rebuilds the public site: snapshot of the listing endpoints -> astro build into a NEW folder -> check it ->
 * swap DATA_DIR/site/current to it atomically. Any failure keeps the last good site and logs why.
 * One rebuild at a time per process; a call while one runs joins it.
 */
export function rebuildSite(opts: RebuildOptions): Promise<RebuildResult> {
  running ??= doRebuild(opts)
    .then((r) => {
      for (const l of rebuildListeners) l(r);
      return r;
    })
    .finally(() => {
      running = null;
    });
  return running;
}

async function doRebuild(opts: RebuildOptions): Promise<RebuildResult> {
  const started = Date.now();
  const cwd = opts.cwd ?? process.cwd();
  const dir = newBuildDir(opts.dataDir);
  const dataFile = `${dir}.json`;
  const fail = (reason: string): RebuildResult => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(dataFile, { force: true });
    const ms = Date.now() - started;
    opts.log.error({ reason: reason.slice(-2000), ms }, 'reconstrução do site falhou; o site anterior continua no ar');
    return { ok: false, reason, ms };
  };
  try {
    const data = await opts.snapshot();
    writeFileSync(dataFile, JSON.stringify(data));
    const env: BuildEnv = { PUBLIC_PERFIL: opts.perfil ?? loadConfig().perfil };
    const build = opts.build ?? ((out: string, file: string, e: BuildEnv) => runAstroBuild(cwd, out, file, e, opts.timeoutMs));
    const { code, tail } = await build(dir, dataFile, env);
    if (code !== 0) return fail(`astro build terminou com código ${code}: ${tail}`);
    const missing = REQUIRED.filter((f) => !existsSync(path.join(dir, f)));
    if (missing.length) return fail(`build incompleto, faltam: ${missing.join(', ')}`);
    swapCurrent(opts.dataDir, dir);
    pruneBuilds(opts.dataDir, dir);
    const ms = Date.now() - started;
    opts.log.info({ dir: path.basename(dir), ms, stricto: data.stricto.abertas.length, lato: data.lato.abertas.length, processos: data.processos.length }, 'site reconstruído');
    return { ok: true, dir, ms };
  } catch (err) {
    return fail((err as Error).message ?? String(err));
  }
}
