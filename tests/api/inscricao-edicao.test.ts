import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insPrcCndApoio, insProcesso, insProcessoHistorico, prcSltOpcao } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { seedProcess, validBody } from './inscricao.fixtures.ts';

let t: TestApp;
let ana: Client;
let bruno: Client;
let anaCodigo: number;
let brunoCodigo: number;
let s: Awaited<ReturnType<typeof seedProcess>>;
let anaIns: number;

beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 });
  anaCodigo = (await createAccount(t, { cpf: '52998224725', nome: 'Ana Souza', senha: 'senha-da-ana' })).pssFscCodigo;
  brunoCodigo = (await createAccount(t, { cpf: '11144477735', nome: 'Bruno Lima', senha: 'senha-do-bruno' })).pssFscCodigo;
  ana = new Client(t);
  await ana.login('52998224725', 'senha-da-ana');
  bruno = new Client(t);
  await bruno.login('11144477735', 'senha-do-bruno');
  s = await seedProcess(t);
  const res = await ana.post(
    '/sgps/insProcesso/cadastrar2',
    validBody(s, { cndApoio: [{ prcSltDfcCndApoioCodigo: s.apoio.prcSltDfcCndApoioCodigo }], insPrcBncEspecial: 'T', insPrcBncEspJustificativa: 'Baixa visão' }),
  );
  expect(res.statusCode, res.body).toBe(200);
  anaIns = res.json().data.insPrcCodigo;
});
afterAll(() => t.close());

describe('reading enrolments', () => {
  it('pesquisa returns only the candidate’s own enrolments, newest first, page size 1 for the lookup', async () => {
    await ana.post('/sgps/insProcesso/cadastrar2', validBody(s, { insPrcNmSocial: 'Ana 2' }));
    const own = await ana.get(
      `/sgps/insProcesso/pesquisa?limit=1&sort=${encodeURIComponent('[{"property":"insPrcIncDtHora","direction":"DESC"}]')}&filter=${encodeURIComponent(JSON.stringify([{ property: 'prcSltCodigo', value: s.p.prcSltCodigo }, { property: 'insCancelada', value: 'F' }]))}`,
    );
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json().data).toHaveLength(1);
    expect(own.json().total).toBe(2);
    expect(own.json().data[0].pssFisica.pssFscCodigo).toBe(anaCodigo);
    expect(own.json().data[0].edicaoPermitida).toBe('T');
    const other = await bruno.get('/sgps/insProcesso/pesquisa');
    expect(other.json().data).toEqual([]);
    expect(other.json().total).toBe(0);
  });

  it('pesquisa refuses a filter outside its whitelist (no filtering by another person)', async () => {
    const res = await bruno.get(`/sgps/insProcesso/pesquisa?filter=${encodeURIComponent(JSON.stringify([{ property: 'pssFscCodigo', value: anaCodigo }]))}`);
    expect(res.statusCode).toBe(400);
  });

  it("another candidate's enrolment is 404 everywhere and leaks nothing", async () => {
    const byCode = await bruno.get(`/sgps/insProcesso/buscarPorCodigo?insPrcCodigo=${anaIns}`);
    expect(byCode.statusCode).toBe(404);
    expect(byCode.body).not.toContain('Ana');
    const check = await bruno.get(`/sgps/insProcesso/verificaInscPrcSeletivo?insPrcCodigo=${anaIns}&prcSltCodigo=${s.p.prcSltCodigo}`);
    expect(check.statusCode).toBe(404);
    const upd = await bruno.post('/sgps/insProcesso/atualizar', { insPrcCodigo: anaIns, insPrcNmSocial: 'Hacker' });
    expect(upd.statusCode).toBe(404);
    const [row] = await t.database.db.select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, anaIns));
    expect(row.insPrcNmSocial).toBe('Ana');
    const asked = await bruno.post('/sgps/insProcesso/verificaSeInscritoNoPrcSeletivo', { pssFscCodigo: anaCodigo, prcSltCodigo: s.p.prcSltCodigo });
    expect(asked.statusCode).toBe(403);
  });

  it('buscarPorCodigo gives the owner the form fields in wire form with the lists', async () => {
    const res = await ana.get(`/sgps/insProcesso/buscarPorCodigo?insPrcCodigo=${anaIns}`);
    const d = res.json().data;
    expect(d.insPrcNmSocial).toBe('Ana');
    expect(d.insPrcBncEspecial).toBe('T');
    expect(d.insPrcCotista).toBe('F');
    expect(d.opcoes.map((o: { opcCodigo: number }) => o.opcCodigo)).toEqual([s.medicina.opcCodigo]);
    expect(d.cndApoio).toHaveLength(1);
  });

  it('verificaSeInscritoNoPrcSeletivo and verificaInscPrcSeletivo answer for the owner', async () => {
    const a = await ana.post('/sgps/insProcesso/verificaSeInscritoNoPrcSeletivo', { pssFscCodigo: anaCodigo, prcSltCodigo: s.p.prcSltCodigo });
    expect(a.json().data).toMatchObject({ inscrito: 'T', edicaoPermitida: 'T' });
    const b = await bruno.post('/sgps/insProcesso/verificaSeInscritoNoPrcSeletivo', { pssFscCodigo: brunoCodigo, prcSltCodigo: s.p.prcSltCodigo });
    expect(b.json().data).toEqual({ inscrito: 'F' });
    const c = await ana.get(`/sgps/insProcesso/verificaInscPrcSeletivo?insPrcCodigo=${anaIns}&prcSltCodigo=${s.p.prcSltCodigo}`);
    expect(c.json().data).toMatchObject({ insPrcCodigo: anaIns, edicaoPermitida: 'T' });
  });
});

