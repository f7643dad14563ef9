import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { janelaTexto, marcarCronograma, TEXTO_MARCA } from '../../../src/domain/cronograma.ts';
import { formatBrDateTime } from '../../../src/domain/dates.ts';
import { feeText } from '../../../src/domain/money.ts';
import { badRequest, conflict, forbidden, notFound, ok } from '../../http/envelope.ts';
import { exigirInscricaoPropria } from '../../entities/inscricao/inscricao.ts';
import { anexoERespostaDoRecurso } from '../../entities/reexame/recurso-lido.ts';
import { Codigo, EnvelopeOf, TF } from '../../http/schemas.ts';
import { requireLogin } from '../../plugins/session.ts';
import { ANEXO_MAX_BYTES, anexoParaGuardar, regraDoAnexo } from '../../entities/documento/anexo.ts';
import { cabecalhosDeDownload } from '../../http/download.ts';
import { anexoDaRespostaPropria, anexoProprio, jaRecorreu, janela, janelas, recursosDaInscricao } from './repository.ts';
import { inserirRecurso } from '../../entities/reexame/recurso.ts';

const TipoCronograma = Type.String({ pattern: '^[A-Za-z0-9_-]{1,20}$' });
export const JUSTIFICATIVA_MIN = 10;
export const JUSTIFICATIVA_MAX = 5000;
export const REEXAME_NAO_PERMITIDO = 'O reexame não está disponível para esta inscrição.';
export const PRAZO_ENCERRADO = 'O prazo para recurso desta etapa está encerrado.';
export const PRAZO_NAO_INICIADO = 'O prazo para recurso desta etapa ainda não começou.';
export const JA_RECORREU = 'Você já apresentou recurso nesta etapa.';

const Recurso = Type.Object({
  insPrcRcrCodigo: Type.Integer(),
  insPrcRcrJustificativa: Type.String(),
  insPrcRcrCriadoEm: Type.String(),
  insPrcRcrVlr: Type.Union([Type.Integer(), Type.Null()]),
  valorTexto: Type.String(),
  anexo: Type.Union([Type.Object({ nome: Type.String(), tipo: Type.String(), tamanho: Type.Integer() }), Type.Null()]),
  resposta: Type.Union([
    Type.Object({
      situacao: Type.String(),
      situacaoTexto: Type.String(),
      texto: Type.String(),
      em: Type.String(),
      /** The PDF staff attached to the answer (GET insPrcRecurso/respostaAnexo). */
      anexo: Type.Union([Type.Object({ nome: Type.String(), tamanho: Type.Integer() }), Type.Null()]),
    }),
    Type.Null(),
  ]),
});

const Reexame = Type.Object({
  prcSltCodigo: Type.Integer(),
  prcSltDescricao: Type.String(),
  insPrcCodigo: Type.Integer(),
  permitido: TF,
  dataHora: Type.String(),
  anexoMaxBytes: Type.Integer(),
  janelas: Type.Array(
    Type.Object({
      prcSltCrnCodigo: Type.Integer(),
      prcSltCrnDescricao: Type.String(),
      periodo: Type.String(),
      situacao: Type.String(),
      situacaoTexto: Type.String(),
      aberta: TF,
      valorTexto: Type.String(),
      recurso: Type.Union([Recurso, Type.Null()]),
    }),
  ),
});

const CadastroBody = Type.Object(
  {
    prcSltCodigo: Codigo,
    insPrcCodigo: Codigo,
    prcSltCrnCodigo: Codigo,
    insPrcRcrJustificativa: Type.String({ maxLength: JUSTIFICATIVA_MAX + 500 }),
  },
  { additionalProperties: false },
);

/**
 * Appeals (reexame screen): the appeal windows of a schedule type, the candidate's appeals with their
 * answers, filing one (text + optional PDF/PNG/JPEG attachment 'anexo', read and checked by its bytes by
 * server/http/upload.ts) while the window is open, and downloading one's own attachment.
 */
