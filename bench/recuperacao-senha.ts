/**
 * `npx tsx bench/recuperacao-senha.ts [--n 30]`: the answer time of "Esqueci minha senha" (POST /login/esqueci-senha)
 * for a document with an account and a confirmed e-mail, one with an account and no confirmed e-mail, and one with
 * no account, interleaved, on an in-memory PGlite. The three paths run the same argon2 hash of a link token and write
 * the same rows (server/login/recuperacao.ts; tests/api/recuperacao-senha.test.ts checks that, not the time); this
 * prints how close the times are. Writes bench/results/recuperacao-senha-<date>.json.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../server/app.ts';
import { testConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { confirmacaoEmail, conta, pssFisica } from '../server/db/schema/index.ts';
import { hashPassword } from '../server/lib/passwords.ts';
import { createCpfGenerator } from '../server/db/seed/index.ts';
import { createRng } from '../server/db/seed/aleatorio.ts';

const { values } = parseArgs({ options: { n: { type: 'string', default: '30' } }, allowPositionals: true });
const N = Number(values.n);
let agora = new Date('2026-11-22T13:00:00Z');
const database = await openDatabase({});
const smtp = { ...testConfig().smtp, outboxDir: mkdtempSync(path.join(os.tmpdir(), 'ps-bench-recuperacao-')) };
const app = await buildApp({ db: database.db, config: testConfig({ smtp }), clock: () => agora });
await app.ready();

const novoCpf = createCpfGenerator(createRng(7), []);
const senhaHash = await hashPassword('senha-de-bench');
async function pessoa(confirmada: boolean): Promise<string> {
  const cpf = novoCpf();
  const email = `bench.${cpf}@exemplo.com`;
  const [p] = await database.db.insert(pssFisica).values({ pssFscNome: 'Pessoa de bench', pssFscCPF: cpf, pssFscEmail: email }).returning();
  await database.db.insert(conta).values({ pssFscCodigo: p.pssFscCodigo, login: cpf, senhaHash });
  if (confirmada) await database.db.insert(confirmacaoEmail).values({ pssFscCodigo: p.pssFscCodigo, email, tokenHash: '-', criadoEm: agora, expiraEm: agora, confirmadoEm: agora });
  return cpf;
}
const casos = { confirmada: [] as string[], semConfirmar: [] as string[], desconhecido: [] as string[] };
for (let i = 0; i < N; i++) {
  casos.confirmada.push(await pessoa(true));
  casos.semConfirmar.push(await pessoa(false));
  casos.desconhecido.push(novoCpf());
}

const csrf = await app.inject({ method: 'GET', url: '/login/esqueci-senha' });
const cookie = csrf.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
const token = csrf.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
const tempos: Record<keyof typeof casos, number[]> = { confirmada: [], semConfirmar: [], desconhecido: [] };
for (let i = 0; i < N; i++) {
  // a new window for the per-client limit every round; each document is asked once
  agora = new Date(agora.getTime() + 3_600_000);
  for (const k of Object.keys(casos) as (keyof typeof casos)[]) {
    const t0 = performance.now();
    const r = await app.inject({ method: 'POST', url: '/login/esqueci-senha', headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' }, payload: `login=${casos[k][i]}&_csrf=${encodeURIComponent(token)}` });
    tempos[k].push(performance.now() - t0);
    if (r.statusCode !== 200) throw new Error(`${k}: ${r.statusCode}`);
  }
}
await app.close();
await database.close();

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const resumo = Object.fromEntries(Object.entries(tempos).map(([k, xs]) => [k, { p50: +pct(xs, 50).toFixed(1), p90: +pct(xs, 90).toFixed(1) }]));
console.log(`Esqueci minha senha, ${N} pedidos por caminho (ms):`);
for (const [k, v] of Object.entries(resumo)) console.log(`  ${k.padEnd(13)} p50 ${String(v.p50).padStart(6)}  p90 ${String(v.p90).padStart(6)}`);
const dir = path.join(import.meta.dirname, 'results');
mkdirSync(dir, { recursive: true });
const arquivo = path.join(dir, `recuperacao-senha-${new Date().toISOString().slice(0, 10)}.json`);
writeFileSync(arquivo, JSON.stringify({ n: N, loadavg: os.loadavg(), cpus: os.cpus().length, resumo }, null, 2));
console.log(`-> ${arquivo}`);
