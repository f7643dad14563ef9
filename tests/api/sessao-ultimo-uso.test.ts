import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessao } from '../../server/db/schema/index.ts';
import { hashToken, SESSION_COOKIE } from '../../server/plugins/session.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

/**
 * The session read of every request also refreshes its last use (server/entities/sessao/sessao.ts):
 * past a minute since the last one, and only while the session is alive. Read here from the table itself.
 */
let t: TestApp;
const IDLE_MINUTES = 30;
const minutes = (m: number) => new Date(FIXED_NOW.getTime() + m * 60_000);

async function lastUse(token: string): Promise<Date | null> {
  const [row] = await t.database.db.select({ u: sessao.ultimoUso }).from(sessao).where(eq(sessao.tokenHash, hashToken(token)));
  return row ? row.u : null;
}

async function loggedIn(cpf: string): Promise<{ c: Client; token: string }> {
  await createAccount(t, { cpf, nome: `Pessoa ${cpf}`, senha: 'senha-do-teste-1' });
  const c = new Client(t);
  t.clock.now = FIXED_NOW;
  await c.login(cpf, 'senha-do-teste-1');
  return { c, token: c.cookies.get(SESSION_COOKIE)! };
}

beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: IDLE_MINUTES });
});
afterAll(() => t.close());

describe('a sessão registra o último uso na mesma leitura', () => {
  it('passado um minuto, a requisição grava a sua hora; dentro do minuto, não escreve', async () => {
    const { c, token } = await loggedIn('52998224725');
    expect(await lastUse(token)).toEqual(FIXED_NOW);
    t.clock.now = minutes(0.5);
    expect((await c.get('/sgps/permissoes')).statusCode).toBe(200);
    expect(await lastUse(token)).toEqual(FIXED_NOW);
    t.clock.now = minutes(2);
    expect((await c.get('/sgps/permissoes')).statusCode).toBe(200);
    expect(await lastUse(token)).toEqual(minutes(2));
  });

  it('várias requisições da mesma sessão no mesmo lote: todas entram e fica a hora mais recente', async () => {
    const { c, token } = await loggedIn('11144477735');
    t.clock.now = minutes(10);
    const respostas = await Promise.all(Array.from({ length: 8 }, () => c.get('/sgps/permissoes')));
    respostas.forEach((r) => expect(r.statusCode).toBe(200));
    expect(await lastUse(token)).toEqual(minutes(10));
  });

  it('uma sessão já vencida por inatividade não é renovada: recusada e apagada', async () => {
    const { c, token } = await loggedIn('39053344705');
    t.clock.now = minutes(IDLE_MINUTES + 1);
    expect((await c.get('/sgps/permissoes')).statusCode).toBe(401);
    t.clock.now = FIXED_NOW;
    expect(await lastUse(token)).toBeNull();
  });
});
