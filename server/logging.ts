import type { FastifyServerOptions } from 'fastify';

const MARCA = '[removido]';
/** Longest URL path written to a log line (after scrubbing): a log line stays a line. */
const URL_NO_LOG_MAX = 2_000;

const ehDigito = (c: number) => c >= 48 && c <= 57;
/** \w of a JavaScript regular expression: [A-Za-z0-9_]. */
const ehPalavra = (c: number) => ehDigito(c) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 95;
const PONTO = 46;
const HIFEN = 45;
const MAIS = 43;
const ARROBA = 64;
/** [\w.+-]: the characters of an address's local part. */
const ehLocal = (c: number) => ehPalavra(c) || c === PONTO || c === MAIS || c === HIFEN;

/**
 * The same matches, in the same order, as the regular expression
 *   /\d{3}\.?\d{3}\.?\d{3}-?\d{2}|[\w.+-]+@[\w-]+\.[\w.]+/g
 * (11-digit runs such as CPF, NIS and PIS, formatted CPFs, e-mail addresses), found in linear time. The
 * expression itself is quadratic in V8: at every start of a long run of [\w.+-] without an '@' it walks the
 * whole run again, and a path of a few kilobytes held the event loop long enough to stall every other request
 * before any hook could refuse it.
 * Here each run of local-part characters is walked once (every start inside it ends at the same '@', so it
 * is found once) and each domain once per '@'. `passos` counts the characters inspected (tests assert it).
 */
export function scrubContando(s: string): { texto: string; passos: number } {
  const n = s.length;
  let passos = 0;
  let saida = '';
  let copiado = 0;
  // End of the run of local-part characters the current position lies in (valid while i < fimLocal).
  let fimLocal = -1;
  // Memo of the last '@' looked at: where its domain ends, or -1 when there is no domain.
  let arroba = -1;
  let fimDominio = -1;

  const cpfAte = (i: number): number => {
    let k = i;
    const digitos = (q: number) => {
      for (let m = 0; m < q; m++, k++) {
        passos++;
        if (k >= n || !ehDigito(s.charCodeAt(k))) return false;
      }
      return true;
    };
    const opcional = (c: number) => {
      passos++;
      if (k < n && s.charCodeAt(k) === c) k++;
    };
    if (!digitos(3)) return -1;
    opcional(PONTO);
    if (!digitos(3)) return -1;
    opcional(PONTO);
    if (!digitos(3)) return -1;
    opcional(HIFEN);
    return digitos(2) ? k : -1;
  };

  /** [\w-]+\.[\w.]+ right after the '@' at j: where it ends, or -1. */
  const dominioApos = (j: number): number => {
    if (j === arroba) return fimDominio;
    arroba = j;
    let q = j + 1;
    while (q < n && (ehPalavra(s.charCodeAt(q)) || s.charCodeAt(q) === HIFEN)) {
      q++;
      passos++;
    }
    passos++;
    if (q === j + 1 || q >= n || s.charCodeAt(q) !== PONTO) return (fimDominio = -1);
    let e = q + 1;
    while (e < n && (ehPalavra(s.charCodeAt(e)) || s.charCodeAt(e) === PONTO)) {
      e++;
      passos++;
    }
    return (fimDominio = e === q + 1 ? -1 : e);
  };

  let i = 0;
  while (i < n) {
    passos++;
    let fim = cpfAte(i);
    if (fim < 0 && ehLocal(s.charCodeAt(i))) {
      if (i >= fimLocal) {
        fimLocal = i;
        while (fimLocal < n && ehLocal(s.charCodeAt(fimLocal))) {
          fimLocal++;
          passos++;
        }
      }
      if (fimLocal < n && s.charCodeAt(fimLocal) === ARROBA) fim = dominioApos(fimLocal);
    }
    if (fim < 0) {
      i++;
      continue;
    }
    saida += s.slice(copiado, i) + MARCA;
    copiado = i = fim;
  }
  return { texto: copiado === 0 ? s : saida + s.slice(copiado), passos };
}

/** 11-digit runs (CPF, NIS, PIS), formatted CPFs, e-mail addresses: scrubbed from anything we log. */
export const scrub = (s: string) => scrubContando(s).texto;

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
        return { method: req.method, url: scrub(String(req.url ?? '').split('?')[0]).slice(0, URL_NO_LOG_MAX), reqId: req.id };
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
