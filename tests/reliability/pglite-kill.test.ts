import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { logFindings, runLoad, seedLoad, startServer, verify } from './enrol-load.ts';

const LONG = process.env.LONG_TESTS === '1';
const KILLS = LONG ? 4 : 1;
const CANDIDATES = LONG ? 12 : 6;
const PER_CANDIDATE = LONG ? 12 : 6;

const dataDir = mkdtempSync(path.join(tmpdir(), 'ps-kill-'));
let current: ChildProcess | undefined;
afterAll(() => {
  current?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('API process SIGKILLed mid-load on PGlite', () => {
  it('the data directory opens cleanly after each kill and holds every acknowledged enrolment, none twice', { timeout: LONG ? 900_000 : 180_000 }, async () => {
    const seedDb = await openDatabase({ dataDir });
    const setup = await seedLoad(seedDb, CANDIDATES);
    await seedDb.close();

    let server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    current = server.child;
    let logs = '';
    let base = `http://127.0.0.1:${server.port}`;
    let kills = 0;
    let restarting: Promise<void> | null = null;
    const total = CANDIDATES * PER_CANDIDATE;
    // kill points spread over the load: after 1/(KILLS+1), 2/(KILLS+1), ... of the enrolments
    const killAt = Array.from({ length: KILLS }, (_, i) => Math.floor(((i + 1) * total) / (KILLS + 1)));
    const stats = await runLoad(setup, () => base, {
      perCandidate: PER_CANDIDATE,
      onAck: (n) => {
        if (restarting || kills >= KILLS || n < killAt[kills]) return;
        kills++;
        server.child.kill('SIGKILL');
        logs += server.logs();
        restarting = (async () => {
          await new Promise((r) => server.child.once('exit', r));
          server = await startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
          current = server.child;
          base = `http://127.0.0.1:${server.port}`;
          restarting = null;
        })();
      },
    });
    while (restarting) await restarting;
    await new Promise<void>((resolve) => {
      server.child.once('exit', () => resolve());
      server.child.kill('SIGTERM');
    });
    current = undefined;
    logs += server.logs();
    expect(logs).toContain('"statusCode":200');
    expect(logFindings(logs, setup)).toEqual([]);

    const db = await openDatabase({ dataDir });
    const result = await verify(db, setup, stats);
    await db.close();
    console.log(
      `kill -9 no PGlite: ${stats.sent} requisições enviadas, ${kills} falhas injetadas, ${stats.networkErrors} erros de rede, ${stats.acknowledged.size}/${total} inscrições confirmadas, ${result.rows} linhas, ${result.lost.length} perdidas, ${result.doubled.length} em dobro`,
    );
    expect(kills).toBe(KILLS);
    expect(stats.acknowledged.size).toBe(total);
    expect(result.lost).toEqual([]);
    expect(result.doubled).toEqual([]);
    expect(result.rows).toBe(total);
  });
});
