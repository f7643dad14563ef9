import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError, badRequest, notFound, ok } from '../../http/envelope.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { mailErrorFacts } from '../../plugins/mailer.ts';
import { consumeRateLimit, tooManyRequests } from '../../plugins/rate-limit.ts';
import { requireLogin } from '../../plugins/session.ts';
import { sendConfirmation, siteOrigin } from './notify.ts';
import { ownReceiptFacts } from './receipt-repository.ts';

/** Resending the confirmation: a few per hour per person is plenty and stops anyone using it to flood a mailbox. */
const RESEND_PER_HOUR = 5;

/** 'maria.silva@x.com' -> 'm***@x.com': enough for the candidate to recognise their address. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');

/** The confirmation e-mail on demand, the receipt PDF and its public verification. */
export const receiptRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/insProcesso/enviarEmailInscricaoConcluida',
    {
      preHandler: requireLogin,
      schema: { querystring: Type.Object({ insPrcCodigo: Codigo }, { additionalProperties: false }), response: { 200: EnvelopeOf(Type.Object({ enviado: Type.String() })) } },
    },
    async (request) => {
      const pssFscCodigo = request.auth!.pssFscCodigo;
      const facts = await ownReceiptFacts(app.db, request.query.insPrcCodigo, pssFscCodigo);
      if (!facts) throw notFound('Inscrição não encontrada.');
      if (facts.insCancelada) throw badRequest('Esta inscrição foi cancelada.');
      if (!facts.email) throw badRequest('Não há e-mail cadastrado para enviar a confirmação. Atualize os seus dados pessoais.');
      if (!(await consumeRateLimit(app.db, `email-inscricao:${pssFscCodigo}`, RESEND_PER_HOUR, 3600, app.clock()))) {
        throw tooManyRequests('Você já pediu o e-mail de confirmação várias vezes. Tente novamente mais tarde.');
      }
      try {
        await sendConfirmation(app, facts, siteOrigin(app, request));
      } catch (err) {
        request.log.warn({ insPrcCodigo: facts.insPrcCodigo, ...mailErrorFacts(err) }, 'Falha ao reenviar o e-mail de confirmação da inscrição');
        throw new ApiError(503, 'Não foi possível enviar o e-mail agora. Tente novamente mais tarde.');
      }
      return { ...ok({ enviado: 'T' }), message: `E-mail de confirmação enviado para ${maskEmail(facts.email)}.` };
    },
  );
};
