/**
 * A process the back office has not published (em preparação) does not exist for candidates: not in any list,
 * not found by code, not open, and nobody can enrol in it — even by sending its code by hand. Publishing it
 * makes it appear at once (the enrolment catalogue follows the change).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insProcesso, prcSeletivo } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { seedProcess, validBody } from './inscricao.fixtures.ts';

let t: TestApp;
let ana: Client;
let s: Awaited<ReturnType<typeof seedProcess>>;

const publicar = (publicado: boolean) => t.database.db.update(prcSeletivo).set({ prcSltPublicado: publicado }).where(eq(prcSeletivo.prcSltCodigo, s.p.prcSltCodigo));

beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t, { cpf: '52998224725', nome: 'Ana Souza', senha: 'senha-da-ana' });
  ana = new Client(t);
  await ana.login('529.982.247-25', 'senha-da-ana');
  s = await seedProcess(t);
  await publicar(false);
});
afterAll(() => t.close());

describe('an unpublished process, for candidates and visitors', () => {
  it('is in no list and is not found by its code', async () => {
    const anonimo = new Client(t);
    const p = s.p.prcSltCodigo;
    const lista = await anonimo.get('/sgps/prcSeletivo/listaProcessos');
    expect(lista.json().data.map((x: { prcSltCodigo: number }) => x.prcSltCodigo)).not.toContain(p);
    const pesquisa = await anonimo.get(`/sgps/prcSeletivo/pesquisa2?filter=${encodeURIComponent(JSON.stringify([{ property: 'prcSltCodigo', value: p, operator: 'eq' }]))}`);
    expect(pesquisa.statusCode, pesquisa.body).toBe(200);
    expect(pesquisa.json().data).toEqual([]);
    const porCodigo = await anonimo.get(`/sgps/prcSeletivo/getById/${p}`);
    expect(porCodigo.json().data ?? null).toBeNull();
    const vigente = await anonimo.get(`/sgps/prcSeletivo/verificaIsVigente?prcSltCodigo=${p}`);
    expect(vigente.json().data).toEqual({ prcSltExiste: 'F', isVigente: 'F' });
  });

  it('refuses an enrolment sent by hand, and writes nothing', async () => {
    const res = await ana.post('/sgps/insProcesso/cadastrar2', validBody(s));
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.json().success).toBe(false);
    expect(await t.database.db.select().from(insProcesso).where(eq(insProcesso.prcSltCodigo, s.p.prcSltCodigo))).toEqual([]);
  });

  it('appears and takes enrolments as soon as it is published', async () => {
    await publicar(true);
    const lista = await new Client(t).get('/sgps/prcSeletivo/listaProcessos');
    expect(lista.json().data.map((x: { prcSltCodigo: number }) => x.prcSltCodigo)).toContain(s.p.prcSltCodigo);
    const res = await ana.post('/sgps/insProcesso/cadastrar2', validBody(s));
    expect(res.statusCode, res.body).toBe(200);
  });
});
