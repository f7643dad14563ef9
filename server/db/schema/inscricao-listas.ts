import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { insProcesso } from './inscricao.ts';
import { pssFisica } from './pessoa.ts';

/** The lists an enrolment carries (SPEC §3 "Enrolment"), its chosen options and its audit trail. */

const ins = () => integer('insPrcCodigo').notNull().references(() => insProcesso.insPrcCodigo, { onDelete: 'cascade' });

/** Enrolment-option link (prcSltOpcao): the candidate's options in order of preference 1..n. */
export const prcSltOpcao = pgTable(
  'prc_slt_opcao',
  {
    prcSltOpcCodigo: integer('prcSltOpcCodigo').primaryKey().generatedByDefaultAsIdentity(),
    insPrcCodigo: ins(),
    opcCodigo: integer('opcCodigo').notNull(), // not a foreign key: see ins_processo
    prcSltOpcOrdem: integer('prcSltOpcOrdem').notNull(),
  },
  (t) => [
    unique('prc_slt_opcao_ordem_uq').on(t.insPrcCodigo, t.prcSltOpcOrdem),
    unique('prc_slt_opcao_opcao_uq').on(t.insPrcCodigo, t.opcCodigo),
    index('prc_slt_opcao_opc_idx').on(t.opcCodigo),
    check('prc_slt_opcao_ordem', sql`${t.prcSltOpcOrdem} >= 1`),
  ],
);

/** Desired locations (municipalities) of an enrolment, e.g. in a public call. */
export const insPrcLocalDesejado = pgTable(
  'ins_prc_local_desejado',
  {
    insPrcCodigo: ins(),
    mncCodigo: integer('mncCodigo').notNull(), // not a foreign key: see ins_processo
  },
  (t) => [primaryKey({ name: 'ins_prc_local_desejado_pk', columns: [t.insPrcCodigo, t.mncCodigo] })],
);

/** Support conditions requested for the exam. */
export const insPrcCndApoio = pgTable(
  'ins_prc_cnd_apoio',
  {
    insPrcCodigo: ins(),
    prcSltDfcCndApoioCodigo: integer('prcSltDfcCndApoioCodigo')
      .notNull(), // not a foreign key: see ins_processo
    /** Free-text detail when the condition asks for one. */
    insPrcCndApoioDetalhe: text('insPrcCndApoioDetalhe'),
  },
  (t) => [primaryKey({ name: 'ins_prc_cnd_apoio_pk', columns: [t.insPrcCodigo, t.prcSltDfcCndApoioCodigo] })],
);

/** Up to 3 extra knowledge areas, in order 1..3. */
export const insPrcArConhecimento = pgTable(
  'ins_prc_ar_conhecimento',
  {
    insPrcCodigo: ins(),
    insPrcArCnhOrdem: integer('insPrcArCnhOrdem').notNull(),
    prcSltArCnhCodigo: integer('prcSltArCnhCodigo').notNull(), // not a foreign key: see ins_processo
  },
  (t) => [
    primaryKey({ name: 'ins_prc_ar_conhecimento_pk', columns: [t.insPrcCodigo, t.insPrcArCnhOrdem] }),
    unique('ins_prc_ar_conhecimento_area_uq').on(t.insPrcCodigo, t.prcSltArCnhCodigo),
    check('ins_prc_ar_conhecimento_ordem', sql`${t.insPrcArCnhOrdem} BETWEEN 1 AND 3`),
  ],
);

/** Types of teaching institution the candidate studied in. */
export const insPrcTpInstituicao = pgTable(
  'ins_prc_tp_instituicao',
  {
    insPrcCodigo: ins(),
    tpIstCodigo: integer('tpIstCodigo').notNull(), // not a foreign key: see ins_processo
  },
  (t) => [primaryKey({ name: 'ins_prc_tp_instituicao_pk', columns: [t.insPrcCodigo, t.tpIstCodigo] })],
);

/** Audit snapshot: who changed an enrolment, when, and the enrolment as it was written (jsonb). */
export const insProcessoHistorico = pgTable(
  'ins_processo_historico',
  {
    insPrcHstCodigo: integer('insPrcHstCodigo').primaryKey().generatedByDefaultAsIdentity(),
    insPrcCodigo: ins(),
    /** Who wrote it (the super user, when simulating). */
    pssFscCodigo: integer('pssFscCodigo').notNull().references(() => pssFisica.pssFscCodigo),
    insPrcHstDtHora: timestamp('insPrcHstDtHora', { withTimezone: true }).notNull().defaultNow(),
    /** 'cadastrar', 'atualizar', 'cancelar', ... */
    insPrcHstAcao: text('insPrcHstAcao').notNull(),
    insPrcHstDados: jsonb('insPrcHstDados').notNull(),
  },
  (t) => [index('ins_processo_historico_ins_idx').on(t.insPrcCodigo, t.insPrcHstDtHora)],
);
