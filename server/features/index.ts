import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { seriadoRoutes } from './seriado/routes.ts';
import { ensalamentoRoutes } from './ensalamento/routes.ts';
import { sessaoRoutes } from './sessao/routes.ts';

/**
 * Every feature's routes, each an encapsulated Fastify plugin mounted under /sgps (SPEC §7's base path).
 * A new feature adds one line here.
 */
export const featureRoutes: FastifyPluginAsyncTypebox[] = [sessaoRoutes, ensalamentoRoutes, seriadoRoutes];
