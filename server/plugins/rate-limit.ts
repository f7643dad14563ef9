import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../db/client.ts';
import { contarApagadas } from '../db/limpeza-em-lote.ts';
import { ApiError } from '../http/envelope.ts';

/**
 * Fixed-window counters kept in the database, so several API processes share one limit.
 * Returns true while the key is within its limit.
 */
export async function consumeRateLimit(db: DbOrTx, key: string, limit: number, windowSeconds: number, now: Date): Promise<boolean> {
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const result = await db.execute<{ contagem: number }>(sql`
    INSERT INTO limite_taxa (chave, janela, contagem) VALUES (${key}, ${windowStart}, 1)
    ON CONFLICT (chave) DO UPDATE SET
      contagem = CASE WHEN limite_taxa.janela = excluded.janela THEN limite_taxa.contagem + 1 ELSE 1 END,
      janela = excluded.janela
    RETURNING contagem`);
  const rows = (result as unknown as { rows: { contagem: number }[] }).rows;
  return Number(rows[0]?.contagem ?? 0) <= limit;
}

/** How many times the key was counted in the current window (0 when none), without counting this call. */
export async function rateLimitCount(db: DbOrTx, key: string, windowSeconds: number, now: Date): Promise<number> {
  const windowStart = new Date(Math.floor(now.getTime() / (windowSeconds * 1000)) * windowSeconds * 1000);
  const result = await db.execute<{ contagem: number }>(sql`SELECT contagem FROM limite_taxa WHERE chave = ${key} AND janela = ${windowStart}`);
  const rows = (result as unknown as { rows: { contagem: number }[] }).rows;
  return Number(rows[0]?.contagem ?? 0);
}

/**
 * The client's address, hashed: enough to count requests, not enough to identify anyone in a dump. It is
 * the socket's address unless TRUST_PROXY names the proxy (then the address that proxy saw): a client
 * never chooses it with X-Forwarded-For.
 */
export function clientKey(request: FastifyRequest): string {
  return createHash('sha256').update(request.ip).digest('base64url').slice(0, 22);
}

export const tooManyRequests = (message: string) => new ApiError(429, message);

/** The housekeeping's batch (server/plugins/limpeza.ts): counters whose window started before $1. */
export const LIMPEZA_LIMITES = contarApagadas('limpeza_limites', 'limite_taxa', 'chave', 'janela < $1::timestamptz');
