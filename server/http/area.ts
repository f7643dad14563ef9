import type { FastifyRequest } from 'fastify';

/** Which application a request belongs to: the API, the login app, or the static site. */
export type Area = 'api' | 'login' | 'site';

/**
 * The path as the router sees it: percent-decoded, slashes collapsed, no trailing slash, lower-case.
 * Used only to classify requests that matched no route (a 404 still gets the API's headers).
 */
export function normalizedPath(url: string): string {
  const q = url.indexOf('?');
  let p = q === -1 ? url : url.slice(0, q);
  try {
    p = decodeURIComponent(p);
  } catch {
    // A malformed escape: classify the raw text (the router refuses it anyway).
  }
  return p.replace(/[\\/]+/g, '/').replace(/\/+$/, '').toLowerCase() || '/';
}

function areaOfPath(path: string): Area {
  if (path === '/sgps' || path.startsWith('/sgps/')) return 'api';
  if (path === '/login' || path.startsWith('/login/')) return 'login';
  return 'site';
}

/**
 * Decided from the route that matched (its registered pattern, already decoded by the router), never from
 * the raw URL: `/%6cogin` and `/login` reach the same handler, so they get the same protection (CSRF,
 * session, no-store). A request that matched no route is classified by its normalized path.
 */
export function areaOf(request: FastifyRequest): Area {
  const route = request.routeOptions?.url;
  // The static site's catch-all ('/*') serves files only; any other pattern names its area.
  if (route && route !== '/*' && route !== '*') return areaOfPath(route);
  return areaOfPath(normalizedPath(request.url));
}
