import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { janelaTexto } from '../../../src/domain/cronograma.ts';
import { ok } from '../../http/envelope.ts';
import { applyMap, parsePesquisa, PesquisaQuery } from '../../http/pesquisa.ts';
import { EnvelopeOf, TF } from '../../http/schemas.ts';
import { requireLogin } from '../../plugins/session.ts';
import { CONVOCADOS, pesquisaConvocados } from './repository.ts';

const SITUACAO: Record<string, string> = { CONVOCADO: 'Convocado', MATRICULADO: 'Matriculado', NAO_COMPARECEU: 'Não compareceu', DESISTENTE: 'Desistente', DEIXOU_OPCAO: 'Deixou esta opção: convocado(a) em opção preferida' };
/** Deadline of a call against the clock: still to open, open, or over. */
const PRAZO_TEXTO = { FUTURO: 'Matrícula ainda não aberta', ABERTO: 'Matrícula aberta', ENCERRADO: 'Prazo de matrícula encerrado' } as const;

const Convocado = Type.Object({
  prcSltInsCnvCodigo: Type.Optional(Type.Integer()),
  insPrcCodigo: Type.Optional(Type.Integer()),
  prcSltCodigo: Type.Optional(Type.Integer()),
  prcSltDescricao: Type.Optional(Type.String()),
  prcSltInsCnvChamada: Type.Optional(Type.Integer()),
  opcDescricao: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  prcSltInsCnvDtInicio: Type.Optional(Type.String()),
  prcSltInsCnvDtFim: Type.Optional(Type.String()),
  prcSltInsCnvOrientacao: Type.Optional(Type.String()),
  prcSltInsCnvUrl: Type.Optional(Type.Union([Type.String(), Type.Null()])),
  prcSltInsCnvSituacao: Type.Optional(Type.String()),
  prcSltInsCnvPresencial: Type.Optional(TF),
  situacaoTexto: Type.Optional(Type.String()),
  periodo: Type.Optional(Type.String()),
  prazo: Type.Optional(Type.String()),
  prazoTexto: Type.Optional(Type.String()),
});

/** Called-up candidates (prcSltInsConvocado screen): the person's calls, with what to do and until when. */
export const convocadosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/prcSltInsConvocado/pesquisa',
    { preHandler: requireLogin, schema: { querystring: PesquisaQuery, response: { 200: EnvelopeOf(Type.Array(Convocado)) } } },
    async (request) => {
      const p = parsePesquisa(request.query, CONVOCADOS);
      const { rows, total } = await pesquisaConvocados(app.db, request.auth!.pssFscCodigo, p);
      const now = app.clock().getTime();
      const wire = rows.map((r) => {
        const prazo = now < r.prcSltInsCnvDtInicio.getTime() ? 'FUTURO' : now > r.prcSltInsCnvDtFim.getTime() ? 'ENCERRADO' : 'ABERTO';
        return {
          ...r,
          prcSltInsCnvDtInicio: r.prcSltInsCnvDtInicio.toISOString(),
          prcSltInsCnvDtFim: r.prcSltInsCnvDtFim.toISOString(),
          prcSltInsCnvPresencial: r.prcSltInsCnvPresencial ? ('T' as const) : ('F' as const),
          situacaoTexto: SITUACAO[r.prcSltInsCnvSituacao],
          periodo: janelaTexto(r.prcSltInsCnvDtInicio, r.prcSltInsCnvDtFim),
          prazo,
          prazoTexto: PRAZO_TEXTO[prazo],
        };
      });
      return ok(applyMap(wire, p.fields), total);
    },
  );
};
