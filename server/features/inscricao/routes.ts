import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { insProcesso } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound, ok } from '../../http/envelope.ts';
import { parsePesquisa, PesquisaQuery, type ResourceDef, applyMap } from '../../http/pesquisa.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { idempotencyKey, runOnce } from '../../plugins/idempotency.ts';
import { requireLogin } from '../../plugins/session.ts';
import { afterEnrolmentWrite, siteOrigin } from './notify.ts';
import { receiptRoutes } from './receipt-routes.ts';
import {
  canEdit,
  editDeadline,
  enrolmentLists,
  findOwnEnrolment,
  findProcess,
  isCurrent,
  latestActiveEnrolment,
  listOwnEnrolments,
  writeSnapshot,
} from './repository.ts';
import { validateEnrolment, type Body } from './validation.ts';
import { enrolmentToWire, processToWire } from './wire-format.ts';
import { insertEnrolment, listsOfWrite, SINGLE_ENROLMENT_MESSAGE, updateEnrolment } from './writes.ts';

const Row = Type.Record(Type.String(), Type.Unknown());
const Rows = Type.Array(Row);
const AnyBody = Type.Record(Type.String(), Type.Unknown());
const ProcessoQuery = Type.Object({ prcSltCodigo: Codigo }, { additionalProperties: false });

const RESOURCE: ResourceDef = {
  fields: {
    insPrcCodigo: { column: insProcesso.insPrcCodigo, type: 'int', ops: ['eq', 'in'], sortable: true },
    prcSltCodigo: { column: insProcesso.prcSltCodigo, type: 'int', ops: ['eq', 'in'] },
    'prcSeletivo.prcSltCodigo': { column: insProcesso.prcSltCodigo, type: 'int', ops: ['eq', 'in'] },
    insCancelada: { column: insProcesso.insCancelada, type: 'tf', ops: ['eq'] },
    insPrcIncDtHora: { column: insProcesso.insPrcIncDtHora, type: 'timestamp', ops: ['ge', 'le'], sortable: true },
  },
  mapOnly: ['insDeferida', 'edicaoPermitida', 'insPrcSimulacao', 'insPrcCdgVerificacao', 'insPrcFrmPagamento', 'insPrcSlcIsencao', 'prcSeletivo', 'pssFisica', 'opcVlrInscricao', 'tblGrlItmCdgPrcSltTpCrn', 'dtFimEdicao'],
  defaultLimit: 25,
  maxLimit: 200,
};

const codigoOf = (v: unknown, name: string) => {
  if (typeof v !== 'string' || !/^\d{1,9}$/.test(v)) throw badRequest(`O campo "${name}" deve ser um código numérico.`);
  return Number(v);
};

