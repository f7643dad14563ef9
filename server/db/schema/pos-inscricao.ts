import { sql } from 'drizzle-orm';
import { boolean, check, customType, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { prcSltMncProva } from './cadastros.ts';
import { insProcesso } from './inscricao.ts';
import { opcao } from './opcao.ts';
import { insPrcRecurso } from './pagamento.ts';
import { prcSltCronograma } from './processo.ts';

/**
 * What happens after enrolment (issue 9): appeal windows and their answers and attachments, fee
 * refunds, the inspector list (fscPrcSeletivo), called-up candidates (prcSltInsConvocado).
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** Largest appeal attachment accepted, in bytes (also checked by the API before it reaches here). */
export const ANEXO_MAX_BYTES = 2 * 1024 * 1024;
export const ANEXO_TIPOS = ['application/pdf', 'image/png', 'image/jpeg'] as const;
export const SITUACOES_RESPOSTA = ['DEFERIDO', 'DEFERIDO_PARCIALMENTE', 'INDEFERIDO'] as const;
export const SITUACOES_DEVOLUCAO = ['SOLICITADA', 'EM_ANALISE', 'DEFERIDA', 'INDEFERIDA', 'PAGA'] as const;
export const SITUACOES_CONVOCADO = ['CONVOCADO', 'MATRICULADO', 'NAO_COMPARECEU', 'DESISTENTE'] as const;

/**
 * A schedule item (prc_slt_cronograma) that is an appeal window: appeals are filed against it
 * between its start and end. prcSltCrnRcrVlr = the appeal fee in centavos (null = free).
 */
export const prcSltCrnRecurso = pgTable(
  'prc_slt_crn_recurso',
  {
    prcSltCrnCodigo: integer('prcSltCrnCodigo')
      .primaryKey()
      .references(() => prcSltCronograma.prcSltCrnCodigo, { onDelete: 'cascade' }),
    prcSltCrnRcrVlr: integer('prcSltCrnRcrVlr'),
  },
  (t) => [check('prc_slt_crn_recurso_vlr', sql`${t.prcSltCrnRcrVlr} IS NULL OR ${t.prcSltCrnRcrVlr} >= 0`)],
);

/** The window an appeal was filed in: one appeal per enrolment and window (a double click lands once). */
export const insPrcRcrCronograma = pgTable(
  'ins_prc_rcr_cronograma',
  {
    insPrcRcrCodigo: integer('insPrcRcrCodigo')
      .primaryKey()
      .references(() => insPrcRecurso.insPrcRcrCodigo, { onDelete: 'cascade' }),
    insPrcCodigo: integer('insPrcCodigo')
      .notNull()
      .references(() => insProcesso.insPrcCodigo, { onDelete: 'cascade' }),
    prcSltCrnCodigo: integer('prcSltCrnCodigo')
      .notNull()
      .references(() => prcSltCronograma.prcSltCrnCodigo, { onDelete: 'cascade' }),
  },
  (t) => [unique('ins_prc_rcr_cronograma_uq').on(t.insPrcCodigo, t.prcSltCrnCodigo)],
);

/** The optional attachment of an appeal: type found from its first bytes, never from its name. */
export const insPrcRcrAnexo = pgTable(
  'ins_prc_rcr_anexo',
  {
    insPrcRcrCodigo: integer('insPrcRcrCodigo')
      .primaryKey()
      .references(() => insPrcRecurso.insPrcRcrCodigo, { onDelete: 'cascade' }),
    insPrcRcrAnxNome: text('insPrcRcrAnxNome').notNull(),
    insPrcRcrAnxTipo: text('insPrcRcrAnxTipo').notNull().$type<(typeof ANEXO_TIPOS)[number]>(),
    insPrcRcrAnxTamanho: integer('insPrcRcrAnxTamanho').notNull(),
    insPrcRcrAnxSha256: text('insPrcRcrAnxSha256').notNull(),
    insPrcRcrAnxConteudo: bytea('insPrcRcrAnxConteudo').notNull(),
  },
  (t) => [
    check('ins_prc_rcr_anexo_tipo', sql`${t.insPrcRcrAnxTipo} IN ('application/pdf','image/png','image/jpeg')`),
    check('ins_prc_rcr_anexo_tamanho', sql`${t.insPrcRcrAnxTamanho} > 0 AND ${t.insPrcRcrAnxTamanho} <= ${sql.raw(String(ANEXO_MAX_BYTES))}`),
  ],
);

/** Staff's answer to an appeal, loaded by `npm run reexame:responder FILE`. */
export const insPrcRcrResposta = pgTable(
  'ins_prc_rcr_resposta',
  {
    insPrcRcrCodigo: integer('insPrcRcrCodigo')
      .primaryKey()
      .references(() => insPrcRecurso.insPrcRcrCodigo, { onDelete: 'cascade' }),
    insPrcRcrRspSituacao: text('insPrcRcrRspSituacao').notNull().$type<(typeof SITUACOES_RESPOSTA)[number]>(),
    insPrcRcrRspTexto: text('insPrcRcrRspTexto').notNull(),
    insPrcRcrRspEm: timestamp('insPrcRcrRspEm', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('ins_prc_rcr_resposta_situacao', sql`${t.insPrcRcrRspSituacao} IN ('DEFERIDO','DEFERIDO_PARCIALMENTE','INDEFERIDO')`)],
);

/** Refund of an enrolment fee (cronograma-devolucao): its situation as staff record it. */
export const insPrcDevolucao = pgTable(
  'ins_prc_devolucao',
  {
    insPrcCodigo: integer('insPrcCodigo')
      .primaryKey()
      .references(() => insProcesso.insPrcCodigo, { onDelete: 'cascade' }),
    insPrcDvlSituacao: text('insPrcDvlSituacao').notNull().$type<(typeof SITUACOES_DEVOLUCAO)[number]>(),
    /** Amount to refund in centavos. */
    insPrcDvlValor: integer('insPrcDvlValor'),
    insPrcDvlObservacao: text('insPrcDvlObservacao'),
    insPrcDvlSolicitadaEm: timestamp('insPrcDvlSolicitadaEm', { withTimezone: true }).notNull().defaultNow(),
    insPrcDvlPagaEm: timestamp('insPrcDvlPagaEm', { withTimezone: true }),
  },
  (t) => [
    check('ins_prc_devolucao_situacao', sql`${t.insPrcDvlSituacao} IN ('SOLICITADA','EM_ANALISE','DEFERIDA','INDEFERIDA','PAGA')`),
    check('ins_prc_devolucao_valor', sql`${t.insPrcDvlValor} IS NULL OR ${t.insPrcDvlValor} >= 0`),
    check('ins_prc_devolucao_paga', sql`(${t.insPrcDvlSituacao} = 'PAGA') = (${t.insPrcDvlPagaEm} IS NOT NULL)`),
  ],
);

/**
 * Inspector assignment (fscPrcSeletivo): an enrolment in an inspector process (prcSltTipo FISCAL)
 * called to work in one exam municipality, with its role and venue.
 */
export const fscPrcSeletivo = pgTable(
  'fsc_prc_seletivo',
  {
    fscPrcSltCodigo: integer('fscPrcSltCodigo').primaryKey().generatedByDefaultAsIdentity(),
    insPrcCodigo: integer('insPrcCodigo')
      .notNull()
      .unique()
      .references(() => insProcesso.insPrcCodigo, { onDelete: 'cascade' }),
    prcSltMncPrvCodigo: integer('prcSltMncPrvCodigo')
      .notNull()
      .references(() => prcSltMncProva.prcSltMncPrvCodigo, { onDelete: 'cascade' }),
    fscPrcSltFuncao: text('fscPrcSltFuncao').notNull(),
    fscPrcSltLocal: text('fscPrcSltLocal'),
    fscPrcSltSala: text('fscPrcSltSala'),
  },
  (t) => [index('fsc_prc_seletivo_mnc_idx').on(t.prcSltMncPrvCodigo)],
);

/** A call of an enrolment to matriculate (prcSltInsConvocado): which call, for what, until when, how. */
export const prcSltInsConvocado = pgTable(
  'prc_slt_ins_convocado',
  {
    prcSltInsCnvCodigo: integer('prcSltInsCnvCodigo').primaryKey().generatedByDefaultAsIdentity(),
    insPrcCodigo: integer('insPrcCodigo')
      .notNull()
      .references(() => insProcesso.insPrcCodigo, { onDelete: 'cascade' }),
    /** 1 = first call, 2 = second, ... */
    prcSltInsCnvChamada: integer('prcSltInsCnvChamada').notNull(),
    opcCodigo: integer('opcCodigo').references(() => opcao.opcCodigo),
    prcSltInsCnvDtInicio: timestamp('prcSltInsCnvDtInicio', { withTimezone: true }).notNull(),
    prcSltInsCnvDtFim: timestamp('prcSltInsCnvDtFim', { withTimezone: true }).notNull(),
    /** What to do: documents, place, steps. */
    prcSltInsCnvOrientacao: text('prcSltInsCnvOrientacao').notNull(),
    prcSltInsCnvUrl: text('prcSltInsCnvUrl'),
    prcSltInsCnvSituacao: text('prcSltInsCnvSituacao').notNull().default('CONVOCADO').$type<(typeof SITUACOES_CONVOCADO)[number]>(),
    prcSltInsCnvPresencial: boolean('prcSltInsCnvPresencial').notNull().default(false),
  },
  (t) => [
    unique('prc_slt_ins_convocado_uq').on(t.insPrcCodigo, t.prcSltInsCnvChamada),
    check('prc_slt_ins_convocado_chamada', sql`${t.prcSltInsCnvChamada} >= 1`),
    check('prc_slt_ins_convocado_periodo', sql`${t.prcSltInsCnvDtFim} >= ${t.prcSltInsCnvDtInicio}`),
    check('prc_slt_ins_convocado_situacao', sql`${t.prcSltInsCnvSituacao} IN ('CONVOCADO','MATRICULADO','NAO_COMPARECEU','DESISTENTE')`),
  ],
);
