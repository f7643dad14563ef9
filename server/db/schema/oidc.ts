import { pgTable, text } from 'drizzle-orm/pg-core';
import { sessao } from './auth.ts';

/**
 * A session started by "Entrar com gov.br" (server/login/oidc/): the provider's ID token, kept only to name the
 * session when Sair also ends it at the provider (RP-initiated logout, id_token_hint). It goes with its session.
 */
export const sessaoOidc = pgTable('sessao_oidc', {
  tokenHash: text('tokenHash')
    .primaryKey()
    .references(() => sessao.tokenHash, { onDelete: 'cascade' }),
  idToken: text('idToken').notNull(),
});
