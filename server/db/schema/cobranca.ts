import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { codigo, complementa, dia, instante, registradoEm } from './colunas.ts';
import { insBoleto } from './pagamento.ts';
import { pssFisica } from './pessoa.ts';

/**
 * Money that closes its loop (issue 39): the Pix charge of a slip at the PSP (Banco Central's API Pix), every Pix the
 * PSP said was received (webhook or reconciliation), the refunds sent through the standard's devolução, the
 * reconciliation passes, and a boleto's registration with the bank (CNAB 240 remessa and return occurrences).
 * Written only by server/entities/pagamento/pagamento-pix.ts and server/entities/pagamento/pagamento-remessa.ts.
 */

export const TIPOS_COBRANCA_PIX = ['COB', 'COBV'] as const;
export const SITUACOES_COBRANCA_PIX = ['ATIVA', 'CONCLUIDA', 'REMOVIDA'] as const;

/** The charge (API Pix `cob` or `cobv`) that a slip's dynamic BR Code points to (field 26-25: its location). */
export const pixCobranca = pgTable(
  'pix_cobranca',
  {
    insBltCodigo: complementa('insBltCodigo', () => insBoleto.insBltCodigo),
    /** The API Pix txid: [a-zA-Z0-9]{26,35}. */
    pixCobTxid: text('pixCobTxid').notNull().unique(),
    pixCobTipo: text('pixCobTipo').notNull().$type<(typeof TIPOS_COBRANCA_PIX)[number]>(),
    /** The payload's URL as the PSP returned it (no scheme): the BR Code's field 26-25. */
    pixCobLocation: text('pixCobLocation').notNull(),
    pixCobRevisao: integer('pixCobRevisao').notNull().default(0),
    /** Last instant the PSP accepts a payment (cob: creation + expiracao; cobv: the end of the due day). */
    pixCobExpiraEm: instante('pixCobExpiraEm').notNull(),
    pixCobSituacao: text('pixCobSituacao').notNull().default('ATIVA').$type<(typeof SITUACOES_COBRANCA_PIX)[number]>(),
    pixCobCriadaEm: registradoEm('pixCobCriadaEm'),
  },
  (t) => [
    check('pix_cobranca_tipo', sql`${t.pixCobTipo} IN ('COB','COBV')`),
    check('pix_cobranca_situacao', sql`${t.pixCobSituacao} IN ('ATIVA','CONCLUIDA','REMOVIDA')`),
    check('pix_cobranca_txid', sql`${t.pixCobTxid} ~ '^[a-zA-Z0-9]{26,35}$'`),
  ],
);

export const SITUACOES_RECEBIMENTO_PIX = ['APLICADO', 'DIVERGENTE', 'RESOLVIDO'] as const;
export const MOTIVOS_RECEBIMENTO_PIX = ['VALOR', 'TXID_DESCONHECIDO', 'JA_PAGO'] as const;

/**
 * A Pix the PSP said it received for our key, once per endToEndId (the same notification twice lands once).
 * APLICADO: it paid its slip. DIVERGENTE: waits in the staff queue with its reason (another value, an unknown txid,
 * a slip already paid). RESOLVIDO: a staff member decided it (refunded or accepted), with their note.
 */
export const pixRecebimento = pgTable(
  'pix_recebimento',
  {
    pixRcbE2eid: text('pixRcbE2eid').primaryKey(),
    pixRcbTxid: text('pixRcbTxid'),
    insBltCodigo: integer('insBltCodigo').references(() => insBoleto.insBltCodigo, { onDelete: 'set null' }),
    /** Centavos. */
    pixRcbValor: integer('pixRcbValor').notNull(),
    pixRcbHorario: instante('pixRcbHorario').notNull(),
    pixRcbOrigem: text('pixRcbOrigem').notNull().$type<'WEBHOOK' | 'CONCILIACAO'>(),
    pixRcbSituacao: text('pixRcbSituacao').notNull().$type<(typeof SITUACOES_RECEBIMENTO_PIX)[number]>(),
    pixRcbMotivo: text('pixRcbMotivo').$type<(typeof MOTIVOS_RECEBIMENTO_PIX)[number]>(),
    pixRcbRecebidoEm: registradoEm('pixRcbRecebidoEm'),
    pixRcbResolucao: text('pixRcbResolucao'),
    pixRcbResolvidoPor: integer('pixRcbResolvidoPor').references(() => pssFisica.pssFscCodigo),
    pixRcbResolvidoEm: instante('pixRcbResolvidoEm'),
  },
  (t) => [
    index('pix_recebimento_situacao_idx').on(t.pixRcbSituacao, t.pixRcbHorario),
    index('pix_recebimento_boleto_idx').on(t.insBltCodigo),
    check('pix_recebimento_origem', sql`${t.pixRcbOrigem} IN ('WEBHOOK','CONCILIACAO')`),
    check('pix_recebimento_situacao', sql`${t.pixRcbSituacao} IN ('APLICADO','DIVERGENTE','RESOLVIDO')`),
    check('pix_recebimento_motivo', sql`(${t.pixRcbSituacao} = 'APLICADO') = (${t.pixRcbMotivo} IS NULL)`),
    check('pix_recebimento_valor', sql`${t.pixRcbValor} > 0`),
  ],
);

export const SITUACOES_DEVOLUCAO_PIX = ['EM_PROCESSAMENTO', 'DEVOLVIDO', 'NAO_REALIZADO'] as const;

