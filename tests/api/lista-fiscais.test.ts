import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fscPrcSeletivo, insProcesso, municipio, pais, prcSeletivo, prcSltMncProva, pssFisica, uf } from '../../server/db/schema/index.ts';
import { SEM_ACESSO_MUNICIPIO, SO_PROCESSO_FISCAL } from '../../server/features/lista-fiscais/routes.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';

let t: TestApp;
let joao: Client;
const c: Record<string, number> = {};
const periodo = { prcSltDtInicio: new Date('2026-11-01T00:00:00Z'), prcSltDtFim: new Date('2026-12-01T00:00:00Z') };

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [br] = await db.insert(pais).values({ psDescricao: 'Brasil', psSigla: 'BR' }).returning();
  await db.insert(uf).values({ ufCodigo: 'PR', ufDescricao: 'Paraná', psCodigo: br.psCodigo });
  const [pg, ct] = await db.insert(municipio).values([{ mncDescricao: 'Ponta Grossa', ufCodigo: 'PR' }, { mncDescricao: 'Castro', ufCodigo: 'PR' }]).returning();
  const [fiscal, vest] = await db
    .insert(prcSeletivo)
    .values([
      { prcSltDescricao: 'Seleção de Fiscais de Prova', prcSltTipo: 'FISCAL', ...periodo },
      { prcSltDescricao: 'Vestibular de Verão', prcSltTipo: 'VESTIBULAR', ...periodo },
    ])
    .returning();
  const [mPg, mCt, mVest] = await db
    .insert(prcSltMncProva)
    .values([
      { prcSltCodigo: fiscal.prcSltCodigo, mncCodigo: pg.mncCodigo },
      { prcSltCodigo: fiscal.prcSltCodigo, mncCodigo: ct.mncCodigo },
      { prcSltCodigo: vest.prcSltCodigo, mncCodigo: pg.mncCodigo },
    ])
    .returning();
  const a = await createAccount(t, { cpf: '52998224725', nome: 'João Fiscal', senha: 'candidato' });
  const outros = await db.insert(pssFisica).values([{ pssFscNome: 'Maria Coordenadora', pssFscPassaporte: 'P1' }, { pssFscNome: 'Pedro de Castro', pssFscPassaporte: 'P2' }, { pssFscNome: 'Cancelado Silva', pssFscPassaporte: 'P3' }]).returning();
  const ins = await db
    .insert(insProcesso)
    .values([
      { pssFscCodigo: a.pssFscCodigo, prcSltCodigo: fiscal.prcSltCodigo, prcSltMncPrvCodigo: mPg.prcSltMncPrvCodigo },
      { pssFscCodigo: outros[0].pssFscCodigo, prcSltCodigo: fiscal.prcSltCodigo, prcSltMncPrvCodigo: mPg.prcSltMncPrvCodigo },
      { pssFscCodigo: outros[1].pssFscCodigo, prcSltCodigo: fiscal.prcSltCodigo, prcSltMncPrvCodigo: mCt.prcSltMncPrvCodigo },
      { pssFscCodigo: outros[2].pssFscCodigo, prcSltCodigo: fiscal.prcSltCodigo, prcSltMncPrvCodigo: mPg.prcSltMncPrvCodigo, insCancelada: true },
      { pssFscCodigo: a.pssFscCodigo, prcSltCodigo: vest.prcSltCodigo, prcSltMncPrvCodigo: mVest.prcSltMncPrvCodigo },
    ])
    .returning();
  await db.insert(fscPrcSeletivo).values([
    { insPrcCodigo: ins[0].insPrcCodigo, prcSltMncPrvCodigo: mPg.prcSltMncPrvCodigo, fscPrcSltFuncao: 'Fiscal de sala', fscPrcSltLocal: 'Campus Uvaranas', fscPrcSltSala: '101' },
    { insPrcCodigo: ins[1].insPrcCodigo, prcSltMncPrvCodigo: mPg.prcSltMncPrvCodigo, fscPrcSltFuncao: 'Coordenadora de local', fscPrcSltLocal: 'Campus Uvaranas' },
    { insPrcCodigo: ins[2].insPrcCodigo, prcSltMncPrvCodigo: mCt.prcSltMncPrvCodigo, fscPrcSltFuncao: 'Fiscal de sala', fscPrcSltLocal: 'Colégio Estadual' },
    { insPrcCodigo: ins[3].insPrcCodigo, prcSltMncPrvCodigo: mPg.prcSltMncPrvCodigo, fscPrcSltFuncao: 'Fiscal de sala' },
  ]);
  Object.assign(c, { fiscal: fiscal.prcSltCodigo, vest: vest.prcSltCodigo, mPg: mPg.prcSltMncPrvCodigo, mCt: mCt.prcSltMncPrvCodigo, mVest: mVest.prcSltMncPrvCodigo, insJoao: ins[0].insPrcCodigo, insMaria: ins[1].insPrcCodigo, insJoaoVest: ins[4].insPrcCodigo });
  joao = new Client(t);
  await joao.login('52998224725', 'candidato');
});
afterAll(() => t.close());