describe('editing', () => {
  it('atualizar2 changes fields and options; an empty support-condition item clears the list; a snapshot is stored', async () => {
    const res = await ana.post('/sgps/insProcesso/atualizar2', {
      ...validBody(s, { insPrcNmSocial: 'Ana Maria', opcoes: [{ opcCodigo: s.letras.opcCodigo }, { opcCodigo: s.medicina.opcCodigo }] }),
      insPrcCodigo: anaIns,
      cndApoio: [''],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, anaIns));
    expect(row.insPrcNmSocial).toBe('Ana Maria');
    expect(row.insPrcBncEspecial).toBe(false);
    const opcoes = await t.database.db.select().from(prcSltOpcao).where(eq(prcSltOpcao.insPrcCodigo, anaIns));
    expect(opcoes.sort((a, b) => a.prcSltOpcOrdem - b.prcSltOpcOrdem).map((o) => o.opcCodigo)).toEqual([s.letras.opcCodigo, s.medicina.opcCodigo]);
    expect(await t.database.db.select().from(insPrcCndApoio).where(eq(insPrcCndApoio.insPrcCodigo, anaIns))).toEqual([]);
    const hist = await t.database.db.select().from(insProcessoHistorico).where(eq(insProcessoHistorico.insPrcCodigo, anaIns));
    expect(hist.map((h) => h.insPrcHstAcao)).toEqual(['cadastrar2', 'atualizar2']);
  });

  it('atualizar keeps the options as they are', async () => {
    const res = await ana.post('/sgps/insProcesso/atualizar', { insPrcCodigo: anaIns, insPrcNmSocial: 'Ana M.', prcSltMncPrvCodigo: s.mncPrv.prcSltMncPrvCodigo, insPrcFrmPagamento: 'BOLETO' });
    expect(res.statusCode, res.body).toBe(200);
    const opcoes = await t.database.db.select().from(prcSltOpcao).where(eq(prcSltOpcao.insPrcCodigo, anaIns));
    expect(opcoes).toHaveLength(2);
  });

  it('an edit after the edit end date is refused and changes nothing', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 6 * 86_400_000);
    try {
      const res = await ana.post('/sgps/insProcesso/atualizar', { insPrcCodigo: anaIns, insPrcNmSocial: 'Tarde demais', prcSltMncPrvCodigo: s.mncPrv.prcSltMncPrvCodigo });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('O prazo para editar esta inscrição terminou.');
      const [row] = await t.database.db.select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, anaIns));
      expect(row.insPrcNmSocial).toBe('Ana M.');
      const list = await ana.get('/sgps/insProcesso/pesquisa');
      expect(list.json().data.every((r: { edicaoPermitida: string }) => r.edicaoPermitida === 'F')).toBe(true);
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });

  it('an enrolment whose edit permission was withdrawn cannot be edited', async () => {
    await t.database.db.update(insProcesso).set({ edicaoPermitida: false }).where(eq(insProcesso.insPrcCodigo, anaIns));
    const res = await ana.post('/sgps/insProcesso/atualizar', { insPrcCodigo: anaIns, insPrcNmSocial: 'X', prcSltMncPrvCodigo: s.mncPrv.prcSltMncPrvCodigo });
    expect(res.statusCode).toBe(400);
    await t.database.db.update(insProcesso).set({ edicaoPermitida: true }).where(eq(insProcesso.insPrcCodigo, anaIns));
  });

  it('a required list part (desired locations) must have an item; extra knowledge areas are capped at 3', async () => {
    const { prcSltFrmCampo, prcSltCnfFormulario, prcSltArConhecimento } = await import('../../server/db/schema/index.ts');
    const db = t.database.db;
    const s2 = await seedProcess(t);
    const [locais] = await db.insert(prcSltFrmCampo).values({ prcSltFrmCmpNome: 'locaisDesejados', prcSltFrmCmpDescricao: 'Locais desejados', prcSltFrmCmpGrupo: 'opcoes' }).onConflictDoUpdate({ target: prcSltFrmCampo.prcSltFrmCmpNome, set: { prcSltFrmCmpGrupo: sql`excluded."prcSltFrmCmpGrupo"` } }).returning();
    const [areas] = await db.insert(prcSltFrmCampo).values({ prcSltFrmCmpNome: 'arConhecimentos', prcSltFrmCmpDescricao: 'Áreas', prcSltFrmCmpGrupo: 'complementares' }).onConflictDoUpdate({ target: prcSltFrmCampo.prcSltFrmCmpNome, set: { prcSltFrmCmpGrupo: sql`excluded."prcSltFrmCmpGrupo"` } }).returning();
    await db.insert(prcSltCnfFormulario).values([
      { prcSltCodigo: s2.p.prcSltCodigo, prcSltFrmCmpCodigo: locais.prcSltFrmCmpCodigo, prcSltCnfFrmObrigatorio: true, prcSltCnfFrmNomeAlternativo: 'Cidades onde gostaria de estudar' },
      { prcSltCodigo: s2.p.prcSltCodigo, prcSltFrmCmpCodigo: areas.prcSltFrmCmpCodigo },
    ]);
    const codes = (await db.insert(prcSltArConhecimento).values(['A', 'B', 'C', 'D'].map((d) => ({ prcSltCodigo: s2.p.prcSltCodigo, prcSltArCnhDescricao: d }))).returning()).map((a) => a.prcSltArCnhCodigo);
    const none = await bruno.post('/sgps/insProcesso/cadastrar2', validBody(s2));
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toContain('Cidades onde gostaria de estudar: escolha ao menos um item.');
    const many = await bruno.post('/sgps/insProcesso/cadastrar2', validBody(s2, { locaisDesejados: [s2.mnc.mncCodigo], arConhecimentos: codes }));
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toContain('no máximo 3');
    const ok = await bruno.post('/sgps/insProcesso/cadastrar2', validBody(s2, { locaisDesejados: [s2.mnc.mncCodigo], arConhecimentos: codes.slice(0, 3) }));
    expect(ok.statusCode, ok.body).toBe(200);
    const back = (await bruno.get(`/sgps/insProcesso/buscarPorCodigo?insPrcCodigo=${ok.json().data.insPrcCodigo}`)).json().data;
    expect(back.locaisDesejados).toEqual([{ mncCodigo: s2.mnc.mncCodigo }]);
    expect(back.arConhecimentos.map((a: { prcSltArCnhCodigo: number }) => a.prcSltArCnhCodigo)).toEqual(codes.slice(0, 3));
  });

  it('verificaEmlEscPrnValido checks the school e-mail', async () => {
    expect((await ana.get('/sgps/insProcesso/verificaEmlEscPrnValido?insPrcEscPrnEmail=escola%40edu.pr.gov.br')).json().data.valido).toBe('T');
    expect((await ana.get('/sgps/insProcesso/verificaEmlEscPrnValido?insPrcEscPrnEmail=nao-e-email')).json().data.valido).toBe('F');
  });
});
