import { and, eq, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { rawQuery, type RawStatement } from '../db/raw.ts';
import { conta, sessao } from '../db/schema/index.ts';

interface SessionRow {
  tokenHash: string;
  contaCodigo: number;
  pssFscCodigo: number;
  simulaPssFscCodigo: number | null;
  ultimoUso: Date;
  expiraEm: Date;
  superUsuario: boolean;
}

/** Read on every API request: a prepared statement rather than a built query (see bench notes). */
const sessionsWhere = (condition: string) => `SELECT s."tokenHash", s."contaCodigo", s."pssFscCodigo", s."simulaPssFscCodigo", s."ultimoUso", s."expiraEm", c."superUsuario"
           FROM sessao s JOIN conta c ON c."contaCodigo" = s."contaCodigo"
          WHERE ${condition}`;
/** A batch of one takes the plain form (on PGlite, planned every time, it costs less). */
const FIND_SESSION: RawStatement = { name: 'sessao_por_token', text: sessionsWhere('s."tokenHash" = $1::text') };
const FIND_SESSIONS: RawStatement = { name: 'sessoes_por_token', text: sessionsWhere('s."tokenHash" = ANY($1::text[])') };

/** The sessions of several requests in one round trip (a LeituraEmLote): one answer per hash, in order, null where there is none. */
export async function findSessions(db: Db, tokenHashes: readonly string[]): Promise<(SessionRow | null)[]> {
  const rows = tokenHashes.length === 1 ? await rawQuery<SessionRow>(db, FIND_SESSION, [tokenHashes[0]]) : await rawQuery<SessionRow>(db, FIND_SESSIONS, [tokenHashes]);
  const porHash = new Map(rows.map((r) => [r.tokenHash, r]));
  return tokenHashes.map((h) => porHash.get(h) ?? null);
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

export async function touchSession(db: DbOrTx, tokenHash: string, now: Date) {
  await db.update(sessao).set({ ultimoUso: now }).where(eq(sessao.tokenHash, tokenHash));
}

export async function deleteSession(db: DbOrTx, tokenHash: string) {
  await db.delete(sessao).where(eq(sessao.tokenHash, tokenHash));
}

/** Ends every session of an account but one (after a password change). */
export async function deleteOtherSessions(db: DbOrTx, contaCodigo: number, keepTokenHash: string) {
  const rows = await db.select({ t: sessao.tokenHash }).from(sessao).where(eq(sessao.contaCodigo, contaCodigo));
  for (const r of rows) if (r.t !== keepTokenHash) await deleteSession(db, r.t);
}

export async function setSimulation(db: DbOrTx, tokenHash: string, simulaPssFscCodigo: number | null) {
  await db.update(sessao).set({ simulaPssFscCodigo }).where(eq(sessao.tokenHash, tokenHash));
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
