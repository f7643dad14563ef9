import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import qs from 'qs';
import type { Database } from '../../server/db/client.ts';
import { createCpfGenerator } from '../../server/db/seed/cpf.ts';
import { createRng } from '../../server/db/seed/aleatorio.ts';
import { seedProcess, validBody } from '../api/inscricao.fixtures.ts';
import { createAccount, type TestApp } from '../support/api.ts';
import { scanLogs } from '../security/log-scan.ts';

export interface Candidate {
  cpf: string;
  senha: string;
  pssFscCodigo: number;
}
export interface LoadSetup {
  candidates: Candidate[];
  body: Record<string, unknown>;
  prcSltCodigo: number;
}

/** An open process and `n` candidates with accounts, written straight into the database. */
export async function seedLoad(database: Database, n: number): Promise<LoadSetup> {
  const t = { database } as TestApp;
  const s = await seedProcess(t);
  const next = createCpfGenerator(createRng(11));
  const candidates: Candidate[] = [];
  for (let i = 0; i < n; i++) {
    const cpf = next();
    const { pssFscCodigo } = await createAccount(t, { cpf, nome: `Carga ${i}`, senha: `senha-${i}-carga` });
    candidates.push({ cpf, senha: `senha-${i}-carga`, pssFscCodigo });
  }
  return { candidates, body: validBody(s), prcSltCodigo: s.p.prcSltCodigo };
}

/** Starts tests/reliability/server-child.ts; resolves with the child and its port once it listens. */
export function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; port: number; stderr: () => string; logs: () => string }> {
  // node itself (not the tsx wrapper, which would leave its child running when killed)
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('tests/reliability/server-child.ts')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  return new Promise((resolve, reject) => {
    let err = '';
    child.stderr!.on('data', (d) => (err += String(d)));
    let out = '';
    child.stdout!.on('data', (d) => {
      out += String(d);
      // Read from all the output so far, up to the line's end: the line may come in two reads, split anywhere.
      const m = /^ready (\d+)\r?\n/m.exec(out);
      if (m) resolve({ child, port: Number(m[1]), stderr: () => err, logs: () => out });
    });
    child.on('exit', (code, signal) => {
      if (signal !== 'SIGKILL' && code !== 0) console.error(`servidor saiu (${code ?? signal}): ${err.slice(0, 3000)}`);
      reject(new Error(`servidor saiu (${code ?? signal})`));
    });
  });
}

