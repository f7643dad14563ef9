import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insProcesso, insProcessoHistorico, prcSltOpcao } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { seedProcess, validBody } from './inscricao.fixtures.ts';

let t: TestApp;
let ana: Client;
let bruno: Client;
let anaCodigo: number;
let multi: Awaited<ReturnType<typeof seedProcess>>;
let unica: Awaited<ReturnType<typeof seedProcess>>;

beforeAll(async () => {
  // Sessions long enough to survive the clock moves below.
  t = await createTestApp({ sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 });
  anaCodigo = (await createAccount(t, { cpf: '52998224725', nome: 'Ana Souza', senha: 'senha-da-ana' })).pssFscCodigo;
  await createAccount(t, { cpf: '11144477735', nome: 'Bruno Lima', senha: 'senha-do-bruno' });
  ana = new Client(t);
  await ana.login('529.982.247-25', 'senha-da-ana');
  bruno = new Client(t);
  await bruno.login('111.444.777-35', 'senha-do-bruno');
  multi = await seedProcess(t);
  unica = await seedProcess(t, { unica: true });
});
afterAll(() => t.close());

const rowsOf = async (prcSltCodigo: number) => t.database.db.select().from(insProcesso).where(eq(insProcesso.prcSltCodigo, prcSltCodigo));

