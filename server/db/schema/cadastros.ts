import { boolean, index, integer, pgTable, primaryKey, text, unique, varchar } from 'drizzle-orm/pg-core';
import { municipio } from './geografia.ts';
import { prcSeletivo } from './processo.ts';

/**
 * Per-process lookup tables the enrolment form picks from (SPEC §7 "Lookup searches"), plus the
 * general ones: institution, bank, account type, bank operation and the general table items.
 */

const prc = () => integer('prcSltCodigo').notNull().references(() => prcSeletivo.prcSltCodigo, { onDelete: 'cascade' });

/** Exam municipality offered by a process (prcSltMncPrvCodigo on the enrolment). */
export const prcSltMncProva = pgTable(
  'prc_slt_mnc_prova',
  {
    prcSltMncPrvCodigo: integer('prcSltMncPrvCodigo').primaryKey().generatedByDefaultAsIdentity(),
    prcSltCodigo: prc(),
    mncCodigo: integer('mncCodigo').notNull().references(() => municipio.mncCodigo),
  },
  (t) => [unique('prc_slt_mnc_prova_uq').on(t.prcSltCodigo, t.mncCodigo)],
);

/** How the candidate heard about the process. */
export const prcSltTpDivulgacao = pgTable(
  'prc_slt_tp_divulgacao',
  {
    prcSltTpDvlCodigo: integer('prcSltTpDvlCodigo').primaryKey().generatedByDefaultAsIdentity(),
    prcSltCodigo: prc(),
    prcSltTpDvlDescricao: text('prcSltTpDvlDescricao').notNull(),
  },
  (t) => [index('prc_slt_tp_divulgacao_prc_idx').on(t.prcSltCodigo)],
);

/** Foreign language chosen for the exam. */
export const prcSltLngEstrangeira = pgTable(
  'prc_slt_lng_estrangeira',
  {
    prcSltLngEstCodigo: integer('prcSltLngEstCodigo').primaryKey().generatedByDefaultAsIdentity(),
    prcSltCodigo: prc(),
    prcSltLngEstDescricao: text('prcSltLngEstDescricao').notNull(),
  },
  (t) => [index('prc_slt_lng_estrangeira_prc_idx').on(t.prcSltCodigo)],
);

/** School type (e.g. all secondary school in public schools). */
export const prcSltTpEscolaridade = pgTable(
  'prc_slt_tp_escolaridade',
  {
    prcSltTpEscCodigo: integer('prcSltTpEscCodigo').primaryKey().generatedByDefaultAsIdentity(),
    prcSltCodigo: prc(),
    prcSltTpEscDescricao: text('prcSltTpEscDescricao').notNull(),
  },
  (t) => [index('prc_slt_tp_escolaridade_prc_idx').on(t.prcSltCodigo)],
);

export const prcSltSerie = pgTable(
  'prc_slt_serie',
  {
    prcSltSerCodigo: integer('prcSltSerCodigo').primaryKey().generatedByDefaultAsIdentity(),
    prcSltCodigo: prc(),
    prcSltSerDescricao: text('prcSltSerDescricao').notNull(),
  },
  (t) => [index('prc_slt_serie_prc_idx').on(t.prcSltCodigo)],
);

export const prcSltSetor = pgTable(
  'prc_slt_setor',
  {
    prcSltStrCodigo: integer('prcSltStrCodigo').primaryKey().generatedByDefaultAsIdentity(),
    prcSltCodigo: prc(),
    prcSltStrDescricao: text('prcSltStrDescricao').notNull(),
  },
  (t) => [index('prc_slt_setor_prc_idx').on(t.prcSltCodigo)],
);

export const prcSltModalidade = pgTable(
  'prc_slt_modalidade',
  {
    prcSltMdlCodigo: integer('prcSltMdlCodigo').primaryKey().generatedByDefaultAsIdentity(),
    prcSltCodigo: prc(),
    prcSltMdlDescricao: text('prcSltMdlDescricao').notNull(),
  },
  (t) => [index('prc_slt_modalidade_prc_idx').on(t.prcSltCodigo)],
);