export const reexameRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/insPrcRecurso/pesquisa',
    {
      preHandler: requireLogin,
      schema: {
        querystring: Type.Object({ prcSltCodigo: Codigo, insPrcCodigo: Codigo, tblGrlItmCdgPrcSltTpCrn: TipoCronograma, _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false }),
        response: { 200: EnvelopeOf(Reexame) },
      },
    },
    async (request) => {
      const { prcSltCodigo, insPrcCodigo, tblGrlItmCdgPrcSltTpCrn } = request.query;
      const ins = await exigirInscricaoPropria(app.db, request.auth!.pssFscCodigo, { prcSltCodigo, insPrcCodigo });
      const js = await janelas(app.db, prcSltCodigo, tblGrlItmCdgPrcSltTpCrn);
      const recursos = await recursosDaInscricao(app.db, insPrcCodigo, js.map((j) => j.prcSltCrnCodigo));
      const now = app.clock();
      const marcas = marcarCronograma(js.map((j) => ({ inicio: j.prcSltCrnDtInicio, fim: j.prcSltCrnDtFim })), now);
      const permitido = ins.insPrcPrmReexame && !ins.insCancelada;
      return ok({
        prcSltCodigo,
        prcSltDescricao: ins.prcSltDescricao,
        insPrcCodigo,
        permitido: permitido ? ('T' as const) : ('F' as const),
        dataHora: formatBrDateTime(now),
        anexoMaxBytes: ANEXO_MAX_BYTES,
        janelas: js.map((j, k) => {
          const r = recursos.find((x) => x.prcSltCrnCodigo === j.prcSltCrnCodigo);
          return {
            prcSltCrnCodigo: j.prcSltCrnCodigo,
            prcSltCrnDescricao: j.prcSltCrnDescricao,
            periodo: j.prcSltCrnDtInicio && j.prcSltCrnDtFim ? janelaTexto(j.prcSltCrnDtInicio, j.prcSltCrnDtFim) : 'A definir',
            situacao: marcas[k],
            situacaoTexto: TEXTO_MARCA[marcas[k]],
            aberta: permitido && marcas[k] === 'ATUAL' && !r ? ('T' as const) : ('F' as const),
            valorTexto: feeText(j.valor),
            recurso: r
              ? {
                  insPrcRcrCodigo: r.insPrcRcrCodigo,
                  insPrcRcrJustificativa: r.justificativa,
                  insPrcRcrCriadoEm: formatBrDateTime(r.criadoEm),
                  insPrcRcrVlr: r.valor,
                  valorTexto: feeText(r.valor),
                  ...anexoERespostaDoRecurso(r, formatBrDateTime),
                }
              : null,
          };
        }),
      });
    },
  );

  app.post(
    '/insPrcRecurso/cadastrar',
    {
      // onRequest, not preHandler: the multipart body (up to the attachment's size) is read in preValidation,
      // and a caller without a session must be turned away before a byte of it is read.
      onRequest: requireLogin,
      config: { arquivo: regraDoAnexo({ quantos: 8, tamanho: 64 * 1024 }) },
      schema: {
        body: CadastroBody,
        response: { 200: EnvelopeOf(Type.Object({ insPrcRcrCodigo: Type.Integer(), insPrcRcrVlr: Type.Union([Type.Integer(), Type.Null()]), valorTexto: Type.String(), pagar: TF })) },
      },
    },
    async (request) => {
      const b = request.body;
      const justificativa = b.insPrcRcrJustificativa.trim();
      if (justificativa.length < JUSTIFICATIVA_MIN) throw badRequest(`Escreva a justificativa do recurso (mínimo de ${JUSTIFICATIVA_MIN} caracteres).`);
      if (justificativa.length > JUSTIFICATIVA_MAX) throw badRequest(`A justificativa deve ter no máximo ${JUSTIFICATIVA_MAX} caracteres.`);
      const anexo = request.arquivo && anexoParaGuardar(request.arquivo);
      const now = app.clock();
      const pssFscCodigo = request.auth!.pssFscCodigo;
      const id = await app.db.transaction(async (tx) => {
        const ins = await exigirInscricaoPropria(tx, pssFscCodigo, { prcSltCodigo: b.prcSltCodigo, insPrcCodigo: b.insPrcCodigo }, { lock: true });
        if (ins.insCancelada || !ins.insPrcPrmReexame) throw forbidden(REEXAME_NAO_PERMITIDO);
        const j = await janela(tx, b.prcSltCodigo, b.prcSltCrnCodigo);
        if (!j) throw notFound('Etapa de recurso não encontrada.');
        const ini = j.inicio ?? j.fim;
        const fim = j.fim ?? j.inicio;
        if (!ini || !fim || now < ini) throw badRequest(PRAZO_NAO_INICIADO);
        if (now > fim) throw badRequest(PRAZO_ENCERRADO);
        // The enrolment row is locked: a double click waits here and then finds the first appeal.
        if (await jaRecorreu(tx, ins.insPrcCodigo, j.prcSltCrnCodigo)) throw conflict(JA_RECORREU);
        return inserirRecurso(tx, {
          insPrcCodigo: ins.insPrcCodigo,
          prcSltCrnCodigo: j.prcSltCrnCodigo,
          tipo: j.tipo,
          justificativa,
          valor: j.valor,
          criadoEm: now,
          anexo,
        }).then((insPrcRcrCodigo) => ({ insPrcRcrCodigo, valor: j.valor }));
      });
      return {
        ...ok({ insPrcRcrCodigo: id.insPrcRcrCodigo, insPrcRcrVlr: id.valor, valorTexto: feeText(id.valor), pagar: (id.valor ?? 0) > 0 ? ('T' as const) : ('F' as const) }),
        message: 'Recurso registrado com sucesso.',
      };
    },
  );

  app.get(
    '/insPrcRecurso/anexo',
    { preHandler: requireLogin, schema: { querystring: Type.Object({ insPrcRcrCodigo: Codigo }, { additionalProperties: false }) } },
    async (request, reply) => {
      const a = await anexoProprio(app.db, request.query.insPrcRcrCodigo, request.auth!.pssFscCodigo);
      if (!a) throw notFound('Anexo não encontrado.');
      return reply.headers(cabecalhosDeDownload({ nome: a.nome, tipo: a.tipo, deTerceiros: true })).send(a.dados);
    },
  );

  app.get(
    '/insPrcRecurso/respostaAnexo',
    { preHandler: requireLogin, schema: { querystring: Type.Object({ insPrcRcrCodigo: Codigo }, { additionalProperties: false }) } },
    async (request, reply) => {
      const a = await anexoDaRespostaPropria(app.db, request.query.insPrcRcrCodigo, request.auth!.pssFscCodigo);
      if (!a) throw notFound('Anexo não encontrado.');
      return reply.headers(cabecalhosDeDownload({ nome: a.nome, tipo: 'application/pdf', deTerceiros: true })).send(a.dados);
    },
  );
};
