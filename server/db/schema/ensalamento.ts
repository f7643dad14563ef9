import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, unique, varchar } from 'drizzle-orm/pg-core';
import { codigo, dia, flag, pertenceA } from './colunas.ts';
import { municipio } from './geografia.ts';
import { daInscricao } from './inscricao.ts';
import { doProcesso } from './processo.ts';

/**
 * Room assignment (ensalamento), SPEC §3: exam venues, stages, rooms and each enrolment's desk.
 * Capacity is enforced by the database (custom migration 'ensalamento_triggers'): a desk number
 * never exceeds the room's QntLugar, and prcSltPrvSlQntCandidato is kept equal to the number of
 * assignments by trigger, so it can never pass QntLugar either.
 */

const hhmm = (name: string) => varchar(name, { length: 5 });
const hhmmCheck = (name: string, col: AnyPgColumn) => check(name, sql`${col} IS NULL OR ${col} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`);

/** Exam venue (prcSltLclProva): the "exam location" of SPEC §3. */
export const prcSltLclProva = pgTable(
  'prc_slt_lcl_prova',
  {
    prcSltLclPrvCodigo: codigo('prcSltLclPrvCodigo'),
    prcSltCodigo: doProcesso(),
    mncCodigo: integer('mncCodigo').notNull().references(() => municipio.mncCodigo),
    prcSltLclPrvDescricao: text('prcSltLclPrvDescricao').notNull(),
    prcSltLclPrvLogradouro: text('prcSltLclPrvLogradouro'),
    prcSltLclPrvBairro: text('prcSltLclPrvBairro'),
    prcSltLclPrvReferencia: text('prcSltLclPrvReferencia'),
  },
  (t) => [index('prc_slt_lcl_prova_prc_idx').on(t.prcSltCodigo, t.mncCodigo)],
);

/** Exam stage; gate and end times as 'HH:mm' (Horário de Brasília). */
export const prcSltEtpProva = pgTable(
  'prc_slt_etp_prova',
  {
    prcSltEtpPrvCodigo: codigo('prcSltEtpPrvCodigo'),
    prcSltCodigo: doProcesso(),
    prcSltEtpPrvDescricao: text('prcSltEtpPrvDescricao').notNull(),
    prcSltEtpPrvData: dia('prcSltEtpPrvData'),
    prcSltEtpPrvMnemonico: text('prcSltEtpPrvMnemonico'),
    prcSltEtpPrvEnsala: flag('prcSltEtpPrvEnsala'),
    prcSltEtpPrvHrrAbrPortao: hhmm('prcSltEtpPrvHrrAbrPortao'),
    prcSltEtpPrvHrrFchPortao: hhmm('prcSltEtpPrvHrrFchPortao'),
    prcSltEtpPrvHrrTermino: hhmm('prcSltEtpPrvHrrTermino'),
  },
  (t) => [
    index('prc_slt_etp_prova_prc_idx').on(t.prcSltCodigo, t.prcSltEtpPrvData),
    hhmmCheck('prc_slt_etp_prova_hrr_abr_portao', t.prcSltEtpPrvHrrAbrPortao),
    hhmmCheck('prc_slt_etp_prova_hrr_fch_portao', t.prcSltEtpPrvHrrFchPortao),
    hhmmCheck('prc_slt_etp_prova_hrr_termino', t.prcSltEtpPrvHrrTermino),
  ],
);

/** Exam room of a venue. prcSltPrvSlEspecial marks rooms prepared for special-needs candidates. */
export const prcSltPrvSala = pgTable(
  'prc_slt_prv_sala',
  {
    prcSltPrvSlCodigo: codigo('prcSltPrvSlCodigo'),
    prcSltLclPrvCodigo: pertenceA('prcSltLclPrvCodigo', () => prcSltLclProva.prcSltLclPrvCodigo),
    prcSltPrvSlBloco: text('prcSltPrvSlBloco'),
    prcSltPrvSlNumero: text('prcSltPrvSlNumero').notNull(),
    prcSltPrvSlQntLugar: integer('prcSltPrvSlQntLugar').notNull(),
    /** Maintained by trigger from ins_prc_prv_sala; do not write it. */
    prcSltPrvSlQntCandidato: integer('prcSltPrvSlQntCandidato').notNull().default(0),
    prcSltPrvSlEspecial: flag('prcSltPrvSlEspecial'),
  },
  (t) => [
    unique('prc_slt_prv_sala_numero_uq').on(t.prcSltLclPrvCodigo, t.prcSltPrvSlBloco, t.prcSltPrvSlNumero),
    check('prc_slt_prv_sala_qnt_lugar', sql`${t.prcSltPrvSlQntLugar} > 0`),
    check('prc_slt_prv_sala_lotacao', sql`${t.prcSltPrvSlQntCandidato} BETWEEN 0 AND ${t.prcSltPrvSlQntLugar}`),
  ],
);

/** A candidate's room and desk: one per enrolment, one candidate per desk. */
export const insPrcPrvSala = pgTable(
  'ins_prc_prv_sala',
  {
    insPrcPrvSlCodigo: codigo('insPrcPrvSlCodigo'),
    insPrcCodigo: daInscricao().unique(),
    prcSltPrvSlCodigo: integer('prcSltPrvSlCodigo')
      .notNull()
      .references(() => prcSltPrvSala.prcSltPrvSlCodigo),
    insPrcPrvSlNmrCarteira: integer('insPrcPrvSlNmrCarteira').notNull(),
  },
  (t) => [
    // also the "assignments by room" index
    unique('ins_prc_prv_sala_carteira_uq').on(t.prcSltPrvSlCodigo, t.insPrcPrvSlNmrCarteira),
    check('ins_prc_prv_sala_carteira', sql`${t.insPrcPrvSlNmrCarteira} >= 1`),
  ],
);
