import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { todayInSaoPaulo } from '../../../src/domain/dates.ts';
import { feeText } from '../../../src/domain/money.ts';
import { badRequest, ok } from '../../http/envelope.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { requireLogin } from '../../plugins/session.ts';
import { provedorCartao, tokensSimulados } from './cartao.ts';
import { inserirSlip, mudarSituacao, proximoCodigo } from '../../entities/pagamento/boleto.ts';
import { carregar, ofertaDe, resumoDe } from './resumo.ts';
import { convenioDe, nossoNumero, slipToWire } from './servico.ts';
import { CartaoWire } from '../../../src/domain/wire/pagamento.ts';

/** Only the enrolment and the provider's opaque token: a card number has nowhere to go. */
const Cartao = Type.Object(
  { insPrcCodigo: Codigo, token: Type.Optional(Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' })) },
  { additionalProperties: false },
);

export const CARTAO_INDISPONIVEL = 'O pagamento com cartão não está disponível. Escolha outra forma de pagamento.';

/**
 * insBoleto/pgtoCartaoProcessamento: without a token, opens the provider's checkout for the amount due
 * now; with one, asks the provider to confirm it and records what the provider captured. Nothing here
 * decides "Pago": the recorded receipt does, against the fee currently due (oferta.ts, quitada).
 */
export const cartaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const cfg = app.config;

  app.post('/insBoleto/pgtoCartaoProcessamento', { preHandler: requireLogin, schema: { body: Cartao, response: { 200: EnvelopeOf(CartaoWire) } } }, async (request) => {
    const now = app.clock();
    const provedor = provedorCartao(cfg);
    if (!provedor) throw badRequest(CARTAO_INDISPONIVEL);
    const { insPrcCodigo, token } = request.body;
    const r = resumoDe(cfg, await carregar(app.db, insPrcCodigo, request), now);
    if (r.podeEmitir === 'F') throw badRequest(r.motivo!);
    if (!r.formas.includes('CARTAO')) throw badRequest('Cartão não é uma forma de pagamento permitida para esta inscrição.');
    const devido = r.aPagar;
    // Step 1 (no token): the screen opens the provider's page for the amount due now.
    if (!token) {
      return ok({
        etapa: 'CHECKOUT' as const,
        provedor: provedor.nome,
        simulado: provedor.simulado ? 'T' : 'F',
        valor: devido,
        valorTexto: feeText(devido),
        ...(provedor.simulado ? { simulacao: tokensSimulados(insPrcCodigo, devido) } : {}),
      });
    }
    const resultado = await provedor.confirmar(token, { insPrcCodigo, valorCentavos: devido });
    if (!resultado.aprovado || !Number.isInteger(resultado.valorCentavos) || resultado.valorCentavos <= 0) {
      return ok({ etapa: 'RESULTADO' as const, aprovado: 'F', mensagem: resultado.mensagem });
    }
    return app.db.transaction(async (tx) => {
      const locked = await carregar(tx, insPrcCodigo, request, true);
      if (ofertaDe(locked, now).aPagar <= 0) throw badRequest('Esta taxa já foi paga.');
      for (const b of locked.slips.filter((s) => s.insBltSituacao === 'EMITIDO')) {
        await mudarSituacao(tx, b.insBltCodigo, 'CANCELADO');
      }
      const id = await proximoCodigo(tx);
      // The amount recorded is the amount the provider captured, never the fee we expected.
      const slip = await inserirSlip(tx, {
        insBltCodigo: id,
        insPrcCodigo,
        insBltForma: 'CARTAO',
        insBltNossoNumero: nossoNumero(convenioDe(cfg, locked.processo.prcSltNmrConvenio), id),
        insBltValor: resultado.valorCentavos,
        insBltDtVencimento: todayInSaoPaulo(now),
        insBltSituacao: 'PAGO',
        insBltPagoEm: now,
        insBltCriadoEm: now,
      });
      const depois = ofertaDe({ ...locked, slips: [slip, ...locked.slips] }, now);
      const quitou = depois.situacao === 'PAGO';
      return ok({
        etapa: 'RESULTADO' as const,
        aprovado: quitou ? 'T' : 'F',
        mensagem: quitou ? resultado.mensagem : `Pagamento de ${feeText(resultado.valorCentavos)} recebido; falta pagar ${feeText(depois.aPagar)}.`,
        boleto: slipToWire(cfg, slip, now),
      });
    });
  });
};
