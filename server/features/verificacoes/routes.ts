/**
 * The candidate's side of the verification of their quota declarations (issue 36 item 2): each declaration the
 * process verifies that they made, its state and reason, and their appeal against a "não confirmado" within its
 * window (once). Only their own enrolment (404 otherwise, the same for someone else's and for none).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { declaracoesFeitas } from '../../../src/domain/cotas.ts';
import { MinhasVerificacoes, RecorrerVerificacao } from '../../../src/domain/wire/gestao-cotas.ts';
import { configuracaoCotas } from '../../entities/classificacao/cotas.ts';
import { recorrerVerificacao, respostasDe, rotuloDeclaracao, verificacoesDaInscricao } from '../../entities/classificacao/cotas-verificacao.ts';
import { badRequest, notFound, ok } from '../../http/envelope.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { requireLogin } from '../../plugins/session.ts';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { inscricaoPorCodigo } from './repository.ts';

/** The caller's own enrolment, or 404 (the same answer for someone else's and for none). */
async function propria(db: DbOrTx, request: FastifyRequest, insPrcCodigo: number) {
  const ins = await inscricaoPorCodigo(db, insPrcCodigo);
  if (!ins || ins.pssFscCodigo !== request.auth!.pssFscCodigo) throw notFound('Inscrição não encontrada.');
  return ins;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const verificacoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/inscricoes/:insPrcCodigo/verificacoes',
    { preHandler: requireLogin, schema: { params: Type.Object({ insPrcCodigo: Codigo }), querystring: Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }), response: { 200: EnvelopeOf(MinhasVerificacoes) } } },
    async (request) => {
      const ins = await propria(app.db, request, request.params.insPrcCodigo);
      const config = await configuracaoCotas(app.db, ins.prcSltCodigo);
      if (!config) return ok({ itens: [] });
      const feitas = declaracoesFeitas(respostasDe(ins), config);
      const decididas = new Map((await verificacoesDaInscricao(app.db, ins.insPrcCodigo)).map((v) => [v.ctaVrfDeclaracao, v]));
      const now = app.clock();
      const itens = [...feitas]
        .filter((d) => config.verificacoes[d])
        .map((d) => {
          const v = decididas.get(d);
          return {
            declaracao: d,
            rotulo: rotuloDeclaracao(d),
            situacao: v?.ctaVrfSituacao ?? 'pendente',
            motivo: v?.ctaVrfMotivo ?? null,
            recursoAte: iso(v?.ctaVrfRecursoAte ?? null),
            podeRecorrer: !!v && v.ctaVrfSituacao === 'nao_confirmado' && !v.ctaVrfRecursoEm && !!v.ctaVrfRecursoAte && now <= v.ctaVrfRecursoAte,
            recursoTexto: v?.ctaVrfRecursoTexto ?? null,
            recursoSituacao: v?.ctaVrfRecursoSituacao ?? null,
            recursoResposta: v?.ctaVrfRecursoResposta ?? null,
          };
        });
      return ok({ itens });
    },
  );

  app.post(
    '/inscricoes/:insPrcCodigo/verificacoes/recurso',
    { preHandler: requireLogin, schema: { params: Type.Object({ insPrcCodigo: Codigo }), body: RecorrerVerificacao, response: { 200: EnvelopeOf(Type.Null()) } } },
    async (request) => {
      const ins = await propria(app.db, request, request.params.insPrcCodigo);
      const texto = request.body.texto.trim();
      if (!texto) throw badRequest('Escreva o texto do recurso.');
      const now = app.clock();
      await app.db.transaction(async (tx) => {
        const erro = await recorrerVerificacao(tx, ins.insPrcCodigo, request.body.declaracao, texto, now);
        if (erro) throw badRequest(erro);
      });
      return { ...ok(null), message: 'Recurso enviado. Você será avisado da decisão por mensagem.' };
    },
  );
};
