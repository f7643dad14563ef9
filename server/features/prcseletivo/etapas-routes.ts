import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EtapasDaInscricaoWire } from '../../../src/domain/wire/etapas.ts';
import { ok } from '../../http/envelope.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import { requireLogin } from '../../plugins/session.ts';
import { leitorDeEtapas } from './etapas-repository.ts';

/**
 * insProcesso/etapas (issue 38): the signed-in person's enrolments, newest first, each with the steps of its card
 * on /prcSeletivo — in one call, so the page that most candidates open draws their situation at once. Only the
 * caller's own enrolments: the person is the session's, never a parameter.
 */
export const etapasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const leitor = leitorDeEtapas(app.db, () => app.clock());
  app.get(
    '/insProcesso/etapas',
    {
      preHandler: requireLogin,
      schema: { querystring: Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false }), response: { 200: EnvelopeOf(Type.Array(EtapasDaInscricaoWire)) } },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const lista = await leitor.le(request.auth!.pssFscCodigo);
      return ok(lista, lista.length);
    },
  );
};
