import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { janelaTexto, marcarCronograma, periodoTexto, TEXTO_MARCA, TIPO_CRONOGRAMA_DEVOLUCAO } from '../../../src/domain/cronograma.ts';
import { formatBrDateTime } from '../../../src/domain/dates.ts';
import { feeText } from '../../../src/domain/money.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { exigirInscricaoPropria } from '../../entities/inscricao/inscricao.ts';
import { Codigo, EnvelopeOf, TF } from '../../http/schemas.ts';
import { requireLogin } from '../../plugins/session.ts';
import { findProcess } from '../../entities/processo/processo.ts';
import { devolucao, itensCronograma, taxaPaga, tiposCronograma } from './repository.ts';

const Texto = Type.Union([Type.String(), Type.Null()]);
/** A schedule type code: a tbl_grl_item code, short and plain. */
export const TipoCronograma = Type.String({ pattern: '^[A-Za-z0-9_-]{1,20}$' });

const CronogramaQuery = Type.Object(
  {
    prcSltCodigo: Codigo,
    /** 0 or absent = no enrolment yet (the quick-enrolment path shows the schedule before enrolling). */
    insPrcCodigo: Type.Optional(Type.Integer({ minimum: 0, maximum: 2_147_483_647 })),
    tblGrlItmCdgPrcSltTpCrn: TipoCronograma,
    _dc: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);

const Item = Type.Object({
  prcSltCrnCodigo: Type.Integer(),
  prcSltCrnDescricao: Type.String(),
  prcSltCrnDtInicio: Texto,
  prcSltCrnDtFim: Texto,
  prcSltCrnPeriodo: Type.String(),
  /** ENCERRADO | ATUAL | PROXIMO | FUTURO | A_DEFINIR, against the server's clock. */
  situacao: Type.String(),
  situacaoTexto: Type.String(),
  recurso: TF,
});

const Cronograma = Type.Object({
  prcSltCodigo: Type.Integer(),
  prcSltDescricao: Type.String(),
  insPrcCodigo: Type.Union([Type.Integer(), Type.Null()]),
  tblGrlItmCdgPrcSltTpCrn: Type.String(),
  tblGrlItmDescricao: Type.String(),
  dataHora: Type.String(),
  itens: Type.Array(Item),
  /** The process's schedule types and the screen that shows each (cronogramas, devolucao or reexame). */
  tipos: Type.Array(Type.Object({ tblGrlItmCdgPrcSltTpCrn: Type.String(), tblGrlItmDescricao: Type.String(), tela: Type.String() })),
  /** Set for an enrolment in an inspector process with a municipality: the lista-fiscais screen applies. */
  prcSltMncPrvCodigo: Type.Union([Type.Integer(), Type.Null()]),
});

const Devolucao = Type.Object({
  insPrcCodigo: Type.Integer(),
  taxaPaga: TF,
  taxaValorTexto: Texto,
  situacao: Texto,
  situacaoTexto: Type.String(),
  valorTexto: Texto,
  observacao: Texto,
  solicitadaEm: Texto,
  pagaEm: Texto,
});

const SITUACAO_DEVOLUCAO: Record<string, string> = {
  SOLICITADA: 'Solicitada',
  EM_ANALISE: 'Em análise',
  DEFERIDA: 'Deferida',
  INDEFERIDA: 'Indeferida',
  PAGA: 'Paga',
};
export const SEM_DEVOLUCAO = 'Nenhuma solicitação de devolução registrada para esta inscrição.';

/**
 * Schedules (cronogramas and cronograma-devolucao screens): the items of one schedule type marked
 * against the clock, and the candidate's refund situation.
 */
export const cronogramasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/prcSltCronograma/pesquisa',
    { preHandler: requireLogin, schema: { querystring: CronogramaQuery, response: { 200: EnvelopeOf(Cronograma) } } },
    async (request) => {
      const { prcSltCodigo, insPrcCodigo, tblGrlItmCdgPrcSltTpCrn: tipo } = request.query;
      const ins = insPrcCodigo ? await exigirInscricaoPropria(app.db, request.auth!.pssFscCodigo, { prcSltCodigo, insPrcCodigo }) : null;
      const p = await findProcess(app.db, prcSltCodigo);
      if (!p) throw notFound('Processo seletivo não encontrado.');
      const [itens, tipos] = await Promise.all([itensCronograma(app.db, prcSltCodigo, tipo), tiposCronograma(app.db, prcSltCodigo)]);
      const now = app.clock();
      const marcas = marcarCronograma(itens.map((i) => ({ inicio: i.prcSltCrnDtInicio, fim: i.prcSltCrnDtFim })), now);
      return ok({
        prcSltCodigo,
        prcSltDescricao: p.prcSltDescricao,
        insPrcCodigo: ins?.insPrcCodigo ?? null,
        tblGrlItmCdgPrcSltTpCrn: tipo,
        tblGrlItmDescricao: tipos.find((t) => t.tblGrlItmCdgPrcSltTpCrn === tipo)?.tblGrlItmDescricao ?? 'Cronograma',
        dataHora: formatBrDateTime(now),
        itens: itens.map((i, k) => ({
          prcSltCrnCodigo: i.prcSltCrnCodigo,
          prcSltCrnDescricao: i.prcSltCrnDescricao,
          prcSltCrnDtInicio: i.prcSltCrnDtInicio?.toISOString() ?? null,
          prcSltCrnDtFim: i.prcSltCrnDtFim?.toISOString() ?? null,
          prcSltCrnPeriodo:
            i.recurso && i.prcSltCrnDtInicio && i.prcSltCrnDtFim ? janelaTexto(i.prcSltCrnDtInicio, i.prcSltCrnDtFim) : periodoTexto({ inicio: i.prcSltCrnDtInicio, fim: i.prcSltCrnDtFim }),
          situacao: marcas[k],
          situacaoTexto: TEXTO_MARCA[marcas[k]],
          recurso: i.recurso ? ('T' as const) : ('F' as const),
        })),
        tipos: tipos.map((t) => ({
          tblGrlItmCdgPrcSltTpCrn: t.tblGrlItmCdgPrcSltTpCrn,
          tblGrlItmDescricao: t.tblGrlItmDescricao,
          tela: t.recurso ? 'reexame' : t.tblGrlItmCdgPrcSltTpCrn === TIPO_CRONOGRAMA_DEVOLUCAO ? 'devolucao' : 'cronogramas',
        })),
        prcSltMncPrvCodigo: ins && !ins.insCancelada && ins.prcSltTipo === 'FISCAL' ? ins.prcSltMncPrvCodigo : null,
      });
    },
  );

  app.get(
    '/insPrcDevolucao/situacao',
    {
      preHandler: requireLogin,
      schema: {
        querystring: Type.Object({ prcSltCodigo: Codigo, insPrcCodigo: Codigo, _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false }),
        response: { 200: EnvelopeOf(Devolucao) },
      },
    },
    async (request) => {
      const { prcSltCodigo, insPrcCodigo } = request.query;
      await exigirInscricaoPropria(app.db, request.auth!.pssFscCodigo, { prcSltCodigo, insPrcCodigo });
      const [d, paga] = await Promise.all([devolucao(app.db, insPrcCodigo), taxaPaga(app.db, insPrcCodigo)]);
      return ok({
        insPrcCodigo,
        taxaPaga: paga !== null ? ('T' as const) : ('F' as const),
        taxaValorTexto: paga !== null ? feeText(paga) : null,
        situacao: d?.insPrcDvlSituacao ?? null,
        situacaoTexto: d ? SITUACAO_DEVOLUCAO[d.insPrcDvlSituacao] : SEM_DEVOLUCAO,
        valorTexto: d?.insPrcDvlValor != null ? feeText(d.insPrcDvlValor) : null,
        observacao: d?.insPrcDvlObservacao ?? null,
        solicitadaEm: d ? formatBrDateTime(d.insPrcDvlSolicitadaEm).slice(0, 10) : null,
        pagaEm: d?.insPrcDvlPagaEm ? formatBrDateTime(d.insPrcDvlPagaEm).slice(0, 10) : null,
      });
    },
  );
};
