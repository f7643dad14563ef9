import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { instante, pertenceA, registradoEm } from './colunas.ts';
import { conta } from './auth.ts';
import { insProcesso } from './inscricao.ts';
import { pssFisica } from './pessoa.ts';

/**
 * "Esqueci minha senha" (issue 23): one row per request, whether or not the typed document has an account
 * (contaCodigo null then), so both answers cost the same work and write the same rows. The link's token is
 * HMAC(server key, recCodigo) — rebuilt by the mail queue when it sends — and only its password hash is kept:
 * the table alone never yields a usable link. Used once (usadoEm), valid until expiraEm (30 minutes).
 */
export const recuperacaoSenha = pgTable(
  'recuperacao_senha',
  {
    recCodigo: integer('recCodigo').primaryKey().generatedAlwaysAsIdentity(),
    contaCodigo: integer('contaCodigo').references(() => conta.contaCodigo, { onDelete: 'cascade' }),
    /** The confirmed address the link went to (null: no account, or no confirmed e-mail: nothing is sent). */
    email: text('email'),
    tokenHash: text('tokenHash').notNull(),
    criadoEm: instante('criadoEm').notNull(),
    expiraEm: instante('expiraEm').notNull(),
    usadoEm: instante('usadoEm'),
    origem: text('origem').notNull(),
  },
  (t) => [index('recuperacao_senha_conta_idx').on(t.contaCodigo), index('recuperacao_senha_criado_idx').on(t.criadoEm)],
);

/**
 * E-mail confirmation (issue 23): an address is confirmed for a person when a row with that address (compared
 * lower-cased) has confirmadoEm. Changing the e-mail therefore leaves the new address unconfirmed with no flag
 * to forget. The link's token is HMAC(server key, cfeCodigo); only its SHA-256 is kept.
 */
export const confirmacaoEmail = pgTable(
  'confirmacao_email',
  {
    cfeCodigo: integer('cfeCodigo').primaryKey().generatedAlwaysAsIdentity(),
    pssFscCodigo: pertenceA('pssFscCodigo', () => pssFisica.pssFscCodigo),
    email: text('email').notNull(),
    tokenHash: text('tokenHash').notNull(),
    criadoEm: instante('criadoEm').notNull(),
    expiraEm: instante('expiraEm').notNull(),
    confirmadoEm: instante('confirmadoEm'),
  },
  (t) => [index('confirmacao_email_pessoa_idx').on(t.pssFscCodigo)],
);

/**
 * The acceptance of a process's terms (insPrcTrmAceite, LGPD art. 8): which text (its SHA-256, of the label and
 * help the form showed and the edict's address) and when. Written by a trigger on ins_processo (custom
 * migration), so every path that records an acceptance — enrolment, edit, staff, seed — records it the same way.
 */
export const insPrcTrmAceite = pgTable(
  'ins_prc_trm_aceite',
  {
    aceCodigo: integer('aceCodigo').primaryKey().generatedAlwaysAsIdentity(),
    insPrcCodigo: pertenceA('insPrcCodigo', () => insProcesso.insPrcCodigo),
    /** sha256 (hex) of the text accepted. */
    versao: text('versao').notNull(),
    /** The text accepted, as the form showed it. */
    texto: text('texto').notNull(),
    aceitoEm: registradoEm('aceitoEm'),
    /** Set when the acceptance was withdrawn (the flag turned false). */
    retiradoEm: instante('retiradoEm'),
  },
  (t) => [index('ins_prc_trm_aceite_inscricao_idx').on(t.insPrcCodigo)],
);

/** An account its owner deleted (LGPD art. 18, VI): the person row is anonymised, this row says when. */
export const contaExclusao = pgTable('conta_exclusao', {
  pssFscCodigo: integer('pssFscCodigo')
    .primaryKey()
    .references(() => pssFisica.pssFscCodigo),
  excluidaEm: instante('excluidaEm').notNull(),
  origem: text('origem').notNull(),
});
