import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { completarAuditoria, registrarAuditoria } from '../entities/auditoria/auditoria.ts';
import { simulacaoAberta } from '../entities/sessao/simulacao.ts';

// The writer moved to its entity (server/entities/auditoria/auditoria.ts); still exported here so that a branch written
// against the old path keeps compiling. New code imports the entity.
export { registrarAuditoria, type RegistroAuditoria } from '../entities/auditoria/auditoria.ts';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Fields never copied into the audit trail. */
const SECRET = /senha|csrf|token|password/i;

/** What the request asked to write: its parameters, less secrets, each value cut to a readable length. */
function pedido(request: FastifyRequest): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const add = (src: unknown) => {
    if (!src || typeof src !== 'object') return;
    for (const [k, v] of Object.entries(src as Record<string, unknown>)) {
      if (SECRET.test(k)) continue;
      out[k] = typeof v === 'string' ? v.slice(0, 500) : typeof v === 'object' ? JSON.stringify(v).slice(0, 2000) : v;
    }
  };
  add(request.params);
  add(request.query);
  add(request.body);
  return out;
}

/** A write: any unsafe method, or a GET the route marks as changing state (`config: { escrita: true }`). */
export const isEscrita = (request: FastifyRequest) => !SAFE.has(request.method) || request.routeOptions.config?.escrita === true;

/**
 * Every write made while a super user simulates someone is recorded with the real person (issue 18 §7):
 * the row is written BEFORE the handler runs (if it cannot be written, nothing is), and completed with the
 * answer's status afterwards. Personal data, enrolments, appeals, payments, messages marked read: all of
 * them go through here, whatever the route.
 */
export const auditoriaPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('audCodigo', null);
  app.addHook('preHandler', async (request) => {
    const auth = request.auth;
    if (!auth?.simulando || !isEscrita(request)) return;
    request.audCodigo = await registrarAuditoria(app.db, {
      em: app.clock(),
      autorPssFscCodigo: auth.realPssFscCodigo,
      titularPssFscCodigo: auth.pssFscCodigo,
      simCodigo: await simulacaoAberta(app.db, auth.tokenHash),
      origem: request.ip,
      acao: `${request.method} ${request.routeOptions.url ?? request.url.split('?')[0]}`,
      depois: { pedido: pedido(request) },
    });
  });
  // onSend, not onResponse: the row is complete before the answer leaves, so whoever reads the trail after
  // seeing the answer (a test, a staff member) finds the status there.
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.audCodigo === null) return payload;
    await completarAuditoria(app.db, request.audCodigo, { pedido: pedido(request), status: reply.statusCode });
    return payload;
  });
});

declare module 'fastify' {
  interface FastifyRequest {
    /** The audit row of this request's write, when it is recorded (simulating sessions). */
    audCodigo: number | null;
  }
  interface FastifyContextConfig {
    /** A GET that changes state (SPEC names a few): audited and CSRF-checked like a POST. */
    escrita?: boolean;
  }
}
