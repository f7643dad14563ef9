import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { formatBrDateTime, todayInSaoPaulo } from '../../../src/domain/dates.ts';
import { brDay, isCurrent } from '../../../src/domain/inscricao-periodo.ts';
import type { TipoProcesso } from '../../db/schema/index.ts';
import { notFound, ok } from '../../http/envelope.ts';
import { parsePesquisa, PesquisaQuery } from '../../http/pesquisa.ts';
import { Codigo, EnvelopeOf, TF } from '../../http/schemas.ts';
import { editingOpen, emissaoPagamentoAte, findProcess, processoToWire } from '../../entities/processo/processo.ts';
import { ProcessoWire } from '../../../src/domain/wire/processo.ts';
import { ProcessosAbertos } from './abertos-em-memoria.ts';
import { listByType, openAt, PROCESS_RESOURCE, searchProcesses, upcomingAt } from './repository.ts';
import { etapasRoutes } from './etapas-routes.ts';

const ByCode = Type.Object({ prcSltCodigo: Codigo, _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });
const NoQuery = Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });
const Messages = { message: Type.Optional(Type.String()), messageResumida: Type.Optional(Type.String()) };
const NOT_FOUND = 'Processo seletivo não encontrado.';

const PartialProcess = Type.Partial(ProcessoWire);

/** The process lists by kind, each with its "Prox" twin (opening within config.upcomingDays). */
const LISTINGS: Record<string, TipoProcesso[]> = {
  getStricto: ['STRICTO'],
  getLatoEspecializacao: ['LATO', 'RESIDENCIA'],
  getChamamentoPublico: ['CHAMAMENTO'],
  getIntencaoMatricula: ['INTENCAO'],
};

/**
 * Selection process calls of SPEC §7 (prcSeletivo/...). All public: they describe processes, never people.
 * "Current" is decided by the server clock (app.clock()) against the enrolment window.
 */
