import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { Tx } from '../../db/client.ts';
import { badRequest, notFound, ok } from '../../http/envelope.ts';
import { applyMap, parsePesquisa, PesquisaQuery } from '../../http/pesquisa.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { toWire } from '../../http/wire.ts';
import { requireLogin } from '../../plugins/session.ts';
import { enrolmentEditable } from '../../../src/domain/inscricao-edicao.ts';
import { inscricaoPropria } from '../../entities/inscricao/inscricao.ts';
import { enrolmentOptions, finalOptionsOf, OPCOES, processOptionTree, searchOptions, snapshotOptions } from './repository.ts';
import { replaceOptions } from '../../entities/inscricao/inscricao-escrita.ts';
import { HierarquiaDaOpcaoWire, OpcaoDaInscricaoWire, OpcaoWire } from '../../../src/domain/wire/opcao.ts';

const OrderItem = Type.Object({ opcCodigo: Type.Integer({ minimum: 1 }), prcSltOpcOrdem: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })) });

/** Options of a process (opcao/pesquisa, pesquisaLogado) and an enrolment's chosen options (prcSltOpcao). */
export const opcoesRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const search = async (request: FastifyRequest<{ Querystring: PesquisaQuery }>) => {
    const p = parsePesquisa(request.query, OPCOES);
    if (!request.query.filter?.includes('prcSltCodigo')) throw badRequest('Informe o processo seletivo (filtro prcSltCodigo).');
    const { rows, total } = await searchOptions(app.db, p);
    return ok(applyMap(toWire(rows), p.fields), total);
  };
  const searchSchema = { querystring: PesquisaQuery, response: { 200: EnvelopeOf(Type.Array(OpcaoWire)) } };
  app.get('/opcao/pesquisa', { schema: searchSchema }, search);
  app.get('/opcao/pesquisaLogado', { preHandler: requireLogin, schema: searchSchema }, search);

  /** Loads the caller's enrolment and checks that its options may still change. */
  const editable = async (tx: Tx, request: FastifyRequest, insPrcCodigo: number) => {
    const row = await inscricaoPropria(tx, request.auth!.pssFscCodigo, { insPrcCodigo });
    if (!row) throw notFound('Inscrição não encontrada.');
    if (!enrolmentEditable(row.ins, row.p, app.clock())) throw badRequest('O prazo para editar esta inscrição terminou.');
    if (!row.p.prcSltOpcEditavel) throw badRequest('Este processo não permite alterar as opções depois da inscrição.');
    return row;
  };

  const save = async (tx: Tx, request: FastifyRequest, row: NonNullable<Awaited<ReturnType<typeof inscricaoPropria>>>, list: { opcCodigo: number; prcSltOpcOrdem: number }[], acao: string) => {
    const codes = list.map((o) => o.opcCodigo);
    if (new Set(codes).size !== codes.length || new Set(list.map((o) => o.prcSltOpcOrdem)).size !== list.length) throw badRequest('Opções: há opções ou ordens repetidas.');
    if (list.length > row.p.prcSltNmrOpcoes) throw badRequest(`Opções: este processo permite no máximo ${row.p.prcSltNmrOpcoes} opção(ões).`);
    if ((await finalOptionsOf(tx, row.p.prcSltCodigo, codes)).length !== codes.length) throw badRequest('Opções: opção inválida para este processo seletivo.');
    await replaceOptions(tx, row.ins.insPrcCodigo, list);
    await snapshotOptions(tx, row.ins.insPrcCodigo, request.auth!.realPssFscCodigo, `prcSltOpcao/${acao}`, app.clock());
    return toWire(await enrolmentOptions(tx, row.ins.insPrcCodigo));
  };
  const writeResponse = { response: { 200: EnvelopeOf(Type.Array(OpcaoDaInscricaoWire)) } };

  app.post('/prcSltOpcao/cadastrar', { preHandler: requireLogin, schema: { body: Type.Object({ insPrcCodigo: Codigo, opcCodigo: Codigo, prcSltOpcOrdem: Type.Integer({ minimum: 1, maximum: 100 }) }), ...writeResponse } }, async (request) =>
    app.db.transaction(async (tx) => {
      const row = await editable(tx, request, request.body.insPrcCodigo);
      const current = (await enrolmentOptions(tx, row.ins.insPrcCodigo)).map(({ opcCodigo, prcSltOpcOrdem }) => ({ opcCodigo, prcSltOpcOrdem }));
      return ok(await save(tx, request, row, [...current, { opcCodigo: request.body.opcCodigo, prcSltOpcOrdem: request.body.prcSltOpcOrdem }], 'cadastrar'));
    }),
  );

  app.post('/prcSltOpcao/cadastrarMulti', { preHandler: requireLogin, schema: { body: Type.Object({ insPrcCodigo: Codigo, opcoes: Type.Array(OrderItem, { maxItems: 50 }) }), ...writeResponse } }, async (request) =>
    app.db.transaction(async (tx) => {
      const row = await editable(tx, request, request.body.insPrcCodigo);
      const list = request.body.opcoes.map((o, i) => ({ opcCodigo: o.opcCodigo, prcSltOpcOrdem: o.prcSltOpcOrdem ?? i + 1 }));
      return ok(await save(tx, request, row, list, 'cadastrarMulti'));
    }),
  );

  app.post('/prcSltOpcao/atualizar', { preHandler: requireLogin, schema: { body: Type.Object({ insPrcCodigo: Codigo, prcSltOpcOrdem: Type.Integer({ minimum: 1, maximum: 100 }), opcCodigo: Codigo }), ...writeResponse } }, async (request) =>
    app.db.transaction(async (tx) => {
      const row = await editable(tx, request, request.body.insPrcCodigo);
      const current = (await enrolmentOptions(tx, row.ins.insPrcCodigo)).map(({ opcCodigo, prcSltOpcOrdem }) => ({ opcCodigo, prcSltOpcOrdem }));
      if (!current.some((o) => o.prcSltOpcOrdem === request.body.prcSltOpcOrdem)) throw notFound('Opção da inscrição não encontrada.');
      const list = current.map((o) => (o.prcSltOpcOrdem === request.body.prcSltOpcOrdem ? { ...o, opcCodigo: request.body.opcCodigo } : o));
      return ok(await save(tx, request, row, list, 'atualizar'));
    }),
  );

  app.post('/prcSltOpcao/remover', { preHandler: requireLogin, schema: { body: Type.Object({ insPrcCodigo: Codigo }), ...writeResponse } }, async (request) =>
    app.db.transaction(async (tx) => {
      const row = await editable(tx, request, request.body.insPrcCodigo);
      return ok(await save(tx, request, row, [], 'remover'));
    }),
  );

  app.get('/prcSltOpcao/pesquisa', { preHandler: requireLogin, schema: { querystring: Type.Object({ insPrcCodigo: Codigo }, { additionalProperties: true }), response: { 200: EnvelopeOf(Type.Array(OpcaoDaInscricaoWire)) } } }, async (request) => {
    const row = await inscricaoPropria(app.db, request.auth!.pssFscCodigo, { insPrcCodigo: request.query.insPrcCodigo });
    if (!row) throw notFound('Inscrição não encontrada.');
    return ok(toWire(await enrolmentOptions(app.db, row.ins.insPrcCodigo)));
  });

  /** For each chosen option, its chain from the root (to fill the cascading selects when editing). */
  app.get('/prcSltOpcao/pegarHierarquiaOpcaoInscricao', { preHandler: requireLogin, schema: { querystring: Type.Object({ insPrcCodigo: Codigo }), response: { 200: EnvelopeOf(Type.Array(HierarquiaDaOpcaoWire)) } } }, async (request) => {
    const row = await inscricaoPropria(app.db, request.auth!.pssFscCodigo, { insPrcCodigo: request.query.insPrcCodigo });
    if (!row) throw notFound('Inscrição não encontrada.');
    const tree = new Map((await processOptionTree(app.db, row.p.prcSltCodigo)).map((o) => [o.opcCodigo, o]));
    const out = (await enrolmentOptions(app.db, row.ins.insPrcCodigo)).map((o) => {
      const hierarquia = [];
      for (let cur = tree.get(o.opcCodigo); cur && hierarquia.length < 20; cur = cur.opcCdgPai ? tree.get(cur.opcCdgPai) : undefined) hierarquia.unshift(cur);
      return { prcSltOpcOrdem: o.prcSltOpcOrdem, opcCodigo: o.opcCodigo, hierarquia };
    });
    return ok(out);
  });
};
