import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ANEXO_MAX_BYTES } from '../../db/schema/index.ts';
import { type ArquivoRecebido, sha256, validarAnexo } from '../../entities/documento/anexo.ts';
import { badRequest, ok } from '../../http/envelope.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { requireLogin } from '../../plugins/session.ts';
import { contexto, marcarIsencaoSolicitada } from './repository.ts';
import { carregar, resumoDe } from './resumo.ts';
import { ResumoPagamentoWire } from '../../../src/domain/wire/pagamento.ts';

/** The longest reason a candidate may write with an exemption request. */
export const JUSTIFICATIVA_ISENCAO_MAX = 2000;

const PedidoIsencao = Type.Object(
  {
    insPrcCodigo: Codigo,
    justificativa: Type.Optional(Type.String({ maxLength: JUSTIFICATIVA_ISENCAO_MAX + 200 })),
    /** The document (PDF, PNG or JPEG) proving the grounds; filled by the multipart hook below. */
    anexo: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

/**
 * insBoleto/solicitarIsencao: asks for the fee to be waived, while the exemption period is open and nothing was
 * paid, with an optional reason and one optional document for the staff who decide (the back office's exemption
 * queue). Form-encoded or multipart (with the file); asking again changes nothing. Multipart is registered here only.
 */
export const isencaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(fastifyMultipart, {
    attachFieldsToBody: 'keyValues',
    throwFileSizeLimit: false,
    limits: { fileSize: ANEXO_MAX_BYTES, files: 1, fields: 4, fieldSize: 16 * 1024, parts: 6, headerPairs: 100 },
    async onFile(part) {
      const dados = await part.toBuffer();
      (part as unknown as { value: ArquivoRecebido }).value = { nome: part.filename, dados, truncado: part.file.truncated };
    },
  });

  // onRequest, not preHandler: a multipart body is read in preValidation, and a caller without a session is
  // turned away before a byte of it is read.
  app.post('/insBoleto/solicitarIsencao', { onRequest: requireLogin, schema: { body: PedidoIsencao, response: { 200: EnvelopeOf(ResumoPagamentoWire) } } }, async (request) => {
    const now = app.clock();
    const b = request.body;
    const justificativa = b.justificativa?.trim() || null;
    if (justificativa && justificativa.length > JUSTIFICATIVA_ISENCAO_MAX) throw badRequest(`A justificativa deve ter no máximo ${JUSTIFICATIVA_ISENCAO_MAX} caracteres.`);
    const anexo = validarAnexo(b.anexo);
    return app.db.transaction(async (tx) => {
      const ctx = await carregar(tx, b.insPrcCodigo, request, true);
      if (!ctx.ins.insPrcSlcIsencao) {
        const r = resumoDe(app.config, ctx, now);
        if (r.situacao !== 'A_PAGAR') throw badRequest(r.motivo ?? 'Não há taxa a isentar nesta inscrição.');
        if (r.isencao.podeSolicitar === 'F') throw badRequest('O prazo para solicitar isenção da taxa de inscrição terminou.');
        const documento = anexo && { nome: anexo.nome, tipo: anexo.tipo, dados: anexo.dados, sha256: sha256(anexo.dados) };
        await marcarIsencaoSolicitada(tx, ctx.ins.insPrcCodigo, { justificativa, documento, em: now });
      }
      return ok(resumoDe(app.config, (await contexto(tx, ctx.ins.insPrcCodigo, request.auth!.pssFscCodigo))!, now));
    });
  });
};
