import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../server/config.ts';
import { LOGIN_BLOQUEADO } from '../../server/login/routes.ts';
import { SESSION_COOKIE } from '../../server/plugins/session.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

/**
 * Issue 18 §4 and §6: the client address cannot be forged, one CPF's password cannot be guessed from many
 * addresses, and nobody can take another person's CPF with a foreign document.
 */
const CPF_DONO = '52998224725';
const SENHA_DONO = 'senha-do-dono';
const limites = (o: Partial<Config['rateLimit']>): Config['rateLimit'] => ({ contaPorCliente: 1000, contaGlobal: 1000, loginPorCliente: 1000, loginFalhasPorConta: 1000, contaNovaGlobal: 1000, ...o });
const forjado = () => ({ 'x-forwarded-for': `${randomInt(1, 223)}.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}` });

async function tentarLogin(c: Client, login: string, senha: string, headers: Record<string, string> = {}) {
  if (!c.cookies.has('XSRF-TOKEN')) await c.get('/login', { headers });
  return c.request('POST', '/login', { form: { login, senha, _csrf: c.cookies.get('XSRF-TOKEN') }, csrf: false, headers });
}

function novaConta(c: Client, documento: string, nacionalidade: 'B' | 'E', headers: Record<string, string> = {}) {
  return c.request('POST', '/sgps/pssFscTemporaria/cadastrarPssFisicaTemporaria', {
    form: { nacionalidade, documento, pssFscNome: 'Pessoa de Teste', pssFscEmail: 'pessoa@example.com', senha: 'uma-senha-boa', senhaConfirmacao: 'uma-senha-boa' },
    headers,
  });
}

describe('without TRUST_PROXY (the default), X-Forwarded-For is ignored', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: limites({ loginPorCliente: 5, contaPorCliente: 3 }) });
    await createAccount(t, { cpf: CPF_DONO, nome: 'Dono', senha: SENHA_DONO });
  });
  afterAll(() => t?.close());

  it('logins with a random X-Forwarded-For each are still limited as one client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await tentarLogin(new Client(t), '111.444.777-35', 'errada', forjado())).statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });

  it('account creations with a random X-Forwarded-For each are still limited as one client', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 3_600_000);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) statuses.push((await novaConta(new Client(t), `XP${100000 + i}`, 'E', forjado())).statusCode);
      expect(statuses.filter((s) => s === 200)).toHaveLength(3);
      expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });
});

describe('behind a configured proxy (TRUST_PROXY=127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ trustProxy: ['127.0.0.1'], rateLimit: limites({ loginFalhasPorConta: 4, contaNovaGlobal: 3 }) });
    await createAccount(t, { cpf: CPF_DONO, nome: 'Dono', senha: SENHA_DONO });
  });
  afterAll(() => t?.close());

  it('a proxy that is not the configured one cannot name the client', async () => {
    // The same forged header from another socket address: the socket's address counts.
    const other = await createTestApp({ trustProxy: ['10.255.255.1'], rateLimit: limites({ loginPorCliente: 2 }) });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await tentarLogin(new Client(other), '111.444.777-35', 'errada', forjado())).statusCode);
      expect(statuses).toEqual([401, 401, 429, 429]);
    } finally {
      await other.close();
    }
  });

  it('failed passwords for one CPF from many addresses are slowed per account; the owner gets back in when the window passes', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await tentarLogin(new Client(t), '529.982.247-25', `palpite-${i}`, forjado())).statusCode);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429, 429]);
    // Even the right password waits while the window lasts (guessing right is no bypass)...
    const certo = await tentarLogin(new Client(t), CPF_DONO, SENHA_DONO, forjado());
    expect(certo.statusCode).toBe(429);
    expect(certo.body).toContain(LOGIN_BLOQUEADO.slice(0, 40));
    // ...another account is not affected...
    await createAccount(t, { cpf: '11144477735', nome: 'Outra', senha: 'outra-senha' });
    expect((await tentarLogin(new Client(t), '11144477735', 'outra-senha', forjado())).statusCode).toBe(303);
    // ...and 15 minutes later the owner signs in.
    t.clock.now = new Date(FIXED_NOW.getTime() + 15 * 60_000);
    try {
      const depois = await tentarLogin(new Client(t), CPF_DONO, SENHA_DONO, forjado());
      expect(depois.statusCode).toBe(303);
      expect(depois.cookies.some((k) => k.name === SESSION_COOKIE && k.value)).toBe(true);
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });

  it('account creation is limited for everyone at once, whatever the addresses', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 2 * 3_600_000);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await novaConta(new Client(t), `GL${200000 + i}`, 'E', forjado())).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429, 429]);
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });
});

describe('nobody can take another person’s CPF', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ rateLimit: limites({}) });
  });
  afterAll(() => t?.close());

  it('a foreign document written as a valid CPF is refused, in any spelling; the owner then creates their account', async () => {
    for (const doc of ['52998224725', '529.982.247-25', ' 529 982 247 25 ']) {
      const res = await novaConta(new Client(t), doc, 'E');
      expect(res.statusCode, doc).toBe(400);
      expect(res.json().message).toMatch(/CPF/);
    }
    const dono = await novaConta(new Client(t), '529.982.247-25', 'B');
    expect(dono.statusCode).toBe(200);
  });

  it('a passport and a CPF login never collide: each signs in its own person', async () => {
    // A foreign document of 11 digits that is not a valid CPF is a passport, kept apart from CPF logins.
    const passaporte = await novaConta(new Client(t), '12345678900', 'E');
    expect(passaporte.statusCode).toBe(200);
    const cpf = await novaConta(new Client(t), '123.456.789-09', 'B');
    expect(cpf.statusCode).toBe(200);
    expect(cpf.json().data.pssFscCodigo).not.toBe(passaporte.json().data.pssFscCodigo);
    const viaPassaporte = await tentarLogin(new Client(t), '12345678900', 'uma-senha-boa');
    const viaCpf = await tentarLogin(new Client(t), '12345678909', 'uma-senha-boa');
    expect([viaPassaporte.statusCode, viaCpf.statusCode]).toEqual([303, 303]);
  });
});
