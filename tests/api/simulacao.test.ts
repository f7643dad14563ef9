import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';

let t: TestApp;
let candidate: { pssFscCodigo: number };
let admin: { pssFscCodigo: number };
beforeAll(async () => {
  t = await createTestApp();
  candidate = await createAccount(t, { cpf: '52998224725', nome: 'Maria Eduarda Conceição', senha: 'candidato' });
  admin = await createAccount(t, { cpf: '11144477735', nome: 'Ana Super Usuária', senha: 'superusuario', superUsuario: true });
});
afterAll(() => t.close());

describe('simulação por super usuário', () => {
  it('candidato comum não tem permissões nem pode simular', async () => {
    const c = new Client(t);
    await c.login('52998224725', 'candidato');
    expect((await c.get('/sgps/permissoes')).json()).toMatchObject({ success: true, data: null });
    const res = await c.post('/login/simular', { cpf: '11144477735' });
    expect(res.statusCode).toBe(403);
    expect((await c.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0].pssFscCodigo).toBe(candidate.pssFscCodigo);
  });

  it('super usuário simula outra pessoa e cancela pelo menu', async () => {
    const c = new Client(t);
    await c.login('111.444.777-35', 'superusuario');
    expect((await c.get('/sgps/permissoes')).json().data).toEqual({ superUsuario: 'T' });

    const start = await c.post('/login/simular', { cpf: '529.982.247-25' });
    expect(start.statusCode).toBe(303);
    const me = (await c.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0];
    expect(me).toMatchObject({ pssFscCodigo: candidate.pssFscCodigo, pssFscNome: 'Maria Eduarda Conceição' });
    expect((await c.get('/sgps/permissoes')).json().data).toEqual({ superUsuario: 'T', pssFscCodigoSuper: admin.pssFscCodigo });

    // Cancelling is a GET in the spec; it still needs the CSRF header.
    const noHeader = await t.app.inject({ method: 'GET', url: '/sgps/smlUsuario/atualizaCancelaSimulacao', headers: { cookie: c.cookieHeader() } });
    expect(noHeader.statusCode).toBe(403);
    const cancel = await c.request('GET', '/sgps/smlUsuario/atualizaCancelaSimulacao', { headers: { 'x-xsrf-token': c.cookies.get('XSRF-TOKEN')! } });
    expect(cancel.json()).toMatchObject({ success: true });
    expect((await c.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0].pssFscCodigo).toBe(admin.pssFscCodigo);
    expect((await c.get('/sgps/permissoes')).json().data).toEqual({ superUsuario: 'T' });
  });
});
