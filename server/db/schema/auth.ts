import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { codigo, flag, instante, pertenceA, registradoEm } from './colunas.ts';
import { pssFisica } from './pessoa.ts';

/** The login application's accounts: one per person, signed in by CPF (digits) or passport. */
export const conta = pgTable(
  'conta',
  {
    contaCodigo: codigo('contaCodigo'),
    pssFscCodigo: integer('pssFscCodigo').notNull().unique().references(() => pssFisica.pssFscCodigo),
    /**
     * What the person types to sign in: CPF digits, or the passport/RG as given (upper-cased). Null: the account
     * has no login any more (staff moved its CPF to the real owner, gestão de contas): nothing typed matches it,
     * so it can never be signed into again, while its history (sessions ended, audit, sign-ins) stays.
     */
    login: text('login'),
    /**
     * 'CPF' (login = the 11 digits of a valid CPF) or 'DOCUMENTO' (a passport/RG, never a valid CPF): the two
     * kinds are unique apart, so a foreign document can never take the login of someone's CPF.
     */
    loginTipo: text('loginTipo').notNull().default('CPF'),
    senhaHash: text('senhaHash').notNull(),
    superUsuario: flag('superUsuario'),
    criadaEm: registradoEm('criadaEm'),
    senhaAlteradaEm: instante('senhaAlteradaEm'),
    /** Staff asked for a new password: the next correct sign-in must set one before any session starts. */
    senhaRedefinir: flag('senhaRedefinir'),
  },
  (t) => [
    check('conta_login_nao_vazio', sql`length(${t.login}) > 0`),
    check('conta_login_tipo', sql`${t.loginTipo} IN ('CPF', 'DOCUMENTO')`),
    check('conta_login_cpf_digitos', sql`${t.loginTipo} <> 'CPF' OR ${t.login} ~ '^[0-9]{11}$'`),
    uniqueIndex('conta_login_uq').on(t.loginTipo, t.login),
  ],
);

/**
 * Server-side sessions. The cookie carries an opaque random token; only its SHA-256 is stored,
 * so a leaked table does not hand out live sessions.
 */
export const sessao = pgTable(
  'sessao',
  {
    tokenHash: text('tokenHash').primaryKey(),
    contaCodigo: pertenceA('contaCodigo', () => conta.contaCodigo),
    /** The signed-in person (the super user, when simulating). */
    pssFscCodigo: integer('pssFscCodigo').notNull().references(() => pssFisica.pssFscCodigo),
    /** The person a super user is acting as; null when not simulating. */
    simulaPssFscCodigo: integer('simulaPssFscCodigo').references(() => pssFisica.pssFscCodigo),
    criadaEm: instante('criadaEm').notNull(),
    ultimoUso: instante('ultimoUso').notNull(),
    expiraEm: instante('expiraEm').notNull(),
  },
  (t) => [index('sessao_conta_idx').on(t.contaCodigo), index('sessao_expira_idx').on(t.expiraEm)],
);

/** Fixed-window rate-limit counters, shared by every API process. Old windows are purged by the housekeeping job. */
export const limiteTaxa = pgTable(
  'limite_taxa',
  {
    chave: text('chave').primaryKey(),
    janela: instante('janela').notNull(),
    contagem: integer('contagem').notNull(),
  },
  (t) => [index('limite_taxa_janela_idx').on(t.janela)],
);

/**
 * Super-user simulations (SPEC: /login/simular): who acted as whom, when, from where. Written when a
 * simulation starts and closed when it ends (or when the session ends or the super user loses the right).
 */
export const simulacao = pgTable(
  'simulacao',
  {
    simCodigo: integer('simCodigo').primaryKey().generatedAlwaysAsIdentity(),
    /** The session that simulates (its token hash): ends the record when the session ends. */
    sessaoHash: text('sessaoHash').notNull(),
    contaCodigo: integer('contaCodigo').notNull().references(() => conta.contaCodigo),
    /** The real person, the super user. */
    pssFscCodigo: integer('pssFscCodigo').notNull().references(() => pssFisica.pssFscCodigo),
    /** The person acted as. */
    simulaPssFscCodigo: integer('simulaPssFscCodigo').notNull().references(() => pssFisica.pssFscCodigo),
    iniciadaEm: instante('iniciadaEm').notNull(),
    encerradaEm: instante('encerradaEm'),
    /** 'saida' (ended by the user), 'logout', 'revogada' (no longer a super user), 'expirada'. */
    motivoEncerramento: text('motivoEncerramento'),
    /** The client address the simulation started from. */
    origem: text('origem').notNull(),
  },
  (t) => [index('simulacao_sessao_idx').on(t.sessaoHash), index('simulacao_pessoa_idx').on(t.pssFscCodigo, t.iniciadaEm)],
);

/**
 * The audit trail: every write made on someone's behalf (a super user simulating a candidate today, staff in the
 * back office). `autor` is always the real person; `titular` the person whose data changed.
 */
export const auditoria = pgTable(
  'auditoria',
  {
    audCodigo: integer('audCodigo').primaryKey().generatedAlwaysAsIdentity(),
    em: instante('em').notNull(),
    autorPssFscCodigo: integer('autorPssFscCodigo').notNull().references(() => pssFisica.pssFscCodigo),
    titularPssFscCodigo: integer('titularPssFscCodigo').references(() => pssFisica.pssFscCodigo),
    /** The simulation the write was made in, when there was one. */
    simCodigo: integer('simCodigo').references(() => simulacao.simCodigo),
    /** The client address. */
    origem: text('origem').notNull(),
    /** The call or action: 'POST /sgps/insProcesso/cadastrar2', 'gestao:processo:salvar', ... */
    acao: text('acao').notNull(),
    /** The entity and its key, when the action names one. */
    entidade: text('entidade'),
    chave: text('chave'),
    antes: jsonb('antes'),
    depois: jsonb('depois'),
    justificativa: text('justificativa'),
    /**
     * The process the action concerns (back office), so staff can read a process's trail. No foreign key: the
     * trail of a deleted process stays.
     */
    prcSltCodigo: integer('prcSltCodigo'),
  },
  (t) => [
    index('auditoria_titular_idx').on(t.titularPssFscCodigo, t.em),
    index('auditoria_autor_idx').on(t.autorPssFscCodigo, t.em),
    index('auditoria_processo_idx').on(t.prcSltCodigo, t.em),
    index('auditoria_entidade_idx').on(t.entidade, t.chave, t.em),
  ],
);

/** Server secrets generated on first start and shared by every API process (CSRF signing key). */
export const chaveServidor = pgTable('chave_servidor', {
  nome: text('nome').primaryKey(),
  valor: text('valor').notNull(),
});
