import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ApiError, badRequest, notFound, ok } from '../../http/envelope.ts';
import { cabecalhosDeDownload } from '../../http/download.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { assertCsrfHeader } from '../../plugins/csrf.ts';
import { mailErrorFacts } from '../../plugins/mailer.ts';
import { clientKey, consumeRateLimit, tooManyRequests } from '../../plugins/rate-limit.ts';
import { requireLogin } from '../../plugins/session.ts';
import { sendConfirmation, siteOrigin } from './notify.ts';
import { verificationPath } from './email.ts';
import { receiptPdf } from './comprovante-pdf.ts';
import { ownReceiptFacts, verifyReceiptCode } from './comprovante-repository.ts';

import { relatorioComprovante } from './comprovante-report.ts';

/** Resending the confirmation: a few per hour per person is plenty and stops anyone using it to flood a mailbox. */
const RESEND_PER_HOUR = 5;
/** Codes have 64 random bits, so guessing is hopeless anyway; the limit just keeps scanners cheap to serve. */
const VERIFY_PER_MINUTE = 30;

/** 'maria.silva@x.com' -> 'm***@x.com': enough for the candidate to recognise their address. */
const maskEmail = (email: string) => email.replace(/^(.)[^@]*(@.*)$/, '$1***$2');

/** The confirmation e-mail on demand, the receipt PDF and its public verification. */
export const comprovanteRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.relatorios.registrar('comprovante', relatorioComprovante);

  app.get(
    '/insProcesso/enviarEmailInscricaoConcluida',
    {
      preHandler: requireLogin,
      config: { escrita: true },
      schema: { querystring: Type.Object({ insPrcCodigo: Codigo }, { additionalProperties: false }), response: { 200: EnvelopeOf(Type.Object({ enviado: Type.String() })) } },
    },
    async (request) => {
      // A GET (SPEC §7) that sends mail: it demands the security header like a POST, so no other site can trigger it.
      assertCsrfHeader(request);
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

  app.get(
    '/insProcesso/comprovante/:insPrcCodigo',
    { preHandler: requireLogin, schema: { params: Type.Object({ insPrcCodigo: Codigo }, { additionalProperties: false }) } },
    async (request, reply) => {
      const facts = await ownReceiptFacts(app.db, request.params.insPrcCodigo, request.auth!.pssFscCodigo);
      if (!facts) throw notFound('Inscrição não encontrada.');
      const pdf = await receiptPdf(facts, `${siteOrigin(app, request)}${verificationPath(facts.insPrcCdgVerificacao)}`, app.clock());
      return reply.headers(cabecalhosDeDownload({ nome: `comprovante-inscricao-${facts.insPrcCodigo}.pdf`, tipo: 'application/pdf' })).send(Buffer.from(pdf));
    },
  );

  /** Public: anyone holding a receipt confirms it is genuine. Only process, number, date-time and state. */
  app.get(
    '/insProcesso/verificarComprovante',
    {
      schema: {
        querystring: Type.Object({ codigo: Type.String({ maxLength: 64 }) }, { additionalProperties: false }),
        response: {
          200: EnvelopeOf(
            Type.Object({
              valido: Type.String(),
              prcSltDescricao: Type.Optional(Type.String()),
              insPrcCodigo: Type.Optional(Type.Integer()),
              insPrcIncDtHora: Type.Optional(Type.String()),
              insPrcSituacao: Type.Optional(Type.String()),
            }),
          ),
        },
      },
    },
    async (request) => {
      if (!(await consumeRateLimit(app.db, `verificar-comprovante:${clientKey(request)}`, VERIFY_PER_MINUTE, 60, app.clock()))) {
        throw tooManyRequests('Muitas verificações em pouco tempo. Aguarde um minuto e tente novamente.');
      }
      const codigo = request.query.codigo.replace(/[\s.-]/g, '').toUpperCase();
      if (!/^[0-9A-Z]{8,32}$/.test(codigo)) throw badRequest('Código de verificação inválido: use as letras e os números impressos no comprovante.');
      const r = await verifyReceiptCode(app.db, codigo);
      if (!r) return { ...ok({ valido: 'F' }), message: 'Nenhuma inscrição corresponde a este código de verificação.' };
      return ok({
        valido: 'T',
        prcSltDescricao: r.prcSltTtlAlternativo || r.prcSltDescricao,
        insPrcCodigo: r.insPrcCodigo,
        insPrcIncDtHora: r.insPrcIncDtHora.toISOString(),
        insPrcSituacao: r.insCancelada ? 'CANCELADA' : 'ATIVA',
      });
    },
  );
};
