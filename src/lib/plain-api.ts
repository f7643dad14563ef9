/**
 * The sgps calls a plain-script island on a public page needs, on the bare variant (api-core.ts: fetch, no
 * ofetch, no nanostores), so the page stays within its JavaScript budget. Same behaviour as api-client.ts:
 * cookies, the XSRF header, and SPEC §8 on failure (modal Erro with the status code, or the envelope's
 * message), unless silent.
 */
import { NOT_LOGGED_IN_PERSON } from '../domain/constants.ts';
import { isLoggedIn } from '../domain/sessao.ts';
import type { Envelope } from '../domain/wire/envelope.ts';
import { getSemCliente, textoDaFalha } from './api-core.ts';
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
  const { status, envelope } = await getSemCliente<T>(path, query);
  if (status >= 200 && status < 300 && envelope?.success !== false) return envelope ?? ({ success: true } as Envelope<T>);
  const text = textoDaFalha(status, envelope);
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
