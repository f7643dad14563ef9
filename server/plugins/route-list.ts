import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { RegraDoFormulario } from '../http/upload.ts';

export interface RegisteredRoute {
  method: string;
  url: string;
  schema: RouteOptions['schema'];
  /** True when requireLogin is among the route's preHandlers. */
  login: boolean;
  /** True for a route that writes: any method but GET, or a GET marked `config: { escrita: true }`. */
  escrita: boolean;
  /** For a back-office route, the capability it needs (config.equipe.pode); the role suite walks these. */
  equipe: string | null;
  /** True when the back-office route names the process it acts on (config.equipe.processo). */
  equipeProcesso: boolean;
  /** True when the back-office route changes how a person signs in (config.equipe.alteraAcessoDe). */
  alteraAcesso: boolean;
  /** A route that takes a file (config.arquivo): its form's rule, or 'no-manipulador' when its handler reads it. */
  arquivo: RegraDoFormulario | 'no-manipulador' | null;
}

/**
 * Records every route as it is registered (Fastify's onRoute hook), so that the security suites
 * walk the real list of endpoints: a new endpoint cannot be forgotten by them.
 */
export const routeListPlugin = fp(async (app: FastifyInstance) => {
  const list: RegisteredRoute[] = [];
  app.decorate('routeList', list);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    const pre = route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler];
    const login = pre.some((h) => (h as { name?: string }).name === 'requireLogin');
    for (const method of methods) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      const config = route.config as { escrita?: boolean; equipe?: { pode: string; processo?: unknown; alteraAcessoDe?: unknown }; arquivo?: RegraDoFormulario | 'no-manipulador' } | undefined;
      const escrita = method !== 'GET' || config?.escrita === true;
      list.push({ method, url: route.url, schema: route.schema, login, escrita, equipe: config?.equipe?.pode ?? null, equipeProcesso: !!config?.equipe?.processo, alteraAcesso: !!config?.equipe?.alteraAcessoDe, arquivo: config?.arquivo ?? null });
    }
  });
});

declare module 'fastify' {
  interface FastifyInstance {
    routeList: RegisteredRoute[];
  }
}