export const prcSeletivoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const list = EnvelopeOf(Type.Array(ProcessoWire));
  // The candidate's own page reads its cards' steps beside the process list (issue 38).
  await app.register(etapasRoutes);

  const abertos = new ProcessosAbertos(app.db);
  app.get('/prcSeletivo/listaProcessos', { schema: { querystring: NoQuery, response: { 200: list } } }, async () => ok(await abertos.lista(app.clock())));

  app.get(
    '/prcSeletivo/getById/:id',
    { schema: { params: Type.Object({ id: Codigo }), querystring: NoQuery, response: { 200: EnvelopeOf(ProcessoWire) } } },
    async (request) => {
      const p = await findProcess(app.db, request.params.id);
      if (!p) throw notFound(NOT_FOUND);
      return ok(processoToWire(p, app.clock()));
    },
  );

  app.get('/prcSeletivo/pesquisa2', { schema: { querystring: PesquisaQuery, response: { 200: EnvelopeOf(Type.Array(PartialProcess)) } } }, async (request) => {
    const p = parsePesquisa(request.query, PROCESS_RESOURCE);
    const now = app.clock();
    const { rows, total } = await searchProcesses(app.db, p);
    const wire = rows.map((r) => processoToWire(r, now));
    const fields = p.fields;
    return ok(fields ? wire.map((w) => Object.fromEntries(fields.map((f) => [f, w[f as keyof ProcessoWire]]))) : wire, total);
  });

  app.get(
    '/prcSeletivo/pegarDataHora',
    { schema: { querystring: NoQuery, response: { 200: EnvelopeOf(Type.Object({ dataHora: Type.String(), data: Type.String(), iso: Type.String() })) } } },
    async (request, reply) => {
      const now = app.clock();
      reply.header('Cache-Control', 'no-store');
      return ok({ dataHora: formatBrDateTime(now), data: brDay(now), iso: now.toISOString() });
    },
  );

  app.get(
    '/prcSeletivo/getPrcSltCmpTelaInicialByPrcSltCodigo',
    {
      schema: {
        querystring: ByCode,
        response: { 200: EnvelopeOf(Type.Object({ prcSltCodigo: Type.Integer(), prcSltDescricao: Type.String(), prcSltVigente: TF, prcSltTemGrupos: TF })) },
      },
    },
    async (request) => {
      const p = await findProcess(app.db, request.query.prcSltCodigo);
      if (!p) throw notFound(NOT_FOUND);
      const w = processoToWire(p, app.clock());
      return ok({ prcSltCodigo: w.prcSltCodigo, prcSltDescricao: w.prcSltDescricao, prcSltVigente: w.prcSltVigente, prcSltTemGrupos: w.prcSltTemGrupos });
    },
  );

  const Vigencia = EnvelopeOf(Type.Object({ prcSltExiste: TF, isVigente: TF }));
  app.get('/prcSeletivo/verificaIsVigente', { schema: { querystring: ByCode, response: { 200: Vigencia } } }, async (request) => {
    const p = await findProcess(app.db, request.query.prcSltCodigo);
    const vigente = !!p && isCurrent(p.prcSltDtInicio, p.prcSltDtFim, app.clock());
    return ok({ prcSltExiste: p ? 'T' : 'F', isVigente: vigente ? 'T' : 'F' } as const);
  });

  app.get('/prcSeletivo/verificaEdicaoIsVigente', { schema: { querystring: ByCode, response: { 200: Vigencia } } }, async (request) => {
    const p = await findProcess(app.db, request.query.prcSltCodigo);
    const vigente = !!p && editingOpen(p, app.clock());
    return ok({ prcSltExiste: p ? 'T' : 'F', isVigente: vigente ? 'T' : 'F' } as const);
  });

  /**
   * SPEC §7 verificaPagDtGeracao: whether payment slips can still be generated for the process (until
   * prcSltDtEmsBoleto, or the enrolment end), and until when. The payment screen offers generation only while 'T'.
   */
  app.get(
    '/prcSeletivo/verificaPagDtGeracao',
    { schema: { querystring: ByCode, response: { 200: EnvelopeOf(Type.Object({ prcSltExiste: TF, pagDtGeracao: TF, emissaoAte: Type.Union([Type.String(), Type.Null()]) })) } } },
    async (request) => {
      const p = await findProcess(app.db, request.query.prcSltCodigo);
      if (!p) return ok({ prcSltExiste: 'F' as const, pagDtGeracao: 'F' as const, emissaoAte: null });
      const ate = emissaoPagamentoAte(p);
      return ok({ prcSltExiste: 'T' as const, pagDtGeracao: app.clock().getTime() <= ate.getTime() ? ('T' as const) : ('F' as const), emissaoAte: ate.toISOString() });
    },
  );

  /** "check of the last day of enrolment (response success, ativo, lastDay, termino)": fields at the top level. */
  app.get(
    '/prcSeletivo/verificaUltimoDia',
    {
      schema: {
        querystring: ByCode,
        response: { 200: Type.Object({ success: Type.Boolean(), ativo: Type.Optional(TF), lastDay: Type.Optional(TF), termino: Type.Optional(Type.String()), ...Messages }) },
      },
    },
    async (request) => {
      const p = await findProcess(app.db, request.query.prcSltCodigo);
      if (!p) throw notFound(NOT_FOUND);
      const now = app.clock();
      const ativo = isCurrent(p.prcSltDtInicio, p.prcSltDtFim, now);
      const lastDay = ativo && todayInSaoPaulo(now) === todayInSaoPaulo(p.prcSltDtFim);
      return { success: true, ativo: ativo ? 'T' : 'F', lastDay: lastDay ? 'T' : 'F', termino: formatBrDateTime(p.prcSltDtFim) } as const;
    },
  );

  for (const [name, tipos] of Object.entries(LISTINGS)) {
    app.get(`/prcSeletivo/${name}`, { schema: { querystring: NoQuery, response: { 200: list } } }, async () => {
      const now = app.clock();
      return ok((await listByType(app.db, tipos, openAt(now))).map((p) => processoToWire(p, now)));
    });
    app.get(`/prcSeletivo/${name}Prox`, { schema: { querystring: NoQuery, response: { 200: list } } }, async () => {
      const now = app.clock();
      return ok((await listByType(app.db, tipos, upcomingAt(now, app.config.upcomingDays))).map((p) => processoToWire(p, now)));
    });
  }
};
