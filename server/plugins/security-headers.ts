import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { areaOf } from '../http/area.ts';

/**
 * The policy of every response that sets none of its own (issue 34, item 7): the login app's pages carry no script
 * at all, and no response of ours may run an inline one (script-src 'self' also covers the pdf.js worker, a file of
 * the site's build). Styles and images are left to the pages (the login app's use style attributes). The site's
 * pages send their own policy (server/plugins/site.ts), reports and stored files theirs.
 */
export const POLITICA_PADRAO = "script-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/**
 * Headers every response carries. API and login-app responses may hold personal data,
 * so they are never stored by a browser or proxy unless a route says otherwise.
 */
export const securityHeadersPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('X-Content-Type-Options', 'nosniff');
    reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    reply.header('X-Frame-Options', 'DENY');
    if (!reply.hasHeader('Content-Security-Policy')) reply.header('Content-Security-Policy', POLITICA_PADRAO);
    // Over TLS only: our own (secureCookies) or a TLS-terminating proxy's X-Forwarded-Proto (trustProxy).
    if (app.config.secureCookies || request.protocol === 'https') reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    if (areaOf(request) !== 'site' && !reply.hasHeader('Cache-Control')) {
      reply.header('Cache-Control', 'no-store');
    }
    return payload;
  });
});
