import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { complementa, instante, pertenceA, registradoEm } from './colunas.ts';
import { conta } from './auth.ts';

/**
 * The staff's second factor (issue 34 §2): the TOTP secret of an account (RFC 6238). A row with `confirmadoEm`
 * null is a set-up shown and not yet confirmed by a code (replaced by the next set-up page); confirmed, the account
 * signs in with a code. `ultimoPasso` is the last time step (unix time / 30 s) a code was accepted for: a code of
 * that step or an earlier one is refused (RFC 6238 §5.2: a verifier must not accept the same OTP twice).
 * Written only by server/entities/pessoa/segundo-fator.ts.
 */
export const segundoFator = pgTable('segundo_fator', {
  contaCodigo: complementa('contaCodigo', () => conta.contaCodigo),
  /** Base32, as the authenticator app reads it from the QR code. */
  segredo: text('segredo').notNull(),
  criadoEm: registradoEm('criadoEm'),
  confirmadoEm: instante('confirmadoEm'),
  ultimoPasso: integer('ultimoPasso').notNull().default(0),
});

/**
 * The ten single-use recovery codes of a confirmed second factor: only a keyed hash of each (never the code),
 * `usadoEm` once spent. A new set-up or a reset deletes them.
 */
export const codigoRecuperacao = pgTable(
  'codigo_recuperacao',
  {
    contaCodigo: pertenceA('contaCodigo', () => conta.contaCodigo),
    hash: text('hash').notNull(),
    usadoEm: instante('usadoEm'),
  },
  (t) => [primaryKey({ columns: [t.contaCodigo, t.hash] }), index('codigo_recuperacao_conta_idx').on(t.contaCodigo)],
);

/**
 * An OpenID provider's subject linked by the account's owner while signed in with password and second factor
 * (issue 34 §3): a staff or super-user account opens through "Entrar com gov.br" only with such a link, never by
 * a claim alone. One subject of one provider names one account.
 */
export const vinculoOidc = pgTable(
  'vinculo_oidc',
  {
    contaCodigo: pertenceA('contaCodigo', () => conta.contaCodigo),
    emissor: text('emissor').notNull(),
    sujeito: text('sujeito').notNull(),
    criadoEm: registradoEm('criadoEm'),
  },
  (t) => [
    primaryKey({ columns: [t.emissor, t.sujeito] }),
    uniqueIndex('vinculo_oidc_conta_uq').on(t.contaCodigo, t.emissor),
    check('vinculo_oidc_nao_vazio', sql`length(${t.emissor}) > 0 AND length(${t.sujeito}) > 0`),
  ],
);
