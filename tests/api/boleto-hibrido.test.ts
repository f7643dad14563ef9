/**
 * Boleto híbrido (issue 39): a boleto carries the Pix QR of its cobv charge (API Pix) in the screen and in its PDF;
 * whichever arrives first settles the fee and the other is written off — paid by Pix, the boleto's baixa goes in the
 * next remessa; paid at the bank (return file), the cobv is removed at the PSP (PATCH status
 * REMOVIDA_PELO_USUARIO_RECEBEDOR) by the reconciliation. Against the local PSP (tests/support/psp-pix.ts).
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boletoRegistro, cnabRemessaBoleto, insBoleto, opcao, pixCobranca, prcSeletivo, tipoOpcao } from '../../server/db/schema/index.ts';
import { buildRetorno240 } from '../../server/features/pagamento/cnab-build.ts';
import { brCodeValid, parseEmv } from '../../server/features/pagamento/pix.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { criarEquipe, type Equipe } from '../support/gestao.ts';
import { pdfText } from '../support/pdf.ts';
import { iniciarPspDeTeste, type PspDeTeste } from '../support/psp-pix.ts';
import { enviarMultipart, inscrever } from './gestao-atendimento.fixtures.ts';

const DAY = 86_400_000;
const at = (days: number) => new Date(FIXED_NOW.getTime() + days * DAY);
let t: TestApp;
let psp: PspDeTeste;
let equipe: Equipe;
let prc: number;
let opc: number;
const pessoas: { c: Client; pss: number }[] = [];

const registro = async (insBltCodigo: number) => (await t.database.db.select().from(boletoRegistro).where(eq(boletoRegistro.insBltCodigo, insBltCodigo)))[0];
const cobranca = async (insBltCodigo: number) => (await t.database.db.select().from(pixCobranca).where(eq(pixCobranca.insBltCodigo, insBltCodigo)))[0];

beforeAll(async () => {
  const clock = { now: FIXED_NOW };
  psp = await iniciarPspDeTeste(() => clock.now);
  t = await createTestApp({ pix: psp.config });
  Object.defineProperty(t.clock, 'now', { get: () => clock.now, set: (v: Date) => void (clock.now = v) });
  psp.ligar(t.app);
  await t.app.pix!.registrarWebhook();
  const db = t.database.db;
  [{ prcSltCodigo: prc }] = await db
    .insert(prcSeletivo)
    .values({ prcSltDescricao: 'Vestibular Híbrido', prcSltTipo: 'VESTIBULAR', prcSltPgtBoleto: true, prcSltDtInicio: at(-5), prcSltDtFim: at(10), prcSltDtEmsBoleto: at(8), prcSltDtVncBoleto: '2026-11-30' })
    .returning();
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  [{ opcCodigo: opc }] = await db.insert(opcao).values({ prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao: 'Física', opcVlrInscricao: 9000, opcOpcFinal: true, opcPgtBoleto: true }).returning();
  for (const [i, cpf] of ['52998224725', '11144477735'].entries()) {
    const { pssFscCodigo } = await createAccount(t, { cpf, nome: `Pessoa Híbrida ${i}`, senha: `senha-${i}` });
    const c = new Client(t);
    await c.login(cpf, `senha-${i}`);
    pessoas.push({ c, pss: pssFscCodigo });
  }
  const [outro] = await db.insert(prcSeletivo).values({ prcSltDescricao: 'Outro', prcSltTipo: 'VESTIBULAR', prcSltDtInicio: at(-1), prcSltDtFim: at(1) }).returning();
  equipe = await criarEquipe(t, prc, outro.prcSltCodigo);
});
afterAll(async () => {
  await t?.close();
  await psp?.fechar();
});

async function boleto(i: number) {
  const ins = await inscrever(t, pessoas[i].pss, prc, opc);
  const r = await pessoas[i].c.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins, insBltForma: 'BOLETO' });
  expect(r.statusCode, r.body).toBe(200);
  return { ins, s: r.json().data as { insBltCodigo: number; insBltNossoNumero: string; pixCopiaECola: string; insBltLinhaDigitavel: string } };
}

describe('a boleto with the Pix QR of its cobv', () => {
  it('carries a dynamic BR Code of a cobv with the boleto due date, on the screen and in the PDF', async () => {
    const { s } = await boleto(0);
    expect(s.insBltLinhaDigitavel).toBeTruthy();
    expect(brCodeValid(s.pixCopiaECola)).toBe(true);
    const c = await cobranca(s.insBltCodigo);
    expect(c.pixCobTipo).toBe('COBV');
    expect(psp.sim.cobrancas.get(c.pixCobTxid)!.calendario.dataDeVencimento).toBe('2026-11-30');
    expect(parseEmv(parseEmv(s.pixCopiaECola)!.get('26')!)!.get('25')).toBe(c.pixCobLocation);
    const pdf = await pessoas[0].c.get(`/sgps/insBoleto/pdf?insBltCodigo=${s.insBltCodigo}`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).toContain('Pague também com Pix:');
  });

  it('paid by Pix first: the fee is paid and the boleto goes to the next remessa as a pedido de baixa', async () => {
    const { ins, s } = await boleto(0);
    // Registered first (a remessa carried it), then paid by Pix.
    expect((await equipe.administrador.post('/sgps/gestao/pagamentos/remessas', {})).statusCode).toBe(200);
    expect((await registro(s.insBltCodigo)).bltRegSituacao).toBe('REMETIDO');
    await psp.sim.pagar((await cobranca(s.insBltCodigo)).pixCobTxid);
    expect((await pessoas[0].c.get(`/sgps/insBoleto/resumo?insPrcCodigo=${ins}`)).json().data.situacao).toBe('PAGO');
    expect((await registro(s.insBltCodigo)).bltRegSituacao).toBe('BAIXA_PENDENTE');
    const r = await equipe.administrador.post('/sgps/gestao/pagamentos/remessas', {});
    expect(r.statusCode, r.body).toBe(200);
    const linhas = await t.database.db.select().from(cnabRemessaBoleto).where(eq(cnabRemessaBoleto.remCodigo, r.json().data.remCodigo));
    expect(linhas.find((l) => l.insBltCodigo === s.insBltCodigo)?.remBltMovimento).toBe('02');
    expect((await registro(s.insBltCodigo)).bltRegSituacao).toBe('BAIXA_REMETIDA');
    const arquivo = (await equipe.administrador.get(`/sgps/gestao/pagamentos/remessas/${r.json().data.remCodigo}/arquivo`)).rawPayload.toString('latin1').split('\r\n');
    const p = arquivo.find((l) => l[13] === 'P' && l.slice(37, 57).trim() === s.insBltNossoNumero)!;
    expect(p.slice(15, 17), 'código de movimento 02: pedido de baixa').toBe('02');
  });

  it('paid at the bank first: the reconciliation removes the cobv at the PSP, and its QR is gone', async () => {
    const { s } = await boleto(1);
    const txid = (await cobranca(s.insBltCodigo)).pixCobTxid;
    const retorno = buildRetorno240({
      banco: '001',
      agencia: '1234',
      conta: '56789',
      convenio: '2837461',
      data: '2026-11-23',
      titulos: [{ nossoNumero: s.insBltNossoNumero, valorTitulo: 9000, valorPago: 9000, vencimento: '2026-11-30', dataPagamento: '2026-11-22' }],
    });
    const res = await enviarMultipart(t, equipe.administrador, '/sgps/gestao/pagamentos/retorno', {}, { campo: 'arquivo', name: 'r.ret', type: 'application/octet-stream', data: Buffer.from(retorno, 'latin1') });
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.database.db.select().from(insBoleto).where(eq(insBoleto.insBltCodigo, s.insBltCodigo)))[0].insBltSituacao).toBe('PAGO');
    const passo = await t.app.pix!.conciliar();
    expect(passo.removidas).toBeGreaterThanOrEqual(1);
    expect(psp.sim.cobrancas.get(txid)!.status).toBe('REMOVIDA_PELO_USUARIO_RECEBEDOR');
    expect((await cobranca(s.insBltCodigo)).pixCobSituacao).toBe('REMOVIDA');
    await expect(psp.sim.pagar(txid)).rejects.toThrow(/não pagável/);
    expect((await pessoas[1].c.get(`/sgps/insBoleto/pixQrCode?insBltCodigo=${s.insBltCodigo}`)).statusCode).toBe(404);
  });

  it('staff see the day by origin and the history of each slip', async () => {
    const dia = (await equipe.gestor.get('/sgps/gestao/pagamentos/dia?dia=2026-11-22')).json().data;
    expect(dia.pix.pago).toMatchObject({ quantidade: 1, valor: 9000 });
    expect(dia.pix.cobrado.quantidade).toBe(3);
    expect(dia.boleto.emitido.quantidade).toBe(3);
    expect(dia.boleto.pago).toMatchObject({ quantidade: 1, valor: 9000 });
    expect((await equipe.leitura.get('/sgps/gestao/pagamentos/dia')).statusCode, 'every process: a scoped reader cannot').toBe(403);
    const [pagoPorPix] = (await t.database.db.select().from(pixCobranca).where(eq(pixCobranca.pixCobSituacao, 'CONCLUIDA')));
    const h = (await equipe.leitura.get(`/sgps/gestao/pagamentos/boletos/${pagoPorPix.insBltCodigo}/historico`)).json().data as { evento: string }[];
    expect(h.map((e) => e.evento)).toEqual([
      'Boleto emitido',
      'Cobrança Pix criada no PSP (cobv)',
      'Enviado na remessa nº 1 (registro)',
      'Pago por Pix',
      'Enviado na remessa nº 2 (pedido de baixa)',
      'Baixa enviada ao banco',
    ]);
    expect((await equipe.gestorDeOutro.get(`/sgps/gestao/pagamentos/boletos/${pagoPorPix.insBltCodigo}/historico`)).statusCode).toBe(403);
  });
});
