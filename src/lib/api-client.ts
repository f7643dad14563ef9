import { ofetch, FetchError } from 'ofetch';
import { isLoggedIn } from '../domain/sessao.ts';
import type { Envelope } from '../domain/wire/envelope.ts';
import { API_BASE, cabecalhosDaApi, textoDaFalha } from './api-core.ts';
import { formEncode } from './form-encode.ts';
import { httpErrorText } from './http-error.ts';
import { pesquisaParams, type Pesquisa } from './pesquisa-params.ts';
import { showError } from './ui.store.ts';

export interface CallOptions {
  /** Opt out of the SPEC §8 modals: the caller handles failures itself. */
  silent?: boolean;
  signal?: AbortSignal;
}

/** Thrown after the failure was shown (unless silent); callers may still react to it. */
export class ApiCallError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly envelope?: Envelope,
  ) {
    super(message);
  }
}

export { API_BASE } from './api-core.ts';

/** The field messages of a refused write (a 400's `data.campos`: field name -> message), when that is what failed. */
export function camposDoErro(err: unknown): Record<string, string> | undefined {
  return err instanceof ApiCallError ? (err.envelope?.data as { campos?: Record<string, string> } | undefined)?.campos : undefined;
}
export { httpErrorText } from './http-error.ts';

/**
 * The one HTTP client (api-core.ts lists the site's ways of calling the API and why there are no others): base
 * URL, cookies, and the XSRF header taken from the XSRF-TOKEN cookie.
 */
const http = ofetch.create({
  baseURL: API_BASE,
  credentials: 'same-origin',
  retry: 0,
  onRequest({ options }) {
    const headers = new Headers(options.headers);
    for (const [k, v] of Object.entries(cabecalhosDaApi())) headers.set(k, v);
    options.headers = headers;
  },
});

/** 401 means the session is gone: the login guard takes over (SPEC §2). */
let onUnauthorized: (() => void) | null = null;
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

/** True when the server says nobody is signed in (a failed check counts as "not known to be gone"). */
async function sessionGone(): Promise<boolean> {
  try {
    const env = await http<Envelope<{ pssFscCodigo: number }[]>>('pssFisica/buscaDadosSessao');
    return !isLoggedIn(env.data?.[0]?.pssFscCodigo);
  } catch {
    return false;
  }
}

/** A failed call (SPEC §8): the session's end to the login guard, anything else shown (unless silent) and thrown. */
async function falhou(status: number, data: Envelope | undefined, method: string, opts: CallOptions): Promise<never> {
  // A write refused with 403 while the session is gone (expired, or signed out in another tab: the
  // security token was bound to it) is a session expiry too: back through login, nothing shown.
  if ((status === 401 || (status === 403 && method !== 'GET' && (await sessionGone()))) && onUnauthorized) {
    onUnauthorized();
    throw new ApiCallError(401, data?.message ?? 'Sessão expirada', data);
  }
  const text = textoDaFalha(status, data);
  if (!opts.silent) void showError(text);
  throw new ApiCallError(status, text, data);
}

async function call<T>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  body: Record<string, unknown> | FormData | undefined,
  query: Record<string, unknown> | undefined,
  opts: CallOptions,
  json = false,
): Promise<Envelope<T>> {
  let envelope: Envelope<T>;
  const multipart = typeof FormData !== 'undefined' && body instanceof FormData;
  const form = body && !multipart && !json;
  try {
    envelope = await http<Envelope<T>>(path, {
      method,
      query: query ? Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null)) : undefined,
      // FormData (a file upload) goes as multipart/form-data: the browser sets the boundary itself; a JSON body
      // is encoded by ofetch itself.
      body: multipart ? (body as FormData) : form ? formEncode(body as Record<string, unknown>) : body,
      headers: form ? { 'Content-Type': 'application/x-www-form-urlencoded' } : undefined,
      signal: opts.signal,
    });
  } catch (err) {
    const status = err instanceof FetchError ? (err.statusCode ?? 0) : 0;
    const data = err instanceof FetchError ? (err.data as Envelope | undefined) : undefined;
    // SPEC §8: a failed call shows Erro with the status code; our API also explains itself in the envelope.
    return falhou(status, data, method, opts);
  }
  if (envelope && envelope.success === false) {
    const text = envelope.messageResumida || envelope.message || httpErrorText(200);
    if (!opts.silent) void showError(text);
    throw new ApiCallError(200, text, envelope);
  }
  return envelope;
}

