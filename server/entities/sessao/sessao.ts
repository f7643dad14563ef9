/**
 * The sessions (sessao) and the super users' simulations (simulacao, ./simulacao.ts): their only writers (issue 35,
 * item 1). Their own entity rather than pessoa's: a session is not the person's data but the server's record of a
 * signed-in browser, read and refreshed on every request by the session plugin, opened by the login, ended by the
 * login, by staff acting on an account and by the housekeeping pass — five callers, none of them the person's
 * screens. Keeping the hot path's statements in this small module, beside the one that closes them, lets a reader
 * see every change a session can undergo in one place.
 */
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { apagarLote } from '../../db/limpeza-em-lote.ts';
import { rawQuery, type RawStatement } from '../../db/raw.ts';
import { conta, sessao, simulacao } from '../../db/schema/index.ts';

interface SessionRow {
  tokenHash: string;
  contaCodigo: number;
  pssFscCodigo: number;
  simulaPssFscCodigo: number | null;
  ultimoUso: Date;
  expiraEm: Date;
  superUsuario: boolean;
}

/**
 * Read on every API request, and it refreshes what it reads: a session used more than `touchAfterMs` ago and
 * still alive gets `ultimoUso` = the request's time in the same statement. A separate UPDATE per request
 * was a second write and commit for nearly every enrolment (a candidate's last request is minutes old when
 * the form is sent), and it cost a large share of the enrolments a second (bench/results/notas-do-codigo.md).
 * The answer is the row as it was before (the caller checks expiry against it). SKIP LOCKED: a row another
 * statement is writing (another batch touching it, a logout) is left alone rather than waited for — never a
 * wait, never a deadlock, and the next request touches it if it still needs it.
 */
const readAndTouch = (pedidos: string) => `WITH lidas AS (
    SELECT s."tokenHash", s."contaCodigo", s."pssFscCodigo", s."simulaPssFscCodigo", s."ultimoUso", s."expiraEm", c."superUsuario", q.agora
      FROM ${pedidos}
      JOIN sessao s ON s."tokenHash" = q.h
      JOIN conta c ON c."contaCodigo" = s."contaCodigo"
  ), a_tocar AS (
    SELECT DISTINCT ON ("tokenHash") "tokenHash", agora FROM lidas
     WHERE "ultimoUso" < agora - $3::float8 * interval '1 millisecond'
       AND "ultimoUso" >= agora - $4::float8 * interval '1 millisecond'
       AND "expiraEm" >= agora
     ORDER BY "tokenHash", agora DESC
  ), tocadas AS (
    -- Runs although nothing reads it (PostgreSQL always completes a data-modifying WITH); never backwards.
    UPDATE sessao t SET "ultimoUso" = a.agora FROM a_tocar a
     WHERE t."tokenHash" = a."tokenHash" AND t."ultimoUso" < a.agora
       AND t."tokenHash" IN (SELECT x."tokenHash" FROM sessao x WHERE x."tokenHash" IN (SELECT "tokenHash" FROM a_tocar) FOR UPDATE SKIP LOCKED)
  )
  SELECT "tokenHash", "contaCodigo", "pssFscCodigo", "simulaPssFscCodigo", "ultimoUso", "expiraEm", "superUsuario" FROM lidas`;
/** A batch of one takes the plain form (on PGlite, planned every time, it costs less). */
const FIND_SESSION: RawStatement = { name: 'sessao_por_token', text: readAndTouch('(SELECT $1::text AS h, $2::timestamptz AS agora) q') };
const FIND_SESSIONS: RawStatement = { name: 'sessoes_por_token', text: readAndTouch('unnest($1::text[], $2::timestamptz[]) AS q(h, agora)'), plano: 'personalizado' };

export interface SessionLookup {
  tokenHash: string;
  /** The request's time (the app clock): expiry is judged and the last use written with it. */
  agora: Date;
}

export interface TouchRules {
  /** A session last used longer ago than this is refreshed (a minute's precision is enough). */
  touchAfterMs: number;
  /** Past this without use the session is dead: not refreshed (the caller ends it). */
  idleMs: number;
}

