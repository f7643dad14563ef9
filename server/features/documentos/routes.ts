/**
 * The candidate's supporting documents (issue 27): the documents this enrolment must send given its answers, with
 * every version's state and the reviewer's reason; sending one (multipart, one file) while its window is open; and
 * downloading one's own file. Nobody else's enrolment or file answers anything but 404, whatever code is tried.
 *
 * Sending checks everything that needs no body first (session, CSRF, ownership, the window, the declared length),
 * then reads the file with the type's own size limit and refuses a wrong kind as soon as its first bytes are in.
 * The version is written only once the whole file arrived: a dropped connection leaves nothing behind.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { DocumentoPedido, DocumentosDaInscricao } from '../../../src/domain/wire/documentos.ts';
import {
  documentoComDono,
  documentosPedidos,
  foraDaJanela,
  gravarVersao,
  INSCRICAO_CANCELADA,
  inscricaoParaDocumentos,
  JA_EM_ANALISE,
  janelaDoTipo,
  NAO_PEDIDO,
  podeEnviarSobre,
  tipoSeAplica,
  tiposDoProcesso,
  versoesDaInscricao,
} from '../../entities/documento/documento.ts';
import { armazenamentoNoBanco } from '../../entities/documento/documento-armazenamento.ts';
import { regraDoTipo } from '../../entities/documento/documento-arquivo.ts';
import { INSCRICAO_NAO_ENCONTRADA } from '../../entities/inscricao/inscricao.ts';
import { cabecalhosDeDownload } from '../../http/download.ts';
import { badRequest, conflict, notFound, ok } from '../../http/envelope.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { lerArquivo } from '../../http/upload.ts';
import { requireLogin } from '../../plugins/session.ts';
import type { DbOrTx } from '../../db/client.ts';
import { Vez } from '../../lib/vez.ts';
import type { FastifyRequest } from 'fastify';

/** The caller's own enrolment, or 404 (the same answer for someone else's and for none). */
async function propria(db: DbOrTx, request: FastifyRequest, insPrcCodigo: number, lock = false) {
  const ins = await inscricaoParaDocumentos(db, insPrcCodigo, { lock });
  if (!ins || ins.pssFscCodigo !== request.auth!.pssFscCodigo) throw notFound(INSCRICAO_NAO_ENCONTRADA);
  return ins;
}

export const documentosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const envios = new Vez(app.config.uploadsSimultaneos);

  app.get(
    '/insPrcDocumento/pesquisa',
    {
      preHandler: requireLogin,
      schema: { querystring: Type.Object({ insPrcCodigo: Codigo, _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false }), response: { 200: EnvelopeOf(DocumentosDaInscricao) } },
    },
    async (request) => {
      const ins = await propria(app.db, request, request.query.insPrcCodigo);
      const [tipos, versoes] = await Promise.all([tiposDoProcesso(app.db, ins.prcSltCodigo), versoesDaInscricao(app.db, ins.insPrcCodigo)]);
      return ok({ insPrcCodigo: ins.insPrcCodigo, prcSltCodigo: ins.prcSltCodigo, prcSltDescricao: ins.prcSltDescricao, documentos: documentosPedidos(ins, tipos, versoes, app.clock()) });
    },
  );

  app.post(
    '/insPrcDocumento/enviar/:insPrcCodigo/:prcSltTpDocCodigo',
    {
      // onRequest: no session, no byte of the body is read. The body is the multipart stream, read by lerArquivo
      // (server/http/upload.ts) after the checks below: its only part is the file, limits per document type.
      onRequest: requireLogin,
      config: { arquivo: 'no-manipulador' },
      schema: { params: Type.Object({ insPrcCodigo: Codigo, prcSltTpDocCodigo: Codigo }), response: { 200: EnvelopeOf(DocumentoPedido) } },
    },
    async (request, reply) => {
      const { insPrcCodigo, prcSltTpDocCodigo } = request.params;
      const now = app.clock();
      // Before the body: ownership, the type asked of this enrolment, the window, nothing waiting in analysis.
      const ins = await propria(app.db, request, insPrcCodigo);
      if (ins.insCancelada) throw badRequest(INSCRICAO_CANCELADA);
      const tipo = (await tiposDoProcesso(app.db, ins.prcSltCodigo)).find((t) => t.prcSltTpDocCodigo === prcSltTpDocCodigo);
      if (!tipo || !tipoSeAplica(tipo, ins)) throw notFound(NAO_PEDIDO);
      const fora = foraDaJanela(janelaDoTipo(tipo, ins), now);
      if (fora) throw badRequest(fora);
      if (!podeEnviarSobre((await versoesDaInscricao(app.db, insPrcCodigo, prcSltTpDocCodigo))[0])) throw conflict(JA_EM_ANALISE);
      const arquivo = await lerArquivo(request, reply, regraDoTipo(tipo));
      // The bytes are written in turn (config.uploadsSimultaneos per process), so uploads never hold the connections
      // the enrolments need; reading the body is not (a slow phone must not keep everyone else waiting).
      const doc = await envios.com(() =>
        app.db.transaction(async (tx) => {
          const atual = await propria(tx, request, insPrcCodigo, true);
          // The state may have moved while the file travelled: checked again under the enrolment's lock.
          if (foraDaJanela(janelaDoTipo(tipo, atual), app.clock())) throw badRequest(foraDaJanela(janelaDoTipo(tipo, atual), app.clock())!);
          if (!podeEnviarSobre((await versoesDaInscricao(tx, insPrcCodigo, prcSltTpDocCodigo))[0])) throw conflict(JA_EM_ANALISE);
          await gravarVersao(tx, armazenamentoNoBanco, { insPrcCodigo, prcSltTpDocCodigo, arquivo, now });
          const tipos = (await tiposDoProcesso(tx, atual.prcSltCodigo)).filter((t) => t.prcSltTpDocCodigo === prcSltTpDocCodigo);
          return documentosPedidos(atual, tipos, await versoesDaInscricao(tx, insPrcCodigo, prcSltTpDocCodigo), now)[0];
        }),
      );
      return { ...ok(doc), message: 'Documento enviado.' };
    },
  );

  app.get(
    '/insPrcDocumento/arquivo/:insPrcDocCodigo',
    {
      preHandler: requireLogin,
      schema: { params: Type.Object({ insPrcDocCodigo: Codigo }), response: { 200: Type.Unsafe<Buffer>({ type: 'string', description: 'o arquivo (PDF, JPEG ou PNG)' }) } },
    },
    async (request, reply) => {
      const r = await documentoComDono(app.db, request.params.insPrcDocCodigo);
      if (!r || r.pssFscCodigo !== request.auth!.pssFscCodigo) throw notFound('Documento não encontrado.');
      const dados = await armazenamentoNoBanco.ler(app.db, r.d.arqChave);
      if (!dados) throw notFound('Documento não encontrado.');
      return reply.headers(cabecalhosDeDownload({ nome: r.d.insPrcDocNome, tipo: r.d.insPrcDocTipo, deTerceiros: true })).send(dados);
    },
  );
};
