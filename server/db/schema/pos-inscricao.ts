import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { codigo, complementa, flag, instante, periodo, periodoEmOrdem, pertenceA, registradoEm } from './colunas.ts';
import { prcSltMncProva } from './cadastros.ts';
import { daInscricao, insProcesso } from './inscricao.ts';
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
export const SITUACOES_CONVOCADO = ['CONVOCADO', 'MATRICULADO', 'NAO_COMPARECEU', 'DESISTENTE', 'DEIXOU_OPCAO'] as const;

/**
 * A schedule item (prc_slt_cronograma) that is an appeal window: appeals are filed against it
 * between its start and end. prcSltCrnRcrVlr = the appeal fee in centavos (null = free).
 */
export const prcSltCrnRecurso = pgTable(
  'prc_slt_crn_recurso',
  {
    prcSltCrnCodigo: complementa('prcSltCrnCodigo', () => prcSltCronograma.prcSltCrnCodigo),
    prcSltCrnRcrVlr: integer('prcSltCrnRcrVlr'),
  },
  (t) => [check('prc_slt_crn_recurso_vlr', sql`${t.prcSltCrnRcrVlr} IS NULL OR ${t.prcSltCrnRcrVlr} >= 0`)],
);

/** The window an appeal was filed in: one appeal per enrolment and window (a double click lands once). */
export const insPrcRcrCronograma = pgTable(
  'ins_prc_rcr_cronograma',
  {
    insPrcRcrCodigo: complementa('insPrcRcrCodigo', () => insPrcRecurso.insPrcRcrCodigo),
    insPrcCodigo: daInscricao(),
    prcSltCrnCodigo: pertenceA('prcSltCrnCodigo', () => prcSltCronograma.prcSltCrnCodigo),
  },
  (t) => [unique('ins_prc_rcr_cronograma_uq').on(t.insPrcCodigo, t.prcSltCrnCodigo)],
);

/** The optional attachment of an appeal: type found from its first bytes, never from its name. */
export const insPrcRcrAnexo = pgTable(
  'ins_prc_rcr_anexo',
  {
    insPrcRcrCodigo: complementa('insPrcRcrCodigo', () => insPrcRecurso.insPrcRcrCodigo),
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
    insPrcRcrCodigo: complementa('insPrcRcrCodigo', () => insPrcRecurso.insPrcRcrCodigo),
    insPrcRcrRspSituacao: text('insPrcRcrRspSituacao').notNull().$type<(typeof SITUACOES_RESPOSTA)[number]>(),
    insPrcRcrRspTexto: text('insPrcRcrRspTexto').notNull(),
    insPrcRcrRspEm: registradoEm('insPrcRcrRspEm'),
  },
  (t) => [check('ins_prc_rcr_resposta_situacao', sql`${t.insPrcRcrRspSituacao} IN ('DEFERIDO','DEFERIDO_PARCIALMENTE','INDEFERIDO')`)],
);

/** Refund of an enrolment fee (cronograma-devolucao): its situation as staff record it. */
export const insPrcDevolucao = pgTable(
  'ins_prc_devolucao',
  {
    insPrcCodigo: complementa('insPrcCodigo', () => insProcesso.insPrcCodigo),
    insPrcDvlSituacao: text('insPrcDvlSituacao').notNull().$type<(typeof SITUACOES_DEVOLUCAO)[number]>(),
    /** Amount to refund in centavos. */
    insPrcDvlValor: integer('insPrcDvlValor'),
    insPrcDvlObservacao: text('insPrcDvlObservacao'),
    insPrcDvlSolicitadaEm: registradoEm('insPrcDvlSolicitadaEm'),
    insPrcDvlPagaEm: instante('insPrcDvlPagaEm'),
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
    fscPrcSltCodigo: codigo('fscPrcSltCodigo'),
    insPrcCodigo: daInscricao().unique(),
    prcSltMncPrvCodigo: pertenceA('prcSltMncPrvCodigo', () => prcSltMncProva.prcSltMncPrvCodigo),
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
    prcSltInsCnvCodigo: codigo('prcSltInsCnvCodigo'),
    insPrcCodigo: daInscricao(),
    /** 1 = first call, 2 = second, ... */
    prcSltInsCnvChamada: integer('prcSltInsCnvChamada').notNull(),
    opcCodigo: integer('opcCodigo').references(() => opcao.opcCodigo),
    ...periodo('prcSltInsCnvDtInicio', 'prcSltInsCnvDtFim'),
    /** What to do: documents, place, steps. */
    prcSltInsCnvOrientacao: text('prcSltInsCnvOrientacao').notNull(),
    prcSltInsCnvUrl: text('prcSltInsCnvUrl'),
    prcSltInsCnvSituacao: text('prcSltInsCnvSituacao').notNull().default('CONVOCADO').$type<(typeof SITUACOES_CONVOCADO)[number]>(),
    prcSltInsCnvPresencial: flag('prcSltInsCnvPresencial'),
  },
  (t) => [
    unique('prc_slt_ins_convocado_uq').on(t.insPrcCodigo, t.prcSltInsCnvChamada),
    check('prc_slt_ins_convocado_chamada', sql`${t.prcSltInsCnvChamada} >= 1`),
    periodoEmOrdem('prc_slt_ins_convocado_periodo', t.prcSltInsCnvDtInicio, t.prcSltInsCnvDtFim),
    check('prc_slt_ins_convocado_situacao', sql`${t.prcSltInsCnvSituacao} IN ('CONVOCADO','MATRICULADO','NAO_COMPARECEU','DESISTENTE','DEIXOU_OPCAO')`),
  ],
);