/** The sessions of several requests in one round trip (a LeituraEmLote): one answer per request, in order, null where there is none. */
export async function findSessions(db: Db, pedidos: readonly SessionLookup[], rules: TouchRules): Promise<(SessionRow | null)[]> {
  const regras = [Math.round(rules.touchAfterMs), Math.round(rules.idleMs)];
  const rows =
    pedidos.length === 1
      ? await rawQuery<SessionRow>(db, FIND_SESSION, [pedidos[0].tokenHash, pedidos[0].agora.toISOString(), ...regras])
      : await rawQuery<SessionRow>(db, FIND_SESSIONS, [pedidos.map((p) => p.tokenHash), pedidos.map((p) => p.agora.toISOString()), ...regras]);
  const porHash = new Map(rows.map((r) => [r.tokenHash, r]));
  return pedidos.map((p) => porHash.get(p.tokenHash) ?? null);
}

export async function insertSession(
  db: DbOrTx,
  row: { tokenHash: string; contaCodigo: number; pssFscCodigo: number; now: Date; expiraEm: Date },
) {
  await db.insert(sessao).values({
    tokenHash: row.tokenHash,
    contaCodigo: row.contaCodigo,
    pssFscCodigo: row.pssFscCodigo,
    criadaEm: row.now,
    ultimoUso: row.now,
    expiraEm: row.expiraEm,
  });
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessao).where(eq(sessao.tokenHash, tokenHash));
}

/** Ends every session of an account but one (after a password change). */
export async function deleteOtherSessions(db: DbOrTx, contaCodigo: number, keepTokenHash: string) {
  const rows = await db.select({ t: sessao.tokenHash }).from(sessao).where(eq(sessao.contaCodigo, contaCodigo));
  for (const r of rows) if (r.t !== keepTokenHash) await deleteSession(db, r.t);
}

export async function purgeExpiredSessions(db: DbOrTx, now: Date) {
  await db.delete(sessao).where(lt(sessao.expiraEm, now));
}

export async function countSessionsOf(db: DbOrTx, contaCodigo: number, tokenHash?: string) {
  const rows = await db
    .select({ t: sessao.tokenHash })
    .from(sessao)
    .where(tokenHash ? and(eq(sessao.contaCodigo, contaCodigo), eq(sessao.tokenHash, tokenHash)) : eq(sessao.contaCodigo, contaCodigo));
  return rows.length;
}

/**
 * Ends every session of the account (closing the simulations they held), inside the caller's transaction: whoever
 * holds one signs in again. With `daPessoa`, only if the account is that person's (the account screen's writers
 * name the person the rule authorised, server/entities/pessoa/conta-acesso.ts). Answers how many there were.
 */
export async function encerrarSessoesDaConta(db: DbOrTx, contaCodigo: number, agora: Date, daPessoa?: number): Promise<number> {
  await db
    .update(simulacao)
    .set({ encerradaEm: agora, motivoEncerramento: 'logout' })
    .where(and(isNull(simulacao.encerradaEm), sql`${simulacao.sessaoHash} IN (SELECT s."tokenHash" FROM ${sessao} s WHERE s."contaCodigo" = ${contaCodigo})`));
  const daConta = eq(sessao.contaCodigo, contaCodigo);
  const onde = daPessoa === undefined ? daConta : and(daConta, sql`${contaCodigo} = (SELECT c."contaCodigo" FROM ${conta} c WHERE c."pssFscCodigo" = ${daPessoa})`);
  return (await db.delete(sessao).where(onde).returning({ t: sessao.tokenHash })).length;
}

/** The account's sessions deleted, simulations left as they are (an account erased by its owner, who holds no simulation then). */
export async function apagarSessoesDaConta(db: DbOrTx, contaCodigo: number): Promise<void> {
  await db.execute(sql`DELETE FROM sessao WHERE "contaCodigo" = ${contaCodigo}`);
}
/**
 * The housekeeping's batch (server/plugins/limpeza.ts runs it): dead sessions — past their absolute expiry ($1) or
 * idle since before $2 — go with the simulations they held open, closed as 'expirada'. Answers how many went.
 */
export const LIMPEZA_SESSOES: RawStatement = {
  name: 'limpeza_sessoes',
  text: `WITH apagadas AS (
      ${apagarLote('sessao', '"tokenHash"', '"expiraEm" < $1::timestamptz OR "ultimoUso" < $2::timestamptz')}
      RETURNING "tokenHash"
    ), simulacoes AS (
      UPDATE simulacao SET "encerradaEm" = $1::timestamptz, "motivoEncerramento" = 'expirada'
       WHERE "encerradaEm" IS NULL AND "sessaoHash" IN (SELECT "tokenHash" FROM apagadas)
    )
    SELECT count(*)::int AS n FROM apagadas`,
};
