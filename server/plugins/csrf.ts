import { createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { chaveDoServidor } from '../db/chave-servidor.ts';
import { areaOf } from '../http/area.ts';
import { ApiError } from '../http/envelope.ts';

/** The names SPEC §7 gives: cookie XSRF-TOKEN, header X-XSRF-TOKEN. HTML forms of the login app send _csrf. */
export const CSRF_COOKIE = 'XSRF-TOKEN';
/** `__Host-XSRF-TOKEN` over TLS (see sessionCookieName); the site's readers accept either name. */
export const csrfCookieName = (config: { secureCookies: boolean }) => (config.secureCookies ? `__Host-${CSRF_COOKIE}` : CSRF_COOKIE);
export const CSRF_HEADER = 'x-xsrf-token';
export const CSRF_FIELD = '_csrf';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
export const CSRF_REFUSED =
  'Requisição recusada por segurança: o token de proteção (CSRF) está ausente, inválido ou veio de outro site. Recarregue a página e tente novamente.';

/**
 * The refusal: the API's envelope everywhere; the login app's plain forms answer it as a page of their own
 * (server/login/csrf-em-html.ts), where the refusal came from the same site.
 */
export class CsrfRecusado extends ApiError {
  constructor() {
    super(403, CSRF_REFUSED, 'Token de segurança inválido. Recarregue a página.');
  }
}

/** Demo profile without CSRF_KEY: generated once, kept in the database, shared by every API process. */
function loadSecret(db: Db): Promise<Buffer> {
  return chaveDoServidor(db, 'csrf');
}

/**
 * A nonce's random bytes, taken from a buffer the system's generator fills 4 KB at a time: every visitor
 * without the cookie gets a token, and asking the kernel for 18 bytes each time was a visible share of a
 * public list search. No byte is handed out twice: the buffer is refilled before reuse.
 */
const RESERVA = Buffer.alloc(4096);
let usados = RESERVA.length;
export function nonceAleatorio(bytes = 18): string {
  if (usados + bytes > RESERVA.length) {
    randomFillSync(RESERVA);
    usados = 0;
  }
  const nonce = RESERVA.toString('base64url', usados, usados + bytes);
  usados += bytes;
  return nonce;
}

/** token = nonce.HMAC(secret, binding.nonce): signed, and bound to the session (or to "anon"). */
function sign(secret: Buffer, binding: string | null, nonce: string): string {
  return createHmac('sha256', secret).update(`${binding ?? 'anon'}.${nonce}`).digest('base64url');
}

export function isValidCsrf(secret: Buffer, binding: string | null, token: string | undefined): boolean {
  if (!token || token.length > 200) return false;
  const [nonce, mac] = token.split('.');
  if (!nonce || !mac) return false;
  const expected = Buffer.from(sign(secret, binding, nonce));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export function issueCsrfCookie(app: FastifyInstance, reply: FastifyReply, binding: string | null): string {
  const secret = app.csrfSecret;
  const nonce = nonceAleatorio();
  const token = `${nonce}.${sign(secret, binding, nonce)}`;
  // Readable by the page's script (double submit), never sent cross-site.
  reply.setCookie(csrfCookieName(app.config), token, { path: '/', httpOnly: false, sameSite: 'lax', secure: app.config.secureCookies });
  return token;
}

export function expectedOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicOrigin) return app.config.publicOrigin;
  return `${request.protocol}://${request.headers.host ?? ''}`;
}

/** A request another site made the browser send: a foreign Origin, or Sec-Fetch-Site cross-site. */
export function isCrossSite(app: FastifyInstance, request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin && origin !== 'null' && origin !== expectedOrigin(app, request)) return true;
  if (origin === 'null') return true;
  const site = request.headers['sec-fetch-site'];
  return site !== undefined && site !== 'same-origin' && site !== 'none';
}

/**
 * CSRF by signed double submit plus an Origin/Sec-Fetch-Site check, on every non-GET call to the API
 * and the login app. Runs after the session plugin, because the token is bound to the session.
 */
export const csrfPlugin = fp(async (app: FastifyInstance) => {
  // Given from outside (CSRF_KEY / CSRF_KEY_FILE; required in production) or, in the demo, kept in the database.
  app.decorate('csrfSecret', app.config.chaves.csrf ?? (await loadSecret(app.db)));
  app.decorateRequest('csrfToken', '');
  app.addHook('preValidation', async (request, reply) => {
    if (areaOf(request) === 'site') return;
    // A machine's call that no browser makes (the PSP's Pix webhook): authenticated by its own secret instead.
    if (request.routeOptions.config?.semCsrf === true) return;
    const secret = app.csrfSecret;
    const binding = request.auth?.tokenHash ?? null;
    const cookie = request.cookies[csrfCookieName(app.config)];
    const cookieValid = isValidCsrf(secret, binding, cookie);
    request.csrfToken = cookieValid ? cookie! : issueCsrfCookie(app, reply, binding);
    if (SAFE_METHODS.has(request.method)) return;
    const body = request.body as Record<string, unknown> | undefined;
    const sent = (request.headers[CSRF_HEADER] as string | undefined) ?? (typeof body?.[CSRF_FIELD] === 'string' ? (body[CSRF_FIELD] as string) : undefined);
    if (!cookieValid || sent !== cookie || isCrossSite(app, request)) {
      throw new CsrfRecusado();
    }
  });
});

/** For GET routes that change state (SPEC names a few): demand the header too. */
export function assertCsrfHeader(request: FastifyRequest): void {
  // Same checks as for POST: a foreign (or null) Origin is refused even with the right token.
  if (request.headers[CSRF_HEADER] !== request.csrfToken || isCrossSite(request.server, request)) {
    throw new CsrfRecusado();
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A route called by another system, never by a browser, that authenticates the caller itself (the Pix webhook). */
    semCsrf?: boolean;
  }
}
