import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insBoleto, opcao, prcSeletivo } from '../../server/db/schema/index.ts';
import { buildRetorno240 } from '../../server/features/pagamento/cnab-build.ts';
import { importarRetorno } from '../../server/entities/pagamento/pagamento-retorno.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';
import { seedProcess, validBody } from './inscricao.fixtures.ts';

/**
 * Issue 18 §3: changing options after paying cannot lower what was paid for. "Pago" follows what was
 * received against the fee currently due: a dearer option leaves the difference to pay (and a slip for
 * it can be issued), an equal or cheaper one stays paid. Before the fix, one paid slip meant "Pago"
 * forever and any new slip was refused with 'A taxa desta inscrição já foi paga.'
 * Also §2 in the demo profile: the card simulator approves only the amount due now.
 */
let t: TestApp;
let s: Awaited<ReturnType<typeof seedProcess>>;
const c: Record<string, Client> = {};
const ins: Record<string, number> = {};

const resumo = async (cl: Client, insPrcCodigo: number) => (await cl.get(`/sgps/insBoleto/resumo?insPrcCodigo=${insPrcCodigo}`)).json().data;
const ultimo = async (cl: Client, insPrcCodigo: number) =>
  (await cl.get('/sgps/vInsPrcUltBoleto/pesquisa')).json().data.find((r: { insPrcCodigo: number }) => r.insPrcCodigo === insPrcCodigo);
const isoDe = (br: string) => br.split('/').reverse().join('-');

/** The bank's return file settles a slip for exactly its amount (the reconciliation command's code path). */
async function bancoLiquida(slip: { insBltNossoNumero: string; insBltValor: number; insBltDtVencimento: string }) {
  const file = buildRetorno240({
    banco: '001', agencia: '1234', conta: '56789', convenio: '2837461', data: '2026-11-23',
    titulos: [{ nossoNumero: slip.insBltNossoNumero, valorTitulo: slip.insBltValor, valorPago: slip.insBltValor, vencimento: isoDe(slip.insBltDtVencimento), dataPagamento: '2026-11-23' }],
  });
  const rel = await importarRetorno(t.database.db, file, '001', FIXED_NOW);
  expect(rel.rejeitados).toEqual([]);
  expect(rel.pagos).toHaveLength(1);
}

/** Enrols with one option and pays its fee by boleto; the enrolment is then "Pago". */
async function inscreveEPaga(cl: Client, opcCodigo: number) {
  const res = await cl.post('/sgps/insProcesso/cadastrar2', validBody(s, { opcoes: [{ opcCodigo }] }));
  expect(res.statusCode, res.body).toBe(200);
  const codigo = res.json().data.insPrcCodigo as number;
  const slip = (await cl.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: codigo, insBltForma: 'BOLETO' })).json().data;
  await bancoLiquida(slip);
  expect((await resumo(cl, codigo)).situacao).toBe('PAGO');
  return codigo;
}

const trocaPorAtualizar = async (cl: Client, insPrcCodigo: number, opcCodigo: number) => {
  const res = await cl.post('/sgps/prcSltOpcao/atualizar', { insPrcCodigo, prcSltOpcOrdem: 1, opcCodigo });
  expect(res.statusCode, res.body).toBe(200);
};
const trocaPorAtualizar2 = async (cl: Client, insPrcCodigo: number, opcCodigo: number) => {
  const res = await cl.post('/sgps/insProcesso/atualizar2', validBody(s, { insPrcCodigo, opcoes: [{ opcCodigo }] }));
  expect(res.statusCode, res.body).toBe(200);
};

