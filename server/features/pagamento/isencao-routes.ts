import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { anexoParaGuardar, regraDoAnexo } from '../../entities/documento/anexo.ts';
import { pedirIsencao } from '../../entities/pagamento/isencao.ts';
import { badRequest, ok } from '../../http/envelope.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { requireLogin } from '../../plugins/session.ts';
import { contexto } from './repository.ts';
import { carregar, resumoDe } from './resumo.ts';
import { ResumoPagamentoWire } from '../../../src/domain/wire/pagamento.ts';

/** The longest reason a candidate may write with an exemption request. */
export const JUSTIFICATIVA_ISENCAO_MAX = 2000;

/** The form's text fields; the document (PDF, PNG or JPEG, field 'anexo') is read by server/http/upload.ts. */
const PedidoIsencao = Type.Object(
  {
    insPrcCodigo: Codigo,
    justificativa: Type.Optional(Type.String({ maxLength: JUSTIFICATIVA_ISENCAO_MAX + 200 })),
  },
  { additionalProperties: false },
);

/**
 * insBoleto/solicitarIsencao: asks for the fee to be waived, while the exemption period is open and nothing was
 * paid, with an optional reason and one optional document for the staff who decide (the back office's exemption
 * queue). Form-encoded or multipart (with the file); asking again changes nothing.
 */
export const isencaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // onRequest, not preHandler: a multipart body is read in preValidation, and a caller without a session is
  // turned away before a byte of it is read.
  app.post(
    '/insBoleto/solicitarIsencao',
    {
      onRequest: requireLogin,
      config: { arquivo: regraDoAnexo({ quantos: 4, tamanho: 16 * 1024 }) },
      schema: { body: PedidoIsencao, response: { 200: EnvelopeOf(ResumoPagamentoWire) } },
    },
    async (request) => {
      const now = app.clock();
      const b = request.body;
      const justificativa = b.justificativa?.trim() || null;
      if (justificativa && justificativa.length > JUSTIFICATIVA_ISENCAO_MAX) throw badRequest(`A justificativa deve ter no máximo ${JUSTIFICATIVA_ISENCAO_MAX} caracteres.`);
      const documento = request.arquivo && anexoParaGuardar(request.arquivo);
      return app.db.transaction(async (tx) => {
        const ctx = await carregar(tx, b.insPrcCodigo, request, true);
        if (!ctx.ins.insPrcSlcIsencao) {
          const r = resumoDe(app.config, ctx, now);
          if (r.situacao !== 'A_PAGAR') throw badRequest(r.motivo ?? 'Não há taxa a isentar nesta inscrição.');
          if (r.isencao.podeSolicitar === 'F') throw badRequest('O prazo para solicitar isenção da taxa de inscrição terminou.');
          await pedirIsencao(tx, ctx.ins.insPrcCodigo, { justificativa, documento, em: now });
        }
        return ok(resumoDe(app.config, (await contexto(tx, ctx.ins.insPrcCodigo, request.auth!.pssFscCodigo))!, now));
      });
    },
  );
};
