import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { areaOf } from '../http/area.ts';

/**
 * Headers every response carries. API and login-app responses may hold personal data,
 * so they are never stored by a browser or proxy unless a route says otherwise.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', "frame-ancestors 'none'; base-uri 'self'; object-src 'none'; form-action 'self'");
    // Over TLS only: our own (secureCookies) or a TLS-terminating proxy's X-Forwarded-Proto (trustProxy).
    if (app.config.secureCookies || request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (areaOf(request) !== 'site' && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
});
