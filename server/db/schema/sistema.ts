import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { pssFisica } from './pessoa.ts';

/**
 * Idempotency keys: a retried or double-clicked write (same key) gets the stored response instead
 * of running twice. resposta is null while the first request is still running.
 */
export const chaveIdempotencia = pgTable(
  'chave_idempotencia',
  {
    chave: text('chave').primaryKey(),
    pssFscCodigo: integer('pssFscCodigo').references(() => pssFisica.pssFscCodigo, { onDelete: 'cascade' }),
    rota: text('rota').notNull(),
    resposta: jsonb('resposta'),
    criadaEm: timestamp('criadaEm', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('chave_idempotencia_criada_idx').on(t.criadaEm)],
);
