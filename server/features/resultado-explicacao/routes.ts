import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ExplicacaoWire } from '../../../src/domain/wire/classificacao-explicacao.ts';
import { explicacaoParaTela } from '../../entities/classificacao/classificacao-explicacao.ts';
import { INSCRICAO_NAO_ENCONTRADA } from '../../entities/inscricao/inscricao.ts';
import { ultimaPublicacao } from '../../entities/classificacao/resultado.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { requireLogin } from '../../plugins/session.ts';
import { processoEDonoDaInscricao } from './repository.ts';

const Params = Type.Object({ insPrcCodigo: Codigo });
const SemQuery = Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });

/**
 * "Por que estou nesta posição?" for the candidate (issue 36 item 8): their own enrolment only, and only once a
 * result of its process is published (the latest publication: what the candidate was told). The same answer
 * (404) for someone else's enrolment and for none.
 */
export const resultadoExplicacaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/inscricoes/:insPrcCodigo/explicacao',
    { preHandler: requireLogin, schema: { params: Params, querystring: SemQuery, response: { 200: EnvelopeOf(ExplicacaoWire) } } },
    async (request) => {
      const ins = request.params.insPrcCodigo;
      const dona = await processoEDonoDaInscricao(app.db, ins);
      if (!dona || dona.pss !== request.auth!.pssFscCodigo) throw notFound(INSCRICAO_NAO_ENCONTRADA);
      const publicada = await ultimaPublicacao(app.db, dona.prc);
      if (!publicada) throw notFound('O resultado deste processo ainda não foi publicado.');
      const x = await explicacaoParaTela(app.db, publicada.clsCalCodigo, ins, publicada.tipo, true);
      if (!x) throw notFound('Esta inscrição não está nas listas do resultado publicado.');
      return ok(x);
    },
  );
};
