import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ResumoPagamentoWire } from '../../../src/domain/wire/pagamento.ts';
import { cobrancaDoSlip } from '../../entities/pagamento/pagamento-pix.ts';
import { badRequest, notFound, ok } from '../../http/envelope.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { ErroPsp } from '../../lib/api-pix.ts';
import { requireLogin } from '../../plugins/session.ts';
import { slipProprio } from './repository.ts';
import { carregar, resumoDe } from './resumo.ts';

/**
 * The demo's payer (issue 39): with the local PSP simulator (PIX_PSP=simulador, never in production), the candidate's
 * screen may ask it to pay the charge of one of their own slips. The simulator pays as a payer's bank would and
 * notifies the API's webhook; the slip is paid by that notification, as in production, before this answers.
 */
export const pixSimuladorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/insBoleto/pixSimularPagamento',
    { preHandler: requireLogin, schema: { body: Type.Object({ insBltCodigo: Codigo }, { additionalProperties: false }), response: { 200: EnvelopeOf(ResumoPagamentoWire) } } },
    async (request) => {
      if (!app.pix?.simulado || app.config.perfil !== 'demo') throw notFound('Simulador de Pix indisponível.');
      const row = await slipProprio(app.db, request.body.insBltCodigo, request.auth!.pssFscCodigo);
      const cobranca = row ? await cobrancaDoSlip(app.db, row.boleto.insBltCodigo) : null;
      if (!row || !cobranca) throw notFound('Cobrança Pix não encontrada.');
      try {
        await app.pix.cliente.simuladorPagar(cobranca.pixCobTxid);
      } catch (e) {
        if (e instanceof ErroPsp) throw badRequest(`O PSP simulado não aceitou o pagamento: ${(e.corpo as { detail?: string } | null)?.detail ?? e.message}`);
        throw e;
      }
      return ok(resumoDe(app.config, await carregar(app.db, row.boleto.insPrcCodigo, request), app.clock()));
    },
  );
};
