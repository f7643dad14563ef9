/**
 * Past one machine (issue 25): Debian's nginx with the generated rules in front of TWO API processes
 * (server/main.ts, as systemd starts them) on one PostgreSQL database made for this suite, driven over HTTP:
 * sessions, logout, rate limits, the mail queue, the public room list and site rebuilds are shared through the
 * database, and killing one process mid-burst loses no acknowledged enrolment while nginx moves the traffic.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { sql } from 'drizzle-orm';
import { chromium } from '@playwright/test';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { emailPendente, reconstrucaoSite } from '../../server/db/schema/index.ts';
import { runLoad, verify } from '../reliability/enrol-load.ts';
import { ADMIN, ASTRO_STAND_IN, semear, type Cenario } from './multiprocessos.fixtures.ts';
import { Navegador } from './navegador.ts';
import { iniciarNginx, type NginxReal } from './nginx-real.ts';
import { apiEnv, bancoDescartavel, startApi, stopApi, type Api } from './processos.ts';

const CANDIDATOS = 8;
const CHROMIUM_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const LIMITE_CONTA = 6;
let dir: string;
let banco: { url: string; drop(): Promise<void> };
let database: Database;
let cenario: Cenario;
let a: Api;
let b: Api;
let nginx: NginxReal;
/** The enrolments acknowledged before the burst (the mail test's), counted with the burst's in its check. */
let anteriores: Awaited<ReturnType<typeof runLoad>> | undefined;
const outbox = () => path.join(dir, 'outbox');
const buildLog = () => path.join(dir, 'builds.log');

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'ps-multi-'));
  banco = await bancoDescartavel();
  database = await openDatabase({ databaseUrl: banco.url, poolMax: 4 });
  cenario = await semear(database, CANDIDATOS);
  // the working folder of the API processes: the site build's stand-in where astro would be
  const cwd = path.join(dir, 'cwd');
  mkdirSync(path.join(cwd, 'node_modules/astro/bin'), { recursive: true });
  writeFileSync(path.join(cwd, 'node_modules/astro/bin/astro.mjs'), ASTRO_STAND_IN);
  mkdirSync(path.join(dir, 'site-inicial'), { recursive: true });
  writeFileSync(path.join(dir, 'site-inicial/index.html'), '<!doctype html><title>inicial</title>');
  writeFileSync(buildLog(), '');
  const env = apiEnv(banco.url, {
    DATA_DIR: path.join(dir, 'data'),
    SITE_DIR: path.join(dir, 'site-inicial'),
    OUTBOX_DIR: outbox(),
    TRUST_PROXY: '127.0.0.1',
    RATE_CONTA_POR_CLIENTE: String(LIMITE_CONTA),
    // every sign-in of the suite comes from 127.0.0.1: the login limit is not what is measured here
    RATE_LOGIN_POR_CLIENTE: '1000',
    DB_POOL_MAX: '4',
    BUILD_LOG: buildLog(),
    BUILD_GATE: path.join(dir, 'portao-do-build'),
    METRICS_ALLOW: '127.0.0.1',
  });
  [a, b] = await Promise.all([startApi(env, { cwd }), startApi(env, { cwd })]);
  nginx = await iniciarNginx(dir, { root: path.join(dir, 'data/site/current'), upstreams: [`127.0.0.1:${a.port}`, `127.0.0.1:${b.port}`] });
  // fetch() trusts the certificate nginx was given
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), nginx.cert]);
});

