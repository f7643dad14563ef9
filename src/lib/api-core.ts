/**
 * What every call the site makes to the API shares, whichever client makes it (DESIGN.md, "One HTTP client"):
 * the base URL, the headers (JSON answers, the XSRF token of the double-submit CSRF defence) and SPEC §8's text
 * of a failure. The site talks to the API in exactly these ways, all built on this module:
 *
 * - `api-client.ts`: THE client (ofetch). Every React island and every store calls the API through it: GET,
 *   pesquisa, form, JSON and multipart POSTs, DELETE, a file's bytes, and an upload with progress (the one call
 *   on XMLHttpRequest, since fetch cannot report how much of a body has been sent).
 * - `getSemCliente` below, the bare variant: fetch and nothing else, for the public pages whose JavaScript
 *   budget has no room for ofetch, React or nanostores. `plain-api.ts` adds the SPEC §8 modal on top of it for
 *   the plain-script islands (entrar, ensalamento, resultado, guard, verificar-comprovante); the static frame's
 *   header (`static-frame.ts`, a few hundred bytes) uses it as it is.
 *
 * Not calls of the API in this sense: build-time reads (src/build/site-data.ts, Node while the site is built) and
 * the offline exam card (src/lib/offline.ts), which copies whole answers into the Cache API.
 */
import type { Envelope } from '../domain/wire/envelope.ts';
import { readXsrfCookie } from './cookies.ts';
import { httpErrorText } from './http-error.ts';

export const API_BASE = '/sgps/';

/** The headers of every call: JSON answers, and the XSRF token (when the cookie is there) that non-GET calls need. */
export function cabecalhosDaApi(): Record<string, string> {
  const token = readXsrfCookie();
  return token ? { Accept: 'application/json', 'X-XSRF-TOKEN': token } : { Accept: 'application/json' };
}

/**
 * SPEC §8: what a failed call says. The envelope's own words when the API explained a refusal (below 500),
 * otherwise "Houve um erro..." with the status code ('sem conexão' when nothing answered).
 */
export function textoDaFalha(status: number, envelope: Envelope | undefined): string {
  const message = envelope?.messageResumida || envelope?.message;
  return message && status < 500 ? message : httpErrorText(status || 'sem conexão');
}

/**
 * The bare variant: a GET on fetch alone, answering the status and the envelope (undefined when the answer was
 * not JSON); status 0 when nothing answered. No modal, no retry: the caller decides.
 */
export async function getSemCliente<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<{ status: number; envelope?: Envelope<T> }> {
  const qs = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
  try {
    const res = await fetch(`${API_BASE}${path}${qs ? `?${qs}` : ''}`, { credentials: 'same-origin', headers: cabecalhosDaApi() });
    return { status: res.status, envelope: (await res.json().catch(() => undefined)) as Envelope<T> | undefined };
  } catch {
    return { status: 0 };
  }
}
