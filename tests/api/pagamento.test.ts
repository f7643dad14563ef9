import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insBoleto, insPrcRecurso, insProcesso, opcao, prcSeletivo, prcSltOpcao, tipoOpcao } from '../../server/db/schema/index.ts';
import { barcodeFromLinha, barcodeValid } from '../../server/features/pagamento/febraban.ts';
import { buildRetorno240, buildRetorno400 } from '../../server/features/pagamento/cnab-build.ts';
import { importarIsencoes } from '../../server/features/pagamento/importacao.ts';
import { importarRetorno } from '../../server/entities/pagamento/pagamento-retorno.ts';
import { brCodeValid, parseEmv } from '../../server/features/pagamento/pix.ts';
import { Client, createAccount, createTestApp, FIXED_NOW, type TestApp } from '../support/api.ts';

const DAY = 86_400_000;
const at = (days: number) => new Date(FIXED_NOW.getTime() + days * DAY);
const CARD = '4111111111111111';

let t: TestApp;
let logs = '';
let ana: Client;
let bruno: Client;
const ins: Record<string, number> = {};
let prc: number;
let recurso: number;

async function enrol(pss: number, opcCodigo: number, extra: Partial<typeof insProcesso.$inferInsert> = {}) {
  const db = t.database.db;
  const [row] = await db.insert(insProcesso).values({ pssFscCodigo: pss, prcSltCodigo: prc, ...extra }).returning();
  await db.insert(prcSltOpcao).values({ insPrcCodigo: row.insPrcCodigo, opcCodigo, prcSltOpcOrdem: 1 });
  return row.insPrcCodigo;
}

const json = (res: { body: string }) => JSON.parse(res.body);
const resumo = async (c: Client, insPrcCodigo: number) => json(await c.get(`/sgps/insBoleto/resumo?insPrcCodigo=${insPrcCodigo}`)).data;

beforeAll(async () => {
  // Long sessions: some tests move the clock days ahead.
  t = await createTestApp({ sessionIdleMinutes: 60 * 24 * 30, sessionAbsoluteHours: 24 * 30 }, { logStream: new Writable({ write: (chunk, _e, cb) => ((logs += chunk.toString()), cb()) }) });
  const db = t.database.db;
  [{ prcSltCodigo: prc }] = await db
    .insert(prcSeletivo)
    .values({
      prcSltDescricao: 'Vestibular de Verão 2027',
      prcSltTipo: 'VESTIBULAR',
      prcSltPgtBoleto: true,
      prcSltPgtPix: true,
      prcSltPgtCartao: true,
      prcSltDtInicio: at(-10),
      prcSltDtFim: at(10),
      prcSltDtFimIsencao: at(1),
      prcSltDtEmsBoleto: at(5),
      prcSltDtVncBoleto: '2026-11-28',
      prcSltDtFimReimpressao: at(7),
    })
    .returning();
  const [tp] = await db.insert(tipoOpcao).values({ tpOpcDescricao: 'Curso' }).returning();
  const mk = (opcDescricao: string, opcVlrInscricao: number | null, f: { b?: boolean; p?: boolean; c?: boolean }) => ({
    prcSltCodigo: prc, tpOpcCodigo: tp.tpOpcCodigo, opcDescricao, opcVlrInscricao, opcOpcFinal: true, opcPgtBoleto: !!f.b, opcPgtPix: !!f.p, opcPgtCartao: !!f.c,
  });
  const [medicina, letras, historia] = await db
    .insert(opcao)
    .values([mk('Medicina', 15000, { b: true, p: true, c: true }), mk('Letras', null, { b: true, p: true }), mk('História', 9050, { b: true })])
    .returning();
  const a = await createAccount(t, { cpf: '52998224725', nome: 'Ana Júlia Souza', senha: 'senha-ana' });
  const b = await createAccount(t, { cpf: '11144477735', nome: 'Bruno Lima', senha: 'senha-bruno' });
  ins.ana = await enrol(a.pssFscCodigo, medicina.opcCodigo, { insPrcFrmPagamento: 'BOLETO' });
  ins.bruno = await enrol(b.pssFscCodigo, medicina.opcCodigo, { insPrcFrmPagamento: 'PIX' });
  ins.isenta = await enrol(a.pssFscCodigo, letras.opcCodigo);
  ins.isencao = await enrol(a.pssFscCodigo, historia.opcCodigo, { insPrcSlcIsencao: true });
  ins.pedeIsencao = await enrol(b.pssFscCodigo, historia.opcCodigo);
  ins.cartao = await enrol(b.pssFscCodigo, medicina.opcCodigo, { insPrcFrmPagamento: 'CARTAO' });
  [{ insPrcRcrCodigo: recurso }] = await db.insert(insPrcRecurso).values({ insPrcCodigo: ins.ana, insPrcRcrJustificativa: 'Questão 12', insPrcRcrVlr: 5000 }).returning();
  ana = new Client(t);
  await ana.login('52998224725', 'senha-ana');
  bruno = new Client(t);
  await bruno.login('11144477735', 'senha-bruno');
});