export interface LoadStats {
  sent: number;
  acknowledged: Map<string, { insPrcCodigo: number; pssFscCodigo: number }>;
  status503: number;
  envelope503: number;
  networkErrors: number;
  otherStatuses: Record<number, number>;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Each candidate signs in and sends `perCandidate` enrolments one after another, each with its own
 * idempotency key, retrying the SAME key on network errors and 5xx (as the site's form does) until it is
 * acknowledged. `baseUrl()` is read on every attempt (the server may move).
 *
 * No clock decides the outcome (issue 35: a deadline made a slow machine lose enrolments the test then
 * counted as missing): a retry waits 100 ms and an enrolment gives up after `maxAttempts` tries (3,000,
 * some five minutes of a server that never comes back), so a broken server ends the load instead of
 * retrying past the test's own timeout, and a slow one is simply waited for.
 */
export async function runLoad(setup: LoadSetup, baseUrl: () => string, opts: { perCandidate: number; maxAttempts?: number; onAck?: (n: number) => void }): Promise<LoadStats> {
  const maxAttempts = opts.maxAttempts ?? 3_000;
  const stats: LoadStats = { sent: 0, acknowledged: new Map(), status503: 0, envelope503: 0, networkErrors: 0, otherStatuses: {} };
  const worker = async (c: Candidate) => {
    const jar = new Map<string, string>();
    const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const keep = (res: Response) => {
      for (const sc of res.headers.getSetCookie()) {
        const [pair] = sc.split(';');
        const i = pair.indexOf('=');
        const value = pair.slice(i + 1);
        if (value) jar.set(pair.slice(0, i), value);
        else jar.delete(pair.slice(0, i));
      }
    };
    const signIn = async () => {
      jar.clear();
      keep(await fetch(`${baseUrl()}/login`, { redirect: 'manual' }));
      const res = await fetch(`${baseUrl()}/login`, {
        method: 'POST',
        redirect: 'manual',
        headers: { cookie: cookie(), 'content-type': 'application/x-www-form-urlencoded' },
        body: qs.stringify({ login: c.cpf, senha: c.senha, _csrf: jar.get('XSRF-TOKEN') }),
      });
      keep(res);
      if (res.status !== 303) throw new Error(`login ${res.status}`);
    };
    for (let k = 0; k < opts.perCandidate; k++) {
      const key = `carga-${c.pssFscCodigo}-${k}-${randomBytes(4).toString('hex')}`;
      for (let tentativa = 1; ; tentativa++) {
        if (tentativa > maxAttempts) return;
        try {
          if (!jar.has('ps_sessao')) await signIn();
          stats.sent++;
          const res = await fetch(`${baseUrl()}/sgps/insProcesso/cadastrar2`, {
            method: 'POST',
            headers: { cookie: cookie(), 'x-xsrf-token': jar.get('XSRF-TOKEN') ?? '', 'idempotency-key': key, 'content-type': 'application/x-www-form-urlencoded' },
            body: qs.stringify(setup.body),
          });
          keep(res);
          const text = await res.text();
          if (res.status === 200) {
            stats.acknowledged.set(key, { insPrcCodigo: JSON.parse(text).data.insPrcCodigo, pssFscCodigo: c.pssFscCodigo });
            opts.onAck?.(stats.acknowledged.size);
            break;
          }
          if (res.status === 503) {
            stats.status503++;
            const body = JSON.parse(text);
            if (body.success === false && typeof body.message === 'string' && res.headers.get('retry-after')) stats.envelope503++;
          } else stats.otherStatuses[res.status] = (stats.otherStatuses[res.status] ?? 0) + 1;
          if (res.status === 401) jar.delete('ps_sessao');
          if (res.status < 500 && res.status !== 401 && res.status !== 409) throw new Error(`cadastrar2 ${res.status}: ${text.slice(0, 300)}`);
        } catch (e) {
          if ((e as Error).message.startsWith('cadastrar2')) throw e;
          stats.networkErrors++;
        }
        await sleep(100);
      }
    }
  };
  await Promise.all(setup.candidates.map(worker));
  return stats;
}

/** Acknowledged enrolments missing from the database, and keys that landed more than once. */
export async function verify(database: Database, setup: LoadSetup, stats: LoadStats) {
  const res = (await database.db.execute(sql`SELECT "insPrcCodigo" AS i, "pssFscCodigo" AS p FROM ins_processo WHERE "prcSltCodigo" = ${setup.prcSltCodigo}`)) as unknown as { rows: { i: number; p: number }[] };
  const rows = new Map(res.rows.map((r) => [Number(r.i), Number(r.p)]));
  const lost = [...stats.acknowledged.values()].filter((a) => rows.get(a.insPrcCodigo) !== a.pssFscCodigo);
  // every key is one enrolment: rows beyond the keys that were sent mean a retry wrote twice
  const perPerson = new Map<number, number>();
  for (const p of rows.values()) perPerson.set(p, (perPerson.get(p) ?? 0) + 1);
  const keysPerPerson = new Map<number, number>();
  for (const a of stats.acknowledged.values()) keysPerPerson.set(a.pssFscCodigo, (keysPerPerson.get(a.pssFscCodigo) ?? 0) + 1);
  const doubled = [...perPerson].filter(([p, n]) => n > (keysPerPerson.get(p) ?? 0)).map(([p, n]) => `${p}: ${n} linhas para ${keysPerPerson.get(p) ?? 0} chaves`);
  return { rows: rows.size, lost, doubled };
}

/** LGPD: the servers' logs name no candidate's CPF or password. */
export function logFindings(logs: string, setup: LoadSetup): string[] {
  return scanLogs(logs, { cpfs: setup.candidates.map((c) => c.cpf), secrets: setup.candidates.map((c) => c.senha) });
}
