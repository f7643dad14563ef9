import type { FastifyServerOptions } from 'fastify';

/** 11-digit runs (CPF, NIS, PIS), formatted CPFs, e-mail addresses: scrubbed from anything we log. */
const PERSONAL = /\d{3}\.?\d{3}\.?\d{3}-?\d{2}|[\w.+-]+@[\w-]+\.[\w.]+/g;
export const scrub = (s: string) => s.replace(PERSONAL, '[removido]');

/**
 * Structured logs that never contain a CPF, a password or a session token: requests are logged by path
 * only (query strings carry documents, e.g. checkContaExisteByDcmPessoal), bodies and headers never,
 * and database errors without their parameters (Drizzle puts them in the message).
 */
export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req(req) {
        return { method: req.method, url: scrub(String(req.url ?? '').split('?')[0]), reqId: req.id };
      },
      res(res) {
        return { statusCode: res.statusCode };
      },
      err(err: Error & { code?: string; cause?: unknown }) {
        const cause = err.name === 'DrizzleQueryError' && err.cause instanceof Error ? (err.cause as Error & { code?: string }) : err;
        return {
          type: cause.name,
          code: cause.code,
          message: scrub(String(cause.message ?? '')).slice(0, 500),
          stack: scrub(String(cause.stack ?? '').split('\n').slice(1, 8).join('\n')),
        };
      },
    },
  };
}