beforeAll(async () => {
  t = await createTestApp({ sessionIdleMinutes: 100_000, sessionAbsoluteHours: 10_000 });
  s = await seedProcess(t);
  const db = t.database.db;
  // Card allowed by the process and by both paid options (Medicina R$ 150,00, História R$ 90,50; Letras is 'Isento').
  await db.update(prcSeletivo).set({ prcSltPgtCartao: true, prcSltOpcEditavel: true }).where(eq(prcSeletivo.prcSltCodigo, s.p.prcSltCodigo));
  await db.update(opcao).set({ opcPgtCartao: true, opcPgtPix: true }).where(eq(opcao.opcCodigo, s.medicina.opcCodigo));
  await db.update(opcao).set({ opcPgtCartao: true, opcPgtPix: true }).where(eq(opcao.opcCodigo, s.historia.opcCodigo));
  const pessoas = [
    ['ana', '52998224725'],
    ['bruno', '11144477735'],
    ['carla', '39053344705'],
    ['dora', '86288366757'],
  ] as const;
  for (const [nome, cpf] of pessoas) {
    await createAccount(t, { cpf, nome, senha: `senha-${nome}` });
    c[nome] = new Client(t);
    await c[nome].login(cpf, `senha-${nome}`);
  }
});
afterAll(async () => t?.close());

describe('a dearer option after paying leaves the difference to pay', () => {
  it('prcSltOpcao/atualizar: no longer Pago, the difference is due and a slip of the difference is issued and settles it', async () => {
    ins.ana = await inscreveEPaga(c.ana, s.historia.opcCodigo);
    await trocaPorAtualizar(c.ana, ins.ana, s.medicina.opcCodigo);

    const r = await resumo(c.ana, ins.ana);
    expect(r).toMatchObject({
      situacao: 'A_PAGAR', taxa: 15000, taxaTexto: 'R$ 150,00', recebido: 9050, recebidoTexto: 'R$ 90,50', aPagar: 5950, aPagarTexto: 'R$ 59,50', podeEmitir: 'T', motivo: null,
    });
    expect(r.isencao.podeSolicitar).toBe('F');
    const u = await ultimo(c.ana, ins.ana);
    expect(u).toMatchObject({ situacaoPagamento: 'NAO_GERADO', taxa: 15000, recebido: 9050, aPagar: 5950, aPagarTexto: 'R$ 59,50' });

    const res = await c.ana.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins.ana, insBltForma: 'BOLETO' });
    expect(res.statusCode, res.body).toBe(200);
    const diferenca = res.json().data;
    expect(diferenca).toMatchObject({ insBltForma: 'BOLETO', insBltSituacao: 'EMITIDO', insBltValor: 5950, insBltValorTexto: 'R$ 59,50' });
    expect(diferenca.insBltCodigoBarras.slice(9, 19)).toBe('0000005950');
    expect((await ultimo(c.ana, ins.ana)).situacaoPagamento).toBe('EMITIDO');
    expect((await c.ana.post('/sgps/insBoleto/pegarUltimoBoletoValido', { insPrcCodigo: ins.ana })).json().data.insBltCodigo).toBe(diferenca.insBltCodigo);

    await bancoLiquida(diferenca);
    expect(await resumo(c.ana, ins.ana)).toMatchObject({ situacao: 'PAGO', recebido: 15000, aPagar: 0, podeEmitir: 'F' });
    expect((await ultimo(c.ana, ins.ana)).situacaoPagamento).toBe('PAGO');
    const again = await c.ana.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins.ana });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('A taxa desta inscrição já foi paga.');
  });

  it('insProcesso/atualizar2 (the edit screen): the difference is due and the card pays exactly the difference', async () => {
    ins.bruno = await inscreveEPaga(c.bruno, s.historia.opcCodigo);
    await trocaPorAtualizar2(c.bruno, ins.bruno, s.medicina.opcCodigo);
    expect(await resumo(c.bruno, ins.bruno)).toMatchObject({ situacao: 'A_PAGAR', recebido: 9050, aPagar: 5950, formas: ['BOLETO', 'PIX', 'CARTAO'] });
    expect((await ultimo(c.bruno, ins.bruno)).situacaoPagamento).not.toBe('PAGO');

    const checkout = (await c.bruno.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.bruno })).json().data;
    expect(checkout).toMatchObject({ etapa: 'CHECKOUT', valor: 5950, valorTexto: 'R$ 59,50', simulado: 'T' });
    const pago = (await c.bruno.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.bruno, token: checkout.simulacao.aprovado })).json().data;
    expect(pago).toMatchObject({ etapa: 'RESULTADO', aprovado: 'T', boleto: { insBltForma: 'CARTAO', insBltSituacao: 'PAGO', insBltValor: 5950 } });
    expect(await resumo(c.bruno, ins.bruno)).toMatchObject({ situacao: 'PAGO', recebido: 15000, aPagar: 0 });
  });
});

