import { closeSync, existsSync, openSync, readSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasParams, matchRoute, shellPath } from '../../src/lib/routes.ts';
import { areaOf } from '../http/area.ts';
import { POLITICA_PADRAO } from './security-headers.ts';

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

/** The <head> of a built page holds its policy: its first 32 KB are read, never the whole page. */
const CABECA = 32 * 1024;
const META_CSP = /<meta\s+http-equiv="content-security-policy"\s+content="([^"]*)"/i;
const politicas = new Map<string, { mtimeMs: number; politica: string }>();

/**
 * A built page's Content-Security-Policy as a header (issue 34, item 7): the policy of its own <meta> — Astro's,
 * with script-src 'self' and the SHA-256 of every inline script (island hydration) and style it wrote — plus what a
 * <meta> cannot say (frame-ancestors). Both are enforced, and they allow the same scripts. A page without a <meta>
 * gets the API's default (script-src 'self': no inline script). Kept per file and modification time, so a rebuild
 * (files swapped in place) is read again.
 */
export function politicaDaPagina(arquivo: string): string {
  let mtimeMs: number;
  try {
    mtimeMs = statSync(arquivo).mtimeMs;
  } catch {
    return POLITICA_PADRAO;
  }
  const guardada = politicas.get(arquivo);
  if (guardada?.mtimeMs === mtimeMs) return guardada.politica;
  const buf = Buffer.alloc(CABECA);
  const fd = openSync(arquivo, 'r');
  let lidos: number;
  try {
    lidos = readSync(fd, buf, 0, CABECA, 0);
  } finally {
    closeSync(fd);
  }
  const m = META_CSP.exec(buf.toString('utf8', 0, lidos));
  const meta = m?.[1].replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/&amp;/g, '&').trim().replace(/;+$/, '');
  const politica = meta && /(^|;)\s*script-src\s/.test(meta) ? `${meta}; frame-ancestors 'none'` : POLITICA_PADRAO;
  politicas.set(arquivo, { mtimeMs, politica });
  return politica;
}

/** Serves the built site. HTML revalidates on every visit; hashed assets are immutable. */
export const sitePlugin = fp(async (app: FastifyInstance, opts: { root: string }) => {
  const raiz = path.resolve(opts.root);
  // Every page's own policy in the header (the rewriter already turned /stricto into /stricto/index.html).
  app.addHook('onSend', async (request, reply, payload) => {
    if (areaOf(request) !== 'site' || !String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    const pathname = decodeURIComponent(request.url.split('?')[0]);
    const arquivo = path.join(raiz, pathname);
    if (!arquivo.startsWith(raiz + path.sep)) return payload;
    reply.header('Content-Security-Policy', politicaDaPagina(arquivo));
    return payload;
  });
  await app.register(fastifyStatic, {
    root: raiz,
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
