import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banco, municipio, pais, pssFisica, uf } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';

/**
 * Issue 24 point 3: naturalidade, the voter title's municipality and the bank are picked from lists (UF then
 * municipality; the banks) and saved through atualizaDados, which refuses a code that is not in the list.
 */
let t: TestApp;
let c: Client;
let pessoa: number;
const mnc: Record<string, number> = {};
let itau: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [br] = await db.insert(pais).values({ psDescricao: 'Brasil', psSigla: 'BR' }).returning();
  await db.insert(uf).values([{ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: br.psCodigo }, { ufCodigo: 'SC', ufDescricao: 'Santa Catarina', psCodigo: br.psCodigo }]);
  for (const m of await db.insert(municipio).values([{ mncDescricao: 'Ponta Grossa', ufCodigo: 'PR' }, { mncDescricao: 'Castro', ufCodigo: 'PR' }, { mncDescricao: 'Joinville', ufCodigo: 'SC' }]).returning()) mnc[m.mncDescricao] = m.mncCodigo;
  [{ bncCodigo: itau }] = await db.insert(banco).values([{ bncNumero: '341', bncDescricao: 'Itaú Unibanco S.A.' }, { bncNumero: '001', bncDescricao: 'Banco do Brasil S.A.' }]).returning();
  ({ pssFscCodigo: pessoa } = await createAccount(t, { cpf: '52998224725', nome: 'Ana Picker', senha: 'senha-da-ana' }));
  c = new Client(t);
  await c.login('52998224725', 'senha-da-ana');
});
afterAll(() => t.close());

const pesquisa = async (path: string, filter?: unknown[]) =>
  (await c.get(`/sgps/configuracoes/${path}/pesquisa${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`)).json().data as Record<string, unknown>[];
const eu = async () => (await t.database.db.select().from(pssFisica).where(eq(pssFisica.pssFscCodigo, pessoa)))[0];

describe('the lists the pickers read', () => {
  it('UFs, a UF\'s municipalities (by name) and the banks (by number)', async () => {
    expect((await pesquisa('uf')).map((r) => r.ufCodigo)).toEqual(['PR', 'SC']);
    expect((await pesquisa('municipio', [{ property: 'ufCodigo', value: 'PR' }])).map((r) => r.mncDescricao)).toEqual(['Castro', 'Ponta Grossa']);
    expect((await pesquisa('banco')).map((r) => r.bncNumero)).toEqual(['001', '341']);
  });
  it('are for signed-in people only', async () => {
    const anonimo = new Client(t);
    expect((await anonimo.get('/sgps/configuracoes/banco/pesquisa')).statusCode).toBe(401);
  });
});

describe('atualizaDados saves the picked municipality and bank', () => {
  it('keeps the codes and gives them back through pssFisica/pesquisa', async () => {
    const res = await c.post('/sgps/configuracoes/pssFisica/atualizaDados', { mncCdgNaturalidade: String(mnc.Castro), pssFscTtlEltMncCodigo: String(mnc.Joinville), bncCodigo: String(itau) });
    expect(res.statusCode).toBe(200);
    const linha = await eu();
    expect([linha.mncCdgNaturalidade, linha.pssFscTtlEltMncCodigo, linha.bncCodigo]).toEqual([mnc.Castro, mnc.Joinville, itau]);
    const [wire] = (await c.get('/sgps/configuracoes/pssFisica/pesquisa')).json().data;
    expect([wire.mncCdgNaturalidade, wire.bncCodigo]).toEqual([mnc.Castro, itau]);
  });

  it('refuses a municipality or bank that is not in the list, or is not a code, with its Portuguese message and writes nothing', async () => {
    for (const [campo, valor, mensagem] of [
      ['mncCdgNaturalidade', '999999', 'Naturalidade (município de nascimento): escolha um município da lista.'],
      ['pssFscTtlEltMncCodigo', "1 OR 1=1", 'Título de eleitor (município): escolha um município da lista.'],
      ['bncCodigo', '999999', 'Banco: escolha um banco da lista.'],
      ['bncCodigo', '-1', 'Banco: escolha um banco da lista.'],
      // the address's municipality too (not a picked person field, the same rule)
      ['mncCodigo', '999999', 'Município: escolha um município da lista.'],
    ] as const) {
      const res = await c.post('/sgps/configuracoes/pssFisica/atualizaDados', { [campo]: valor, pssFscSobrenome: 'Mudou' });
      expect(res.statusCode, `${campo}=${valor}`).toBe(400);
      expect(res.json().message).toBe(mensagem);
    }
    const linha = await eu();
    expect([linha.pssFscSobrenome, linha.mncCdgNaturalidade, linha.pssFscTtlEltMncCodigo, linha.bncCodigo]).toEqual([null, mnc.Castro, mnc.Joinville, itau]);
  });

  it('an empty choice clears the field', async () => {
    expect((await c.post('/sgps/configuracoes/pssFisica/atualizaDados', { bncCodigo: '' })).statusCode).toBe(200);
    expect((await eu()).bncCodigo).toBeNull();
  });
});
