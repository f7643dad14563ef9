import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instante } from './colunas.ts';
import { conta } from './auth.ts';
import { pssFisica } from './pessoa.ts';

/** What a sign-in attempt on an existing account came to (the login app writes one row per attempt). */
export const RESULTADOS_ACESSO = ['SUCESSO', 'SENHA_INCORRETA', 'BLOQUEADO', 'REDEFINICAO_EXIGIDA', 'SENHA_REDEFINIDA'] as const;
export type ResultadoAcesso = (typeof RESULTADOS_ACESSO)[number];
export type MeioAcesso = 'SENHA' | 'OIDC';

/**
 * Sign-ins (gestão de contas, issue 21): when, from where and with what outcome someone signed in to an account,
 * so staff can help a person who says "someone else is using my CPF" or "I cannot get in". Only attempts on an
 * account that exists are written (an unknown login is nobody's to show, and the typed text is never kept).
 * Purged after 90 days by the housekeeping job (server/plugins/limpeza.ts).
 */
export const acesso = pgTable(
  'acesso',
  {
    acsCodigo: integer('acsCodigo').primaryKey().generatedAlwaysAsIdentity(),
    contaCodigo: integer('contaCodigo')
      .notNull()
      .references(() => conta.contaCodigo, { onDelete: 'cascade' }),
    /** The account's person at the time (an account whose login moved keeps its own person). */
    pssFscCodigo: integer('pssFscCodigo')
      .notNull()
      .references(() => pssFisica.pssFscCodigo, { onDelete: 'cascade' }),
    em: instante('em').notNull(),
    /** The client address (from the socket, or the proxy's header when TRUST_PROXY names it). */
    origem: text('origem').notNull(),
    resultado: text('resultado').notNull().$type<ResultadoAcesso>(),
    /** How the person proved who they are: 'SENHA' (the local password) or 'OIDC' (Entrar com gov.br). */
    meio: text('meio').notNull().default('SENHA').$type<MeioAcesso>(),
  },
  (t) => [
    check('acesso_resultado', sql`${t.resultado} IN ('SUCESSO','SENHA_INCORRETA','BLOQUEADO','REDEFINICAO_EXIGIDA','SENHA_REDEFINIDA')`),
    check('acesso_meio', sql`${t.meio} IN ('SENHA','OIDC')`),
    index('acesso_pessoa_idx').on(t.pssFscCodigo, t.em.desc()),
    index('acesso_em_idx').on(t.em),
  ],
);
