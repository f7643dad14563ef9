import { and, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Tx } from '../db/client.ts';
import { contarApagadas } from '../db/limpeza-em-lote.ts';
import { chaveIdempotencia } from '../db/schema/index.ts';
import { badRequest, conflict } from '../http/envelope.ts';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The form's idempotency key: header Idempotency-Key, or field idempotencyKey. Absent = undefined. */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const field = (request.body as Record<string, unknown> | undefined)?.idempotencyKey;
  const raw = typeof header === 'string' && header !== '' ? header : typeof field === 'string' && field !== '' ? field : undefined;
  if (raw === undefined) return undefined;
  if (!KEY.test(raw)) throw badRequest('Chave de idempotência inválida.');
  return raw;
}

export type Replayed<T> = { replayed: true; response: T } | { replayed: false; response: T };

/**
 * Runs a write once per (person, key), inside the caller's transaction. The key row is inserted
 * first: a concurrent request with the same key blocks on it (PostgreSQL) or runs after it
 * (PGlite) and then finds it, and answers with the stored response instead of writing again.
 * If the write fails, the transaction rolls back the key too, so a retry really retries.
 */
export async function runOnce<T>(
  tx: Tx,
  opts: { key: string | undefined; pssFscCodigo: number; rota: string; now: Date },
  work: () => Promise<T>,
): Promise<Replayed<T>> {
  if (!opts.key) return { replayed: false, response: await work() };
  const chave = `${opts.pssFscCodigo}:${opts.key}`;
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
    if (!row || row.rota !== opts.rota) throw conflict('Esta chave de envio já foi usada em outra operação. Recarregue a página e tente novamente.');
    if (row.resposta === null) throw conflict('Seu envio anterior ainda está sendo processado. Aguarde alguns segundos e confira as suas inscrições.');
    return { replayed: true, response: row.resposta as T };
  }
  const response = await work();
  await tx.update(chaveIdempotencia).set({ resposta: response as object }).where(eq(chaveIdempotencia.chave, chave));
  return { replayed: false, response };
}

/** Every key the person's writes left (an account erased by its owner: server/login/meus-dados.ts). */
export async function apagarChavesDaPessoa(tx: Tx, pssFscCodigo: number): Promise<void> {
  await tx.execute(sql`DELETE FROM chave_idempotencia WHERE "pssFscCodigo" = ${pssFscCodigo}`);
}

/** The housekeeping's batch (server/plugins/limpeza.ts): keys created before $1. */
export const LIMPEZA_CHAVES = contarApagadas('limpeza_chaves_idempotencia', 'chave_idempotencia', 'chave', '"criadaEm" < $1::timestamptz');
