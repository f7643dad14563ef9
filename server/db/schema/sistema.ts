import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { instante, registradoEm } from './colunas.ts';
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
    criadaEm: registradoEm('criadaEm'),
  },
  (t) => [index('chave_idempotencia_criada_idx').on(t.criadaEm)],
);

/**
 * One counter for everything an enrolment is validated against (processes, options, form configuration,
 * the process lookups, municipalities, institution types). Statement triggers (migration 0014) add one on
 * every change to those tables, so an API process can keep that catalogue in memory and know, from one
 * number read with each write, whether its copy is still exact.
 */
export const catalogoVersao = pgTable('catalogo_versao', {
  id: integer('id').primaryKey().default(1),
  versao: bigint('versao', { mode: 'number' }).notNull().default(1),
});

/**
 * Outgoing e-mail, written in the same transaction as what it announces (a confirmation is never lost
 * and never sent for a write that rolled back) and sent afterwards by the mail queue
 * (server/plugins/mail-queue.ts). `tipo` names the handler that renders it from `referencia`.
 */
export const emailPendente = pgTable(
  'email_pendente',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    tipo: text('tipo').notNull(),
    referencia: integer('referencia').notNull(),
    /** The site's origin for links (the request's, when no public origin is configured). */
    origem: text('origem').notNull(),
    criadoEm: registradoEm('criadoEm'),
    /** Not before this instant: set on creation, pushed back after a failure or while a sender holds it. */
    proximaTentativa: instante('proximaTentativa').notNull().defaultNow(),
    tentativas: integer('tentativas').notNull().default(0),
    enviadoEm: instante('enviadoEm'),
    /** 'enviado', 'sem-email' (nothing to send), 'desistiu' (too many failures) — null while pending. */
    situacao: text('situacao'),
  },
  (t) => [index('email_pendente_fila_idx').on(t.proximaTentativa).where(sql`"situacao" IS NULL`)],
);

/**
 * One counter for everything the public room list shows (seats, rooms, venues, municipalities, the
 * seated people's names and CPFs, cancellations). Triggers (migration 0018) add one on every change
 * that can alter that list, so an API process can search a copy in memory and know, from one number
 * read with each request, whether the copy is still exact.
 */
export const ensalamentoVersao = pgTable('ensalamento_versao', {
  id: integer('id').primaryKey().default(1),
  versao: bigint('versao', { mode: 'number' }).notNull().default(1),
});

/**
 * One counter for the process table: a statement trigger (custom migration processo_versao_sql) adds one on
 * every change to prc_seletivo, so an API process can serve the open-process list from a copy in memory and
 * know, from one number read with each request, whether the copy is still exact. Only staff write processes.
 */
export const prcSeletivoVersao = pgTable('prc_seletivo_versao', {
  id: integer('id').primaryKey().default(1),
  versao: bigint('versao', { mode: 'number' }).notNull().default(1),
});
