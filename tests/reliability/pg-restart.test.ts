import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readdirSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../support/api.ts';
import { logFindings, runLoad, seedLoad, startServer, verify } from './enrol-load.ts';

/**
 * PostgreSQL fails under enrolment load. With LONG_TESTS=1 the server itself is restarted (it disturbs
 * everything else using it, so only in CI's long step); otherwise, when DATABASE_URL is set, the
 * backends of this test's own database are terminated (what a restart does to them, disturbing no one).
 */
const RUN = !!process.env.DATABASE_URL;
const RESTART = process.env.LONG_TESTS === '1';
const CANDIDATES = 10;
const PER_CANDIDATE = 10;

let drop: (() => Promise<void>) | undefined;
let stop: (() => void) | undefined;
afterAll(async () => {
  stop?.();
  await drop?.();
});

describe.skipIf(!RUN)(`PostgreSQL ${RESTART ? 'restarted' : 'backends terminated'} under enrolment load`, () => {
  it('answers 503 in the envelope meanwhile, recovers by itself, and keeps every acknowledged enrolment exactly once', { timeout: 240_000 }, async () => {
    const fresh = await openTestDatabase();
    drop = fresh.drop;
    const setup = await seedLoad(fresh.database, CANDIDATES);
    const url = (fresh.database.db as unknown as { $client: { options: { connectionString: string } } }).$client.options.connectionString;
    const server = await startServer({ DATABASE_URL: url });
    stop = () => server.child.kill('SIGKILL');
    const base = `http://127.0.0.1:${server.port}`;
    let restarted = 0;
    let restart: Promise<void> | null = null;
    const stats = await runLoad(setup, () => base, {
      perCandidate: PER_CANDIDATE,
      onAck: (n) => {
        if (restarted || n < (CANDIDATES * PER_CANDIDATE) / 3) return;
        restarted++;
        restart = (async () => {
          if (RESTART) {
            const version = readdirSync('/etc/postgresql')[0];
            // asynchronously: the load keeps running while the server goes down and comes back
            await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'restart']);
          } else {
            const name = new URL(url).pathname.slice(1);
            for (let i = 0; i < 5; i++) {
              await fresh.database.db.execute(sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = ${name} AND pid <> pg_backend_pid()`);
              await new Promise((r) => setTimeout(r, 150));
            }
          }
        })();
      },
    });
    await restart;
    // the same pool serves again without restarting the API
    const after = await fetch(`${base}/sgps/prcSeletivo/listaProcessos`);
    expect(after.status).toBe(200);
    const result = await verify(fresh.database, setup, stats);
    expect(server.logs()).toContain('banco de dados indispon');
    expect(logFindings(server.logs(), setup)).toEqual([]);
    console.log(
      `${RESTART ? 'reinício do PostgreSQL' : 'conexões do PostgreSQL derrubadas'}: ${stats.sent} requisições enviadas, ${restarted} falha injetada, ${stats.status503} respostas 503 (${stats.envelope503} no envelope com Retry-After), ${stats.networkErrors} erros de rede, outros ${JSON.stringify(stats.otherStatuses)}, ${stats.acknowledged.size} confirmadas, ${result.lost.length} perdidas, ${result.doubled.length} em dobro`,
    );
    expect(restarted).toBe(1);
    expect(stats.status503).toBeGreaterThan(0);
    expect(stats.envelope503).toBe(stats.status503);
    expect(stats.otherStatuses[500] ?? 0).toBe(0);
    expect(stats.acknowledged.size).toBe(CANDIDATES * PER_CANDIDATE);
    expect(result.lost).toEqual([]);
    expect(result.doubled).toEqual([]);
  });
});