/** A refund asked of the PSP (PUT /pix/{e2eid}/devolucao/{id}), its status as the PSP last reported it. */
export const pixDevolucao = pgTable(
  'pix_devolucao',
  {
    /** Our id of the refund: [a-zA-Z0-9]{1,35}. */
    pixDvlId: text('pixDvlId').primaryKey(),
    pixRcbE2eid: text('pixRcbE2eid')
      .notNull()
      .references(() => pixRecebimento.pixRcbE2eid),
    insPrcCodigo: integer('insPrcCodigo'),
    pixDvlValor: integer('pixDvlValor').notNull(),
    pixDvlSituacao: text('pixDvlSituacao').notNull().$type<(typeof SITUACOES_DEVOLUCAO_PIX)[number]>(),
    pixDvlRtrId: text('pixDvlRtrId'),
    pixDvlMotivo: text('pixDvlMotivo'),
    pssFscCodigo: integer('pssFscCodigo').references(() => pssFisica.pssFscCodigo),
    pixDvlSolicitadaEm: registradoEm('pixDvlSolicitadaEm'),
    pixDvlConcluidaEm: instante('pixDvlConcluidaEm'),
  },
  (t) => [
    index('pix_devolucao_e2e_idx').on(t.pixRcbE2eid),
    check('pix_devolucao_situacao', sql`${t.pixDvlSituacao} IN ('EM_PROCESSAMENTO','DEVOLVIDO','NAO_REALIZADO')`),
    check('pix_devolucao_valor', sql`${t.pixDvlValor} > 0`),
  ],
);

/** A reconciliation pass (GET /pix?inicio&fim): the window it read, what it found; the next pass starts at its end. */
export const pixConciliacao = pgTable('pix_conciliacao', {
  pixCncCodigo: codigo('pixCncCodigo'),
  pixCncInicio: instante('pixCncInicio').notNull(),
  pixCncFim: instante('pixCncFim').notNull(),
  pixCncLidos: integer('pixCncLidos').notNull(),
  /** Notifications the webhook had not delivered. */
  pixCncNovos: integer('pixCncNovos').notNull(),
  pixCncEm: registradoEm('pixCncEm'),
});

export const SITUACOES_REGISTRO = ['PENDENTE', 'REMETIDO', 'REGISTRADO', 'REJEITADO', 'BAIXA_PENDENTE', 'BAIXA_REMETIDA', 'BAIXADO'] as const;

/**
 * A boleto's registration with the bank (Nova Plataforma de Cobrança: an unregistered slip cannot be paid):
 * PENDENTE until a remessa carries it, REMETIDO until the return file answers, then REGISTRADO or REJEITADO (with
 * the bank's reason). A slip settled another way (its Pix) is written off: BAIXA_PENDENTE until the next remessa
 * carries the baixa, BAIXA_REMETIDA, BAIXADO when the bank confirms it.
 */
export const boletoRegistro = pgTable(
  'boleto_registro',
  {
    insBltCodigo: complementa('insBltCodigo', () => insBoleto.insBltCodigo),
    bltRegSituacao: text('bltRegSituacao').notNull().default('PENDENTE').$type<(typeof SITUACOES_REGISTRO)[number]>(),
    /** The bank's reason of a rejection, in Portuguese (code: text). */
    bltRegMotivo: text('bltRegMotivo'),
    bltRegAtualizadoEm: registradoEm('bltRegAtualizadoEm'),
  },
  (t) => [
    index('boleto_registro_situacao_idx').on(t.bltRegSituacao),
    check('boleto_registro_situacao', sql`${t.bltRegSituacao} IN ('PENDENTE','REMETIDO','REGISTRADO','REJEITADO','BAIXA_PENDENTE','BAIXA_REMETIDA','BAIXADO')`),
  ],
);

/** A CNAB 240 remessa file: its sequence number (NSA), the day it covers, its bytes (Latin-1 text). */
export const cnabRemessa = pgTable('cnab_remessa', {
  remCodigo: codigo('remCodigo'),
  remSequencial: integer('remSequencial').notNull().unique(),
  remDia: dia('remDia').notNull(),
  remConteudo: text('remConteudo').notNull(),
  remBoletos: integer('remBoletos').notNull(),
  remValor: integer('remValor').notNull(),
  remSha256: text('remSha256').notNull(),
  /** Who asked for it; null = the schedule. */
  pssFscCodigo: integer('pssFscCodigo').references(() => pssFisica.pssFscCodigo),
  remEm: registradoEm('remEm'),
});

/** The slips a remessa carries and what it asks of the bank (01 entrada de títulos, 02 pedido de baixa). */
export const cnabRemessaBoleto = pgTable(
  'cnab_remessa_boleto',
  {
    remCodigo: integer('remCodigo')
      .notNull()
      .references(() => cnabRemessa.remCodigo, { onDelete: 'cascade' }),
    insBltCodigo: integer('insBltCodigo')
      .notNull()
      .references(() => insBoleto.insBltCodigo, { onDelete: 'cascade' }),
    remBltMovimento: text('remBltMovimento').notNull().$type<'01' | '02'>(),
  },
  (t) => [primaryKey({ columns: [t.remCodigo, t.insBltCodigo, t.remBltMovimento] }), index('cnab_remessa_boleto_blt_idx').on(t.insBltCodigo)],
);