/** insProcesso calls of SPEC §7: a candidate reads and writes only their own enrolments. */
export const inscricaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const who = (request: FastifyRequest) => request.auth!.pssFscCodigo;
  await app.register(receiptRoutes);

  app.get('/insProcesso/pesquisa', { preHandler: requireLogin, schema: { querystring: PesquisaQuery, response: { 200: EnvelopeOf(Rows) } } }, async (request) => {
    const p = parsePesquisa(request.query, RESOURCE);
    const now = app.clock();
    const { rows, total } = await listOwnEnrolments(app.db, who(request), p);
    const out = rows.map((r) => ({
      insPrcCodigo: r.insPrcCodigo,
      prcSltCodigo: r.processo.prcSltCodigo,
      insPrcIncDtHora: r.insPrcIncDtHora.toISOString(),
      insCancelada: r.insCancelada ? 'T' : 'F',
      insDeferida: r.insDeferida ? 'T' : 'F',
      edicaoPermitida: canEdit({ insCancelada: r.insCancelada, edicaoPermitida: r.edicaoFlag }, r.processo, now) ? 'T' : 'F',
      dtFimEdicao: editDeadline(r.processo).toISOString(),
      insPrcSimulacao: r.insPrcSimulacao ? 'T' : 'F',
      insPrcSlcIsencao: r.insPrcSlcIsencao ? 'T' : 'F',
      insPrcFrmPagamento: r.insPrcFrmPagamento,
      insPrcCdgVerificacao: r.insPrcCdgVerificacao,
      opcVlrInscricao: r.taxa === null ? null : Number(r.taxa),
      tblGrlItmCdgPrcSltTpCrn: r.cronograma,
      pssFisica: { pssFscCodigo: r.pssFscCodigo },
      prcSeletivo: { ...processToWire(r.processo, now), prcSltExbEnsalamento: r.processo.prcSltExbEnsalamento ? 'T' : 'F' },
    }));
    return ok(applyMap(out, p.fields), total);
  });

  /** The process facts the entry guard and the form need (exists, current, single enrolment, payments...). */
  app.get('/insProcesso/dadosProcesso', { preHandler: requireLogin, schema: { querystring: ProcessoQuery, response: { 200: EnvelopeOf(Row) } } }, async (request) => {
    const p = await findProcess(app.db, request.query.prcSltCodigo);
    if (!p) return ok({ prcSltExiste: 'F', prcSltVigente: 'F' });
    return ok({ prcSltExiste: 'T', ...processToWire(p, app.clock()) });
  });

  app.get(
    '/insProcesso/buscarPorCodigo',
    { preHandler: requireLogin, schema: { querystring: Type.Object({ insPrcCodigo: Codigo }, { additionalProperties: false }), response: { 200: EnvelopeOf(Row) } } },
    async (request) => {
      const ins = await findOwnEnrolment(app.db, request.query.insPrcCodigo, who(request));
      if (!ins) throw notFound('Inscrição não encontrada.');
      const p = (await findProcess(app.db, ins.prcSltCodigo))!;
      const listas = await enrolmentLists(app.db, ins.insPrcCodigo);
      return ok({
        insPrcCodigo: ins.insPrcCodigo,
        prcSltCodigo: ins.prcSltCodigo,
        pssFscCodigo: ins.pssFscCodigo,
        insPrcIncDtHora: ins.insPrcIncDtHora.toISOString(),
        insCancelada: ins.insCancelada ? 'T' : 'F',
        edicaoPermitida: canEdit(ins, p, app.clock()) ? 'T' : 'F',
        insPrcCdgVerificacao: ins.insPrcCdgVerificacao,
        ...enrolmentToWire(ins),
        ...listas,
      });
    },
  );

  app.get(
    '/insProcesso/verificaInscPrcSeletivo',
    { preHandler: requireLogin, schema: { querystring: Type.Object({ insPrcCodigo: Codigo, prcSltCodigo: Codigo }, { additionalProperties: false }), response: { 200: EnvelopeOf(Row) } } },
    async (request) => {
      const ins = await findOwnEnrolment(app.db, request.query.insPrcCodigo, who(request));
      if (!ins || ins.prcSltCodigo !== request.query.prcSltCodigo) throw notFound('Inscrição não encontrada neste processo seletivo.');
      const p = (await findProcess(app.db, ins.prcSltCodigo))!;
      return ok({ insPrcCodigo: ins.insPrcCodigo, prcSltCodigo: ins.prcSltCodigo, insCancelada: ins.insCancelada ? 'T' : 'F', edicaoPermitida: canEdit(ins, p, app.clock()) ? 'T' : 'F' });
    },
  );

  app.post(
    '/insProcesso/verificaSeInscritoNoPrcSeletivo',
    { preHandler: requireLogin, schema: { body: Type.Object({ pssFscCodigo: Codigo, prcSltCodigo: Codigo }), response: { 200: EnvelopeOf(Row) } } },
    async (request) => {
      if (request.body.pssFscCodigo !== who(request)) throw forbidden();
      const ins = await latestActiveEnrolment(app.db, who(request), request.body.prcSltCodigo);
      const p = ins ? await findProcess(app.db, ins.prcSltCodigo) : null;
      return ok(ins && p ? { inscrito: 'T', insPrcCodigo: ins.insPrcCodigo, edicaoPermitida: canEdit(ins, p, app.clock()) ? 'T' : 'F' } : { inscrito: 'F' });
    },
  );

  const create = (withOptions: boolean, rota: string) => async (request: FastifyRequest<{ Body: Body }>) => {
    const body = request.body ?? {};
    const pssFscCodigo = who(request);
    if (body.pssFscCodigo !== undefined && String(body.pssFscCodigo) !== String(pssFscCodigo)) throw forbidden();
    const prcSltCodigo = codigoOf(body.prcSltCodigo, 'prcSltCodigo');
    const key = idempotencyKey(request);
    const { idempotencyKey: _k, ...fields } = body;
    const now = app.clock();
    const result = await app.db.transaction(async (tx) =>
      runOnce(tx, { key, pssFscCodigo, rota: `insProcesso:cadastrar:${prcSltCodigo}`, now }, async () => {
        const p = await findProcess(tx, prcSltCodigo);
        if (!p) throw notFound('Processo seletivo não encontrado.');
        if (!isCurrent(p, now)) throw badRequest('As inscrições deste processo seletivo não estão abertas.');
        if (p.prcSltInsUnica && (await latestActiveEnrolment(tx, pssFscCodigo, prcSltCodigo))) throw conflict(SINGLE_ENROLMENT_MESSAGE);
        const w = await validateEnrolment(tx, p, pssFscCodigo, fields, { withOptions, now, isEdit: false });
        const row = await insertEnrolment(tx, { pssFscCodigo, prcSltCodigo, insPrcUnica: p.prcSltInsUnica, now }, w);
        await writeSnapshot(tx, row.insPrcCodigo, request.auth!.realPssFscCodigo, rota, now, { ins: row, listas: listsOfWrite(w) });
        return { insPrcCodigo: row.insPrcCodigo, prcSltCodigo, insPrcIncDtHora: row.insPrcIncDtHora.toISOString(), insPrcCdgVerificacao: row.insPrcCdgVerificacao };
      }),
    );
    if (!result.replayed) afterEnrolmentWrite(app, result.response.insPrcCodigo, 'cadastrar', siteOrigin(app, request));
    return { ...ok(result.response), message: 'Inscrição realizada com sucesso.' };
  };

  const update = (withOptions: boolean, rota: string) => async (request: FastifyRequest<{ Body: Body }>) => {
    const body = request.body ?? {};
    const pssFscCodigo = who(request);
    const insPrcCodigo = codigoOf(body.insPrcCodigo, 'insPrcCodigo');
    const key = idempotencyKey(request);
    const { idempotencyKey: _k, ...fields } = body;
    const now = app.clock();
    const result = await app.db.transaction(async (tx) =>
      runOnce(tx, { key, pssFscCodigo, rota: `insProcesso:atualizar:${insPrcCodigo}`, now }, async () => {
        const ins = await findOwnEnrolment(tx, insPrcCodigo, pssFscCodigo);
        if (!ins) throw notFound('Inscrição não encontrada.');
        if (fields.prcSltCodigo !== undefined && String(fields.prcSltCodigo) !== String(ins.prcSltCodigo)) throw badRequest('A inscrição não pertence a este processo seletivo.');
        const p = (await findProcess(tx, ins.prcSltCodigo))!;
        if (ins.insCancelada) throw badRequest('Esta inscrição foi cancelada e não pode ser editada.');
        if (!canEdit(ins, p, now)) throw badRequest('O prazo para editar esta inscrição terminou.');
        const current = (await enrolmentLists(tx, insPrcCodigo)).opcoes.map((o) => o.opcCodigo);
        const w = await validateEnrolment(tx, p, pssFscCodigo, fields, { withOptions, currentOptions: current, now, isEdit: true });
        await updateEnrolment(tx, insPrcCodigo, w, now);
        await writeSnapshot(tx, insPrcCodigo, request.auth!.realPssFscCodigo, rota, now);
        return { insPrcCodigo, prcSltCodigo: ins.prcSltCodigo, insPrcIncDtHora: ins.insPrcIncDtHora.toISOString(), insPrcAtualizadoEm: now.toISOString(), insPrcCdgVerificacao: ins.insPrcCdgVerificacao };
      }),
    );
    if (!result.replayed) afterEnrolmentWrite(app, insPrcCodigo, 'atualizar', siteOrigin(app, request));
    return { ...ok(result.response), message: 'Inscrição atualizada com sucesso.' };
  };

  const writeSchema = { preHandler: requireLogin, schema: { body: AnyBody, response: { 200: EnvelopeOf(Row) } } };
  app.post('/insProcesso/cadastrar', writeSchema, create(false, 'cadastrar'));
  app.post('/insProcesso/cadastrar2', writeSchema, create(true, 'cadastrar2'));
  app.post('/insProcesso/atualizar', writeSchema, update(false, 'atualizar'));
  app.post('/insProcesso/atualizar2', writeSchema, update(true, 'atualizar2'));

  app.get(
    '/insProcesso/verificaEmlEscPrnValido',
    { preHandler: requireLogin, schema: { querystring: Type.Object({ insPrcEscPrnEmail: Type.String({ maxLength: 300 }) }, { additionalProperties: false }), response: { 200: EnvelopeOf(Row) } } },
    async (request) => {
      const email = request.query.insPrcEscPrnEmail.trim();
      const valido = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(email) && email.length <= 200;
      return { ...ok({ valido: valido ? 'T' : 'F' }), ...(valido ? {} : { message: 'O e-mail da escola não é válido.' }) };
    },
  );
};
