/**
 * The generated deployment files (scripts/deploy-files.ts): what is committed in deploy/ is what the generator
 * writes (no hand edits, no drift from the code), systemd itself accepts the units (systemd-analyze verify), the
 * units use the readiness route and give SIGTERM more time than the drain, and nginx lists every API port.
 * nginx running these rules: tests/deploy/nginx.test.ts and multiprocessos.test.ts.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.ts';
import pg from 'pg';
import { apiUnit, CDN_RULES, DEFAULT_DEPLOY, pixWebhookUnit, writeDeployFiles } from '../../scripts/deploy-files.ts';
import { POSTGRESQL_SETTINGS } from '../../scripts/lib/postgresql-conf.ts';
import { PG_BASE } from './processos.ts';

const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});
const tmp = () => {
  const d = mkdtempSync(path.join(tmpdir(), 'ps-implantacao-'));
  dirs.push(d);
  return d;
};

describe('deploy/ files', () => {
  it('are exactly what the generator writes (run `npx tsx scripts/deploy-files.ts` after changing it)', () => {
    const d = tmp();
    const files = writeDeployFiles(d, DEFAULT_DEPLOY);
    expect(files.length).toBe(9);
    for (const f of files) {
      const rel = path.relative(d, f);
      expect(readFileSync(path.resolve('deploy', rel), 'utf8'), rel).toBe(readFileSync(f, 'utf8'));
    }
  });

  it('systemd accepts the API template (as an instance), the webhook\'s process, the rebuild and backup services and their timers', () => {
    if (!existsSync(SYSTEMD_ANALYZE)) throw new Error(`${SYSTEMD_ANALYZE} não encontrado: instale o pacote systemd`);
    const d = tmp();
    const src = tmp();
    writeDeployFiles(src, { ...DEFAULT_DEPLOY, node: process.execPath });
    writeFileSync(path.join(d, 'processos-api@8081.service'), readFileSync(path.join(src, 'systemd/processos-api@.service')));
    copyFileSync(path.join(src, 'systemd/processos-pix-webhook.service'), path.join(d, 'processos-pix-webhook.service'));
    copyFileSync(path.join(src, 'systemd/processos-rebuild.service'), path.join(d, 'processos-rebuild.service'));
    copyFileSync(path.join(src, 'systemd/processos-rebuild.timer'), path.join(d, 'processos-rebuild.timer'));
    copyFileSync(path.join(src, 'systemd/processos-backup.service'), path.join(d, 'processos-backup.service'));
    copyFileSync(path.join(src, 'systemd/processos-backup.timer'), path.join(d, 'processos-backup.timer'));
    const units = ['processos-api@8081.service', 'processos-pix-webhook.service', 'processos-rebuild.service', 'processos-rebuild.timer', 'processos-backup.service', 'processos-backup.timer'];
    const out = execFileSync(SYSTEMD_ANALYZE, ['verify', '--man=no', ...units], { cwd: d, encoding: 'utf8', stdio: 'pipe' });
    expect(out).toBe('');
  });

  it('the API unit waits for readiness at start and gives the drain its time at stop', () => {
    const unit = apiUnit(DEFAULT_DEPLOY);
    expect(unit).toContain('http://127.0.0.1:%i/sgps/saude/pronto');
    expect(unit).toContain('KillSignal=SIGTERM');
    const stop = Number(/TimeoutStopSec=(\d+)/.exec(unit)![1]);
    expect(stop).toBeGreaterThan(loadConfig({}).shutdownSeconds);
    expect(unit).toContain('REBUILD_MINUTES=0');
  });

  it('the webhook\'s process is the webhook-only API on its own port, yielding the cores to the candidates\' processes', () => {
    const api = apiUnit(DEFAULT_DEPLOY);
    const webhook = pixWebhookUnit(DEFAULT_DEPLOY);
    expect(webhook).toContain(`PORT=${DEFAULT_DEPLOY.webhookPort} `);
    expect(webhook).toContain(`http://127.0.0.1:${DEFAULT_DEPLOY.webhookPort}/sgps/saude/pronto`);
    expect(webhook).not.toContain('%i');
    // systemd's default CPUWeight is 100, its policy other and Nice 0: the candidates' processes keep those
    expect(api).not.toMatch(/CPUWeight|CPUSchedulingPolicy|Nice=/);
    // the webhook's: idle scheduling of its cgroup and of its threads (it runs on what the candidates leave idle)
    expect(webhook).toMatch(/^CPUWeight=idle$/m);
    expect(webhook).toMatch(/^CPUSchedulingPolicy=idle$/m);
    expect(Number(/Nice=(\d+)/.exec(webhook)![1])).toBeGreaterThan(0);
    // its own entry (only the webhook's routes), which exists; the same drain and confinement lines otherwise
    expect(webhook).toMatch(/^ExecStart=\S+ --import tsx server\/main-webhook-pix\.ts$/m);
    expect(existsSync(path.resolve('server/main-webhook-pix.ts'))).toBe(true);
    const corpo = (u: string) => u.split('\n').filter((l) => /^(KillSignal|KillMode|TimeoutStopSec|Restart|ProtectSystem|ReadWritePaths|EnvironmentFile)=/.test(l));
    expect(corpo(webhook)).toEqual(corpo(api));
  });

  it('nginx lists every API port given, and the CDN rules never keep /sgps/ and keep hashed assets a year', () => {
    const d = tmp();
    writeDeployFiles(d, { ...DEFAULT_DEPLOY, ports: [9001, 9002, 9003] });
    const conf = readFileSync(path.join(d, 'nginx.conf'), 'utf8');
    for (const p of [9001, 9002, 9003]) expect(conf).toContain(`server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`);
    const rules = JSON.parse(readFileSync(path.join(d, 'cdn-cache.json'), 'utf8')).regras as typeof CDN_RULES;
    expect(rules.find((r) => r.caminho === '/sgps/*')?.cacheControl).toBe('no-store');
    expect(rules.find((r) => r.caminho === '/_astro/*')?.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(rules.at(-1)).toMatchObject({ caminho: '/*', cacheControl: 'no-cache' });
  });

  it('the PostgreSQL settings are ones the server knows, with values it accepts', async () => {
    const c = new pg.Client({ connectionString: PG_BASE });
    await c.connect();
    try {
      const nomes = POSTGRESQL_SETTINGS.map(([n]) => n);
      const { rows } = await c.query<{ name: string; context: string }>('SELECT name, context FROM pg_settings WHERE name = ANY($1)', [nomes]);
      expect(rows.map((r) => r.name).sort()).toEqual([...nomes].sort());
      // The values a session may set are parsed by the server itself (the others take effect only at a restart).
      await c.query('BEGIN');
      for (const [nome, valor] of POSTGRESQL_SETTINGS) {
        if (['user', 'superuser'].includes(rows.find((r) => r.name === nome)!.context)) await c.query('SELECT set_config($1, $2, true)', [nome, valor]);
      }
      await c.query('ROLLBACK');
    } finally {
      await c.end();
    }
  });
});
