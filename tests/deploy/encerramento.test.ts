/**
 * The graceful drain on SIGTERM (server/encerramento.ts), on the real server started as systemd starts it
 * (server/main.ts in a child process, on a throwaway PostgreSQL database): new connections are refused at once,
 * a request already in flight is answered in full, the due mail is sent, the pool is closed and the exit code is
 * 0; a request that never ends is cut at SHUTDOWN_SECONDS and the exit code says so.
 */
import net from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiEnv, bancoDescartavel, startApi, stopApi, type Api } from './processos.ts';

let banco: { url: string; drop(): Promise<void> };
let api: Api | undefined;
let db: pg.Client;

beforeAll(async () => {
  banco = await bancoDescartavel();
  db = new pg.Client({ connectionString: banco.url });
  await db.connect();
});
afterAll(async () => {
  await stopApi(api, 'SIGKILL');
  await db?.end();
  await banco?.drop();
});

/** Opens a POST whose body is only half sent; resolves with the socket once the server has the headers. */
function halfRequest(port: number, body: string): Promise<{ socket: net.Socket; answer: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      socket.write(`POST /login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 5)}`);
      let text = '';
      const answer = new Promise<string>((done) => {
        socket.on('data', (d) => (text += String(d)));
        socket.on('close', () => done(text));
        socket.on('error', () => {});
      });
      resolve({ socket, answer });
    });
    socket.once('error', reject);
  });
}

const refused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = net.connect(port, '127.0.0.1');
    s.once('connect', () => (s.destroy(), resolve(false)));
    s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });

async function connectionsOfDatabase(): Promise<number> {
  const name = new URL(banco.url).pathname.slice(1);
  const r = await db.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`, [name]);
  return r.rows[0].n as number;
}

describe('SIGTERM drains the API process', () => {
  it('refuses new connections, answers the request in flight, sends the due mail, closes the pool, exits 0', async () => {
    api = await startApi(apiEnv(banco.url, { SHUTDOWN_SECONDS: '60' }));
    // a confirmation of an enrolment that does not exist: the queue handles it ('sem-email') without SMTP
    const mail = await db.query(`INSERT INTO email_pendente (tipo, referencia, origem) VALUES ('confirmacao-inscricao', 999999, 'https://x') RETURNING id`);
    const body = 'login=00000000000&senha=nada-disso';
    const { socket, answer } = await halfRequest(api.port, body);
    // in flight = the server has taken it in (its log line), not merely connected: one still unread when the
    // drain starts is answered 503 (Fastify's return503OnClosing) and retried elsewhere by nginx or the form
    await expect.poll(() => /"method":"POST","url":"\/login"/.test(api!.logs()), { timeout: 20_000, interval: 100 }).toBe(true);
    api.child.kill('SIGTERM');
    // new connections are refused while the request in flight is still open
    await expect.poll(() => refused(api!.port), { timeout: 10_000 }).toBe(true);
    expect(api.child.exitCode).toBeNull();
    socket.write(body.slice(5));
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 \d{3} /);
    expect(text).not.toMatch(/^HTTP\/1\.1 5\d\d/);
    expect(await api.exited).toBe(0);
    expect(api.logs()).toContain('encerramento concluído');
    expect(api.logs()).toContain('"noPrazo":true');
    const r = await db.query(`SELECT situacao FROM email_pendente WHERE id = $1`, [mail.rows[0].id]);
    expect(r.rows[0].situacao).toBe('sem-email');
    expect(await connectionsOfDatabase()).toBe(0);
  }, 60_000);

  it('a request that never ends is cut at SHUTDOWN_SECONDS, and the exit code says the drain was not clean', async () => {
    api = await startApi(apiEnv(banco.url, { SHUTDOWN_SECONDS: '2' }));
    const { answer } = await halfRequest(api.port, 'login=00000000000&senha=nunca-termina');
    await expect.poll(() => /"method":"POST","url":"\/login"/.test(api!.logs()), { timeout: 20_000, interval: 100 }).toBe(true);
    api.child.kill('SIGTERM');
    expect(await api.exited).toBe(1);
    await answer; // the connection was closed by the server
    expect(api.logs()).toContain('encerramento: requisições ainda em andamento no fim do prazo');
    expect(await connectionsOfDatabase()).toBe(0);
  }, 60_000);
});
