import { sql } from 'drizzle-orm';
import { check, customType, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { codigo, complementa, flag, pertenceA, registradoEm } from './colunas.ts';
import { daInscricao, insProcesso } from './inscricao.ts';
import { insBoleto } from './pagamento.ts';
import { pssFisica } from './pessoa.ts';
import { ANEXO_MAX_BYTES, type ANEXO_TIPOS, insPrcRcrResposta } from './pos-inscricao.ts';
import { prcSeletivo } from './processo.ts';

/**
 * Serving the candidates (issue 21, items 3 to 5): what the candidate wrote and sent with a fee-exemption request,
 * the PDF a staff member attaches to answers of appeals, every bank return file imported with its report line by
 * line, and the payments staff record by hand.
 */

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

/** The candidate's reason for asking to be exempted from the fee (the request itself is ins_processo.insPrcSlcIsencao). */
export const insPrcIsnPedido = pgTable('ins_prc_isn_pedido', {
  insPrcCodigo: complementa('insPrcCodigo', () => insProcesso.insPrcCodigo),
  insPrcIsnPddJustificativa: text('insPrcIsnPddJustificativa'),
  insPrcIsnPddEm: registradoEm('insPrcIsnPddEm'),
});

/** A document sent with an exemption request (proof of income, CadÚnico): type found from its first bytes. */
export const insPrcIsnAnexo = pgTable(
  'ins_prc_isn_anexo',
  {
    insPrcIsnAnxCodigo: codigo('insPrcIsnAnxCodigo'),
    insPrcCodigo: daInscricao(),
    insPrcIsnAnxNome: text('insPrcIsnAnxNome').notNull(),
    insPrcIsnAnxTipo: text('insPrcIsnAnxTipo').notNull().$type<(typeof ANEXO_TIPOS)[number]>(),
    insPrcIsnAnxTamanho: integer('insPrcIsnAnxTamanho').notNull(),
    insPrcIsnAnxSha256: text('insPrcIsnAnxSha256').notNull(),
    insPrcIsnAnxConteudo: bytea('insPrcIsnAnxConteudo').notNull(),
    insPrcIsnAnxEm: registradoEm('insPrcIsnAnxEm'),
  },
  (t) => [
    index('ins_prc_isn_anexo_ins_idx').on(t.insPrcCodigo),
    check('ins_prc_isn_anexo_tipo', sql`${t.insPrcIsnAnxTipo} IN ('application/pdf','image/png','image/jpeg')`),
    check('ins_prc_isn_anexo_tamanho', sql`${t.insPrcIsnAnxTamanho} > 0 AND ${t.insPrcIsnAnxTamanho} <= ${sql.raw(String(ANEXO_MAX_BYTES))}`),
  ],
);

/**
 * A PDF a staff member sends with answers to appeals (one file, shared by every answer of a bulk reply): uploaded
 * first, then named by the answer. Kept per process, so only that process's staff can attach it.
 */
export const rcrRspAnexo = pgTable(
  'rcr_rsp_anexo',
  {
    rcrRspAnxCodigo: codigo('rcrRspAnxCodigo'),
    prcSltCodigo: pertenceA('prcSltCodigo', () => prcSeletivo.prcSltCodigo),
    rcrRspAnxNome: text('rcrRspAnxNome').notNull(),
    rcrRspAnxTamanho: integer('rcrRspAnxTamanho').notNull(),
    rcrRspAnxSha256: text('rcrRspAnxSha256').notNull(),
    rcrRspAnxConteudo: bytea('rcrRspAnxConteudo').notNull(),
    rcrRspAnxEnviadoPor: integer('rcrRspAnxEnviadoPor').references(() => pssFisica.pssFscCodigo),
    rcrRspAnxEm: registradoEm('rcrRspAnxEm'),
  },
  (t) => [
    index('rcr_rsp_anexo_prc_idx').on(t.prcSltCodigo),
    check('rcr_rsp_anexo_tamanho', sql`${t.rcrRspAnxTamanho} > 0 AND ${t.rcrRspAnxTamanho} <= ${sql.raw(String(ANEXO_MAX_BYTES))}`),
  ],
);

/** The attachment an answer carries (none: no row). */
export const insPrcRcrRspAnexo = pgTable(
  'ins_prc_rcr_rsp_anexo',
  {
    insPrcRcrCodigo: complementa('insPrcRcrCodigo', () => insPrcRcrResposta.insPrcRcrCodigo),
    rcrRspAnxCodigo: integer('rcrRspAnxCodigo')
      .notNull()
      .references(() => rcrRspAnexo.rcrRspAnxCodigo),
  },
  (t) => [index('ins_prc_rcr_rsp_anexo_anx_idx').on(t.rcrRspAnxCodigo)],
);

/** What a line of a bank return file turned out to be. */
export const TIPOS_LINHA_RETORNO = ['PAGO', 'JA_PAGO', 'OUTRA', 'MALFORMADA', 'DESCONHECIDO', 'VALOR', 'VENCIMENTO', 'FORMA', 'REPETIDO', 'BANCO'] as const;
export type TipoLinhaRetorno = (typeof TIPOS_LINHA_RETORNO)[number];

/**
 * A bank return file imported (from the back office or `npm run payments:import`), with its report's totals; the
 * lines are in pgt_retorno_linha. retAplicado false: nothing was applied (a file of another bank).
 */
export const pgtRetorno = pgTable(
  'pgt_retorno',
  {
    retCodigo: codigo('retCodigo'),
    retArquivo: text('retArquivo').notNull(),
    retFormato: text('retFormato').notNull(),
    retBanco: text('retBanco').notNull(),
    retSha256: text('retSha256').notNull(),
    retBytes: integer('retBytes').notNull(),
    retAplicado: flag('retAplicado', true),
    retPagos: integer('retPagos').notNull().default(0),
    retJaPagos: integer('retJaPagos').notNull().default(0),
    retRejeitados: integer('retRejeitados').notNull().default(0),
    retOutras: integer('retOutras').notNull().default(0),
    /** Sum of the slips this import marked paid, in centavos. */
    retValorPago: integer('retValorPago').notNull().default(0),
    /** Who imported it; null = the command line. */
    pssFscCodigo: integer('pssFscCodigo').references(() => pssFisica.pssFscCodigo),
    retEm: registradoEm('retEm'),
  },
  (t) => [index('pgt_retorno_em_idx').on(t.retEm.desc()), index('pgt_retorno_sha_idx').on(t.retSha256)],
);

/** One reported line of an imported return file: paid, already paid, not a payment, or why it was not applied. */
export const pgtRetornoLinha = pgTable(
  'pgt_retorno_linha',
  {
    retLnhCodigo: codigo('retLnhCodigo'),
    retCodigo: pertenceA('retCodigo', () => pgtRetorno.retCodigo),
    retLnhLinha: integer('retLnhLinha').notNull(),
    retLnhTipo: text('retLnhTipo').notNull().$type<TipoLinhaRetorno>(),
    retLnhNossoNumero: text('retLnhNossoNumero'),
    retLnhOcorrencia: text('retLnhOcorrencia'),
    insBltCodigo: integer('insBltCodigo').references(() => insBoleto.insBltCodigo, { onDelete: 'set null' }),
    /** The slip's enrolment and process, when the line names a known slip (staff see only their processes' lines). */
    insPrcCodigo: integer('insPrcCodigo'),
    prcSltCodigo: integer('prcSltCodigo'),
    /** Amount paid according to the file, and the slip's own amount, in centavos. */
    retLnhValor: integer('retLnhValor'),
    retLnhValorEsperado: integer('retLnhValorEsperado'),
    retLnhMotivo: text('retLnhMotivo'),
  },
  (t) => [
    index('pgt_retorno_linha_ret_idx').on(t.retCodigo, t.retLnhLinha),
    check('pgt_retorno_linha_tipo', sql`${t.retLnhTipo} IN ('PAGO','JA_PAGO','OUTRA','MALFORMADA','DESCONHECIDO','VALOR','VENCIMENTO','FORMA','REPETIDO','BANCO')`),
  ],
);

/** A payment staff recorded by hand (the slip it marked paid, the proof they saw and why). */
export const pgtManual = pgTable(
  'pgt_manual',
  {
    pgtMnlCodigo: codigo('pgtMnlCodigo'),
    insBltCodigo: integer('insBltCodigo')
      .notNull()
      .unique()
      .references(() => insBoleto.insBltCodigo, { onDelete: 'cascade' }),
    insPrcCodigo: daInscricao(),
    pgtMnlValor: integer('pgtMnlValor').notNull(),
    /** The proof's reference: bank receipt number, deposit slip, process number. */
    pgtMnlDocumento: text('pgtMnlDocumento').notNull(),
    pgtMnlJustificativa: text('pgtMnlJustificativa').notNull(),
    pssFscCodigo: integer('pssFscCodigo')
      .notNull()
      .references(() => pssFisica.pssFscCodigo),
    pgtMnlEm: registradoEm('pgtMnlEm'),
  },
  (t) => [index('pgt_manual_ins_idx').on(t.insPrcCodigo), check('pgt_manual_valor', sql`${t.pgtMnlValor} > 0`)],
);
