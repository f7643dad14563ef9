import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { municipio } from './geografia.ts';

/** The kinds of selection process the listings and rules tell apart. */
export const TIPOS_PROCESSO = ['VESTIBULAR', 'SERIADO', 'STRICTO', 'LATO', 'RESIDENCIA', 'CHAMAMENTO', 'INTENCAO', 'FISCAL'] as const;
export type TipoProcesso = (typeof TIPOS_PROCESSO)[number];

/**
 * Selection process (prcSeletivo), SPEC §3. prcSltVigente is not stored: the API derives it from
 * prcSltDtInicio/prcSltDtFim (and verificaEdicaoIsVigente from prcSltDtFimEdicao) against the clock.
 */
export const prcSeletivo = pgTable(
  'prc_seletivo',
  {
    prcSltCodigo: integer('prcSltCodigo').primaryKey().generatedByDefaultAsIdentity(),
    prcSltDescricao: text('prcSltDescricao').notNull(),
    prcSltTipo: text('prcSltTipo').notNull().$type<TipoProcesso>(),
    /** Login is required to enrol (the entry screen does not offer document entry). */
    prcSltTemGrupos: boolean('prcSltTemGrupos').notNull().default(false),
    prcSltExbEnsalamento: boolean('prcSltExbEnsalamento').notNull().default(false),
    /** Reminder shown in the room-assignment info box. */
    prcSltEnsLembrete: text('prcSltEnsLembrete'),
    /** Only one (non-cancelled) enrolment per person; copied to ins_processo.insPrcUnica. */
    prcSltInsUnica: boolean('prcSltInsUnica').notNull().default(false),
    prcSltNmrOpcoes: integer('prcSltNmrOpcoes').notNull().default(1),
    // payment permissions
    prcSltPgtCartao: boolean('prcSltPgtCartao').notNull().default(false),
    prcSltPgtBoleto: boolean('prcSltPgtBoleto').notNull().default(false),
    prcSltPgtDebito: boolean('prcSltPgtDebito').notNull().default(false),
    prcSltPgtPix: boolean('prcSltPgtPix').notNull().default(false),
    /** Options may be changed when editing an enrolment. */
    prcSltOpcEditavel: boolean('prcSltOpcEditavel').notNull().default(true),
    prcSltUrlInformacao: text('prcSltUrlInformacao'),
    /** Bank agreement numbers (boleto, card). */
    prcSltNmrConvenio: text('prcSltNmrConvenio'),
    prcSltNmrConvenioCartao: text('prcSltNmrConvenioCartao'),
    // dates: enrolment window, then deadlines measured against it
    prcSltDtInicio: timestamp('prcSltDtInicio', { withTimezone: true }).notNull(),
    prcSltDtFim: timestamp('prcSltDtFim', { withTimezone: true }).notNull(),
    prcSltDtFimIsencao: timestamp('prcSltDtFimIsencao', { withTimezone: true }),
    /** Last moment a boleto may be generated (verificaPagDtGeracao). */
    prcSltDtEmsBoleto: timestamp('prcSltDtEmsBoleto', { withTimezone: true }),
    /** Due date printed on boletos. */
    prcSltDtVncBoleto: date('prcSltDtVncBoleto', { mode: 'string' }),
    prcSltDtFimReimpressao: timestamp('prcSltDtFimReimpressao', { withTimezone: true }),
    /** Editing an enrolment is allowed until this instant (verificaEdicaoIsVigente). */
    prcSltDtFimEdicao: timestamp('prcSltDtFimEdicao', { withTimezone: true }),
    /** Seat municipality. */
    prcSltMncSede: integer('prcSltMncSede').references(() => municipio.mncCodigo),
    // display flags
    prcSltExbResultado: boolean('prcSltExbResultado').notNull().default(false),
    prcSltExbAjuda: boolean('prcSltExbAjuda').notNull().default(false),
    prcSltEnvArquivo: boolean('prcSltEnvArquivo').notNull().default(false),
    prcSltLembrete: text('prcSltLembrete'),
    prcSltCndPersonalizadas: text('prcSltCndPersonalizadas'),
    /** Text shown when the enrolment is completed, and an alternative title for the screens. */
    prcSltTxtInsFinal: text('prcSltTxtInsFinal'),
    prcSltTtlAlternativo: text('prcSltTtlAlternativo'),
    /** Evaluation questionnaire (URL). */
    prcSltQstAvaliacao: text('prcSltQstAvaliacao'),
  },
  (t) => [
    check('prc_seletivo_tipo', sql`${t.prcSltTipo} IN ('VESTIBULAR','SERIADO','STRICTO','LATO','RESIDENCIA','CHAMAMENTO','INTENCAO','FISCAL')`),
    check('prc_seletivo_periodo', sql`${t.prcSltDtFim} >= ${t.prcSltDtInicio}`),
    check('prc_seletivo_nmr_opcoes', sql`${t.prcSltNmrOpcoes} >= 0`),
    index('prc_seletivo_periodo_idx').on(t.prcSltDtInicio, t.prcSltDtFim),
  ],
);

/**
 * Schedule entries of a process (cronogramas route): one row per step, grouped by the schedule
 * type code tblGrlItmCdgPrcSltTpCrn (a tbl_grl_item code of table 'PrcSltTpCrn').
 */
export const prcSltCronograma = pgTable(
  'prc_slt_cronograma',
  {
    prcSltCrnCodigo: integer('prcSltCrnCodigo').primaryKey().generatedByDefaultAsIdentity(),
    prcSltCodigo: integer('prcSltCodigo').notNull().references(() => prcSeletivo.prcSltCodigo, { onDelete: 'cascade' }),
    tblGrlItmCdgPrcSltTpCrn: text('tblGrlItmCdgPrcSltTpCrn').notNull(),
    prcSltCrnDescricao: text('prcSltCrnDescricao').notNull(),
    prcSltCrnDtInicio: timestamp('prcSltCrnDtInicio', { withTimezone: true }),
    prcSltCrnDtFim: timestamp('prcSltCrnDtFim', { withTimezone: true }),
    prcSltCrnOrdem: integer('prcSltCrnOrdem').notNull().default(0),
  },
  (t) => [index('prc_slt_cronograma_prc_idx').on(t.prcSltCodigo, t.tblGrlItmCdgPrcSltTpCrn, t.prcSltCrnOrdem)],
);
