import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { areaOf } from '../http/area.ts';
import { unauthorized } from '../http/envelope.ts';
import { issueCsrfCookie } from './csrf.ts';
import { LeituraEmLote } from '../db/leitura-em-lote.ts';
import { deleteSession, findSessions, insertSession, type SessionLookup } from '../entities/sessao/sessao.ts';
import { encerrarSimulacao } from '../entities/sessao/simulacao.ts';

export const SESSION_COOKIE = 'ps_sessao';
/**
 * Over TLS the session cookie carries the `__Host-` prefix: the browser then accepts it only if Secure, for
 * path / and without Domain, so no sibling subdomain or plain-HTTP page can plant or overwrite it.
 */
export const sessionCookieName = (config: { secureCookies: boolean }) => (config.secureCookies ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE);
/** Writing ultimoUso on every request would turn every read into a write; a minute's precision is enough. */
const TOUCH_EVERY_MS = 60_000;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');


export function cookieOptions(app: FastifyInstance) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: app.config.secureCookies };
}

/**
 * Loads request.auth from the opaque session cookie. Idle and absolute expiry are checked here,
 * against the app clock, so an expired session is dead everywhere at once.
 */
export const sessionPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('auth', null);
  // Every logged-in request starts with this read (which also refreshes the session's last use, in the same
  // statement): those arriving together share one round trip.
  const regras = { touchAfterMs: TOUCH_EVERY_MS, idleMs: app.config.sessionIdleMinutes * 60_000 };
  const cookieName = sessionCookieName(app.config);
  const sessoes = new LeituraEmLote((pedidos: SessionLookup[]) => findSessions(app.db, pedidos, regras), 100, 'sessões');
  app.addHook('onRequest', async (request, reply) => {
    request.auth = null;
    // Only API and login-app requests need the session; static files never touch the database.
    if (areaOf(request) === 'site') return;
    const token = request.cookies[cookieName];
    if (!token || token.length > 200) return;
    const tokenHash = hashToken(token);
    const now = app.clock();
    const row = await sessoes.le({ tokenHash, agora: now });
    if (!row) {
      reply.clearCookie(cookieName, cookieOptions(app));
      return;
    }
    const idleLimit = row.ultimoUso.getTime() + app.config.sessionIdleMinutes * 60_000;
    if (now.getTime() > idleLimit || now.getTime() > row.expiraEm.getTime()) {
      if (row.simulaPssFscCodigo !== null) await encerrarSimulacao(app.db, tokenHash, 'expirada', now);
      await deleteSession(app.db, tokenHash);
      reply.clearCookie(cookieName, cookieOptions(app));
      return;
    }
    // Super-user status is read with the session on every request: once revoked, a simulation ends here.
    let simula = row.simulaPssFscCodigo;
    if (simula !== null && !row.superUsuario) {
      await encerrarSimulacao(app.db, tokenHash, 'revogada', now);
      request.log.info({ conta: row.contaCodigo }, 'simulação encerrada: não é mais super usuário');
      simula = null;
    }
    request.auth = {
      tokenHash,
      contaCodigo: row.contaCodigo,
      realPssFscCodigo: row.pssFscCodigo,
      pssFscCodigo: simula ?? row.pssFscCodigo,
      superUsuario: row.superUsuario,
      simulando: simula !== null,
    };
  });
});

/** Starts a session with a new token (never reusing one the client brought: no fixation); answers its hash. */
export async function startSession(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  account: { contaCodigo: number; pssFscCodigo: number },
): Promise<string> {
  if (request.auth) await deleteSession(app.db, request.auth.tokenHash);
  const token = randomBytes(32).toString('base64url');
  const now = app.clock();
  const tokenHash = hashToken(token);
  await insertSession(app.db, {
    tokenHash,
    contaCodigo: account.contaCodigo,
    pssFscCodigo: account.pssFscCodigo,
    now,
    expiraEm: new Date(now.getTime() + app.config.sessionAbsoluteHours * 3_600_000),
  });
  reply.setCookie(sessionCookieName(app.config), token, cookieOptions(app));
  request.csrfToken = issueCsrfCookie(app, reply, tokenHash);
  return tokenHash;
}

export async function endSession(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.auth?.simulando) await encerrarSimulacao(app.db, request.auth.tokenHash, 'logout', app.clock());
  if (request.auth) await deleteSession(app.db, request.auth.tokenHash);
  request.auth = null;
  reply.clearCookie(sessionCookieName(app.config), cookieOptions(app));
  request.csrfToken = issueCsrfCookie(app, reply, null);
}

/** preHandler for every logged-in route. */
export async function requireLogin(request: FastifyRequest): Promise<void> {
  if (!request.auth) throw unauthorized();
}
