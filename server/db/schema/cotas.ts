import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { codigo, complementa, instante, registradoEm } from './colunas.ts';
import { daInscricao } from './inscricao.ts';
import { pssFisica } from './pessoa.ts';
import { prcSeletivo } from './processo.ts';

/**
 * Reserved-seat categories from the enrolment's declarations, and their verification (issue 36 items 1 and 2).
 * Owner: server/entities/classificacao/cotas.ts.
 */

/** A process's quota configuration (ConfiguracaoCotas of src/domain/cotas.ts), read and written whole. */
export const ctaConfiguracao = pgTable('cta_configuracao', {
  prcSltCodigo: complementa('prcSltCodigo', () => prcSeletivo.prcSltCodigo),
  ctaCfgConfiguracao: jsonb('ctaCfgConfiguracao').notNull(),
  ctaCfgAtualizadoEm: registradoEm('ctaCfgAtualizadoEm'),
});

export const SITUACOES_VERIFICACAO = ['confirmado', 'nao_confirmado'] as const;
export const SITUACOES_RECURSO_COTA = ['pendente', 'deferido', 'indeferido'] as const;

/**
 * The verification of one declaration of one enrolment (ESCOLA_PUBLICA, RENDA, PRETO_PARDO, ... or a form field of
 * the institution's own). No row: not yet decided. ctaVrfSituacao is the outcome in force (an appeal's decision
 * replaces the commission's; the audit trail keeps both). The candidate may appeal a "não confirmado" until
 * ctaVrfRecursoAte.
 */
export const ctaVerificacao = pgTable(
  'cta_verificacao',
  {
    ctaVrfCodigo: codigo('ctaVrfCodigo'),
    insPrcCodigo: daInscricao(),
    ctaVrfDeclaracao: text('ctaVrfDeclaracao').notNull(),
    ctaVrfSituacao: text('ctaVrfSituacao').notNull().$type<(typeof SITUACOES_VERIFICACAO)[number]>(),
    /** The reason the candidate reads (required when not confirmed). */
    ctaVrfMotivo: text('ctaVrfMotivo'),
    ctaVrfDecididoEm: instante('ctaVrfDecididoEm').notNull(),
    ctaVrfDecididoPor: integer('ctaVrfDecididoPor').references(() => pssFisica.pssFscCodigo),
    ctaVrfRecursoAte: instante('ctaVrfRecursoAte'),
    ctaVrfRecursoTexto: text('ctaVrfRecursoTexto'),
    ctaVrfRecursoEm: instante('ctaVrfRecursoEm'),
    ctaVrfRecursoSituacao: text('ctaVrfRecursoSituacao').$type<(typeof SITUACOES_RECURSO_COTA)[number]>(),
    ctaVrfRecursoResposta: text('ctaVrfRecursoResposta'),
    ctaVrfRecursoDecididoEm: instante('ctaVrfRecursoDecididoEm'),
  },
  (t) => [
    unique('cta_verificacao_uq').on(t.insPrcCodigo, t.ctaVrfDeclaracao),
    index('cta_verificacao_declaracao_idx').on(t.ctaVrfDeclaracao, t.ctaVrfSituacao),
    check('cta_verificacao_situacao', sql`${t.ctaVrfSituacao} IN ('confirmado','nao_confirmado')`),
    check('cta_verificacao_motivo', sql`${t.ctaVrfSituacao} = 'confirmado' OR ${t.ctaVrfMotivo} IS NOT NULL`),
    check('cta_verificacao_recurso', sql`${t.ctaVrfRecursoSituacao} IS NULL OR ${t.ctaVrfRecursoSituacao} IN ('pendente','deferido','indeferido')`),
  ],
);
