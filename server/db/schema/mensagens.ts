import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { codigo, instante, pertenceA } from './colunas.ts';
import { pssFisica } from './pessoa.ts';

/**
 * Institutional messages, SPEC §3 "Message" and "Message recipient".
 *
 * A message reaches a person through a mns_destinatario row. A global message (mns_dst_global)
 * reaches every person WITHOUT a row per person: its recipient row is materialised lazily, the
 * first time that person reads it (or marks all as read), with mnsDstGlbCodigo set; the unique
 * (mnsDstGlbCodigo, pssFscCodigo) makes that materialisation idempotent. So for one person:
 *   their messages = their mns_destinatario rows
 *                  + global messages with no mns_destinatario row for them yet (all unread).
 * Messages are shown only once mnsDtaAgendamento <= now(). Each recipient row carries a copy of its
 * message's mnsDtaAgendamento, kept by triggers (custom migration 0011), so one person's page and
 * counters are read from the index (pssFscCodigo, mnsDtaAgendamento DESC, mnsCodigo DESC,
 * mnsDstDtaLeitura) alone, whatever the size of the mensagem table.
 */

export const TIPOS_MENSAGEM = ['Mensagem', 'Noticia'] as const;
export type TipoMensagem = (typeof TIPOS_MENSAGEM)[number];

export const mensagem = pgTable(
  'mensagem',
  {
    mnsCodigo: codigo('mnsCodigo'),
    mnsAssunto: text('mnsAssunto').notNull(),
    /** HTML body. */
    mnsTexto: text('mnsTexto').notNull(),
    /** Scheduled (sending) instant; the list is sorted by it, newest first. */
    mnsDtaAgendamento: instante('mnsDtaAgendamento').notNull().defaultNow(),
    /** Originating system's code, shown when there is no sender person. */
    sstCodigo: text('sstCodigo').notNull().default('SGPS'),
    /** Sender person (remetente), optional. */
    pssFscCodigo: integer('pssFscCodigo').references(() => pssFisica.pssFscCodigo),
    /** tblGrlItmMnsTipo code. */
    mnsTipo: text('mnsTipo').notNull().default('Mensagem').$type<TipoMensagem>(),
  },
  (t) => [
    check('mensagem_tipo', sql`${t.mnsTipo} IN ('Mensagem','Noticia')`),
    index('mensagem_agendamento_idx').on(t.mnsDtaAgendamento.desc(), t.mnsCodigo.desc()),
  ],
);

/** A message sent to everyone. */
export const mnsDstGlobal = pgTable('mns_dst_global', {
  mnsDstGlbCodigo: codigo('mnsDstGlbCodigo'),
  mnsCodigo: pertenceA('mnsCodigo', () => mensagem.mnsCodigo).unique(),
});

export const mnsDestinatario = pgTable(
  'mns_destinatario',
  {
    mnsDstCodigo: codigo('mnsDstCodigo'),
    // Its message, checked once per statement instead of per row (migration 0041: a foreign key's check ran
    // 100,000 times for a message to 100,000 people, a fifth of the send); deleting the message deletes it.
    mnsCodigo: integer('mnsCodigo').notNull(),
    pssFscCodigo: integer('pssFscCodigo')
      .notNull()
      .references(() => pssFisica.pssFscCodigo),
    /** Null = unread. */
    mnsDstDtaLeitura: instante('mnsDstDtaLeitura'),
    /** Set when this row materialises a global message for this person. */
    mnsDstGlbCodigo: integer('mnsDstGlbCodigo').references(() => mnsDstGlobal.mnsDstGlbCodigo, { onDelete: 'cascade' }),
    /** mensagemEmail.msgCodigo: the e-mail that carried it, when one was sent. */
    msgCodigo: integer('msgCodigo'),
    /** Copy of mensagem.mnsDtaAgendamento, set by trigger on insert and kept when the message is rescheduled. */
    mnsDtaAgendamento: instante('mnsDtaAgendamento'),
  },
  (t) => [
    // one person receives a message once; also the index for paging and counting one person's messages
    unique('mns_destinatario_pessoa_mensagem_uq').on(t.pssFscCodigo, t.mnsCodigo),
    // a global message is materialised once per person; only those rows carry mnsDstGlbCodigo, so the index holds
    // only them (a message to 100,000 people writes no entry here)
    uniqueIndex('mns_destinatario_global_pessoa_uq')
      .on(t.mnsDstGlbCodigo, t.pssFscCodigo)
      .where(sql`${t.mnsDstGlbCodigo} IS NOT NULL`),
    index('mns_destinatario_mensagem_idx').on(t.mnsCodigo),
    // one person's mailbox in display order; the read date makes paging and counting index-only
    index('mns_destinatario_caixa_idx').on(t.pssFscCodigo, t.mnsDtaAgendamento.desc(), t.mnsCodigo.desc(), t.mnsDstDtaLeitura),
    // what the back office counts as read, per message (a message to 100,000 people is read by some of them)
    index('mns_destinatario_lidas_idx')
      .on(t.mnsCodigo)
      .where(sql`${t.mnsDstDtaLeitura} IS NOT NULL`),
    // (no index of one person's unread rows: their counters are kept in mns_caixa_contador, and marking all read
    // walks mns_destinatario_caixa_idx; each entry was one more write per recipient of every message)
  ],
);

/**
 * One person's mailbox counters, kept by statement triggers on mns_destinatario (custom migration
 * mensagens_contador_sql): how many recipient rows they have and how many of those are unread, counting
 * every row with a scheduling instant, future ones included. The inbox subtracts the few rows still
 * scheduled for later (read from the top of mns_destinatario_caixa_idx) and adds the global messages it
 * has no row for, so its counters never count 10,000 rows per request.
 */
export const mnsCaixaContador = pgTable('mns_caixa_contador', {
  pssFscCodigo: integer('pssFscCodigo')
    .primaryKey()
    .references(() => pssFisica.pssFscCodigo, { onDelete: 'cascade' }),
  total: integer('total').notNull().default(0),
  naoLidas: integer('naoLidas').notNull().default(0),
});
