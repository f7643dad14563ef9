import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t, { cpf: '52998224725', nome: 'Maria Eduarda Conceição', senha: 'candidato', email: 'maria@example.com' });
});
afterAll(() => t.close());

describe('sessão e login', () => {
  it('anônimo recebe o código 9999999', async () => {
    const c = new Client(t);
    const res = await c.get('/sgps/pssFisica/buscaDadosSessao');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, data: [{ pssFscCodigo: 9999999 }], total: 1 });
  });

  it('login com CPF formatado abre sessão e devolve à página de origem', async () => {
    const c = new Client(t);
    await c.get('/login?voltar=/mensagens');
    const res = await c.post('/login', { login: '529.982.247-25', senha: 'candidato', voltar: '/mensagens', _csrf: c.cookies.get('XSRF-TOKEN') }, { csrf: false });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/mensagens');
    const cookie = res.cookies.find((k) => k.name === 'ps_sessao')!;
    expect(cookie.httpOnly).toBe(true);
    expect(cookie.sameSite).toBe('Lax');
    const me = await c.get('/sgps/pssFisica/buscaDadosSessao');
    expect(me.json().data[0]).toMatchObject({ pssFscNome: 'Maria Eduarda Conceição', pssFscEmail: 'maria@example.com' });
  });
});
