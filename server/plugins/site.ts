import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasParams, matchRoute, shellPath } from '../../src/lib/routes.ts';

const isBackendPath = (p: string) => p.startsWith('/sgps/') || p === '/sgps' || p === '/login' || p.startsWith('/login/');

/**
 * Maps a page URL to the file that holds it, before routing (Fastify's rewriteUrl):
 *   /home                        -> /home/index.html
 *   /entrar/12   (pre-rendered)  -> /entrar/12/index.html
 *   /ensalamento/12/345          -> /ensalamento/-/-/index.html (the route's static shell)
 * The query string is kept. The site folder is read through a getter so a rebuild can swap it.
 */
export function siteRewriter(getSiteDir: () => string) {
  return (url: string): string => {
    const q = url.indexOf('?');
    const pathname = q === -1 ? url : url.slice(0, q);
    const query = q === -1 ? '' : url.slice(q);
    if (isBackendPath(pathname) || path.extname(pathname) !== '') return url;
    let decoded: string;
    try {
      decoded = decodeURIComponent(pathname);
    } catch {
      return url;
    }
    if (decoded.includes('..') || decoded.includes('\0')) return url;
    const dir = getSiteDir();
    const trimmed = decoded.replace(/\/+$/, '');
    if (existsSync(path.join(dir, trimmed, 'index.html'))) return `${trimmed}/index.html${query}`;
    const route = matchRoute(trimmed);
    if (route && hasParams(route.name)) return `${shellPath(route.name)}/index.html${query}`;
    return url;
  };
}

/** Serves the built site. HTML revalidates on every visit; hashed assets are immutable. */
export const sitePlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  await app.register(fastifyStatic, {
    root: path.resolve(opts.root),
    wildcard: true,
    index: false,
    redirect: false,
    cacheControl: false,
    // The build writes .br/.gz copies (scripts/precompress.ts): sent to clients that accept them.
    preCompressed: true,
    setHeaders(res, filePath) {
      if (filePath.includes(`${path.sep}_astro${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      else res.header('Cache-Control', 'no-cache');
    },
  });
});