afterAll(async () => {
  await Promise.all([stopApi(a, 'SIGKILL'), stopApi(b, 'SIGKILL')]);
  await nginx?.stop();
  await database?.close();
  await banco?.drop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const sessao = async (nav: Navegador, base: string) => (await nav.fetch('/sgps/pssFisica/buscaDadosSessao', { base })).json().data[0].pssFscCodigo as number;

describe('two API processes behind nginx, one PostgreSQL database', () => {
  it('a session made on one process works on the other; logout on one ends it on both', async () => {
    const c = cenario.setup.candidates[0];
    const nav = new Navegador(a.base);
    await nav.entrar(c.cpf, c.senha);
    expect(await sessao(nav, a.base)).toBe(c.pssFscCodigo);
    expect(await sessao(nav, b.base)).toBe(c.pssFscCodigo);
    const sair = await nav.fetch('/login/sair', { method: 'POST', base: b.base, form: { _csrf: nav.xsrf() } });
    expect(sair.status).toBe(303);
    // the cookie the browser had, sent again to either process: no longer a session
    const antigo = new Navegador(a.base);
    await antigo.entrar(c.cpf, c.senha);
    const cookies = new Map(antigo.jar);
    await antigo.fetch('/login/sair', { method: 'POST', base: b.base, form: { _csrf: antigo.xsrf() } });
    for (const [k, v] of cookies) antigo.jar.set(k, v);
    expect(await sessao(antigo, a.base)).toBe(9999999);
    expect(await sessao(antigo, b.base)).toBe(9999999);
  });

  it('in Chromium through nginx (TLS): the sign-in form works and the session answers from both processes; Sair ends it', async () => {
    const c = cenario.setup.candidates[1];
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    try {
      const page = await (await browser.newContext({ ignoreHTTPSErrors: true, locale: 'pt-BR' })).newPage();
      await page.goto(`${nginx.base}/login`);
      await page.getByLabel('CPF ou Passaporte').fill(c.cpf);
      await page.getByLabel('Senha').fill(c.senha);
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.waitForURL((u) => !u.pathname.startsWith('/login'));
      // nginx spreads the calls over both processes: each of them knows the browser's session
      const vistos = await page.evaluate(async () => {
        const out: number[] = [];
        for (let i = 0; i < 6; i++) out.push((await (await fetch('/sgps/pssFisica/buscaDadosSessao')).json()).data[0].pssFscCodigo);
        return out;
      });
      expect(vistos).toEqual(Array(6).fill(c.pssFscCodigo));
      // the browser's cookies are the secure ones (__Host-, HttpOnly for the session) through the proxy
      const cookies = await page.context().cookies();
      expect(cookies.filter((k) => k.name.startsWith('__Host-')).every((k) => k.secure)).toBe(true);
      await page.evaluate(async () => {
        const xsrf = document.cookie.split('; ').find((x) => x.includes('XSRF-TOKEN='))?.split('=')[1] ?? '';
        await fetch('/login/sair', { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `_csrf=${encodeURIComponent(xsrf)}` });
      });
      const depois = await page.evaluate(async () => (await (await fetch('/sgps/pssFisica/buscaDadosSessao')).json()).data[0].pssFscCodigo);
      expect(depois).toBe(9999999);
    } finally {
      await browser.close();
    }
  }, 60_000);

  it('rate limits are shared: the sum over both processes respects the limit', async () => {
    // The limit is a fixed one-minute window per client address. Each attempt is a client of its own (an
    // address given through X-Forwarded-For, which the API believes from 127.0.0.1 = TRUST_PROXY), so an attempt
    // never inherits another's count; an attempt the minute turned during is discarded, and a test where every
    // attempt was (three minutes turning during three runs of ten calls) fails rather than pass unchecked.
    for (let tentativa = 1; tentativa <= 3; tentativa++) {
      const cliente = `198.51.100.${tentativa}`;
      const minuto = Math.floor(Date.now() / 60_000);
      const status: number[] = [];
      for (let i = 0; i < LIMITE_CONTA + 4; i++) {
        const base = i % 2 ? b.base : a.base;
        const r = await fetch(`${base}/sgps/pssFisica/checkContaExisteByDcmPessoal?dcmPessoal=52998224725&tpDcmPessoal=CPF`, { headers: { 'x-forwarded-for': cliente } });
        status.push(r.status);
      }
      if (Math.floor(Date.now() / 60_000) !== minuto) continue;
      // the first LIMITE_CONTA pass, alternately on A and B; every one after them is refused
      expect(status).toEqual([...Array(LIMITE_CONTA).fill(200), ...Array(4).fill(429)]);
      return;
    }
    expect.unreachable('the minute turned during each of three attempts: nothing was checked');
  });

  it('the public room list is exact on both processes after a change made through the other', async () => {
    const { prcSltCodigo, insPrcCodigo, nome, sala102 } = cenario.ensalado;
    const lista = async (base: string) => {
      const r = await fetch(`${base}/sgps/insPrcPrvSala/getInsPrcPrvSalaByPrcSltCodigo?prcSltCodigo=${prcSltCodigo}`);
      expect(r.status).toBe(200);
      return ((await r.json()) as { data: Record<string, unknown>[] }).data;
    };
    const salaDe = (rows: Record<string, unknown>[]) => JSON.stringify(rows.find((r) => r.pssFscNome === nome));
    // both read it (and start their in-memory copies)
    for (const base of [a.base, b.base, a.base, b.base]) expect(salaDe(await lista(base))).toContain('"101"');
    const staff = new Navegador(a.base);
    await staff.entrar(ADMIN.cpf, ADMIN.senha);
    const mover = await staff.fetch('/sgps/gestao/ensalamento/mover', { method: 'POST', json: { insPrcCodigo, prcSltPrvSlCodigo: sala102, justificativa: 'Sala 101 sem acessibilidade para o candidato.' } });
    expect(mover.status, mover.text).toBe(200);
    const [deA, deB] = [await lista(a.base), await lista(b.base)];
    expect(salaDe(deB)).toContain('"102"');
    expect(deB).toEqual(deA);
  });

  it('exactly one process rebuilds the site at a time (a PostgreSQL lock), and both serve the same site', async () => {
    const staff = new Navegador(a.base);
    await staff.entrar(ADMIN.cpf, ADMIN.senha);
    const [x, y] = cenario.aPublicar;
    const linhas = () => readFileSync(buildLog(), 'utf8').trim().split('\n').filter(Boolean);
    // A publishes: its rebuild starts and is held open by the build's gate
    const ra = await staff.fetch(`/sgps/gestao/processos/${x}/publicar`, { method: 'POST', base: a.base, json: {} });
    expect(ra.status, ra.text).toBe(200);
    await expect.poll(linhas, { timeout: 30_000, interval: 200 }).toEqual([`inicio ${a.child.pid}`]);
    // B publishes meanwhile: its rebuild waits for the lock A holds (seen in PostgreSQL), it does not start a build
    const rb = await staff.fetch(`/sgps/gestao/processos/${y}/publicar`, { method: 'POST', base: b.base, json: {} });
    expect(rb.status, rb.text).toBe(200);
    const esperando = async () => Number((await database.db.execute(sql`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory' AND NOT granted`) as unknown as { rows: { n: number }[] }).rows[0].n);
    await expect.poll(esperando, { timeout: 30_000, interval: 200 }).toBe(1);
    expect(linhas()).toEqual([`inicio ${a.child.pid}`]);
    writeFileSync(path.join(dir, 'portao-do-build'), '');
    await expect
      .poll(async () => (await database.db.select({ s: reconstrucaoSite.situacao }).from(reconstrucaoSite)).map((r) => r.s).sort(), { timeout: 60_000, interval: 500 })
      .toEqual(['concluida', 'concluida']);
    // one after the other: A's build, then B's (which read B's publication)
    expect(linhas()).toEqual([`inicio ${a.child.pid}`, `fim ${a.child.pid}`, `inicio ${b.child.pid}`, `fim ${b.child.pid}`]);
    // the site both processes serve, and nginx, is the last build, holding both publications
    const pagina = async (base: string) => (await fetch(`${base}/`)).text();
    const [pa, pb, pn] = [await pagina(a.base), await pagina(b.base), await pagina(nginx.base)];
    expect(pa).toBe(pb);
    expect(pn).toBe(pa);
    expect(pa).toContain('Chamamento Público A,Chamamento Público B');
  }, 120_000);

  it('an enrolment confirmation e-mail is sent exactly once although both mail queues run', async () => {
    const stats = await runLoad({ ...cenario.setup, candidates: cenario.setup.candidates.slice(0, 4) }, () => nginx.base, { perCandidate: 2 });
    expect(stats.acknowledged.size).toBe(8);
    const numeros = [...stats.acknowledged.values()].map((v) => v.insPrcCodigo);
    // both processes poll the queue; each row is claimed by one of them (SKIP LOCKED) and sent once
    await expect
      .poll(async () => (await database.db.select().from(emailPendente).where(sql`${emailPendente.referencia} IN ${numeros}`)).filter((r) => r.situacao === 'enviado').length, { timeout: 60_000, interval: 500 })
      .toBe(8);
    const rows = await database.db.select().from(emailPendente).where(sql`${emailPendente.referencia} IN ${numeros}`);
    expect(rows.map((r) => r.tentativas)).toEqual(rows.map(() => 1));
    // and the outbox (shared by both processes) holds one message per enrolment: two per candidate here
    const emails = readdirSync(outbox()).map((f) => readFileSync(path.join(outbox(), f), 'utf8'));
    for (const c of cenario.setup.candidates.slice(0, 4)) expect(emails.filter((e) => e.includes(`carga${c.pssFscCodigo}@exemplo.org`)).length, `e-mails de ${c.pssFscCodigo}`).toBe(2);
    anteriores = stats;
  }, 90_000);

  it('metrics: read on the machine from each process, refused through nginx', async () => {
    const direto = await fetch(`${b.base}/sgps/metricas`);
    expect(direto.status).toBe(200);
    const texto = await direto.text();
    expect(texto).toMatch(/^processos_banco_conexoes\{estado="em_uso"\} \d+$/m);
    expect(texto).toMatch(/processos_http_requisicoes_total\{rota="\/sgps\/insProcesso\/cadastrar2",metodo="POST",status="200"\} \d+/);
    for (const base of [nginx.base]) expect((await fetch(`${base}/sgps/metricas`)).status).toBe(404);
    // the same caller through nginx, had nginx passed it on, would arrive with X-Forwarded-For: refused by the API too
    expect((await fetch(`${b.base}/sgps/metricas`, { headers: { 'x-forwarded-for': '127.0.0.1' } })).status).toBe(401);
  });

  it('killing one process mid-burst loses no acknowledged enrolment, and nginx moves the traffic to the other', async () => {
    const total = CANDIDATOS * 3;
    const antesB = (b.logs().match(/"url":"\/sgps\/insProcesso\/cadastrar2"/g) ?? []).length;
    let morto = false;
    const stats = await runLoad(cenario.setup, () => nginx.base, {
      perCandidate: 3,
      onAck: (n) => {
        if (!morto && n >= total / 3) {
          morto = true;
          a.child.kill('SIGKILL');
        }
      },
    });
    expect(morto).toBe(true);
    expect(stats.acknowledged.size).toBe(total);
    const todas = { ...stats, acknowledged: new Map([...(anteriores?.acknowledged ?? []), ...stats.acknowledged]) };
    const v = await verify(database, cenario.setup, todas);
    expect(v.lost).toEqual([]);
    expect(v.doubled).toEqual([]);
    // after the kill B answered: nginx sent the rest there (and the process it lost answers nothing)
    expect((b.logs().match(/"url":"\/sgps\/insProcesso\/cadastrar2"/g) ?? []).length).toBeGreaterThan(antesB);
    expect(await a.exited).toBe('SIGKILL');
    const depois = await fetch(`${nginx.base}/sgps/saude/pronto`);
    expect(depois.status).toBe(200);
    expect(((await depois.json()) as { data: { pronto: boolean } }).data.pronto).toBe(true);
  }, 120_000);
});
