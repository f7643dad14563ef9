import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { html } from '../http/html.ts';
import { CsrfRecusado, expectedOrigin, isCrossSite } from '../plugins/csrf.ts';
import { alert, page, signInPage, type PageFlags } from './pages.ts';
import { htmlReply } from './resposta-html.ts';

/** The sign-in form came back with a token the browser had already replaced: what the person sees, and does. */
export const ENTRADA_RENOVADA = 'Por segurança, esta página foi renovada antes do envio e você ainda não entrou. Digite a senha de novo e clique em Entrar.';
/** Any other form of the login app, refused the same way: nothing was done. */
export const PAGINA_RENOVADA = 'Por segurança, esta página foi renovada antes do envio, e nada do que você enviou foi registrado. Abra a página de novo e envie outra vez.';

const textoDoCorpo = (request: FastifyRequest, campo: string, max: number): string | undefined => {
  const v = (request.body as Record<string, unknown> | undefined)?.[campo];
  return typeof v === 'string' ? v.slice(0, max) : undefined;
};

/** The login app's page the form was sent from (the Referer, when it is one of ours), else the sign-in page. */
function paginaDeOrigem(app: FastifyInstance, request: FastifyRequest): string {
  try {
    const origem = new URL(String(request.headers.referer ?? ''));
    if (origem.origin === new URL(expectedOrigin(app, request)).origin && /^\/login(\/|$)/.test(origem.pathname)) return origem.pathname + origem.search;
  } catch {
    // no Referer, or not a URL: the sign-in page
  }
  return '/login/';
}

/**
 * The login app's forms are plain HTML: a CSRF refusal in the API's JSON envelope showed the person a page of raw
 * JSON. It happens without any attack: a visitor with no cookie yet whose browser sends two requests at once (the
 * page that sent them to sign in still calling the API while the sign-in page loads) gets a token from each, and
 * the cookie of the later answer no longer matches the form's field (tests/e2e/login-token-renovado.spec.ts).
 * Same-site refusals of these forms now answer a page: the sign-in form again, with what was typed but the password,
 * and the token the browser holds now; any other form, a page that says nothing was done and leads back to it. The
 * refusal itself is unchanged (403, nothing done). A cross-site request gets the envelope, as before.
 */
export function recusaDeCsrfEmPagina(app: FastifyInstance, flags: PageFlags, safeReturn: (voltar: unknown) => string) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (!(err instanceof CsrfRecusado) || request.method !== 'POST' || isCrossSite(app, request)) throw err;
    // The hook already holds the token to use now: the valid cookie the browser sent, or a new one it set.
    const csrf = request.csrfToken;
    const rota = request.routeOptions.url;
    if (rota === '/login' || rota === '/login/') {
      return htmlReply(reply, 403, signInPage({ ...flags, csrf, voltar: safeReturn(textoDoCorpo(request, 'voltar', 500)), login: textoDoCorpo(request, 'login', 100), error: ENTRADA_RENOVADA }));
    }
    const href = paginaDeOrigem(app, request);
    return htmlReply(
      reply,
      403,
      page({ title: 'Página renovada', csrf, signedIn: Boolean(request.auth), demo: flags.demo }, html`${alert('warning', PAGINA_RENOVADA)}<p><a class="btn btn-primary" href="${href}">Abrir a página de novo</a></p>`),
    );
  });
}
