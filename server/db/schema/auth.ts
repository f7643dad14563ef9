import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { pssFisica } from './pessoa.ts';

/** The login application's accounts: one per person, signed in by CPF (digits) or passport. */
export const conta = pgTable(
  'conta',
  {
    contaCodigo: integer('contaCodigo').primaryKey().generatedByDefaultAsIdentity(),
    pssFscCodigo: integer('pssFscCodigo').notNull().unique().references(() => pssFisica.pssFscCodigo),
    /** What the person types to sign in: CPF digits, or the passport/RG as given (upper-cased). */
    login: text('login').notNull().unique(),
    senhaHash: text('senhaHash').notNull(),
    superUsuario: boolean('superUsuario').notNull().default(false),
    criadaEm: timestamp('criadaEm', { withTimezone: true }).notNull().defaultNow(),
    senhaAlteradaEm: timestamp('senhaAlteradaEm', { withTimezone: true }),
  },
  (t) => [check('conta_login_nao_vazio', sql`length(${t.login}) > 0`)],
);

/**
 * Server-side sessions. The cookie carries an opaque random token; only its SHA-256 is stored,
 * so a leaked table does not hand out live sessions.
 */
export const sessao = pgTable(
  'sessao',
  {
    tokenHash: text('tokenHash').primaryKey(),
    contaCodigo: integer('contaCodigo').notNull().references(() => conta.contaCodigo, { onDelete: 'cascade' }),
    /** The signed-in person (the super user, when simulating). */
    pssFscCodigo: integer('pssFscCodigo').notNull().references(() => pssFisica.pssFscCodigo),
    /** The person a super user is acting as; null when not simulating. */
    simulaPssFscCodigo: integer('simulaPssFscCodigo').references(() => pssFisica.pssFscCodigo),
    criadaEm: timestamp('criadaEm', { withTimezone: true }).notNull(),
    ultimoUso: timestamp('ultimoUso', { withTimezone: true }).notNull(),
    expiraEm: timestamp('expiraEm', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessao_conta_idx').on(t.contaCodigo), index('sessao_expira_idx').on(t.expiraEm)],
);

/** Fixed-window rate-limit counters, shared by every API process. */
export const limiteTaxa = pgTable('limite_taxa', {
  chave: text('chave').primaryKey(),
  janela: timestamp('janela', { withTimezone: true }).notNull(),
  contagem: integer('contagem').notNull(),
});

/** Server secrets generated on first start and shared by every API process (CSRF signing key). */
export const chaveServidor = pgTable('chave_servidor', {
  nome: text('nome').primaryKey(),
  valor: text('valor').notNull(),
});