export function apiGet<T>(path: string, query?: Record<string, unknown>, opts: CallOptions = {}) {
  return call<T>('GET', path, undefined, query, opts);
}

/** A pesquisa call (SPEC §7: filter, sort, map, start, limit as JSON): the rows it found, [] when none. */
export async function apiSearch<T>(path: string, pesquisa: Pesquisa, opts: CallOptions = {}): Promise<T[]> {
  return (await apiGet<T[]>(path, pesquisaParams(pesquisa), opts)).data ?? [];
}

export function apiPost<T>(path: string, body: Record<string, unknown> = {}, opts: CallOptions = {}) {
  return call<T>('POST', path, body, undefined, opts);
}

/**
 * A POST with a JSON body (the back office's forms: nulls, booleans and nested lists keep their types); same
 * envelope, errors and XSRF header as apiPost.
 */
export function apiPostJson<T>(path: string, body: Record<string, unknown>, opts: CallOptions = {}) {
  return call<T>('POST', path, body, undefined, opts, true);
}

/** A POST with a file: multipart/form-data, same envelope, errors and XSRF header as apiPost. */
export function apiPostMultipart<T>(path: string, body: FormData, opts: CallOptions = {}) {
  return call<T>('POST', path, body, undefined, opts);
}

/** A file's bytes (a PDF for the in-page viewer): same cookies, headers and failures as every other call. */
export async function apiBytes(path: string, opts: CallOptions = {}): Promise<ArrayBuffer> {
  try {
    return await http(path, { responseType: 'arrayBuffer', signal: opts.signal });
  } catch (err) {
    return falhou(err instanceof FetchError ? (err.statusCode ?? 0) : 0, undefined, 'GET', opts);
  }
}

/**
 * A POST with a file that reports how much of it has been sent (`progresso`, 0-100): XMLHttpRequest, since fetch
 * cannot, with the same base URL, cookies, headers, envelope and failures (SPEC §8, the login guard) as apiPost.
 */
export function apiUpload<T>(path: string, body: FormData, progresso: (pct: number) => void, opts: CallOptions = {}): Promise<Envelope<T>> {
  return new Promise<{ status: number; envelope?: Envelope<T> }>((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = true;
    for (const [k, v] of Object.entries(cabecalhosDaApi())) xhr.setRequestHeader(k, v);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) progresso(Math.round((100 * e.loaded) / e.total));
    };
    xhr.onload = () => {
      let envelope: Envelope<T> | undefined;
      try {
        envelope = JSON.parse(xhr.responseText) as Envelope<T>;
      } catch {
        envelope = undefined;
      }
      resolve({ status: xhr.status, envelope });
    };
    xhr.onerror = () => resolve({ status: 0 });
    opts.signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => resolve({ status: 0 });
    xhr.send(body);
  }).then(({ status, envelope }) => {
    if (status === 200 && envelope?.success !== false && envelope) return envelope;
    if (status === 200 && envelope) {
      const text = envelope.messageResumida || envelope.message || httpErrorText(200);
      if (!opts.silent) void showError(text);
      throw new ApiCallError(200, text, envelope);
    }
    return falhou(status, envelope, 'POST', opts);
  });
}

export function apiDelete<T>(path: string, opts: CallOptions = {}) {
  return call<T>('DELETE', path, undefined, undefined, opts);
}

export { pesquisaParams, type Pesquisa } from './pesquisa-params.ts';
