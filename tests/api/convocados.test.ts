import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insProcesso, opcao, prcSeletivo, prcSltInsConvocado, tipoOpcao } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

let t: TestApp;
let joao: Client;
let outra: Client;
const DIA = 86_400_000;
const d = (n: number) => new Date(FIXED_NOW.getTime() + n * DIA);

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const [p] = await db.insert(prcSeletivo).values({ prcSltDescricao: 'Vestibular de Verão 2026', prcSltTipo: 'VESTIBULAR', prcSltDtInicio: d(-300), prcSltDtFim: d(-270) }).returning();
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  const [med] = await db.insert(opcao).values({ prcSltCodigo: p.prcSltCodigo, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Medicina - Integral' }).returning();
  const a = await createAccount(t, { cpf: '52998224725', nome: 'João', senha: 'candidato' });
  const b = await createAccount(t, { cpf: '11144477735', nome: 'Ângela', senha: 'outra' });
  const [ia, ib] = await db
    .insert(insProcesso)
    .values([
      { pssFscCodigo: a.pssFscCodigo, prcSltCodigo: p.prcSltCodigo },
      { pssFscCodigo: b.pssFscCodigo, prcSltCodigo: p.prcSltCodigo },
    ])
    .returning();
  const base = { opcCodigo: med.opcCodigo, prcSltInsCnvOrientacao: 'Apresente RG, CPF e histórico escolar na PROGRAD.' };
  await db.insert(prcSltInsConvocado).values([
    { ...base, insPrcCodigo: ia.insPrcCodigo, prcSltInsCnvChamada: 1, prcSltInsCnvDtInicio: d(-20), prcSltInsCnvDtFim: d(-15), prcSltInsCnvSituacao: 'NAO_COMPARECEU' },
    { ...base, insPrcCodigo: ia.insPrcCodigo, prcSltInsCnvChamada: 2, prcSltInsCnvDtInicio: d(-1), prcSltInsCnvDtFim: d(2), prcSltInsCnvUrl: 'https://exemplo.edu.br/matricula' },
    { ...base, insPrcCodigo: ib.insPrcCodigo, prcSltInsCnvChamada: 1, prcSltInsCnvDtInicio: d(5), prcSltInsCnvDtFim: d(8), prcSltInsCnvOrientacao: 'Orientação da Ângela' },
  ]);
  joao = new Client(t);
  await joao.login('52998224725', 'candidato');
  outra = new Client(t);
  await outra.login('11144477735', 'outra');
});
afterAll(() => t.close());

describe('prcSltInsConvocado/pesquisa', () => {
  it("lists only the candidate's own calls, newest first, with what to do and the deadline state", async () => {
    const res = await joao.get('/sgps/prcSltInsConvocado/pesquisa');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.data.map((x: Record<string, unknown>) => [x.prcSltInsCnvChamada, x.prazo, x.situacaoTexto])).toEqual([
      [2, 'ABERTO', 'Convocado'],
      [1, 'ENCERRADO', 'Não compareceu'],
    ]);
    expect(body.data[0]).toMatchObject({ opcDescricao: 'Medicina - Integral', prcSltDescricao: 'Vestibular de Verão 2026', prcSltInsCnvUrl: 'https://exemplo.edu.br/matricula', prazoTexto: 'Matrícula aberta', periodo: 'de 21/11/2026 10:00 até 24/11/2026 10:00' });
    expect(res.body).not.toContain('Ângela');
  });

  it("cannot reach another candidate's calls through a filter", async () => {
    const [{ insPrcCodigo }] = await t.database.db.select({ insPrcCodigo: prcSltInsConvocado.insPrcCodigo }).from(prcSltInsConvocado).orderBy(prcSltInsConvocado.prcSltInsCnvDtInicio).limit(3).then((r) => r.slice(-1));
    const res = await joao.get(`/sgps/prcSltInsConvocado/pesquisa?filter=${encodeURIComponent(JSON.stringify([{ property: 'insPrcCodigo', value: insPrcCodigo }]))}`);
    expect(res.json()).toMatchObject({ success: true, total: 0, data: [] });
    expect((await outra.get('/sgps/prcSltInsConvocado/pesquisa')).json().data[0]).toMatchObject({ prazo: 'FUTURO', prazoTexto: 'Matrícula ainda não aberta' });
  });

  it('refuses unknown filter properties and anonymous callers', async () => {
    const res = await joao.get(`/sgps/prcSltInsConvocado/pesquisa?filter=${encodeURIComponent(JSON.stringify([{ property: 'pssFscCodigo', value: 1 }]))}`);
    expect(res.statusCode).toBe(400);
    expect((await new Client(t).get('/sgps/prcSltInsConvocado/pesquisa')).statusCode).toBe(401);
  });
});