export const prcSltArConhecimento = pgTable(
  'prc_slt_ar_conhecimento',
  {
    prcSltArCnhCodigo: integer('prcSltArCnhCodigo').primaryKey().generatedByDefaultAsIdentity(),
    prcSltCodigo: prc(),
    prcSltArCnhDescricao: text('prcSltArCnhDescricao').notNull(),
  },
  (t) => [index('prc_slt_ar_conhecimento_prc_idx').on(t.prcSltCodigo)],
);

/** Support conditions a candidate with a disability may request (ins_prc_cnd_apoio). */
export const prcSltDfcCndApoio = pgTable(
  'prc_slt_dfc_cnd_apoio',
  {
    prcSltDfcCndApoioCodigo: integer('prcSltDfcCndApoioCodigo').primaryKey().generatedByDefaultAsIdentity(),
    prcSltCodigo: prc(),
    prcSltDfcCndApoioDescricao: text('prcSltDfcCndApoioDescricao').notNull(),
    /** Choosing it asks the candidate for a free-text detail. */
    prcSltDfcCndApoioDetalhar: boolean('prcSltDfcCndApoioDetalhar').notNull().default(false),
  },
  (t) => [index('prc_slt_dfc_cnd_apoio_prc_idx').on(t.prcSltCodigo)],
);

/** Institution (origin institution of an enrolment, and the teaching institutions list). */
export const instituicao = pgTable(
  'instituicao',
  {
    istCodigo: integer('istCodigo').primaryKey().generatedByDefaultAsIdentity(),
    istNome: text('istNome').notNull(),
    istSigla: text('istSigla'),
    mncCodigo: integer('mncCodigo').references(() => municipio.mncCodigo),
  },
  (t) => [index('instituicao_nome_idx').on(t.istNome)],
);

/** Teaching institution types (public, private, ...) listed on an enrolment. */
export const tipoInstituicao = pgTable('tipo_instituicao', {
  tpIstCodigo: integer('tpIstCodigo').primaryKey().generatedByDefaultAsIdentity(),
  tpIstDescricao: text('tpIstDescricao').notNull().unique(),
});

export const banco = pgTable('banco', {
  bncCodigo: integer('bncCodigo').primaryKey().generatedByDefaultAsIdentity(),
  /** The three-digit COMPE number (001, 104, 237, ...). */
  bncNumero: varchar('bncNumero', { length: 3 }).notNull().unique(),
  bncDescricao: text('bncDescricao').notNull(),
});

export const tipoConta = pgTable('tipo_conta', {
  tpCntCodigo: integer('tpCntCodigo').primaryKey().generatedByDefaultAsIdentity(),
  tpCntDescricao: text('tpCntDescricao').notNull().unique(),
});

/** Bank account operation (e.g. Caixa's 001, 013). */
export const operacao = pgTable('operacao', {
  oprCodigo: integer('oprCodigo').primaryKey().generatedByDefaultAsIdentity(),
  oprNumero: varchar('oprNumero', { length: 4 }).notNull().unique(),
  oprDescricao: text('oprDescricao').notNull(),
});

/**
 * General table items: small code lists identified by table code + item code, e.g.
 * ('MnsTipo','Mensagem'), ('TpInsercao','RgsExterno'), ('PrcSltTpCrn','1').
 */
export const tblGrlItem = pgTable(
  'tbl_grl_item',
  {
    tblGrlCodigo: text('tblGrlCodigo').notNull(),
    tblGrlItmCodigo: text('tblGrlItmCodigo').notNull(),
    tblGrlItmDescricao: text('tblGrlItmDescricao').notNull(),
    tblGrlItmDscAbreviada: text('tblGrlItmDscAbreviada'),
    tblGrlItmOrdem: integer('tblGrlItmOrdem').notNull().default(0),
  },
  (t) => [primaryKey({ name: 'tbl_grl_item_pk', columns: [t.tblGrlCodigo, t.tblGrlItmCodigo] })],
);
