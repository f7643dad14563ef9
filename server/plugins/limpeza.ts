import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { LOTE_LIMPEZA } from '../db/limpeza-em-lote.ts';
import { rawQuery, type RawStatement } from '../db/raw.ts';
import { LIMPEZA_EMAILS } from '../entities/mensagem/fila-email.ts';
import { LIMPEZA_ACESSOS } from '../entities/pessoa/conta.ts';
import { LIMPEZA_PEDIDOS_DE_SENHA } from '../entities/pessoa/recuperacao-senha.ts';
import { LIMPEZA_SESSOES } from '../entities/sessao/sessao.ts';
import { LIMPEZA_ARQUIVOS_ORFAOS } from '../entities/documento/documento-armazenamento.ts';
import { LIMPEZA_CHAVES } from '../entities/idempotencia/idempotencia.ts';
import { LIMPEZA_LIMITES } from './rate-limit.ts';
import { ApiError } from '../http/envelope.ts';

/**
 * What keeps an API process and its tables from growing without bound (issue 18, point 8):
 *
 * - a request whose URL is longer than URL_MAX is answered 414 in the first onRequest hook, before the
 *   session is read or anything else is done with it (registered before the session plugin);
 * - a housekeeping pass, every INTERVALO_MS and on demand (`app.limpeza.executar()`), deletes dead sessions
 *   (past their absolute expiry or idle longer than sessionIdleMinutes, closing the simulations they held),
 *   rate-limit counters whose window ended more than a day ago, idempotency keys older than two days and
 *   e-mails of the queue sent (or given up on) more than a month ago — a pending one is never deleted —
 *   sign-ins (acesso) older than 90 days, password-recovery requests expired more than a day ago, and stored
 *   document bytes (arquivo_armazenado, issue 27) that no document version names any more — an enrolment's
 *   deletion takes its versions, whose keys are plain text, not foreign keys — once older than a grace period.
 *
 * Each table's owner writes its own batch (server/db/limpeza-em-lote.ts has their shape); this plugin runs them.
 * Several API processes may run the pass at once: each DELETE takes at most LOTE rows, chosen with
 * FOR UPDATE SKIP LOCKED, so two passes never wait for each other and a pass never holds a long lock;
 * a pass stops after MAX_LOTES batches of a kind and the next one goes on. Times are the app clock's.
 */
declare module 'fastify' {
  interface FastifyInstance {
    /** The housekeeping job (server/plugins/limpeza.ts). */
    limpeza: Limpeza;
  }
}

export interface ResultadoLimpeza {
  sessoes: number;
  limites: number;
  chavesIdempotencia: number;
  /** E-mails sent (or given up on) more than RETENCAO_EMAILS_MS ago: the queue keeps only what is pending and recent. */
  emailsConcluidos: number;
  /** Sign-ins (the account support screen's log) older than RETENCAO_ACESSOS_MS. */
  acessos: number;
  /** Password-recovery requests (issue 23) expired more than a day ago: their link is dead, their address is personal data. */
  pedidosDeSenha: number;
  /** Stored document bytes no version names, older than CARENCIA_ARQUIVOS_MS. */
  arquivosOrfaos: number;
}

export interface Limpeza {
  /** Runs one pass now (tests, scripts) and resolves with how many rows of each kind it deleted. */
  executar(): Promise<ResultadoLimpeza>;
}

/** Longest URL (path and query) accepted, in characters: links of the site are far shorter; 8 KB as nginx's default buffers. */
export const URL_MAX = 8 * 1024;
export const URL_LONGA = 'O endereço da requisição é longo demais. Confira o link e tente novamente.';

/** Settings of the job, fixed here rather than in the environment (none needs tuning per deployment). */
const INTERVALO_MS = 5 * 60_000;
const LOTE = LOTE_LIMPEZA;
const MAX_LOTES = 50;
/** The longest rate-limit window is an hour (receipt e-mails), so a counter started 25 h ago ended a day ago. */
const RETENCAO_LIMITES_MS = 25 * 3_600_000;
/** A retried or double-clicked form comes back within minutes; two days is ample. */
const RETENCAO_IDEMPOTENCIA_MS = 2 * 86_400_000;
/** A month of sent e-mails answers "did my confirmation go out?"; older ones only grow the queue's table. */
const RETENCAO_EMAILS_MS = 30 * 86_400_000;
/** Staff answer "was it me who signed in?" about recent weeks; an address kept longer is personal data kept for nothing. */
export const RETENCAO_ACESSOS_MS = 90 * 86_400_000;
/**
 * Bytes are written before (the database store: in the same transaction as) the version that names them; a store
 * outside the database would write them first and commit the row later. A day of grace keeps an upload in flight
 * (and a slow retry of it) from ever losing its bytes.
 */
export const CARENCIA_ARQUIVOS_MS = 86_400_000;




export const limpezaPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', async (request) => {
    if (request.originalUrl.length > URL_MAX) throw new ApiError(414, URL_LONGA, 'Endereço longo demais.');
  });

  /** Deletes in batches until a batch comes back short (or MAX_LOTES were deleted). */
  async function emLotes(statement: RawStatement, params: string[]): Promise<number> {
    let total = 0;
    for (let k = 0; k < MAX_LOTES; k++) {
      const [{ n }] = await rawQuery<{ n: number }>(app.db, statement, params);
      total += n;
      if (n < LOTE) break;
    }
    return total;
  }

  async function passo(): Promise<ResultadoLimpeza> {
    const agora = app.clock().getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    return {
      sessoes: await emLotes(LIMPEZA_SESSOES, [iso(agora), iso(agora - app.config.sessionIdleMinutes * 60_000)]),
      limites: await emLotes(LIMPEZA_LIMITES, [iso(agora - RETENCAO_LIMITES_MS)]),
      chavesIdempotencia: await emLotes(LIMPEZA_CHAVES, [iso(agora - RETENCAO_IDEMPOTENCIA_MS)]),
      emailsConcluidos: await emLotes(LIMPEZA_EMAILS, [iso(agora - RETENCAO_EMAILS_MS)]),
      acessos: await emLotes(LIMPEZA_ACESSOS, [iso(agora - RETENCAO_ACESSOS_MS)]),
      pedidosDeSenha: await emLotes(LIMPEZA_PEDIDOS_DE_SENHA, [iso(agora - 86_400_000)]),
      arquivosOrfaos: await emLotes(LIMPEZA_ARQUIVOS_ORFAOS, [iso(agora - CARENCIA_ARQUIVOS_MS)]),
    };
  }

  let emCurso: Promise<ResultadoLimpeza> | null = null;
  const executar = (): Promise<ResultadoLimpeza> => {
    // One pass at a time per process: a call during a pass waits for it and starts the next.
    const anterior = emCurso ?? Promise.resolve(null);
    const este = anterior.catch(() => null).then(passo);
    emCurso = este;
    void este.finally(() => {
      if (emCurso === este) emCurso = null;
    }).catch(() => {});
    return este;
  };
  app.decorate('limpeza', { executar });

  const timer = setInterval(() => {
    executar().catch((err: unknown) => app.log.warn({ err }, 'limpeza: passo não concluído; o próximo tenta de novo'));
  }, INTERVALO_MS);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await emCurso?.catch(() => {});
  });
});