const lista = (p: number, i: number, m: number) => `/sgps/fscPrcSeletivo/getMncPrcSltAcessoListaFiscais?prcSltCodigo=${p}&insPrcCodigo=${i}&prcSltMncPrvCodigo=${m}`;

describe('verificaPrcSeletivoTpProcessoFiscal', () => {
  it('tells an inspector process from another one', async () => {
    expect((await joao.get(`/sgps/prcSeletivo/verificaPrcSeletivoTpProcessoFiscal?prcSltCodigo=${c.fiscal}`)).json().data).toEqual({ prcSltExiste: 'T', isFiscal: 'T' });
    expect((await joao.get(`/sgps/prcSeletivo/verificaPrcSeletivoTpProcessoFiscal?prcSltCodigo=${c.vest}`)).json().data).toEqual({ prcSltExiste: 'T', isFiscal: 'F' });
    expect((await joao.get(`/sgps/prcSeletivo/verificaPrcSeletivoTpProcessoFiscal?prcSltCodigo=999999`)).json().data).toEqual({ prcSltExiste: 'F', isFiscal: 'F' });
  });
});

describe('fscPrcSeletivo/getMncPrcSltAcessoListaFiscais', () => {
  it("lists the municipality's inspectors (names, roles, venues; no cancelled ones), marking the candidate", async () => {
    const res = await joao.get(lista(c.fiscal, c.insJoao, c.mPg));
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d).toMatchObject({ mncDescricao: 'Ponta Grossa', ufCodigo: 'PR', prcSltDescricao: 'Seleção de Fiscais de Prova' });
    expect(d.fiscais).toEqual([
      { pssFscNome: 'João Fiscal', fscPrcSltFuncao: 'Fiscal de sala', fscPrcSltLocal: 'Campus Uvaranas', fscPrcSltSala: '101', voce: 'T' },
      { pssFscNome: 'Maria Coordenadora', fscPrcSltFuncao: 'Coordenadora de local', fscPrcSltLocal: 'Campus Uvaranas', fscPrcSltSala: null, voce: 'F' },
    ]);
    expect(res.body).not.toContain('52998224725');
  });

  it('is closed for another municipality, another candidate\'s enrolment and a process that is not an inspector process', async () => {
    const outroMunicipio = await joao.get(lista(c.fiscal, c.insJoao, c.mCt));
    expect(outroMunicipio.statusCode).toBe(403);
    expect(outroMunicipio.json().message).toBe(SEM_ACESSO_MUNICIPIO);
    const alheia = await joao.get(lista(c.fiscal, c.insMaria, c.mPg));
    expect(alheia.statusCode).toBe(404);
    expect(alheia.body).not.toContain('Maria');
    const naoFiscal = await joao.get(lista(c.vest, c.insJoaoVest, c.mVest));
    expect(naoFiscal.statusCode).toBe(403);
    expect(naoFiscal.json().message).toBe(SO_PROCESSO_FISCAL);
    expect((await new Client(t).get(lista(c.fiscal, c.insJoao, c.mPg))).statusCode).toBe(401);
  });
});
