/**
 * Printable reports (relatum) — the generic mechanism, documented in docs/relatorios.md.
 *
 * A report is a `tipo` (e.g. 'cronograma', 'comprovante', 'cartao-ensalamento') with the parameters it
 * accepts and a `gerar` function that renders it FOR ONE PERSON (null = not theirs or missing -> 404).
 * GET /sgps/relatum/auth?tipo=...&<params> (logged in) answers a short-lived token, signed with HMAC and
 * bound to the person, the tipo, the parameters and the session that asked, plus the report endpoint's URL;
 * the browser then opens `${url}?token=${access_token}` (a new tab, a print dialog, a download) without
 * needing the session cookie. The token dies with its session: after a logout (or expiry) it opens nothing.
 * Any feature registers its own report at plugin start: `registrarRelatorio('comprovante', {...})`.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { Db, DbOrTx } from '../db/client.ts';
import { chaveDoServidor } from '../db/chave-servidor.ts';

export interface ContextoRelatorio {
  db: DbOrTx;
  /** The person the token was issued to (the simulated person for a super user). */
  pssFscCodigo: number;
  params: Record<string, string>;
  now: Date;
  /** The site's origin (configured public origin, else the request's), for links printed in a report. */
  origem: string;
}
export interface RelatorioGerado {
  contentType: string;
  body: string | Buffer;
  /** The file name (Content-Disposition): a download ('attachment') unless `inline` is set. */
  nomeArquivo?: string;
  /** Shown in the browser (PDF viewer) with `nomeArquivo` as the name it is saved under. */
  inline?: boolean;
}
export interface Relatorio {
  titulo: string;
  /** Accepted parameters and the pattern each value must match (anything else is refused). */
  parametros: Record<string, RegExp>;
  gerar(ctx: ContextoRelatorio): Promise<RelatorioGerado | null>;
}

export const TIPO_RELATORIO = /^[a-z][a-z0-9-]{1,40}$/;

/** The reports an app knows: each feature registers its own at plugin start (app.relatorios, a decorator). */
export interface RegistroRelatorios {
  /** Registers (or replaces) a report. */
  registrar(tipo: string, relatorio: Relatorio): void;
  obter(tipo: string): Relatorio | null;
  tipos(): string[];
}

/** One registry per app (never a module-level map: two apps in one process, as in the tests, stay apart). */
export function criarRegistroRelatorios(): RegistroRelatorios {
  const registro = new Map<string, Relatorio>();
  return {
    registrar(tipo, relatorio) {
      if (!TIPO_RELATORIO.test(tipo)) throw new Error(`tipo de relatório inválido: ${tipo}`);
      registro.set(tipo, relatorio);
    },
    obter: (tipo) => registro.get(tipo) ?? null,
    tipos: () => [...registro.keys()],
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The printable reports (server/http/relatorios.ts). */
    relatorios: RegistroRelatorios;
  }
}

/** Lifetime of a report token. */
export const TOKEN_RELATORIO_SEGUNDOS = 300;

const chaves = new WeakMap<object, Promise<Buffer>>();
/** The HMAC key, shared by every API process: generated once, kept in chave_servidor. */
export function chaveRelatorios(db: Db): Promise<Buffer> {
  let p = chaves.get(db);
  if (!p) {
    p = chaveDoServidor(db, 'relatorios');
    p.catch(() => chaves.delete(db));
    chaves.set(db, p);
  }
  return p;
}

export interface ConteudoToken {
  pssFscCodigo: number;
  tipo: string;
  params: Record<string, string>;
  /** Expiry, epoch seconds. */
  exp: number;
  /** The account whose session asked for the token, and that session's id (idSessaoRelatorio). */
  contaCodigo: number;
  sessao: string;
}

/**
 * A session's id as printed in a report token: derived from its token hash, never the hash itself (a report
 * link ends up in browser history and proxy logs; the hash is what the sessao table is keyed by).
 */
export const idSessaoRelatorio = (tokenHash: string) => createHash('sha256').update(`relatum.sessao.${tokenHash}`).digest('base64url').slice(0, 22);

// v2: tokens carry the session (v1 tokens, not bound to one, are no longer accepted).
const mac = (key: Buffer, data: string) => createHmac('sha256', key).update(`relatum.v2.${data}`).digest('base64url');

export function assinarToken(key: Buffer, c: ConteudoToken): string {
  const payload = Buffer.from(JSON.stringify({ s: c.pssFscCodigo, t: c.tipo, p: c.params, e: c.exp, c: c.contaCodigo, k: c.sessao })).toString('base64url');
  return `${payload}.${mac(key, payload)}`;
}

/** The token's content when its signature is right and it has not expired; null otherwise. */
export function verificarToken(key: Buffer, token: string, now: Date): ConteudoToken | null {
  const [payload, assinatura, resto] = token.split('.');
  if (!payload || !assinatura || resto !== undefined) return null;
  const esperado = Buffer.from(mac(key, payload));
  const dado = Buffer.from(assinatura);
  if (esperado.length !== dado.length || !timingSafeEqual(esperado, dado)) return null;
  try {
    const j = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { s: number; t: string; p: Record<string, string>; e: number; c: number; k: string };
    if (!Number.isInteger(j.s) || typeof j.t !== 'string' || typeof j.p !== 'object' || !Number.isInteger(j.e)) return null;
    if (!Number.isInteger(j.c) || typeof j.k !== 'string' || j.k === '') return null;
    if (j.e * 1000 < now.getTime()) return null;
    return { pssFscCodigo: j.s, tipo: j.t, params: j.p, exp: j.e, contaCodigo: j.c, sessao: j.k };
  } catch {
    return null;
  }
}
