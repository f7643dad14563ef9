import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { buildApp, type BuildOptions } from '../../server/app.ts';
import { testConfig, type Config } from '../../server/config.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { conta, pssFisica } from '../../server/db/schema/index.ts';
import { hashPassword } from '../../server/lib/passwords.ts';
import { nomeDoModeloPg } from './pg-modelo.ts';
import { autenticadoresDe, campoOculto, codigosDaPagina, passoDe, codigoDoPasso, pedeCodigo, pedeConfiguracao, proximoCodigo, segredoDaPagina } from './segundo-fator.ts';

/** The fixed instant every API test runs at unless it moves the clock: 22/11/2026 10:00 in São Paulo. */
export const FIXED_NOW = new Date('2026-11-22T13:00:00.000Z');

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: { now: Date };
  close(): Promise<void>;
}

/**
 * A fresh database per test file: in-memory PGlite by default, or a brand-new PostgreSQL database
 * when DATABASE_URL is set (CI runs the API suite both ways).
 */
export async function openTestDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) {
    const database = await openDatabase({});
    return { database, drop: async () => {} };
  }
  const { url, drop } = await createPgTestDatabase(base, { migrada: true });
  return { database: await openDatabase({ databaseUrl: url }), drop };
}

/**
 * A brand-new PostgreSQL database on the server of `base`: its URL, and how to drop it. `migrada`: a copy of the
 * migrated template (./pg-modelo.ts) instead of an empty one.
 */
export async function createPgTestDatabase(base: string, o: { migrada?: boolean } = {}): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `t_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const modelo = o.migrada ? await nomeDoModeloPg(base) : undefined;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(modelo ? `CREATE DATABASE ${name} TEMPLATE ${modelo}` : `CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const a = new pg.Client({ connectionString: base });
      await a.connect();
      await a.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await a.end();
    },
  };
}

export async function createTestApp(overrides: Partial<Config> = {}, opts: { logStream?: NodeJS.WritableStream; reconstruir?: BuildOptions['reconstruir'] } = {}): Promise<TestApp> {
  const { database, drop } = await openTestDatabase();
  const clock = { now: FIXED_NOW };
  // Mail without SMTP settings goes to an outbox folder: a temporary one, never the repository's ./data.
  const smtp = { ...testConfig().smtp, outboxDir: path.join(tmpdir(), `ps-outbox-teste-${process.pid}`) };
  const app = await buildApp({ db: database.db, config: testConfig({ smtp, ...overrides }), clock: () => clock.now, logStream: opts.logStream, reconstruir: opts.reconstruir });
  await app.ready();
  return {
    app,
    database,
    clock,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Creates a person with a login account; returns their codes. */
export async function createAccount(
  t: TestApp,
  opts: { cpf: string; nome: string; senha: string; superUsuario?: boolean; email?: string },
): Promise<{ pssFscCodigo: number; contaCodigo: number }> {
  const [p] = await t.database.db
    .insert(pssFisica)
    .values({ pssFscNome: opts.nome, pssFscCPF: opts.cpf, pssFscEmail: opts.email ?? null })
    .returning({ pssFscCodigo: pssFisica.pssFscCodigo });
  const [c] = await t.database.db
    .insert(conta)
    .values({ pssFscCodigo: p.pssFscCodigo, login: opts.cpf, senhaHash: await hashPassword(opts.senha), superUsuario: opts.superUsuario ?? false })
    .returning({ contaCodigo: conta.contaCodigo });
  return { pssFscCodigo: p.pssFscCodigo, contaCodigo: c.contaCodigo };
}

/** A browser-like client: keeps cookies and sends the XSRF header, as the site's api-client does. */
export class Client {
  cookies = new Map<string, string>();
  constructor(private readonly t: TestApp) {}

  private store(res: LightMyRequestResponse) {
    for (const c of res.cookies as { name: string; value: string; expires?: Date; maxAge?: number }[]) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now()) || c.maxAge === 0) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
  }

  cookieHeader() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, opts: { form?: Record<string, unknown>; json?: unknown; headers?: Record<string, string>; csrf?: boolean } = {}) {
    if (!this.xsrf() && method !== 'GET') await this.request('GET', '/sgps/pssFisica/buscaDadosSessao');
    const headers: Record<string, string> = { cookie: this.cookieHeader(), ...(opts.headers ?? {}) };
    if (opts.csrf !== false && this.xsrf()) headers['x-xsrf-token'] = this.xsrf()!;
    let payload: string | undefined;
    if (opts.form) {
      const { default: qs } = await import('qs');
      payload = qs.stringify(opts.form);
      headers['content-type'] = 'application/x-www-form-urlencoded';
    } else if (opts.json !== undefined) {
      payload = JSON.stringify(opts.json);
      headers['content-type'] = 'application/json';
    }
    const res = await this.t.app.inject({ method, url, headers, payload });
    this.store(res);
    return res;
  }

  /** The CSRF token cookie, under either name (`__Host-` prefixed when the app has secure cookies). */
  xsrf(): string | undefined {
    return this.cookies.get('__Host-XSRF-TOKEN') ?? this.cookies.get('XSRF-TOKEN');
  }

  get(url: string, opts?: { headers?: Record<string, string> }) {
    return this.request('GET', url, opts);
  }
  post(url: string, form: Record<string, unknown> = {}, opts: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    return this.request('POST', url, { form, ...opts });
  }

  /**
   * Signs in through the login app's form, exactly as a browser would; a staff account also goes through its second
   * factor (tests/support/segundo-fator.ts): set up the first time, a code from the secret afterwards.
   */
  async login(login: string, senha: string) {
    await this.get('/login');
    let res = await this.post('/login', { login, senha, _csrf: this.xsrf() }, { csrf: false });
    const celulares = autenticadoresDe(this.t.app);
    const chave = login.replace(/\W/g, '').toUpperCase();
    if (pedeConfiguracao(res)) {
      const segredo = segredoDaPagina(res.body)!;
      const passo = passoDe(this.t.clock.now);
      res = await this.post('/login/segundo-fator/configurar', { ticket: campoOculto(res.body, 'ticket'), codigo: codigoDoPasso(segredo, passo), _csrf: this.xsrf() }, { csrf: false });
      if (res.statusCode !== 200) throw new Error(`second factor set-up failed: ${res.statusCode}`);
      celulares.set(chave, { segredo, ultimoPasso: passo, codigos: codigosDaPagina(res.body) });
      return res;
    }
    if (pedeCodigo(res)) {
      const celular = celulares.get(chave);
      if (!celular) throw new Error(`second factor asked for ${login}, whose secret this client never saw`);
      res = await this.post('/login/segundo-fator', { ticket: campoOculto(res.body, 'ticket'), codigo: proximoCodigo(celular, this.t.clock.now), _csrf: this.xsrf() }, { csrf: false });
    }
    if (res.statusCode !== 303) throw new Error(`login failed: ${res.statusCode}`);
    return res;
  }
}