afterAll(async () => t?.close());

describe('boleto of the enrolment fee', () => {
  let slip: Record<string, unknown>;

  it('offers what the process dates and the option flags allow', async () => {
    const r = await resumo(ana, ins.ana);
    expect(r).toMatchObject({ taxa: 15000, taxaTexto: 'R$ 150,00', situacao: 'A_PAGAR', formas: ['BOLETO', 'PIX', 'CARTAO'], podeEmitir: 'T', vencimento: '28/11/2026', boleto: null });
    expect(r.cartao).toEqual({ disponivel: 'T', simulado: 'T', provedor: 'Simulador de pagamento (desenvolvimento)' });
    const h = await resumo(ana, ins.isencao);
    expect(h.formas).toEqual(['BOLETO']);
  });

  it('gerarBoleto issues a FEBRABAN slip with valid check digits, exact centavos and the configured bank', async () => {
    const res = await ana.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins.ana });
    expect(res.statusCode).toBe(200);
    slip = json(res).data;
    expect(slip).toMatchObject({ insPrcCodigo: ins.ana, insBltForma: 'BOLETO', insBltValor: 15000, insBltValorTexto: 'R$ 150,00', insBltDtVencimento: '28/11/2026', insBltSituacao: 'EMITIDO' });
    expect(slip.insBltNossoNumero).toMatch(/^28374611\d{9}$/);
    const code = barcodeFromLinha(slip.insBltLinhaDigitavel as string);
    expect(code).toBe(slip.insBltCodigoBarras);
    expect(barcodeValid(code!)).toBe(true);
    expect(code!.slice(0, 4)).toBe('0019');
    expect(code!.slice(9, 19)).toBe('0000015000');
    expect(code!.slice(25, 42)).toBe(slip.insBltNossoNumero);
  });

  it('keeps one valid slip per enrolment: asking again returns the same one', async () => {
    const again = json(await ana.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins.ana })).data;
    expect(again.insBltCodigo).toBe(slip.insBltCodigo);
    const last = json(await ana.post('/sgps/insBoleto/pegarUltimoBoletoValido', { insPrcCodigo: ins.ana })).data;
    expect(last.insBltCodigo).toBe(slip.insBltCodigo);
    const list = json(await ana.get(`/sgps/insBoleto/pesquisa?filter=${encodeURIComponent(JSON.stringify([{ property: 'insPrcCodigo', value: ins.ana }]))}`));
    expect(list.total).toBe(1);
  });

  it('serves the PDF with the barcode to its owner only', async () => {
    const res = await ana.get(`/sgps/insBoleto/pdf?insBltCodigo=${slip.insBltCodigo}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await bruno.get(`/sgps/insBoleto/pdf?insBltCodigo=${slip.insBltCodigo}`)).statusCode).toBe(404);
  });

  it("refuses another candidate's enrolment and slips", async () => {
    for (const [url, body] of [
      ['/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins.ana }],
      ['/sgps/insBoleto/pegarUltimoBoletoValido', { insPrcCodigo: ins.ana }],
      ['/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.ana, token: 'sim_aprovado' }],
      ['/sgps/insBoleto/gerarBoletoRecurso', { insPrcRcrCodigo: recurso }],
    ] as const) {
      const res = await bruno.post(url, body);
      expect(res.statusCode, url).toBe(404);
      expect(json(res).success).toBe(false);
    }
    expect((await bruno.get(`/sgps/insBoleto/resumo?insPrcCodigo=${ins.ana}`)).statusCode).toBe(404);
    const list = json(await bruno.get('/sgps/insBoleto/pesquisa'));
    expect(list.data.every((b: { insPrcCodigo: number }) => b.insPrcCodigo !== ins.ana)).toBe(true);
    const ult = json(await bruno.get('/sgps/vInsPrcUltBoleto/pesquisa')).data;
    expect(ult.map((r: { insPrcCodigo: number }) => r.insPrcCodigo).sort()).toEqual([ins.bruno, ins.pedeIsencao, ins.cartao].sort());
    expect((await ana.post('/sgps/insBoleto/gerarBoleto', {})).statusCode).toBe(400);
  });

  it('round trip: a CNAB 240 return file marks the slip paid; importing it again changes nothing', async () => {
    const file = buildRetorno240({
      banco: '001', agencia: '1234', conta: '56789', convenio: '2837461', data: '2026-11-24',
      titulos: [
        { nossoNumero: slip.insBltNossoNumero as string, valorTitulo: 15000, valorPago: 15000, vencimento: '2026-11-28', dataPagamento: '2026-11-23' },
        { nossoNumero: '28374619999999999', valorTitulo: 100, valorPago: 100, vencimento: '2026-11-28', dataPagamento: '2026-11-23' },
      ],
    });
    const first = await importarRetorno(t.database.db, file, '001', FIXED_NOW);
    expect(first.pagos).toEqual([{ linha: 3, nossoNumero: slip.insBltNossoNumero, insPrcCodigo: ins.ana, valor: 15000 }]);
    expect(first.rejeitados).toEqual([{ linha: 5, motivo: 'nosso número 28374619999999999 não corresponde a nenhum boleto emitido.' }]);
    const r = await resumo(ana, ins.ana);
    expect(r.situacao).toBe('PAGO');
    expect(r.boleto).toMatchObject({ insBltSituacao: 'PAGO', insBltPagoEm: '2026-11-23T15:00:00.000Z' });
    const ult = json(await ana.get('/sgps/vInsPrcUltBoleto/pesquisa')).data.find((x: { insPrcCodigo: number }) => x.insPrcCodigo === ins.ana);
    expect(ult.situacaoPagamento).toBe('PAGO');

    const second = await importarRetorno(t.database.db, file, '001', FIXED_NOW);
    expect(second.pagos).toEqual([]);
    expect(second.jaPagos).toEqual([{ linha: 3, nossoNumero: slip.insBltNossoNumero }]);
    const [row] = await t.database.db.select().from(insBoleto).where(eq(insBoleto.insBltCodigo, slip.insBltCodigo as number));
    expect(row.insBltPagoEm!.toISOString()).toBe('2026-11-23T15:00:00.000Z');
    const refused = await ana.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins.ana });
    expect(refused.statusCode).toBe(400);
    expect(json(refused).message).toBe('A taxa desta inscrição já foi paga.');
  });

  it('a CNAB 400 line whose amount differs is reported, not applied; a file of another bank is refused', async () => {
    const pix = json(await bruno.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins.bruno, insBltForma: 'BOLETO' })).data;
    const file = buildRetorno400({
      banco: '001', agencia: '1234', conta: '56789', convenio: '2837461', data: '2026-11-24',
      titulos: [{ nossoNumero: pix.insBltNossoNumero, valorTitulo: 15000, valorPago: 14999, vencimento: '2026-11-28', dataPagamento: '2026-11-23' }],
    });
    const rel = await importarRetorno(t.database.db, file, '001', FIXED_NOW);
    expect(rel.pagos).toEqual([]);
    expect(rel.rejeitados).toEqual([{ linha: 2, motivo: 'valor pago 14999 centavos difere do valor do boleto (15000 centavos).' }]);
    expect((await resumo(bruno, ins.bruno)).situacao).toBe('A_PAGAR');
    const outro = await importarRetorno(t.database.db, file, '237', FIXED_NOW);
    expect(outro.rejeitados[0].motivo).toMatch(/banco 001, mas o banco configurado é 237/);
  });

  it('replaces an expired slip with a new one', async () => {
    const first = json(await bruno.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins.bruno, insBltForma: 'BOLETO' })).data;
    await t.database.db.update(insBoleto).set({ insBltDtVencimento: '2026-11-20' }).where(eq(insBoleto.insBltCodigo, first.insBltCodigo));
    expect(json(await bruno.post('/sgps/insBoleto/pegarUltimoBoletoValido', { insPrcCodigo: ins.bruno })).data).toBeNull();
    const second = json(await bruno.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins.bruno, insBltForma: 'BOLETO' })).data;
    expect(second.insBltCodigo).not.toBe(first.insBltCodigo);
    const [old] = await t.database.db.select().from(insBoleto).where(eq(insBoleto.insBltCodigo, first.insBltCodigo));
    expect(old.insBltSituacao).toBe('VENCIDO');
  });

  it('refuses a slip after the issue window with a clear message', async () => {
    t.clock.now = at(5.5);
    try {
      const res = await bruno.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins.bruno });
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe('O prazo para emissão do boleto terminou em 27/11/2026 às 10:00.');
      expect((await resumo(bruno, ins.bruno)).podeEmitir).toBe('F');
    } finally {
      t.clock.now = FIXED_NOW;
    }
  });
});

describe('PIX', () => {
  it('issues a BR Code with the fee and a txid tied to the enrolment, and its QR image', async () => {
    const res = await bruno.post('/sgps/insBoleto/cadastra', { insPrcCodigo: ins.bruno, insBltForma: 'PIX' });
    const pix = json(res).data;
    expect(pix).toMatchObject({ insBltForma: 'PIX', insBltValor: 15000, insBltLinhaDigitavel: null });
    expect(pix.insBltTxid).toBe(`INS${ins.bruno}B${pix.insBltCodigo}`);
    expect(brCodeValid(pix.pixCopiaECola)).toBe(true);
    const f = parseEmv(pix.pixCopiaECola)!;
    expect(f.get('54')).toBe('150.00');
    expect(parseEmv(f.get('62')!)!.get('05')).toBe(pix.insBltTxid);
    const qr = await bruno.get(`/sgps/insBoleto/pixQrCode?insBltCodigo=${pix.insBltCodigo}`);
    expect(qr.headers['content-type']).toBe('image/svg+xml');
    expect(qr.body).toMatch(/^<svg/);
    expect((await ana.get(`/sgps/insBoleto/pixQrCode?insBltCodigo=${pix.insBltCodigo}`)).statusCode).toBe(404);
    // the previous boleto was cancelled: one valid slip at a time
    const validos = json(await bruno.get(`/sgps/insBoleto/pesquisa?filter=${encodeURIComponent(JSON.stringify([{ property: 'insBltSituacao', value: 'EMITIDO' }, { property: 'insPrcCodigo', value: ins.bruno }]))}`));
    expect(validos.data.map((b: { insBltCodigo: number }) => b.insBltCodigo)).toEqual([pix.insBltCodigo]);
  });

  it('refuses PIX when an option does not allow it', async () => {
    await importarIsencoes(t.database.db, `${ins.isencao};INDEFERIDA`, FIXED_NOW);
    const res = await ana.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins.isencao, insBltForma: 'PIX' });
    expect(res.statusCode).toBe(400);
    expect(json(res).message).toBe('Pix não é uma forma de pagamento permitida para esta inscrição.');
  });
});

describe('exempt option and fee exemption', () => {
  it("an exempt option ('Isento') offers nothing to pay", async () => {
    const r = await resumo(ana, ins.isenta);
    expect(r).toMatchObject({ taxa: null, taxaTexto: 'Isento', situacao: 'ISENTO', formas: [], podeEmitir: 'F' });
    for (const [url, body] of [
      ['/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins.isenta }],
      ['/sgps/insBoleto/cadastra', { insPrcCodigo: ins.isenta, insBltForma: 'PIX' }],
      ['/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.isenta }],
    ] as const) {
      const res = await ana.post(url, body);
      expect(res.statusCode).toBe(400);
      expect(json(res).message).toBe('Esta inscrição é isenta de taxa: não há pagamento a fazer.');
    }
    const ult = json(await ana.get('/sgps/vInsPrcUltBoleto/pesquisa')).data.find((x: { insPrcCodigo: number }) => x.insPrcCodigo === ins.isenta);
    expect(ult).toMatchObject({ situacaoPagamento: 'ISENTO', taxaTexto: 'Isento', insBltCodigo: null });
  });

  it('a request is open until the exemption end date, then the staff decision is imported', async () => {
    t.clock.now = at(1.5);
    try {
      const late = await bruno.post('/sgps/insBoleto/solicitarIsencao', { insPrcCodigo: ins.pedeIsencao });
      expect(late.statusCode).toBe(400);
      expect(json(late).message).toBe('O prazo para solicitar isenção da taxa de inscrição terminou.');
    } finally {
      t.clock.now = FIXED_NOW;
    }
    const ok = json(await bruno.post('/sgps/insBoleto/solicitarIsencao', { insPrcCodigo: ins.pedeIsencao })).data;
    expect(ok).toMatchObject({ situacao: 'ISENCAO_EM_ANALISE', isencao: { solicitada: 'T', situacao: 'EM_ANALISE', podeSolicitar: 'F' } });
    const wait = await bruno.post('/sgps/insBoleto/gerarBoleto', { insPrcCodigo: ins.pedeIsencao });
    expect(json(wait).message).toBe('Sua solicitação de isenção está em análise. Aguarde o resultado antes de pagar.');

    const file = `insPrcCodigo;situacao;observacao\n${ins.pedeIsencao};DEFERIDA;renda comprovada\n${ins.cartao};DEFERIDA\n999999;INDEFERIDA\n${ins.bruno};TALVEZ\n`;
    const rel = await importarIsencoes(t.database.db, file, FIXED_NOW);
    expect(rel.gravadas).toEqual([{ linha: 2, insPrcCodigo: ins.pedeIsencao, situacao: 'DEFERIDA' }]);
    expect(rel.rejeitados).toEqual([
      { linha: 5, motivo: 'situação inválida: "TALVEZ" (use DEFERIDA ou INDEFERIDA).' },
      { linha: 3, motivo: `inscrição ${ins.cartao} não solicitou isenção.` },
      { linha: 4, motivo: 'inscrição 999999 não existe.' },
    ]);
    expect((await importarIsencoes(t.database.db, file, FIXED_NOW)).inalteradas).toBe(1);
    const r = await resumo(bruno, ins.pedeIsencao);
    expect(r).toMatchObject({ situacao: 'ISENCAO_DEFERIDA', isencao: { situacao: 'DEFERIDA' }, podeEmitir: 'F' });
    // an unrefused request, once refused, may be paid
    const indeferida = await resumo(ana, ins.isencao);
    expect(indeferida).toMatchObject({ situacao: 'A_PAGAR', isencao: { situacao: 'INDEFERIDA' }, podeEmitir: 'T' });
  });
});

describe('card (development simulator)', () => {
  it('starts a checkout, accepts only a token, and records an approved payment of the amount due', async () => {
    const start = json(await bruno.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.cartao })).data;
    expect(start).toEqual({
      etapa: 'CHECKOUT', provedor: 'Simulador de pagamento (desenvolvimento)', simulado: 'T', valor: 15000, valorTexto: 'R$ 150,00',
      simulacao: { aprovado: `sim_aprovado_${ins.cartao}_15000`, recusado: `sim_recusado_${ins.cartao}_15000` },
    });
    const withCard = await bruno.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.cartao, numeroCartao: CARD, token: start.simulacao.aprovado });
    expect(withCard.statusCode).toBe(400);
    expect((await bruno.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.cartao, token: CARD.slice(0, 4) + ' ' + CARD.slice(4) })).statusCode).toBe(400);
    const declined = json(await bruno.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.cartao, token: start.simulacao.recusado })).data;
    expect(declined).toEqual({ etapa: 'RESULTADO', aprovado: 'F', mensagem: 'Pagamento recusado pela operadora (simulação).' });
    expect((await resumo(bruno, ins.cartao)).situacao).toBe('A_PAGAR');
    // A token for another amount is not a payment of this fee (issue 18 §2).
    const cheaper = json(await bruno.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.cartao, token: `sim_aprovado_${ins.cartao}_100` })).data;
    expect(cheaper).toMatchObject({ aprovado: 'F', mensagem: 'Pagamento recusado: o valor autorizado (R$ 1,00) difere do valor devido (R$ 150,00). Inicie o pagamento novamente.' });
    expect((await resumo(bruno, ins.cartao)).situacao).toBe('A_PAGAR');
    const approved = json(await bruno.post('/sgps/insBoleto/pgtoCartaoProcessamento', { insPrcCodigo: ins.cartao, token: start.simulacao.aprovado })).data;
    expect(approved).toMatchObject({ aprovado: 'T', boleto: { insBltForma: 'CARTAO', insBltSituacao: 'PAGO', insBltValor: 15000 } });
    expect((await resumo(bruno, ins.cartao)).situacao).toBe('PAGO');
    expect(logs).not.toContain(CARD);
  });
});

describe('appeal fee', () => {
  it('gerarBoletoRecurso issues its own slip; pegarUltimoBoletoValidoRecurso returns it', async () => {
    const slip = json(await ana.post('/sgps/insBoleto/gerarBoletoRecurso', { insPrcRcrCodigo: recurso })).data;
    expect(slip).toMatchObject({ insPrcCodigo: ins.ana, insPrcRcrCodigo: recurso, insBltValor: 5000, insBltDtVencimento: '25/11/2026', insBltForma: 'BOLETO' });
    expect(barcodeFromLinha(slip.insBltLinhaDigitavel)).toBe(slip.insBltCodigoBarras);
    const last = json(await ana.post('/sgps/insBoleto/pegarUltimoBoletoValidoRecurso', { insPrcRcrCodigo: recurso })).data;
    expect(last.insBltCodigo).toBe(slip.insBltCodigo);
    expect((await bruno.post('/sgps/insBoleto/pegarUltimoBoletoValidoRecurso', { insPrcRcrCodigo: recurso })).statusCode).toBe(404);
  });
});
