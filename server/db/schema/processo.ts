import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { codigo, dia, flag, instante, periodo, periodoEmOrdem, pertenceA } from './colunas.ts';
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
    prcSltCodigo: codigo('prcSltCodigo'),
    prcSltDescricao: text('prcSltDescricao').notNull(),
    prcSltTipo: text('prcSltTipo').notNull().$type<TipoProcesso>(),
    /** Login is required to enrol (the entry screen does not offer document entry). */
    prcSltTemGrupos: flag('prcSltTemGrupos'),
    prcSltExbEnsalamento: flag('prcSltExbEnsalamento'),
    /** Reminder shown in the room-assignment info box. */
    prcSltEnsLembrete: text('prcSltEnsLembrete'),
    /** Only one (non-cancelled) enrolment per person; copied to ins_processo.insPrcUnica. */
    prcSltInsUnica: flag('prcSltInsUnica'),
    prcSltNmrOpcoes: integer('prcSltNmrOpcoes').notNull().default(1),
    // payment permissions
    prcSltPgtCartao: flag('prcSltPgtCartao'),
    prcSltPgtBoleto: flag('prcSltPgtBoleto'),
    prcSltPgtDebito: flag('prcSltPgtDebito'),
    prcSltPgtPix: flag('prcSltPgtPix'),
    /** Options may be changed when editing an enrolment. */
    prcSltOpcEditavel: flag('prcSltOpcEditavel', true),
    prcSltUrlInformacao: text('prcSltUrlInformacao'),
    /** Bank agreement numbers (boleto, card). */
    prcSltNmrConvenio: text('prcSltNmrConvenio'),
    prcSltNmrConvenioCartao: text('prcSltNmrConvenioCartao'),
    // dates: enrolment window, then deadlines measured against it
    ...periodo('prcSltDtInicio', 'prcSltDtFim'),
    prcSltDtFimIsencao: instante('prcSltDtFimIsencao'),
    /** Last moment a boleto may be generated (verificaPagDtGeracao). */
    prcSltDtEmsBoleto: instante('prcSltDtEmsBoleto'),
    /** Due date printed on boletos. */
    prcSltDtVncBoleto: dia('prcSltDtVncBoleto'),
    prcSltDtFimReimpressao: instante('prcSltDtFimReimpressao'),
    /** Editing an enrolment is allowed until this instant (verificaEdicaoIsVigente). */
    prcSltDtFimEdicao: instante('prcSltDtFimEdicao'),
    /** Seat municipality. */
    prcSltMncSede: integer('prcSltMncSede').references(() => municipio.mncCodigo),
    // display flags
    prcSltExbResultado: flag('prcSltExbResultado'),
    prcSltExbAjuda: flag('prcSltExbAjuda'),
    prcSltEnvArquivo: flag('prcSltEnvArquivo'),
    prcSltLembrete: text('prcSltLembrete'),
    prcSltCndPersonalizadas: text('prcSltCndPersonalizadas'),
    /** Text shown when the enrolment is completed, and an alternative title for the screens. */
    prcSltTxtInsFinal: text('prcSltTxtInsFinal'),
    prcSltTtlAlternativo: text('prcSltTtlAlternativo'),
    /** Evaluation questionnaire (URL). */
    prcSltQstAvaliacao: text('prcSltQstAvaliacao'),
    /**
     * Visible to candidates (lists, entry screen, enrolment). The back office creates every process unpublished
     * (em preparação) and publishes it on purpose; rows written by the seed and the commands keep the default.
     */
    prcSltPublicado: flag('prcSltPublicado', true),
    /** Archived by staff: out of every staff list by default; a process with enrolments is archived, never deleted. */
    prcSltArquivado: flag('prcSltArquivado'),
  },
  (t) => [
    check('prc_seletivo_tipo', sql`${t.prcSltTipo} IN ('VESTIBULAR','SERIADO','STRICTO','LATO','RESIDENCIA','CHAMAMENTO','INTENCAO','FISCAL')`),
    periodoEmOrdem('prc_seletivo_periodo', t.prcSltDtInicio, t.prcSltDtFim),
    check('prc_seletivo_nmr_opcoes', sql`${t.prcSltNmrOpcoes} >= 0`),
    index('prc_seletivo_periodo_idx').on(t.prcSltDtInicio, t.prcSltDtFim),
  ],
);

/** The process a row belongs to (deleted with it). */
export const doProcesso = () => pertenceA('prcSltCodigo', () => prcSeletivo.prcSltCodigo);

/**
 * Schedule entries of a process (cronogramas route): one row per step, grouped by the schedule
 * type code tblGrlItmCdgPrcSltTpCrn (a tbl_grl_item code of table 'PrcSltTpCrn').
 */
export const prcSltCronograma = pgTable(
  'prc_slt_cronograma',
  {
    prcSltCrnCodigo: codigo('prcSltCrnCodigo'),
    prcSltCodigo: doProcesso(),
    tblGrlItmCdgPrcSltTpCrn: text('tblGrlItmCdgPrcSltTpCrn').notNull(),
    prcSltCrnDescricao: text('prcSltCrnDescricao').notNull(),
    prcSltCrnDtInicio: instante('prcSltCrnDtInicio'),
    prcSltCrnDtFim: instante('prcSltCrnDtFim'),
    prcSltCrnOrdem: integer('prcSltCrnOrdem').notNull().default(0),
  },
  (t) => [index('prc_slt_cronograma_prc_idx').on(t.prcSltCodigo, t.tblGrlItmCdgPrcSltTpCrn, t.prcSltCrnOrdem)],
);
