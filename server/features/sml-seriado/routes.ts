import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { badRequest, notFound, ok } from '../../http/envelope.ts';
import { parsePesquisa } from '../../http/pesquisa.ts';
import { Codigo, EnvelopeOf, TF } from '../../http/schemas.ts';
import { toWire } from '../../http/wire.ts';
import { requireLogin } from '../../plugins/session.ts';
import { QuotaRankingRow, SerialScoreRow } from '../../../src/domain/wire/seriado.ts';
import { findCourseOption, inscricaoPropriaNoProcesso, listOptions, OPTION_RESOURCE, quotaRanking, simulate } from './repository.ts';

const OptionRow = Type.Object({
  opcCodigo: Type.Optional(Type.Integer()),
  opcDescricao: Type.Optional(Type.String()),
  opcCdgPai: Type.Optional(Type.Union([Type.Integer(), Type.Null()])),
  opcOpcFinal: Type.Optional(TF),
  tpOpcCodigo: Type.Optional(Type.Integer()),
  tpOpcDescricao: Type.Optional(Type.String()),
});

/** The spec's envelopes carry the result under a named key instead of data (SPEC §7: "returns success and cnsSmlSeriado"). */
const Messages = { message: Type.Optional(Type.String()), messageResumida: Type.Optional(Type.String()) };
const SimulationEnvelope = Type.Object({ success: Type.Boolean(), cnsSmlSeriado: Type.Optional(Type.Array(SerialScoreRow)), ...Messages });
const QuotaEnvelope = Type.Object({ success: Type.Boolean(), cnsClsPorCota: Type.Optional(Type.Array(QuotaRankingRow)), ...Messages });

const SimulationQuery = Type.Object(
  { prcSltCodigo: Codigo, opcCodigo: Codigo, insPrcCodigo: Type.Optional(Codigo), _dc: Type.Optional(Type.String({ maxLength: 30 })) },
  { additionalProperties: false },
);

const NO_ENROLMENT = 'Inscrição não encontrada neste processo seletivo.';

/**
 * Serial exam simulation (SPEC §2 "Serial exam simulation", §7): the option cascade, the candidate's
 * scores and simulated place in a course, and the course's first/last places per quota type.
 * Everything requires login, and a candidate only ever simulates their own enrolment.
 */
export const smlSeriadoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/opcao/getListaOpcoesPaisSmlSeriadoByPrcSltCodigo',
    {
      preHandler: requireLogin,
      schema: {
        querystring: Type.Object(
          { prcSltCodigo: Codigo, map: Type.Optional(Type.String({ maxLength: 2000 })), _dc: Type.Optional(Type.String({ maxLength: 30 })) },
          { additionalProperties: false },
        ),
        response: { 200: EnvelopeOf(Type.Array(OptionRow)) },
      },
    },
    async (request) => {
      const { fields } = parsePesquisa({ map: request.query.map }, OPTION_RESOURCE);
      const data = await listOptions(app.db, request.query.prcSltCodigo, null);
      return ok(pick(toWire(data), fields));
    },
  );

  // Private route for the screen's heading: process description, candidate name and enrolment code.
  app.get(
    '/smlSeriado/cabecalho',
    {
      preHandler: requireLogin,
      schema: {
        querystring: Type.Object({ prcSltCodigo: Codigo, insPrcCodigo: Codigo, _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false }),
        response: {
          200: EnvelopeOf(Type.Object({ insPrcCodigo: Type.Integer(), pssFscNome: Type.String(), prcSltCodigo: Type.Integer(), prcSltDescricao: Type.String() })),
        },
      },
    },
    async (request) => ok(await exigirInscricao(request.auth!.pssFscCodigo, request.query)),
  );

  app.get(
    '/insProcesso/cnsSmlCndSeriado',
    { preHandler: requireLogin, schema: { querystring: SimulationQuery, response: { 200: SimulationEnvelope } } },
    async (request) => {
      const { own, course } = await exigirInscricaoECurso(request.auth!.pssFscCodigo, request.query);
      const scores = await simulate(app.db, request.query.prcSltCodigo, course.opcCodigo, own.insPrcCodigo);
      if (scores.length === 0) throw notFound('Não há notas do vestibular seriado para esta inscrição.');
      const cnsSmlSeriado = scores.map((r) => toWire({ ...r, crsDescricao: course.crsDescricao, cmpDescricao: course.cmpDescricao }));
      return { success: true, cnsSmlSeriado };
    },
  );

  app.get(
    '/insProcesso/cnsPrmUltClsPorCotaSeriado',
    { preHandler: requireLogin, schema: { querystring: SimulationQuery, response: { 200: QuotaEnvelope } } },
    async (request) => {
      // Course figures are shown only to candidates of the process (their own enrolment).
      const { course } = await exigirInscricaoECurso(request.auth!.pssFscCodigo, request.query);
      return { success: true, cnsClsPorCota: await quotaRanking(app.db, request.query.prcSltCodigo, course.opcCodigo) };
    },
  );

  /** The candidate's own enrolment in the process (the latest one when insPrcCodigo is not given); 404 otherwise. */
  async function exigirInscricao(pssFscCodigo: number, q: { prcSltCodigo: number; insPrcCodigo?: number }) {
    const own = await inscricaoPropriaNoProcesso(app.db, pssFscCodigo, q.prcSltCodigo, q.insPrcCodigo);
    if (!own) throw notFound(NO_ENROLMENT);
    return own;
  }

  /** The candidate's own enrolment and the course (a final option of the process) they simulate. */
  async function exigirInscricaoECurso(pssFscCodigo: number, q: { prcSltCodigo: number; opcCodigo: number; insPrcCodigo?: number }) {
    const own = await exigirInscricao(pssFscCodigo, q);
    const course = await findCourseOption(app.db, q.prcSltCodigo, q.opcCodigo);
    if (!course) throw notFound('Opção não encontrada neste processo seletivo.');
    if (!course.folha) throw badRequest('Preencha todas as opções antes de simular o resultado!');
    return { own, course };
  }
};

/** Keeps only the mapped fields (all of them when map is absent). */
function pick<T extends Record<string, unknown>>(data: T[], fields: string[] | null): Partial<T>[] {
  if (!fields) return data;
  return data.map((row) => Object.fromEntries(fields.map((f) => [f, row[f]])) as Partial<T>);
}
