import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { instituicao, insPrcTpInstituicao, insProcesso, prcSltCnfFormulario, prcSltFrmCampo, tipoInstituicao } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, type TestApp } from '../support/api.ts';
import { seedProcess, validBody } from './inscricao.fixtures.ts';

/**
 * SPEC §3 "Enrolment": the origin institution (istCodigo, picked from the instituicao lookup) and the teaching
 * institution types list (ins_prc_tp_instituicao), both following the process's form configuration.
 */
let t: TestApp;
let ana: Client;
let comCampos: Awaited<ReturnType<typeof seedProcess>>;
let semCampos: Awaited<ReturnType<typeof seedProcess>>;
let uepg: number;
let ufpr: number;
let federal: number;
let privada: number;

beforeAll(async () => {
  t = await createTestApp();
  await createAccount(t, { cpf: '52998224725', nome: 'Ana Souza', senha: 'senha-da-ana' });
  ana = new Client(t);
  await ana.login('529.982.247-25', 'senha-da-ana');
  const db = t.database.db;
  [{ istCodigo: uepg }, { istCodigo: ufpr }] = await db
    .insert(instituicao)
    .values([
      { istNome: 'Universidade Estadual de Ponta Grossa', istSigla: 'UEPG' },
      { istNome: 'Universidade Federal do Paraná', istSigla: 'UFPR' },
      { istNome: 'Universidade Estadual de Maringá', istSigla: 'UEM' },
    ])
    .returning();
  [{ tpIstCodigo: federal }, { tpIstCodigo: privada }] = await db
    .insert(tipoInstituicao)
    .values([{ tpIstDescricao: 'Pública federal' }, { tpIstDescricao: 'Privada' }, { tpIstDescricao: 'Comunitária ou filantrópica' }])
    .returning();
  comCampos = await seedProcess(t);
  semCampos = await seedProcess(t);
  const campos = await db
    .insert(prcSltFrmCampo)
    .values([
      { prcSltFrmCmpNome: 'istCodigo', prcSltFrmCmpDescricao: 'Instituição de origem', prcSltFrmCmpGrupo: 'complementares' },
      { prcSltFrmCmpNome: 'tpInstituicoes', prcSltFrmCmpDescricao: 'Tipos de instituição de ensino', prcSltFrmCmpGrupo: 'complementares' },
    ])
    // The schema installs the catalogue (migration 0024): the same rows are updated in place and read back.
    .onConflictDoUpdate({ target: prcSltFrmCampo.prcSltFrmCmpNome, set: { prcSltFrmCmpGrupo: sql`excluded."prcSltFrmCmpGrupo"` } })
    .returning();
  await db.insert(prcSltCnfFormulario).values(
    campos.map((c) => ({ prcSltCodigo: comCampos.p.prcSltCodigo, prcSltFrmCmpCodigo: c.prcSltFrmCmpCodigo, prcSltCnfFrmExibir: true, prcSltCnfFrmObrigatorio: true })),
  );
});
afterAll(() => t.close());

const tiposDe = async (insPrcCodigo: number) =>
  (await t.database.db.select().from(insPrcTpInstituicao).where(eq(insPrcTpInstituicao.insPrcCodigo, insPrcCodigo))).map((r) => r.tpIstCodigo).sort((a, b) => a - b);

