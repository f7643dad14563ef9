import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { auditoria } from '../db/schema/index.ts';
import { simulacaoAberta } from './simulacao.ts';

export interface RegistroAuditoria {
  em: Date;
  /** The real person who acted. */
  autorPssFscCodigo: number;
  /** The person whose data the action touches. */
  titularPssFscCodigo: number | null;
  simCodigo?: number | null;
  origem: string;
  acao: string;
  entidade?: string | null;
  chave?: string | null;
  antes?: unknown;
  depois?: unknown;
  justificativa?: string | null;
  /** The process a back-office action concerns. */
  prcSltCodigo?: number | null;
}

/** Writes one audit row (in the caller's transaction when given one). */
export async function registrarAuditoria(db: DbOrTx, r: RegistroAuditoria): Promise<number> {
  const [row] = await db
    .insert(auditoria)
    .values({ ...r, simCodigo: r.simCodigo ?? null, prcSltCodigo: r.prcSltCodigo ?? null, antes: r.antes ?? null, depois: r.depois ?? null })
    .returning({ audCodigo: auditoria.audCodigo });
  return row.audCodigo;
}

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
    await app.db
      .update(auditoria)
      .set({ depois: { pedido: pedido(request), status: reply.statusCode } })
      .where(eq(auditoria.audCodigo, request.audCodigo));
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
