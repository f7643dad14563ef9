/**
 * The sgps calls a plain-script island on a public page needs, on bare fetch (no ofetch, no nanostores), so
 * the page stays within its JavaScript budget. Same behaviour as api-client.ts: cookies, the XSRF header,
 * and SPEC §8 on failure (modal Erro with the status code, or the envelope's message), unless silent.
 */
import { NOT_LOGGED_IN_PERSON } from '../domain/constants.ts';
import { isLoggedIn } from '../domain/session.ts';
import type { Envelope } from '../domain/wire/envelope.ts';
import { readXsrfCookie } from './cookies.ts';
import { httpErrorText } from './http-error.ts';
import { showError } from './plain-ui.ts';

export class PlainCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

export async function plainGet<T>(path: string, query: Record<string, string | number | undefined> = {}, opts: { silent?: boolean } = {}): Promise<Envelope<T>> {
  const qs = new URLSearchParams(Object.entries(query).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]]))).toString();
  const token = readXsrfCookie();
  let status = 0;
  let envelope: Envelope<T> | undefined;
  try {
    const res = await fetch(`/sgps/${path}${qs ? `?${qs}` : ''}`, { credentials: 'same-origin', headers: { Accept: 'application/json', ...(token ? { 'X-XSRF-TOKEN': token } : {}) } });
    status = res.status;
    envelope = (await res.json().catch(() => undefined)) as Envelope<T> | undefined;
    if (res.ok && envelope?.success !== false) return envelope ?? ({ success: true } as Envelope<T>);
  } catch {
    // no connection: status stays 0
  }
  const message = envelope?.messageResumida || envelope?.message;
  const text = message && status < 500 ? message : httpErrorText(status || 'sem conexão');
  if (!opts.silent) void showError(text);
  throw new PlainCallError(status, text);
}

/** The signed-in person (pssFisica/buscaDadosSessao, silent), or null when nobody is or the check fails. */
export async function sessionPerson(): Promise<number | null> {
  try {
    const row = (await plainGet<{ pssFscCodigo: number }[]>('pssFisica/buscaDadosSessao', {}, { silent: true })).data?.[0];
    return row && isLoggedIn(row.pssFscCodigo) && row.pssFscCodigo !== NOT_LOGGED_IN_PERSON ? row.pssFscCodigo : null;
  } catch {
    return null;
  }
}

/** To the login application, coming back to this page (or to `voltar`) afterwards (as session.store's redirectToLogin). */
export async function redirectToLogin(voltar = window.location.pathname + window.location.search + window.location.hash, opts: { replace?: boolean } = {}): Promise<void> {
  let url = `/login?voltar=${encodeURIComponent(voltar)}`;
  try {
    const env = await plainGet<never>('intern/redirect', { sistema: 'login', voltar }, { silent: true });
    if (typeof env.url === 'string') url = env.url;
  } catch {
    /* the fallback URL above still reaches the login app */
  }
  if (opts.replace) window.location.replace(url);
  else window.location.assign(url);
}