describe('an equal or cheaper option after paying keeps "Pago"', () => {
  it('cheaper (atualizar2), equal again (prcSltOpcao/atualizar), then exempt: never anything to pay', async () => {
    ins.dora = await inscreveEPaga(c.dora, s.medicina.opcCodigo);

    await trocaPorAtualizar2(c.dora, ins.dora, s.historia.opcCodigo);
    expect(await resumo(c.dora, ins.dora)).toMatchObject({ situacao: 'PAGO', taxa: 9050, recebido: 15000, aPagar: 0, podeEmitir: 'F' });
    expect((await ultimo(c.dora, ins.dora)).situacaoPagamento).toBe('PAGO');
    const refused = await c.dora.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins.dora });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A taxa desta inscrição já foi paga.');

    await trocaPorAtualizar(c.dora, ins.dora, s.medicina.opcCodigo);
    expect(await resumo(c.dora, ins.dora)).toMatchObject({ situacao: 'PAGO', taxa: 15000, recebido: 15000, aPagar: 0 });
    expect((await ultimo(c.dora, ins.dora)).situacaoPagamento).toBe('PAGO');
    const card = await c.dora.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.dora });
    expect(card.statusCode).toBe(400);
    expect(card.json().message).toBe('A taxa desta inscrição já foi paga.');

    await trocaPorAtualizar(c.dora, ins.dora, s.letras.opcCodigo);
    expect((await resumo(c.dora, ins.dora)).situacao).toBe('ISENTO');
  });
});

describe('card simulator (demo profile) approves only the amount due now', () => {
  it('a checkout opened before a dearer option, or a bare sim_aprovado, is declined and records nothing', async () => {
    const res = await c.carla.post('/sgps/insProcesso/cadastrar2', validBody(s, { opcoes: [{ opcCodigo: s.historia.opcCodigo }] }));
    ins.carla = res.json().data.insPrcCodigo;
    const antigo = (await c.carla.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.carla })).json().data;
    expect(antigo).toMatchObject({ etapa: 'CHECKOUT', valor: 9050 });
    await trocaPorAtualizar(c.carla, ins.carla, s.medicina.opcCodigo);

    const stale = (await c.carla.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.carla, token: antigo.simulacao.aprovado })).json().data;
    expect(stale).toEqual({
      etapa: 'RESULTADO', aprovado: 'F',
      mensagem: 'Pagamento recusado: o valor autorizado (R$ 90,50) difere do valor devido (R$ 150,00). Inicie o pagamento novamente.',
    });
    const bare = (await c.carla.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.carla, token: 'sim_aprovado' })).json().data;
    expect(bare).toEqual({ etapa: 'RESULTADO', aprovado: 'F', mensagem: 'Pagamento não confirmado pela operadora.' });
    // Another enrolment's checkout token pays nothing here either.
    const alheio = (await c.carla.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.carla, token: `sim_aprovado_${ins.ana}_15000` })).json().data;
    expect(alheio.aprovado).toBe('F');
    expect(await resumo(c.carla, ins.carla)).toMatchObject({ situacao: 'A_PAGAR', recebido: 0, aPagar: 15000 });
    expect(await t.database.db.select().from(insBoleto).where(eq(insBoleto.insPrcCodigo, ins.carla))).toEqual([]);

    const novo = (await c.carla.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.carla })).json().data;
    expect(novo).toMatchObject({ valor: 15000, valorTexto: 'R$ 150,00' });
    const ok = (await c.carla.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.carla, token: novo.simulacao.aprovado })).json().data;
    expect(ok).toMatchObject({ aprovado: 'T', mensagem: 'Pagamento aprovado (simulação).', boleto: { insBltValor: 15000, insBltSituacao: 'PAGO' } });
    expect((await resumo(c.carla, ins.carla)).situacao).toBe('PAGO');
  });
});
