import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { rotasEscrita } from './rotas-escrita.ts';
import { rotasLeitura } from './rotas-leitura.ts';
import { rotasPublicacao } from './rotas-publicacao.ts';
import { rotasSite } from './rotas-site.ts';

/**
 * The back office's processes (issue 20, items 1 and 6): list, read, create, change, delete, publish, archive,
 * clone, and the site rebuilds. Every route declares what it needs (config.equipe, server/plugins/equipe.ts).
 */
export const gestaoProcessosRoutes: FastifyPluginAsyncTypebox = async (app) => {
  await app.register(rotasLeitura);
  await app.register(rotasEscrita);
  await app.register(rotasPublicacao);
  await app.register(rotasSite);
};
