import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { Type } from 'typebox';
import { formatBrDate, todayInSaoPaulo } from '../../../src/domain/dates.ts';
import { feeText } from '../../../src/domain/money.ts';
import { paymentState } from '../../../src/domain/pagamento-situacao.ts';
import { badRequest, notFound, ok } from '../../http/envelope.ts';
import { cabecalhosDeDownload } from '../../http/download.ts';
import { applyMap, parsePesquisa, PesquisaQuery } from '../../http/pesquisa.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { requireLogin } from '../../plugins/session.ts';
import { boletoPdf } from './boleto-pdf.ts';
import { cartaoRoutes } from './cartao-routes.ts';
import { isencaoRoutes } from './isencao-routes.ts';
import { pixSimuladorRoutes } from './pix-simulador-routes.ts';
import { aPagarDe, quitada, reimpressaoAberta } from './oferta.ts';
import {
  BOLETOS,
  pesquisaBoletos,
  recursoProprio,
  slipProprio,
  slipsDoRecurso,
  ULTIMOS,
  ultimosPorInscricao,
} from './repository.ts';
import { garantirCobrancaPix } from './cobranca-pix.ts';
import { cobrancaDoSlip } from '../../entities/pagamento/pagamento-pix.ts';
import { registrarPendente, registroDoSlip } from '../../entities/pagamento/pagamento-remessa.ts';
import { carregar as load, ofertaDe, resumoDe } from './resumo.ts';
import { barcodeDe, convenioDe, garantirSlip, pixPayload, slipToWire, slipValido, somaDias } from './servico.ts';
import { BoletoWire, ResumoPagamentoWire, UltimoBoletoWire } from '../../../src/domain/wire/pagamento.ts';

const Slip = Type.Union([BoletoWire, Type.Null()]);
const PorInscricao = Type.Object({ insPrcCodigo: Codigo }, { additionalProperties: false });
const PorRecurso = Type.Object({ insPrcRcrCodigo: Codigo }, { additionalProperties: false });
const PorSlip = Type.Object({ insBltCodigo: Codigo }, { additionalProperties: false });
const Emissao = Type.Object(
  { insPrcCodigo: Codigo, insBltForma: Type.Optional(Type.Union([Type.Literal('BOLETO'), Type.Literal('PIX')])) },
  { additionalProperties: false },
);

