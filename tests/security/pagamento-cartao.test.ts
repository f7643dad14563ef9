import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../server/config.ts';
import { insBoleto, insProcesso, opcao, prcSeletivo, prcSltOpcao, tipoOpcao } from '../../server/db/schema/index.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

/**
 * Issue 18 §2: card payments never approve themselves. With no card provider configured
 * (CARTAO_PROVEDOR=desativado, production's default) the simulator does not exist: before the fix the
 * simulator answered anyway, and `token=sim_aprovado` turned any own enrolment into "Pago" with nothing
 * received. Now the card call answers 400, the card is offered nowhere, and the enrolment stays unpaid.
 */
const DAY = 86_400_000;
const INDISPONIVEL = 'O pagamento com cartão não está disponível. Escolha outra forma de pagamento.';

let t: TestApp;
let ana: Client;
let prc: number;
let insPrcCodigo: number;

beforeAll(async () => {
  t = await createTestApp({ pagamento: { ...testConfig().pagamento, cartaoProvedor: 'desativado' } });
  const db = t.database.db;
  [{ prcSltCodigo: prc }] = await db
    .insert(prcSeletivo)
    .values({
      prcSltDescricao: 'Vestibular de Verão 2027',
      prcSltTipo: 'VESTIBULAR',
      prcSltPgtBoleto: true,
      prcSltPgtPix: true,
      prcSltPgtCartao: true,
      prcSltDtInicio: new Date(FIXED_NOW.getTime() - 10 * DAY),
      prcSltDtFim: new Date(FIXED_NOW.getTime() + 10 * DAY),
    })
    .returning();
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  const [medicina] = await db
    .insert(opcao)
    .values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Medicina', opcVlrInscricao: 15000, opcOpcFinal: true, opcPgtBoleto: true, opcPgtPix: true, opcPgtCartao: true })
    .returning();
  const a = await createAccount(t, { cpf: '52998224725', nome: 'Ana Júlia Souza', senha: 'senha-ana' });
  [{ insPrcCodigo }] = await db.insert(insProcesso).values({ pssFscCodigo: a.pssFscCodigo, prcSltCodigo: prc, insPrcFrmPagamento: 'CARTAO' }).returning();
  await db.insert(prcSltOpcao).values({ insPrcCodigo, opcCodigo: medicina.opcCodigo, prcSltOpcOrdem: 1 });
  ana = new Client(t);
  await ana.login('52998224725', 'senha-ana');
});
afterAll(async () => t?.close());

describe('card payment with no provider configured', () => {
  it('the attack: token=sim_aprovado (and any other token, or opening a checkout) answers 400 and the enrolment stays unpaid', async () => {
    for (const body of [
      { insPrcCodigo, token: 'sim_aprovado' },
      { insPrcCodigo, token: `sim_aprovado_${insPrcCodigo}_15000` },
      { insPrcCodigo },
    ]) {
      const res = await ana.post('/sgps/insBoleto/pgtoCartaoProcessamento', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: INDISPONIVEL });
    }
    expect(await t.database.db.select().from(insBoleto).where(eq(insBoleto.insPrcCodigo, insPrcCodigo))).toEqual([]);
    const r = (await ana.get(`/sgps/insBoleto/resumo?insPrcCodigo=${insPrcCodigo}`)).json().data;
    expect(r).toMatchObject({ situacao: 'A_PAGAR', recebido: 0, aPagar: 15000, podeEmitir: 'T' });
    const ult = (await ana.get('/sgps/vInsPrcUltBoleto/pesquisa')).json().data.find((x: { insPrcCodigo: number }) => x.insPrcCodigo === insPrcCodigo);
    expect(ult.situacaoPagamento).toBe('NAO_GERADO');
  });

  it('the payment screen is not offered the card, even though the process and the option allow it', async () => {
    const r = (await ana.get(`/sgps/insBoleto/resumo?insPrcCodigo=${insPrcCodigo}`)).json().data;
    expect(r.formas).toEqual(['BOLETO', 'PIX']);
    expect(r.cartao).toEqual({ disponivel: 'F', simulado: 'F', provedor: null });
  });

  it('the enrolment form is not offered the card either (dadosProcesso)', async () => {
    const d = (await ana.get(`/sgps/insProcesso/dadosProcesso?prcSltCodigo=${prc}`)).json().data;
    expect(d).toMatchObject({ prcSltExiste: 'T', prcSltPgtBoleto: 'T', prcSltPgtPix: 'T', prcSltPgtCartao: 'F' });
  });

  it('boleto and Pix still work', async () => {
    const res = await ana.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo, insBltForma: 'PIX' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ insBltForma: 'PIX', insBltValor: 15000, insBltSituacao: 'EMITIDO' });
  });
});

describe('enrolling with the card as payment form while no provider is configured', () => {
  it('is refused with the enrolment’s Portuguese 400, and with a provider it is accepted', async () => {
    const { seedProcess, validBody } = await import('../api/inscricao.fixtures.ts');
    const s = await seedProcess(t);
    const { opcao } = await import('../../server/db/schema/index.ts');
    await t.database.db.update(prcSeletivo).set({ prcSltPgtCartao: true }).where(eq(prcSeletivo.prcSltCodigo, s.p.prcSltCodigo));
    await t.database.db.update(opcao).set({ opcPgtCartao: true }).where(eq(opcao.opcCodigo, s.medicina.opcCodigo));
    const bruno = new Client(t);
    await createAccount(t, { cpf: '11144477735', nome: 'Bruno Lima', senha: 'senha-bruno' });
    await bruno.login('11144477735', 'senha-bruno');
    const res = await bruno.post('/sgps/insProcesso/cadastrar2', validBody(s, { insPrcFrmPagamento: 'CARTAO' }));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toContain('Forma de pagamento');
    expect((await t.database.db.select().from(insProcesso).where(eq(insProcesso.prcSltCodigo, s.p.prcSltCodigo))).length).toBe(0);
    // the same body with boleto goes through: only the card was refused
    const boleto = await bruno.post('/sgps/insProcesso/cadastrar2', validBody(s));
    expect(boleto.statusCode, boleto.body).toBe(200);
  });
});
