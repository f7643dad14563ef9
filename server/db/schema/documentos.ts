import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { codigo, flag, instante, pertenceA, registradoEm } from './colunas.ts';
import { daInscricao } from './inscricao.ts';
import { prcSeletivo } from './processo.ts';

/**
 * Supporting documents (issue 27): what a process asks its candidates to send (medical report, proof of income,
 * diploma...), each version a candidate sent with the reviewer's decision, and the stored bytes themselves.
 */

/** Formats a document type may accept (checked by the file's bytes, never by its name). */
export const FORMATOS_DOCUMENTO = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type FormatoDocumento = (typeof FORMATOS_DOCUMENTO)[number];
/** Who must send a document type, from the candidate's answers on the enrolment. */
export const PARA_QUEM_DOCUMENTO = ['TODOS', 'COTISTA', 'DEFICIENCIA', 'CONDICAO_ESPECIAL', 'ISENCAO', 'OPCAO'] as const;
export type ParaQuemDocumento = (typeof PARA_QUEM_DOCUMENTO)[number];
export const SITUACOES_DOCUMENTO = ['ENVIADO', 'EM_ANALISE', 'ACEITO', 'RECUSADO'] as const;
export type SituacaoDocumento = (typeof SITUACOES_DOCUMENTO)[number];
/** The most any document type may allow (the multipart reader's own ceiling). */
export const DOCUMENTO_TETO_BYTES = 10 * 1024 * 1024;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** A document type a process asks for. No window of its own (both null): the process's enrolment period. */
export const prcSltTpDocumento = pgTable(
  'prc_slt_tp_documento',
  {
    prcSltTpDocCodigo: codigo('prcSltTpDocCodigo'),
    prcSltCodigo: pertenceA('prcSltCodigo', () => prcSeletivo.prcSltCodigo),
    prcSltTpDocNome: text('prcSltTpDocNome').notNull(),
    prcSltTpDocInstrucoes: text('prcSltTpDocInstrucoes'),
    prcSltTpDocFormatos: text('prcSltTpDocFormatos').array().notNull().$type<FormatoDocumento[]>(),
    prcSltTpDocMaxBytes: integer('prcSltTpDocMaxBytes').notNull(),
    prcSltTpDocObrigatorio: flag('prcSltTpDocObrigatorio', true),
    prcSltTpDocParaQuem: text('prcSltTpDocParaQuem').notNull().$type<ParaQuemDocumento>(),
    /** The option whose candidates must send it (prcSltTpDocParaQuem = 'OPCAO'). */
    opcCodigo: integer('opcCodigo'),
    /** Health or income: every staff view of a file of this type is audited, and readers never see it. */
    prcSltTpDocSensivel: flag('prcSltTpDocSensivel'),
    prcSltTpDocInicio: instante('prcSltTpDocInicio'),
    prcSltTpDocFim: instante('prcSltTpDocFim'),
    prcSltTpDocOrdem: integer('prcSltTpDocOrdem').notNull().default(0),
  },
  (t) => [
    index('prc_slt_tp_documento_prc_idx').on(t.prcSltCodigo, t.prcSltTpDocOrdem),
    check('prc_slt_tp_documento_para_quem', sql`${t.prcSltTpDocParaQuem} IN ('TODOS','COTISTA','DEFICIENCIA','CONDICAO_ESPECIAL','ISENCAO','OPCAO')`),
    check('prc_slt_tp_documento_opcao', sql`(${t.prcSltTpDocParaQuem} = 'OPCAO') = (${t.opcCodigo} IS NOT NULL)`),
    check('prc_slt_tp_documento_max', sql`${t.prcSltTpDocMaxBytes} > 0 AND ${t.prcSltTpDocMaxBytes} <= ${sql.raw(String(DOCUMENTO_TETO_BYTES))}`),
    check('prc_slt_tp_documento_formatos', sql`cardinality(${t.prcSltTpDocFormatos}) > 0 AND ${t.prcSltTpDocFormatos} <@ ARRAY['application/pdf','image/jpeg','image/png']::text[]`),
    check('prc_slt_tp_documento_janela', sql`(${t.prcSltTpDocInicio} IS NULL) = (${t.prcSltTpDocFim} IS NULL) AND (${t.prcSltTpDocFim} IS NULL OR ${t.prcSltTpDocFim} >= ${t.prcSltTpDocInicio})`),
  ],
);

/** The database storage's bytes, under a random key (server/entities/documento/documento-armazenamento.ts). */
export const arquivoArmazenado = pgTable('arquivo_armazenado', {
  arqChave: text('arqChave').primaryKey(),
  arqConteudo: bytea('arqConteudo').notNull(),
  arqEm: registradoEm('arqEm'),
});

/**
 * One version of a document a candidate sent: a new version for each sending ("Enviar novamente"); the older ones
 * stay for the back office. The row is written only after the whole file arrived and was checked.
 */
export const insPrcDocumento = pgTable(
  'ins_prc_documento',
  {
    insPrcDocCodigo: codigo('insPrcDocCodigo'),
    insPrcCodigo: daInscricao(),
    prcSltTpDocCodigo: integer('prcSltTpDocCodigo')
      .notNull()
      .references(() => prcSltTpDocumento.prcSltTpDocCodigo),
    insPrcDocVersao: integer('insPrcDocVersao').notNull(),
    /** The name the candidate's file had (cleaned); the stored bytes are under arqChave, a random key. */
    insPrcDocNome: text('insPrcDocNome').notNull(),
    insPrcDocTipo: text('insPrcDocTipo').notNull().$type<FormatoDocumento>(),
    insPrcDocTamanho: integer('insPrcDocTamanho').notNull(),
    insPrcDocSha256: text('insPrcDocSha256').notNull(),
    arqChave: text('arqChave').notNull().unique(),
    insPrcDocSituacao: text('insPrcDocSituacao').notNull().default('ENVIADO').$type<SituacaoDocumento>(),
    insPrcDocMotivo: text('insPrcDocMotivo'),
    insPrcDocEnviadoEm: registradoEm('insPrcDocEnviadoEm'),
    insPrcDocDecididoEm: instante('insPrcDocDecididoEm'),
    insPrcDocDecididoPor: integer('insPrcDocDecididoPor'),
  },
  (t) => [
    uniqueIndex('ins_prc_documento_versao_uq').on(t.insPrcCodigo, t.prcSltTpDocCodigo, t.insPrcDocVersao),
    index('ins_prc_documento_tipo_idx').on(t.prcSltTpDocCodigo, t.insPrcDocSituacao),
    check('ins_prc_documento_situacao', sql`${t.insPrcDocSituacao} IN ('ENVIADO','EM_ANALISE','ACEITO','RECUSADO')`),
    check('ins_prc_documento_motivo', sql`${t.insPrcDocSituacao} <> 'RECUSADO' OR ${t.insPrcDocMotivo} IS NOT NULL`),
    check('ins_prc_documento_tamanho', sql`${t.insPrcDocTamanho} > 0`),
  ],
);
