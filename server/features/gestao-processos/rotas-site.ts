/** The public site's rebuilds as staff see them: the last one's state, and a rebuild asked for by hand. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { EstadoReconstrucao, type Reconstrucao } from '../../../src/domain/wire/gestao-processos.ts';
import type { reconstrucaoSite } from '../../db/schema/index.ts';
import { ok } from '../../http/envelope.ts';
import { escritaDaEquipe } from '../../http/gestao.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import { pedirReconstrucao, SemCorpo } from './rotas-publicacao.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function paraWire(r: typeof reconstrucaoSite.$inferSelect | null): Reconstrucao | null {
  if (!r) return null;
  return {
    recCodigo: r.recCodigo,
    situacao: r.situacao as Reconstrucao['situacao'],
    motivo: r.motivo,
    pedidaEm: r.pedidaEm.toISOString(),
    iniciadaEm: iso(r.iniciadaEm),
    terminadaEm: iso(r.terminadaEm),
    duracaoMs: r.duracaoMs,
    erro: r.erro,
  };
}

export const rotasSite: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/site/reconstrucao',
    { config: { equipe: { pode: 'ler' } }, schema: { response: { 200: EnvelopeOf(EstadoReconstrucao) } } },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const e = await app.reconstrucao.estado();
      return ok({ ultima: paraWire(e.ultima), ultimaConcluida: paraWire(e.ultimaConcluida) });
    },
  );

  // A rebuild harms nobody, but it is work for the server: whoever may change a process may ask for one.
  app.post(
    '/gestao/site/reconstruir',
    { config: { equipe: { pode: 'configurar' } }, schema: { body: SemCorpo, response: { 200: EnvelopeOf(Type.Object({ pedida: Type.Boolean() })) } } },
    async (request) => {
      await escritaDaEquipe(request, { acao: 'site.reconstruir', entidade: 'reconstrucao_site', prcSltCodigo: null }, async () => ({
        chave: null,
        antes: null,
        depois: { motivo: 'pedida pela gestão' },
        resultado: null,
      }));
      await pedirReconstrucao(request, 'Reconstrução pedida pela gestão');
      return ok({ pedida: true });
    },
  );
};
