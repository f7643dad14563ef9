/**
 * The duplicate-submit guard (chave_idempotencia), its only writer: a write sent twice (a double click, a retry
 * after a lost answer) lands once, and the second copy gets the first one's answer. The key is the person's
 * (`pessoa:chave`), so one person's key never answers another's request.
 *
 * Two forms of the same mechanism:
 *  - one request (`executarUmaVez`): inside the caller's transaction, the key row first, then the work, then
 *    its answer stored on the key row;
 *  - a batch (`guardarChavesSql`, `chaveNovaSql`, `respostaGuardadaSql`): the pieces a multi-row write statement
 *    and a batched read embed, so the deadline's enrolments (server/entities/inscricao/inscricao-insercao.ts)
 *    store their keys and answers in the very statement that writes them.
 * Either way a stored key is answered by `reutilizar`, with the same messages.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { contarApagadas } from '../../db/limpeza-em-lote.ts';
import { rawQuery, type RawStatement } from '../../db/raw.ts';
import { chaveIdempotencia } from '../../db/schema/index.ts';
import { conflict } from '../../http/envelope.ts';

/** What a stored key holds: the operation it was used for, and its answer (null while that write is under way). */
export interface RespostaGuardada {
  rota: string;
  resposta: unknown;
}

/** The stored key of a person's form key (the key alone would let one person's key answer another's request). */
export function chaveDaPessoa(pssFscCodigo: number, key: string | null | undefined): string | null {
  return key ? `${pssFscCodigo}:${key}` : null;
}

/**
 * The answer of a key already stored for `rota`, or the reason it cannot be given: the key was used for another
 * operation (or is not this person's), or the first copy's write has not finished.
 */
export function reutilizar<T>(guardada: RespostaGuardada | null, rota: string): T {
  if (!guardada || guardada.rota !== rota) throw conflict('Esta chave de envio já foi usada em outra operação. Recarregue a página e tente novamente.');
  if (guardada.resposta === null) throw conflict('Seu envio anterior ainda está sendo processado. Aguarde alguns segundos e confira as suas inscrições.');
  return guardada.resposta as T;
}

export type Replayed<T> = { replayed: true; response: T } | { replayed: false; response: T };

/**
 * Runs a write once per (person, key), inside the caller's transaction. The key row is inserted
 * first: a concurrent request with the same key blocks on it (PostgreSQL) or runs after it
 * (PGlite) and then finds it, and answers with the stored response instead of writing again.
 * If the write fails, the transaction rolls back the key too, so a retry really retries.
 */
export async function executarUmaVez<T>(
  tx: Tx,
  opts: { key: string | undefined; pssFscCodigo: number; rota: string; now: Date },
  work: () => Promise<T>,
): Promise<Replayed<T>> {
  const chave = chaveDaPessoa(opts.pssFscCodigo, opts.key);
  if (!chave) return { replayed: false, response: await work() };
  const inserted = await tx
    .insert(chaveIdempotencia)
    .values({ chave, pssFscCodigo: opts.pssFscCodigo, rota: opts.rota, criadaEm: opts.now })
    .onConflictDoNothing()
    .returning({ chave: chaveIdempotencia.chave });
  if (inserted.length === 0) {
    const [row] = await tx
      .select({ rota: chaveIdempotencia.rota, resposta: chaveIdempotencia.resposta })
      .from(chaveIdempotencia)
      .where(and(eq(chaveIdempotencia.chave, chave), eq(chaveIdempotencia.pssFscCodigo, opts.pssFscCodigo)));
    return { replayed: true, response: reutilizar<T>(row ?? null, opts.rota) };
  }
  const response = await work();
  await tx.update(chaveIdempotencia).set({ resposta: response as object }).where(eq(chaveIdempotencia.chave, chave));
  return { replayed: false, response };
}

// The batch form: SQL pieces over a relation of requests, one row each (names of its columns given by the caller).

/** The stored key `chave` (an SQL expression) as a RespostaGuardada jsonb, or null: a column of a batched read. */
export function respostaGuardadaSql(chave: string): string {
  return `(SELECT jsonb_build_object('rota', rota, 'resposta', resposta) FROM chave_idempotencia WHERE chave = ${chave})`;
}

/**
 * The body of a data-modifying CTE that stores, for each row of `de` with a key, its key with its answer already
 * known (`resposta`, an SQL jsonb expression over the row): a key already stored is left alone and not returned,
 * so the statement writes only the rows whose key came back (see chaveNovaSql).
 */
export function guardarChavesSql(c: { de: string; chave: string; pessoa: string; rota: string; em: string; resposta: string }): string {
  return `INSERT INTO chave_idempotencia (chave, "pssFscCodigo", rota, "criadaEm", resposta)
      SELECT ${c.chave}, ${c.pessoa}, ${c.rota}, ${c.em}, ${c.resposta}
        FROM ${c.de} WHERE ${c.chave} IS NOT NULL
      ON CONFLICT (chave) DO NOTHING
      RETURNING chave`;
}

/** The condition "this row may be written": no key, or its key was stored now by the CTE `cte` (guardarChavesSql). */
export function chaveNovaSql(cte: string, chave: string): string {
  return `(${chave} IS NULL OR ${chave} IN (SELECT chave FROM ${cte}))`;
}

// Never a generic plan (see features/inscricao/cadastro-contexto.ts: one made on a nearly empty table seq-scans it).
const RESPOSTA_GUARDADA: RawStatement = {
  name: '',
  plano: 'personalizado',
  text: `SELECT ${respostaGuardadaSql('$1::text')} AS guardada`,
};

/** The stored key, read after a batch found it taken (a copy of the same form was written meanwhile). */
export async function respostaGuardada(db: Db, chave: string): Promise<RespostaGuardada | null> {
  const [row] = await rawQuery<{ guardada: RespostaGuardada | null }>(db, RESPOSTA_GUARDADA, [chave]);
  return row?.guardada ?? null;
}

/** A person's keys, deleted with the rest of what exists only about them (account deletion). */
export async function apagarChavesDaPessoa(tx: Tx, pssFscCodigo: number): Promise<void> {
  await tx.execute(sql`DELETE FROM chave_idempotencia WHERE "pssFscCodigo" = ${pssFscCodigo}`);
}

/** The housekeeping's batch (server/plugins/limpeza.ts): keys created before $1, skipping rows a request holds. */
export const LIMPEZA_CHAVES = contarApagadas('limpeza_chaves_idempotencia', 'chave_idempotencia', 'chave', '"criadaEm" < $1::timestamptz');
