import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTRADA_RENOVADA } from '../../server/login/csrf-em-html.ts';
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

describe('envelope e erros', () => {
  it('rota inexistente responde 404 no envelope, em português', async () => {
    const res = await new Client(t).get('/sgps/naoExiste');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: 'Recurso não encontrado.', messageResumida: 'Recurso não encontrado.' });
  });

  it('parâmetro fora do schema responde 400 com mensagem clara', async () => {
    const res = await new Client(t).get('/sgps/intern/redirect?sistema=login&x=1');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: 'O campo "x" não é aceito nesta requisição.' });
  });

  it('rota logada sem sessão responde 401', async () => {
    const res = await new Client(t).get('/sgps/permissoes');
    expect(res.statusCode).toBe(401);
    expect(res.json().success).toBe(false);
  });

  it('intern/redirect aponta para o app de login e recusa sistemas e caminhos desconhecidos', async () => {
    const c = new Client(t);
    expect((await c.get('/sgps/intern/redirect?sistema=login&concatPath=meus-dados')).json()).toEqual({ success: true, url: '/login/meus-dados' });
    expect((await c.get('/sgps/intern/redirect?sistema=outro')).statusCode).toBe(400);
    expect((await c.get('/sgps/intern/redirect?sistema=login&concatPath=..%2F..%2Fetc')).statusCode).toBe(400);
  });

  it('respostas da API não são guardadas em cache e levam cabeçalhos de segurança', async () => {
    const res = await new Client(t).get('/sgps/pssFisica/buscaDadosSessao');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });
});

describe('CSRF', () => {
  it('POST sem o cabeçalho X-XSRF-TOKEN é recusado: na API, no envelope; no formulário de entrada, na própria página', async () => {
    const c = new Client(t);
    await c.get('/login');
    const api = await c.post('/sgps/pssFscTemporaria/cadastrarPssFisicaTemporaria', { x: '1' }, { csrf: false });
    expect(api.statusCode).toBe(403);
    expect(api.json().message).toMatch(/CSRF/);
    const res = await c.post('/login', { login: '52998224725', senha: 'candidato' }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.body).toContain(ENTRADA_RENOVADA);
    expect(res.cookies.some((k) => k.name === 'ps_sessao')).toBe(false);
  });

  it('token de outro cliente não vale (o cookie e o cabeçalho precisam coincidir)', async () => {
    const a = new Client(t);
    const b = new Client(t);
    await a.get('/login');
    await b.get('/login');
    const res = await b.post('/login', { login: '52998224725', senha: 'candidato' }, { csrf: false, headers: { 'x-xsrf-token': a.cookies.get('XSRF-TOKEN')! } });
    expect(res.statusCode).toBe(403);
  });

  it('Origin estrangeira é recusada mesmo com token válido', async () => {
    const c = new Client(t);
    const res = await c.post('/login', { login: '52998224725', senha: 'candidato' }, { headers: { origin: 'https://atacante.example' } });
    expect(res.statusCode).toBe(403);
  });

  it('o token anônimo deixa de valer depois do login (é ligado à sessão)', async () => {
    const c = new Client(t);
    await c.get('/login');
    const anonymous = c.cookies.get('XSRF-TOKEN')!;
    await c.login('52998224725', 'candidato');
    expect(c.cookies.get('XSRF-TOKEN')).not.toBe(anonymous);
    const res = await c.request('POST', '/login/sair', { form: {}, csrf: false, headers: { 'x-xsrf-token': anonymous } });
    expect(res.statusCode).toBe(403);
  });
});

describe('login, logout e expiração', () => {
  it('senha errada responde 401 sem abrir sessão', async () => {
    const c = new Client(t);
    await c.get('/login');
    const res = await c.post('/login', { login: '52998224725', senha: 'errada', _csrf: c.cookies.get('XSRF-TOKEN') }, { csrf: false });
    expect(res.statusCode).toBe(401);
    expect(res.body).toContain('CPF/passaporte ou senha incorretos.');
    expect(c.cookies.has('ps_sessao')).toBe(false);
  });

  it('não aceita redirecionamento para outro site', async () => {
    const c = new Client(t);
    await c.get('/login');
    const res = await c.post('/login', { login: '52998224725', senha: 'candidato', voltar: '//atacante.example/x', _csrf: c.cookies.get('XSRF-TOKEN') }, { csrf: false });
    expect(res.headers.location).toBe('/home');
  });

  it('um token de sessão trazido pelo cliente nunca é adotado (sem fixação)', async () => {
    const c = new Client(t);
    c.cookies.set('ps_sessao', 'token-escolhido-pelo-atacante');
    await c.login('52998224725', 'candidato');
    expect(c.cookies.get('ps_sessao')).not.toBe('token-escolhido-pelo-atacante');
  });

  it('logout mata a sessão no servidor: o token antigo não vale mais', async () => {
    const c = new Client(t);
    await c.login('52998224725', 'candidato');
    const oldToken = c.cookies.get('ps_sessao')!;
    const out = await c.post('/login/sair', {});
    expect(out.statusCode).toBe(303);
    const replay = await t.app.inject({ method: 'GET', url: '/sgps/pssFisica/buscaDadosSessao', headers: { cookie: `ps_sessao=${oldToken}` } });
    expect(replay.json().data[0].pssFscCodigo).toBe(9999999);
  });

  it('expira por inatividade e pelo limite absoluto', async () => {
    const c = new Client(t);
    await c.login('52998224725', 'candidato');
    const start = t.clock.now;
    try {
      // idle: 60 minutes by default
      t.clock.now = new Date(start.getTime() + 61 * 60_000);
      expect((await c.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0].pssFscCodigo).toBe(9999999);

      t.clock.now = start;
      await c.login('52998224725', 'candidato');
      // active every 50 minutes, but past the 12-hour absolute limit
      for (let m = 50; m <= 12 * 60 + 40; m += 50) {
        t.clock.now = new Date(start.getTime() + m * 60_000);
        const code = (await c.get('/sgps/pssFisica/buscaDadosSessao')).json().data[0].pssFscCodigo;
        if (m < 12 * 60) expect(code).not.toBe(9999999);
        else expect(code).toBe(9999999);
      }
    } finally {
      t.clock.now = start;
    }
  });
});
