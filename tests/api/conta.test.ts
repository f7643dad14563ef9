import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pssFisica } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

const URL = '/sgps/pssFisica/checkContaExisteByDcmPessoal';
let t: TestApp;
const logs: string[] = [];

beforeAll(async () => {
  const sink = new Writable({ write(chunk, _enc, cb) { logs.push(String(chunk)); cb(); } });
  t = await createTestApp({ trustProxy: ['127.0.0.1'], rateLimit: { loginFalhasPorConta: 10_000, contaNovaGlobal: 10_000, contaPorCliente: 5, contaGlobal: 8, loginPorCliente: 30 }, logLevel: 'info' }, { logStream: sink });
  await createAccount(t, { cpf: '52998224725', nome: 'Maria Eduarda', senha: 'segredo1' });
  const [p] = await t.database.db.insert(pssFisica).values({ pssFscNome: 'John Smith', pssFscPassaporte: 'XK123456' }).returning();
  const { conta } = await import('../../server/db/schema/index.ts');
  await t.database.db.insert(conta).values({ pssFscCodigo: p.pssFscCodigo, login: 'XK123456', loginTipo: 'DOCUMENTO', senhaHash: 'x' });
  // a person without an account: the answer is still "no account"
  await t.database.db.insert(pssFisica).values({ pssFscNome: 'Sem Conta', pssFscCPF: '11144477735' });
});
afterAll(() => t.close());

/** Each test uses its own client address (as the trusted proxy on 127.0.0.1 reports it), so the per-client counters do not interfere. */
const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const check = (ip: string, dcm: string, tipo = 'CPF') => new Client(t).get(`${URL}?dcmPessoal=${encodeURIComponent(dcm)}&tpDcmPessoal=${tipo}`, from(ip));

describe('pssFisica/checkContaExisteByDcmPessoal', () => {
  it('answers contaExiste for a CPF, masked or not, and never lets it be cached', async () => {
    const masked = await check('10.0.0.1', '529.982.247-25');
    expect(masked.statusCode).toBe(200);
    expect(masked.json()).toEqual({ success: true, contaExiste: 'T' });
    expect(masked.headers['cache-control']).toBe('no-store');
    expect((await check('10.0.0.1', '52998224725')).json().contaExiste).toBe('T');
    expect((await check('10.0.0.1', '111.444.777-35')).json().contaExiste).toBe('F');
  });

  it('matches foreign documents ignoring case and spaces', async () => {
    expect((await check('10.0.0.2', ' xk123456 ', 'PASSAPORTE')).json().contaExiste).toBe('T');
    expect((await check('10.0.0.2', 'XK999', 'PASSAPORTE')).json().contaExiste).toBe('F');
    expect((await check('10.0.0.2', 'XK123456', 'RG')).json().contaExiste).toBe('T');
  });

  it('refuses an invalid CPF and an unknown document type with 400', async () => {
    const bad = await check('10.0.0.3', '123.456.789-00');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, message: 'O valor do campo de documento pessoal não é válido!' });
    expect(bad.headers['cache-control']).toBe('no-store');
    expect((await check('10.0.0.3', '52998224725', 'CNH')).statusCode).toBe(400);
  });

  it('limits each client per minute with a 429 in Portuguese; another client is not affected', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 10 * 60_000); // a fresh window
    try {
      for (let i = 0; i < 5; i++) expect((await check('10.0.1.1', '52998224725')).statusCode).toBe(200);
      const limited = await check('10.0.1.1', '52998224725');
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toEqual({ success: false, message: 'Muitas consultas de documento em pouco tempo. Aguarde um minuto e tente novamente.', messageResumida: expect.any(String) });
      expect(limited.headers['cache-control']).toBe('no-store');
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect((await check('10.0.1.2', '52998224725')).statusCode).toBe(200);
      // the next minute opens a new window
      t.clock.now = new Date(t.clock.now.getTime() + 60_000);
      expect((await check('10.0.1.1', '52998224725')).statusCode).toBe(200);
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });

  it('limits everyone together (global limit) even from many addresses', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 20 * 60_000);
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await check(`10.0.2.${i}`, '52998224725')).statusCode);
      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 429, 429]);
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });

  it('the counters live in the database (shared by every API process)', async () => {
    const { rows } = (await t.database.db.execute(`select chave from limite_taxa where chave like 'conta:%'`)) as unknown as { rows: { chave: string }[] };
    expect(rows.map((r) => r.chave)).toContain('conta:global');
    expect(rows.some((r) => r.chave.startsWith('conta:cliente:') && !r.chave.includes('10.0.'))).toBe(true);
  });

  it('never logs the document', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 30 * 60_000);
    try {
      expect((await check('10.0.3.1', '529.982.247-25')).statusCode).toBe(200);
      expect((await check('10.0.3.1', 'XK123456', 'PASSAPORTE')).statusCode).toBe(200);
    } finally {
      t.clock.now = FIXED_NOW;
    }
    const all = logs.join('\n');
    expect(all).toContain('checkContaExisteByDcmPessoal');
    expect(all).not.toMatch(/52998224725|529\.982\.247-25|XK123456/);
  });
});
