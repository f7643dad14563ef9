import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type, type Static } from 'typebox';
import { ok } from '../../http/envelope.ts';
import { applyMap, parsePesquisa, PesquisaQuery } from '../../http/pesquisa.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import { toWire } from '../../http/wire.ts';
import { requireLogin } from '../../plugins/session.ts';
import { LOOKUPS, resourceOf, run } from './repository.ts';

/** A lookup row: each table has its own columns (code, description, ...), all of them scalars on the wire. */
const LinhaDeTabela = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]));

export const lookupsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const schema = { querystring: PesquisaQuery, response: { 200: EnvelopeOf(Type.Array(LinhaDeTabela)) } };
  for (const l of LOOKUPS) {
    const resource = resourceOf(l);
    const handler = async (request: { query: PesquisaQuery }) => {
      const p = parsePesquisa(request.query, resource);
      const { rows, total } = await run(app.db, l, p);
      return ok(applyMap(toWire(rows), p.fields) as Static<typeof LinhaDeTabela>[], total);
    };
    app.get(`/${l.path}/pesquisa`, { preHandler: requireLogin, schema }, handler);
    if (l.path === 'prcSltLclProva') {
      app.get('/prcSltLclProva/pesquisaByPrcSltCodigo', { preHandler: requireLogin, schema: { querystring: Type.Object({ prcSltCodigo: Type.Integer({ minimum: 1 }) }), response: schema.response } }, async (request) => {
        const p = parsePesquisa({ filter: JSON.stringify([{ property: 'prcSltCodigo', value: request.query.prcSltCodigo }]) }, resource);
        const { rows, total } = await run(app.db, l, p);
        return ok(toWire(rows) as Static<typeof LinhaDeTabela>[], total);
      });
    }
  }
};
