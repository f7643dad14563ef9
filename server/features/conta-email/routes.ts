import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { SituacaoEmailWire } from '../../../src/domain/wire/conta-email.ts';
import { chaveDoLimiteDeReenvio, emailConfirmado, origemDosLinks, reenviarConfirmacao, REENVIOS_POR_HORA } from '../../entities/pessoa/conta-email.ts';
import { findPerson } from '../../entities/pessoa/pessoa.ts';
import { ApiError, ok } from '../../http/envelope.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import { consumeRateLimit } from '../../plugins/rate-limit.ts';
import { requireLogin } from '../../plugins/session.ts';

/**
 * The process list's reminder of an unconfirmed e-mail (issue 23 §2): the address and whether it is confirmed,
 * and "reenviar" (the same hourly limit as Dados Pessoais). The link itself is confirmed in the login app
 * (server/login/confirmacao-email.ts).
 */
export const contaEmailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pssFisica/situacaoEmail', { preHandler: requireLogin, schema: { response: { 200: EnvelopeOf(SituacaoEmailWire) } } }, async (request) => {
    const me = request.auth!.pssFscCodigo;
    const email = (await findPerson(app.db, me))?.pssFscEmail?.trim() || null;
    return ok({ pssFscEmail: email, confirmado: (await emailConfirmado(app.db, me, email)) ? ('T' as const) : ('F' as const) });
  });

  app.post(
    '/pssFisica/reenviarConfirmacaoEmail',
    { preHandler: requireLogin, schema: { body: Type.Optional(Type.Object({}, { additionalProperties: false })), response: { 200: EnvelopeOf(Type.Null()) } } },
    async (request) => {
      const me = request.auth!.pssFscCodigo;
      const agora = app.clock();
      const r = await reenviarConfirmacao(app.db, app.csrfSecret, { pssFscCodigo: me, agora, origem: origemDosLinks(app.config.publicOrigin, app.config.port, request) }, () =>
        consumeRateLimit(app.db, chaveDoLimiteDeReenvio(me), REENVIOS_POR_HORA, 3600, agora),
      );
      if (!r.ok) throw new ApiError(r.status, r.message);
      if (r.enviado) app.mailQueue.kick();
      return { success: true, message: r.message };
    },
  );
};