describe('insProcesso/cadastrar2', () => {
  it('creates an enrolment with its options, a snapshot, and answers number and date-time', async () => {
    const res = await ana.post('/sgps/insProcesso/cadastrar2', validBody(multi));
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data.insPrcCodigo).toBeGreaterThanOrEqual(10000);
    expect(data.insPrcIncDtHora).toBe(FIXED_NOW.toISOString());
    const opcoes = await t.database.db.select().from(prcSltOpcao).where(eq(prcSltOpcao.insPrcCodigo, data.insPrcCodigo));
    expect(opcoes.map((o) => [o.opcCodigo, o.prcSltOpcOrdem])).toEqual([[multi.medicina.opcCodigo, 1]]);
    const hist = await t.database.db.select().from(insProcessoHistorico).where(eq(insProcessoHistorico.insPrcCodigo, data.insPrcCodigo));
    expect(hist).toHaveLength(1);
    expect(hist[0].pssFscCodigo).toBe(anaCodigo);
    expect(hist[0].insPrcHstAcao).toBe('cadastrar2');
    expect((hist[0].insPrcHstDados as { insPrcNmSocial: string }).insPrcNmSocial).toBe('Ana');
  });

  it.each([
    ['invalid NIS', { insPrcNIS: '12345678901' }, 'NIS'],
    ['invalid CPF', { insPrcCPFResponsavel: '123.456.789-00' }, 'CPF'],
    ['invalid date', { insPrcDtGrdInicio: '31/02/2020' }, 'dd/mm/aaaa'],
    ['ISO date instead of dd/mm/yyyy', { insPrcDtGrdInicio: '2020-02-01' }, 'dd/mm/aaaa'],
    ['boolean other than T/F', { insPrcBncEspecial: 'true' }, "'T' ou 'F'"],
    ['decimal point instead of comma', { insPrcIndAcademico: '8.75' }, 'vírgula'],
    ['justification without its flag', { insPrcBncEspecial: 'F', insPrcBncEspJustificativa: 'Preciso' }, 'só pode ser enviada'],
    ['missing required field (alternative name shown)', { insPrcNmSocial: '' }, 'Nome social (como quer ser chamado): campo obrigatório'],
    ['option of another process', { opcoes: [{ opcCodigo: 999999 }] }, 'opção inválida'],
    ['non-final option', { opcoes: [{ opcCodigo: -1 }] }, 'Opções'],
    ['too many options', { opcoes: [{ opcCodigo: 1 }, { opcCodigo: 2 }, { opcCodigo: 3 }] }, 'no máximo 2'],
    ['payment form the option does not allow', { opcoes: [{ opcCodigo: 0 }], insPrcFrmPagamento: 'CARTAO' }, 'Forma de pagamento'],
    ['unknown field', { insPrcQualquer: 'x' }, 'Campo não aceito'],
  ])('refuses %s with a Portuguese 400 and writes nothing', async (_name, extra, text) => {
    const before = (await rowsOf(multi.p.prcSltCodigo)).length;
    const body = validBody(multi, extra);
    if ((extra as { opcoes?: { opcCodigo: number }[] }).opcoes?.[0]?.opcCodigo === -1) body.opcoes = [{ opcCodigo: multi.campus.opcCodigo }];
    if ((extra as { opcoes?: { opcCodigo: number }[] }).opcoes?.[0]?.opcCodigo === 0) body.opcoes = [{ opcCodigo: multi.historia.opcCodigo }];
    const res = await ana.post('/sgps/insProcesso/cadastrar2', body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().success).toBe(false);
    expect(res.json().message).toContain(text);
    expect((await rowsOf(multi.p.prcSltCodigo)).length).toBe(before);
  });

  it('accepts the justification with its flag, the decimal comma and a valid NIS/CPF/date', async () => {
    const res = await ana.post(
      '/sgps/insProcesso/cadastrar2',
      validBody(multi, { insPrcBncEspecial: 'T', insPrcBncEspJustificativa: 'Baixa visão', insPrcIndAcademico: '8,75', insPrcNIS: '12345678919', insPrcCPFResponsavel: '111.444.777-35', insPrcDtGrdInicio: '01/02/2020', cndApoio: [{ prcSltDfcCndApoioCodigo: multi.apoio.prcSltDfcCndApoioCodigo, insPrcCndApoioDetalhe: 'Ledor em braile' }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.database.db.select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, res.json().data.insPrcCodigo));
    expect(row.insPrcBncEspJustificativa).toBe('Baixa visão');
    expect(Number(row.insPrcIndAcademico)).toBe(8.75);
    expect(row.insPrcDtGrdInicio).toBe('2020-02-01');
    expect(row.insPrcCPFResponsavel).toBe('11144477735');
  });

  it('drops fields the form configuration does not show', async () => {
    const res = await ana.post('/sgps/insProcesso/cadastrar2', validBody(multi, { insPrcCotista: 'T' }));
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db.select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, res.json().data.insPrcCodigo));
    expect(row.insPrcCotista).toBe(false);
  });

  it('refuses an exemption request after its end date', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 2 * 86_400_000);
    try {
      const res = await ana.post('/sgps/insProcesso/cadastrar2', validBody(multi, { insPrcSlcIsencao: 'T' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toContain('isenção');
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });

  it('refuses enrolment when the process is not open', async () => {
    t.clock.now = new Date(FIXED_NOW.getTime() + 20 * 86_400_000);
    try {
      const res = await ana.post('/sgps/insProcesso/cadastrar2', validBody(multi));
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('As inscrições deste processo seletivo não estão abertas.');
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });

  it('requires login', async () => {
    const anon = new Client(t);
    const res = await anon.post('/sgps/insProcesso/cadastrar2', validBody(multi));
    expect(res.statusCode).toBe(401);
  });
});

describe('single enrolment and idempotency', () => {
  it('a single-enrolment process accepts one enrolment and refuses the second with the SPEC text', async () => {
    const first = await bruno.post('/sgps/insProcesso/cadastrar2', validBody(unica));
    expect(first.statusCode, first.body).toBe(200);
    const second = await bruno.post('/sgps/insProcesso/cadastrar2', validBody(unica));
    expect(second.statusCode).toBe(409);
    expect(second.json().message).toBe('Este processo permite apenas uma inscrição e você já possui inscrição nesse processo.');
    expect((await rowsOf(unica.p.prcSltCodigo)).filter((r) => !r.insCancelada)).toHaveLength(1);
  });

  it('a concurrent double submit with one key leaves one row and both answers carry the same number', async () => {
    const before = (await rowsOf(multi.p.prcSltCodigo)).length;
    const headers = { 'Idempotency-Key': 'form-abc-12345678' };
    const [a, b] = await Promise.all([
      bruno.post('/sgps/insProcesso/cadastrar2', validBody(multi), { headers }),
      bruno.post('/sgps/insProcesso/cadastrar2', validBody(multi), { headers }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().data.insPrcCodigo).toBe(b.json().data.insPrcCodigo);
    expect((await rowsOf(multi.p.prcSltCodigo)).length).toBe(before + 1);
    // a later retry (e.g. after a lost response) replays too
    const c = await bruno.post('/sgps/insProcesso/cadastrar2', { ...validBody(multi), idempotencyKey: 'form-abc-12345678' });
    expect(c.json().data.insPrcCodigo).toBe(a.json().data.insPrcCodigo);
    expect((await rowsOf(multi.p.prcSltCodigo)).length).toBe(before + 1);
  });

  it('a failed attempt does not burn the key: the retry really runs', async () => {
    const headers = { 'Idempotency-Key': 'form-retry-0000001' };
    const bad = await bruno.post('/sgps/insProcesso/cadastrar2', validBody(multi, { insPrcNIS: '1' }), { headers });
    expect(bad.statusCode).toBe(400);
    const good = await bruno.post('/sgps/insProcesso/cadastrar2', validBody(multi), { headers });
    expect(good.statusCode, good.body).toBe(200);
  });

  it("the same key from another candidate is theirs alone (no replay of someone else's answer)", async () => {
    const headers = { 'Idempotency-Key': 'form-shared-key-1' };
    const a = await ana.post('/sgps/insProcesso/cadastrar2', validBody(multi), { headers });
    const b = await bruno.post('/sgps/insProcesso/cadastrar2', validBody(multi), { headers });
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(a.json().data.insPrcCodigo).not.toBe(b.json().data.insPrcCodigo);
  });
});
