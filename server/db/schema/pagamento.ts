import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { codigo, complementa, dia, instante, registradoEm } from './colunas.ts';
import { daInscricao, insProcesso } from './inscricao.ts';

/**
 * Payment (insBoleto, SPEC §7): enrolment fee slips (boleto or pix) and card payments, and the
 * appeal (reexame / recurso) whose fee has its own slip (gerarBoletoRecurso(insPrcRcrCodigo)).
 * Money is integer centavos.
 */

export const SITUACOES_BOLETO = ['EMITIDO', 'PAGO', 'CANCELADO', 'VENCIDO'] as const;
export const FORMAS_PAGAMENTO = ['BOLETO', 'PIX', 'CARTAO'] as const;

/** Appeal (recurso) filed against an enrolment's result. */
export const insPrcRecurso = pgTable(
  'ins_prc_recurso',
  {
    insPrcRcrCodigo: codigo('insPrcRcrCodigo'),
    insPrcCodigo: daInscricao(),
    /** Schedule type code the appeal belongs to (tblGrlItmCdgPrcSltTpCrn of the reexame route). */
    tblGrlItmCdgPrcSltTpCrn: text('tblGrlItmCdgPrcSltTpCrn'),
    insPrcRcrJustificativa: text('insPrcRcrJustificativa').notNull(),
    /** Appeal fee in centavos; null = free. */
    insPrcRcrVlr: integer('insPrcRcrVlr'),
    insPrcRcrCriadoEm: registradoEm('insPrcRcrCriadoEm'),
  },
  (t) => [
    index('ins_prc_recurso_ins_idx').on(t.insPrcCodigo),
    check('ins_prc_recurso_vlr', sql`${t.insPrcRcrVlr} IS NULL OR ${t.insPrcRcrVlr} >= 0`),
  ],
);

/** A payment slip. insPrcRcrCodigo set = the appeal fee; null = the enrolment fee. */
export const insBoleto = pgTable(
  'ins_boleto',
  {
    insBltCodigo: codigo('insBltCodigo'),
    insPrcCodigo: daInscricao(),
    insPrcRcrCodigo: integer('insPrcRcrCodigo').references(() => insPrcRecurso.insPrcRcrCodigo, { onDelete: 'cascade' }),
    insBltForma: text('insBltForma').notNull().default('BOLETO').$type<(typeof FORMAS_PAGAMENTO)[number]>(),
    insBltNossoNumero: text('insBltNossoNumero').notNull().unique(),
    insBltValor: integer('insBltValor').notNull(),
    insBltDtVencimento: dia('insBltDtVencimento').notNull(),
    insBltLinhaDigitavel: text('insBltLinhaDigitavel'),
    insBltCodigoBarras: text('insBltCodigoBarras'),
    /** Pix transaction id (also the copy-and-paste payload's key). */
    insBltTxid: text('insBltTxid').unique(),
    insBltSituacao: text('insBltSituacao').notNull().default('EMITIDO').$type<(typeof SITUACOES_BOLETO)[number]>(),
    insBltPagoEm: instante('insBltPagoEm'),
    insBltCriadoEm: registradoEm('insBltCriadoEm'),
  },
  (t) => [
    // pegarUltimoBoletoValido / vInsPrcUltBoleto: the newest slip of an enrolment
    index('ins_boleto_ins_idx').on(t.insPrcCodigo, t.insBltCriadoEm.desc()),
    index('ins_boleto_recurso_idx').on(t.insPrcRcrCodigo),
    check('ins_boleto_valor', sql`${t.insBltValor} >= 0`),
    check('ins_boleto_situacao', sql`${t.insBltSituacao} IN ('EMITIDO','PAGO','CANCELADO','VENCIDO')`),
    check('ins_boleto_forma', sql`${t.insBltForma} IN ('BOLETO','PIX','CARTAO')`),
    check('ins_boleto_pago', sql`(${t.insBltSituacao} = 'PAGO') = (${t.insBltPagoEm} IS NOT NULL)`),
  ],
);

export const SITUACOES_ISENCAO = ['DEFERIDA', 'INDEFERIDA'] as const;

/**
 * Staff decision on a fee-exemption request (ins_processo.insPrcSlcIsencao = true): imported by
 * `npm run isencao:import`. No row while the request is being analysed.
 */
export const insPrcIsencao = pgTable(
  'ins_prc_isencao',
  {
    insPrcCodigo: complementa('insPrcCodigo', () => insProcesso.insPrcCodigo),
    insPrcIsnSituacao: text('insPrcIsnSituacao').notNull().$type<(typeof SITUACOES_ISENCAO)[number]>(),
    insPrcIsnObservacao: text('insPrcIsnObservacao'),
    insPrcIsnDecididoEm: registradoEm('insPrcIsnDecididoEm'),
  },
  (t) => [check('ins_prc_isencao_situacao', sql`${t.insPrcIsnSituacao} IN ('DEFERIDA','INDEFERIDA')`)],
);
