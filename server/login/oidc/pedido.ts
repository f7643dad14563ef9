/**
 * The pending "Entrar com gov.br" request of one browser: state, nonce and PKCE verifier, plus where to go after,
 * in an HttpOnly cookie signed with the server key. Nothing is stored server-side (any API process can take the
 * return), the provider's return is accepted only by the browser that started it (the state must match this
 * cookie's), and the cookie is cleared by the return whatever its outcome. A replayed code is refused by the
 * provider itself (a code is good for one exchange).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PedidoOidc } from './cliente.ts';

/** Long enough to sign in at the provider (gov.br may ask for a second factor), short enough to die unused. */
export const PEDIDO_VALIDADE_MS = 10 * 60_000;
const COOKIE = 'ps_govbr';
const nomeDoCookie = (secure: boolean) => (secure ? `__Host-${COOKIE}` : COOKIE);

interface Conteudo extends PedidoOidc {
  voltar: string;
  expira: number;
  /** Started from "Vincular minha conta gov.br" (issue 34 §3): the return links the subject instead of signing in. */
  vincular?: boolean;
}

const assinar = (chave: Buffer, corpo: string) => createHmac('sha256', chave).update(`govbr.${corpo}`).digest('base64url');

export function gravarPedido(app: FastifyInstance, reply: FastifyReply, pedido: PedidoOidc, voltar: string, vincular = false): void {
  const conteudo: Conteudo = { ...pedido, voltar, expira: app.clock().getTime() + PEDIDO_VALIDADE_MS, ...(vincular ? { vincular: true } : {}) };
  const corpo = Buffer.from(JSON.stringify(conteudo)).toString('base64url');
  // SameSite=Lax: the provider's return is a top-level GET navigation, which carries it.
  reply.setCookie(nomeDoCookie(app.config.secureCookies), `${corpo}.${assinar(app.csrfSecret, corpo)}`, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: app.config.secureCookies,
    maxAge: PEDIDO_VALIDADE_MS / 1000,
  });
}

/** The pending request this browser holds, if signed by us and not expired; the cookie is cleared either way. */
export function lerPedido(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply): Conteudo | null {
  const nome = nomeDoCookie(app.config.secureCookies);
  const valor = request.cookies[nome];
  if (valor === undefined) return null;
  reply.clearCookie(nome, { path: '/', httpOnly: true, sameSite: 'lax', secure: app.config.secureCookies });
  const m = /^([\w-]{1,2000})\.([\w-]{43})$/.exec(valor);
  if (!m) return null;
  const esperado = Buffer.from(assinar(app.csrfSecret, m[1]));
  const dado = Buffer.from(m[2]);
  if (esperado.length !== dado.length || !timingSafeEqual(esperado, dado)) return null;
  try {
    const c = JSON.parse(Buffer.from(m[1], 'base64url').toString('utf8')) as Conteudo;
    if (typeof c.expira !== 'number' || c.expira < app.clock().getTime()) return null;
    if (![c.state, c.nonce, c.verifier, c.voltar].every((v) => typeof v === 'string')) return null;
    return c;
  } catch {
    return null;
  }
}