/** insBoleto calls of SPEC §7: fee slips (boleto, pix), card payment and fee exemption, own enrolments only. */
export const pagamentoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const who = (request: FastifyRequest) => request.auth!.pssFscCodigo;
  const cfg = app.config;

  const resumo = (ctx: Parameters<typeof resumoDe>[1], now: Date) => resumoDe(cfg, ctx, now);
  await app.register(cartaoRoutes);
  await app.register(isencaoRoutes);
  await app.register(pixSimuladorRoutes);

  app.get('/insBoleto/resumo', { preHandler: requireLogin, schema: { querystring: PorInscricao, response: { 200: EnvelopeOf(ResumoPagamentoWire) } } }, async (request) => {
    return ok(resumo(await load(app.db, request.query.insPrcCodigo, request), app.clock()));
  });

  const emitir = async (request: FastifyRequest, insPrcCodigo: number, forma?: 'BOLETO' | 'PIX') => {
    const now = app.clock();
    return app.db.transaction(async (tx) => {
      const ctx = await load(tx, insPrcCodigo, request, true);
      const o = ofertaDe(ctx, now);
      if (!o.podeEmitir) throw badRequest(o.motivo!);
      const escolhida = forma ?? (ctx.ins.insPrcFrmPagamento === 'PIX' && o.formas.includes('PIX') ? 'PIX' : o.formas.includes('BOLETO') ? 'BOLETO' : 'PIX');
      if (!o.formas.includes(escolhida)) throw badRequest(`${escolhida === 'PIX' ? 'Pix' : 'Boleto'} não é uma forma de pagamento permitida para esta inscrição.`);
      const { boleto, novo } = await garantirSlip(
        tx,
        cfg,
        // What is still due: the whole fee, or the difference when a dearer option was chosen after paying.
        { insPrcCodigo, insPrcRcrCodigo: null, forma: escolhida, valor: o.aPagar, vencimento: o.vencimento, convenio: convenioDe(cfg, ctx.processo.prcSltNmrConvenio), existentes: ctx.slips },
        now,
      );
      // A new boleto waits for the next remessa: the bank registers it before it can be paid.
      if (novo && boleto.insBltForma === 'BOLETO') await registrarPendente(tx, boleto.insBltCodigo, now);
      const cobranca = await garantirCobrancaPix(app, tx, boleto, { cpf: ctx.pssFscCPF, nome: ctx.pssFscNome }, now);
      return ok(slipToWire(cfg, boleto, now, cobranca, await registroDoSlip(tx, boleto.insBltCodigo)));
    });
  };

  const schemaEmissao = { preHandler: requireLogin, schema: { body: Emissao, response: { 200: EnvelopeOf(BoletoWire) } } };
  app.post('/insBoleto/cadastra', schemaEmissao, async (request) => emitir(request, request.body.insPrcCodigo, request.body.insBltForma ?? 'BOLETO'));
  app.post('/insBoleto/gerarBoleto', schemaEmissao, async (request) => emitir(request, request.body.insPrcCodigo, request.body.insBltForma));

  app.post('/insBoleto/pegarUltimoBoletoValido', { preHandler: requireLogin, schema: { body: PorInscricao, response: { 200: EnvelopeOf(Slip) } } }, async (request) => {
    const now = app.clock();
    const ctx = await load(app.db, request.body.insPrcCodigo, request);
    const valido = slipValido(ctx.slips, now, ofertaDe(ctx, now).aPagar);
    if (!valido) return ok(null);
    if (!reimpressaoAberta(ctx.processo, valido.insBltDtVencimento, now)) throw badRequest('O prazo para reimpressão do boleto terminou.');
    return ok(slipToWire(cfg, valido, now, await cobrancaDoSlip(app.db, valido.insBltCodigo), await registroDoSlip(app.db, valido.insBltCodigo)));
  });

  app.post('/insBoleto/gerarBoletoRecurso', { preHandler: requireLogin, schema: { body: PorRecurso, response: { 200: EnvelopeOf(BoletoWire) } } }, async (request) => {
    const now = app.clock();
    return app.db.transaction(async (tx) => {
      const r = await recursoProprio(tx, request.body.insPrcRcrCodigo, who(request), true);
      if (!r) throw notFound('Recurso não encontrado.');
      if (r.ins.insCancelada) throw badRequest('Esta inscrição está cancelada.');
      const valor = r.recurso.insPrcRcrVlr;
      if (!valor) throw badRequest('Este recurso é isento de taxa: não há pagamento a fazer.');
      const existentes = await slipsDoRecurso(tx, r.recurso.insPrcRcrCodigo);
      if (existentes.some((b) => b.insBltSituacao === 'PAGO')) throw badRequest('Esta taxa já foi paga.');
      const { boleto, novo } = await garantirSlip(
        tx,
        cfg,
        {
          insPrcCodigo: r.ins.insPrcCodigo,
          insPrcRcrCodigo: r.recurso.insPrcRcrCodigo,
          forma: 'BOLETO',
          valor,
          vencimento: somaDias(todayInSaoPaulo(now), cfg.pagamento.recursoDiasVencimento),
          convenio: convenioDe(cfg, r.processo.prcSltNmrConvenio),
          existentes,
        },
        now,
      );
      if (novo) await registrarPendente(tx, boleto.insBltCodigo, now);
      return ok(slipToWire(cfg, boleto, now, null, await registroDoSlip(tx, boleto.insBltCodigo)));
    });
  });

  app.post('/insBoleto/pegarUltimoBoletoValidoRecurso', { preHandler: requireLogin, schema: { body: PorRecurso, response: { 200: EnvelopeOf(Slip) } } }, async (request) => {
    const now = app.clock();
    const r = await recursoProprio(app.db, request.body.insPrcRcrCodigo, who(request));
    if (!r) throw notFound('Recurso não encontrado.');
    const valido = slipValido(await slipsDoRecurso(app.db, r.recurso.insPrcRcrCodigo), now);
    return ok(valido ? slipToWire(cfg, valido, now) : null);
  });

  app.get('/insBoleto/pesquisa', { preHandler: requireLogin, schema: { querystring: PesquisaQuery, response: { 200: EnvelopeOf(Type.Array(Type.Partial(BoletoWire))) } } }, async (request) => {
    const p = parsePesquisa(request.query, BOLETOS);
    const now = app.clock();
    const { rows, total } = await pesquisaBoletos(app.db, who(request), p);
    return ok(applyMap(rows.map((b) => slipToWire(cfg, b, now)), p.fields), total);
  });

  app.get('/vInsPrcUltBoleto/pesquisa', { preHandler: requireLogin, schema: { querystring: PesquisaQuery, response: { 200: EnvelopeOf(Type.Array(UltimoBoletoWire)) } } }, async (request) => {
    const p = parsePesquisa(request.query, ULTIMOS);
    const now = app.clock();
    const hoje = todayInSaoPaulo(now);
    const { rows, total } = await ultimosPorInscricao(app.db, who(request), p);
    const out = rows.map((r) => {
      const taxa = r.taxa === null ? null : Number(r.taxa);
      const recebido = Number(r.recebido);
      const aPagar = aPagarDe(taxa, recebido);
      return {
        insPrcCodigo: r.insPrcCodigo,
        prcSltCodigo: r.prcSltCodigo,
        taxa,
        taxaTexto: feeText(taxa),
        recebido,
        aPagar,
        aPagarTexto: feeText(aPagar),
        situacaoPagamento: paymentState({ ...r, taxa, pago: quitada(taxa, recebido), hoje }),
        insBltCodigo: r.insBltCodigo,
        insBltForma: r.insBltForma,
        insBltSituacao: r.insBltSituacao,
        insBltValor: r.insBltValor,
        insBltDtVencimento: r.insBltDtVencimento ? formatBrDate(r.insBltDtVencimento) : null,
        insBltPagoEm: r.insBltPagoEm ? new Date(r.insBltPagoEm).toISOString() : null,
      };
    });
    return ok(applyMap(out, p.fields), total);
  });

  app.get('/insBoleto/pdf', { preHandler: requireLogin, schema: { querystring: PorSlip } }, async (request, reply) => {
    const row = await slipProprio(app.db, request.query.insBltCodigo, who(request));
    if (!row || row.boleto.insBltForma !== 'BOLETO') throw notFound('Boleto não encontrado.');
    const b = row.boleto;
    const code = barcodeDe(cfg, b);
    if (!code) throw notFound('Boleto não encontrado.');
    const w = slipToWire(cfg, b, app.clock());
    const cpf = (row.pssFscCPF ?? '').replace(/^(\d{3})(\d{3})(\d{3})(\d{2})$/, '$1.$2.$3-$4');
    const pdf = await boletoPdf({
      bancoCodigo: cfg.pagamento.bancoCodigo,
      bancoDv: cfg.pagamento.bancoDv,
      linhaDigitavel: w.insBltLinhaDigitavel!,
      codigoBarras: code,
      beneficiario: cfg.pagamento.beneficiario,
      beneficiarioDocumento: cfg.pagamento.beneficiarioDocumento,
      agenciaConta: `${cfg.pagamento.agencia} / ${cfg.pagamento.conta}`,
      nossoNumero: b.insBltNossoNumero,
      numeroDocumento: String(b.insPrcRcrCodigo ? `R${b.insPrcRcrCodigo}` : b.insPrcCodigo),
      vencimento: w.insBltDtVencimento,
      valorTexto: w.insBltValorTexto,
      dataDocumento: formatBrDate(todayInSaoPaulo(b.insBltCriadoEm)),
      pagadorNome: row.pssFscNome,
      pagadorDocumento: cpf,
      instrucoes: [
        `${b.insPrcRcrCodigo ? 'Taxa de recurso' : 'Taxa de inscrição'} - inscrição nº ${b.insPrcCodigo}`,
        row.prcSltDescricao,
        'Não receber após o vencimento.',
      ],
      pixCopiaECola: pixPayload(cfg, b, await cobrancaDoSlip(app.db, b.insBltCodigo)),
    });
    return reply.headers(cabecalhosDeDownload({ nome: `boleto-${b.insPrcCodigo}-${b.insBltCodigo}.pdf`, tipo: 'application/pdf', modo: 'inline' })).send(Buffer.from(pdf));
  });

  app.get('/insBoleto/pixQrCode', { preHandler: requireLogin, schema: { querystring: PorSlip } }, async (request, reply) => {
    const row = await slipProprio(app.db, request.query.insBltCodigo, who(request));
    const cobranca = row ? await cobrancaDoSlip(app.db, row.boleto.insBltCodigo) : null;
    const payload = row && (row.boleto.insBltForma === 'PIX' || cobranca) ? pixPayload(cfg, row.boleto, cobranca) : null;
    if (!payload) throw notFound('Cobrança Pix não encontrada.');
    const svg = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
    return reply.header('content-type', 'image/svg+xml').header('cache-control', 'no-store').send(svg);
  });
};