describe('lookups', () => {
  it('instituicao/pesquisa finds by name ignoring case and accents (like), sorted by name', async () => {
    const like = (value: string) => encodeURIComponent(JSON.stringify([{ property: 'istNome', value, operator: 'like' }]));
    const res = await ana.get(`/sgps/instituicao/pesquisa?filter=${like('PARANA')}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { istNome: string }) => r.istNome)).toEqual(['Universidade Federal do Paraná']);
    const estaduais = await ana.get(`/sgps/instituicao/pesquisa?filter=${like('estadual de mar')}`);
    expect(estaduais.json().data.map((r: { istSigla: string }) => r.istSigla)).toEqual(['UEM']);
    const sigla = await ana.get(`/sgps/instituicao/pesquisa?filter=${encodeURIComponent(JSON.stringify([{ property: 'istSigla', value: 'uepg', operator: 'like' }]))}`);
    expect(sigla.json().data.map((r: { istCodigo: number }) => r.istCodigo)).toEqual([uepg]);
  });

  it('tipoInstituicao/pesquisa lists the types by description; both lookups need login', async () => {
    const res = await ana.get('/sgps/tipoInstituicao/pesquisa');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.map((r: { tpIstDescricao: string }) => r.tpIstDescricao)).toEqual(['Comunitária ou filantrópica', 'Privada', 'Pública federal']);
    expect(res.json().total).toBe(3);
    const anonimo = new Client(t);
    expect((await anonimo.get('/sgps/tipoInstituicao/pesquisa')).statusCode).toBe(401);
    expect((await anonimo.get('/sgps/instituicao/pesquisa')).statusCode).toBe(401);
  });
});

describe('cadastrar2 / atualizar2 with the origin institution and the institution types', () => {
  it('stores both when the configuration shows them, and buscarPorCodigo answers them', async () => {
    const res = await ana.post('/sgps/insProcesso/cadastrar2', validBody(comCampos, { istCodigo: ufpr, tpInstituicoes: [federal, privada] }));
    expect(res.statusCode, res.body).toBe(200);
    const insPrcCodigo = res.json().data.insPrcCodigo;
    const [row] = await t.database.db.select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
    expect(row.istCodigo).toBe(ufpr);
    expect(await tiposDe(insPrcCodigo)).toEqual([federal, privada].sort((a, b) => a - b));
    const lida = (await ana.get(`/sgps/insProcesso/buscarPorCodigo?insPrcCodigo=${insPrcCodigo}`)).json().data;
    expect(String(lida.istCodigo)).toBe(String(ufpr));
    expect(lida.tpInstituicoes.map((x: { tpIstCodigo: number }) => x.tpIstCodigo).sort()).toEqual([federal, privada].sort());

    // atualizar2 replaces the list
    const upd = await ana.post('/sgps/insProcesso/atualizar2', validBody(comCampos, { insPrcCodigo, istCodigo: uepg, tpInstituicoes: [privada] }));
    expect(upd.statusCode, upd.body).toBe(200);
    expect(await tiposDe(insPrcCodigo)).toEqual([privada]);
    const [depois] = await t.database.db.select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
    expect(depois.istCodigo).toBe(uepg);
  });

  it('required by the configuration: both missing is a 400 naming each, and nothing is written', async () => {
    const antes = (await t.database.db.select().from(insProcesso).where(eq(insProcesso.prcSltCodigo, comCampos.p.prcSltCodigo))).length;
    const res = await ana.post('/sgps/insProcesso/cadastrar2', validBody(comCampos));
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('Instituição de origem: campo obrigatório.');
    expect(res.json().message).toContain('Tipos de instituição de ensino: escolha ao menos um item.');
    expect((await t.database.db.select().from(insProcesso).where(eq(insProcesso.prcSltCodigo, comCampos.p.prcSltCodigo))).length).toBe(antes);
  });

  it('an unknown institution or type, or a repeated type, is a 400', async () => {
    const semInst = await ana.post('/sgps/insProcesso/cadastrar2', validBody(comCampos, { istCodigo: 999999, tpInstituicoes: [federal] }));
    expect(semInst.statusCode).toBe(400);
    expect(semInst.json().message).toContain('Instituição de origem: instituição não encontrada.');
    const semTipo = await ana.post('/sgps/insProcesso/cadastrar2', validBody(comCampos, { istCodigo: uepg, tpInstituicoes: [999999] }));
    expect(semTipo.statusCode).toBe(400);
    expect(semTipo.json().message).toContain('Tipos de instituição de ensino: tipo não encontrado.');
    const repetido = await ana.post('/sgps/insProcesso/cadastrar2', validBody(comCampos, { istCodigo: uepg, tpInstituicoes: [federal, federal] }));
    expect(repetido.statusCode).toBe(400);
    expect(repetido.json().message).toContain('Tipos de instituição de ensino: há itens repetidos.');
  });

  it('a process that does not show them drops what is sent', async () => {
    const res = await ana.post('/sgps/insProcesso/cadastrar2', validBody(semCampos, { istCodigo: ufpr, tpInstituicoes: [federal] }));
    expect(res.statusCode, res.body).toBe(200);
    const insPrcCodigo = res.json().data.insPrcCodigo;
    const [row] = await t.database.db.select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
    expect(row.istCodigo).toBeNull();
    expect(await tiposDe(insPrcCodigo)).toEqual([]);
  });
});
