import { index, integer, type PgColumnBuilderBase, pgTable, primaryKey, text, unique, varchar } from 'drizzle-orm/pg-core';
import { codigo, flag, tabelaDeDescricoes } from './colunas.ts';
import { municipio } from './geografia.ts';
import { doProcesso } from './processo.ts';

/**
 * Per-process lookup tables the enrolment form picks from (SPEC §7 "Lookup searches"), plus the
 * general ones: institution, bank, account type, bank operation and the general table items.
 */

const descricao = (nome: string) => text(nome).notNull();

/**
 * A list a process offers its enrolment form (language, school type, series, ...): each item has its code, its
 * process (it goes with the process) and a description, and a few lists carry more columns. Indexed by process.
 */
function tabelaDoProcesso<N extends string, C extends string, D extends string, M extends Record<string, PgColumnBuilderBase> = {}>(
  nome: N,
  colunaCodigo: C,
  colunaDescricao: D,
  mais?: M,
) {
  const colunas = { [colunaCodigo]: codigo(colunaCodigo), prcSltCodigo: doProcesso(), [colunaDescricao]: descricao(colunaDescricao), ...mais };
  type Colunas = Record<C, ReturnType<typeof codigo>> & { prcSltCodigo: ReturnType<typeof doProcesso> } & Record<D, ReturnType<typeof descricao>> & M;
  return pgTable(nome, colunas as Colunas, (t) => [index(`${nome}_prc_idx`).on(t.prcSltCodigo)]);
}

/** Exam municipality offered by a process (prcSltMncPrvCodigo on the enrolment). */
export const prcSltMncProva = pgTable(
  'prc_slt_mnc_prova',
  {
    prcSltMncPrvCodigo: codigo('prcSltMncPrvCodigo'),
    prcSltCodigo: doProcesso(),
    mncCodigo: integer('mncCodigo').notNull().references(() => municipio.mncCodigo),
  },
  (t) => [unique('prc_slt_mnc_prova_uq').on(t.prcSltCodigo, t.mncCodigo)],
);

/** How the candidate heard about the process. */
export const prcSltTpDivulgacao = tabelaDoProcesso('prc_slt_tp_divulgacao', 'prcSltTpDvlCodigo', 'prcSltTpDvlDescricao');

/** Foreign language chosen for the exam. */
export const prcSltLngEstrangeira = tabelaDoProcesso('prc_slt_lng_estrangeira', 'prcSltLngEstCodigo', 'prcSltLngEstDescricao');

/** School type (e.g. all secondary school in public schools). */
export const prcSltTpEscolaridade = tabelaDoProcesso('prc_slt_tp_escolaridade', 'prcSltTpEscCodigo', 'prcSltTpEscDescricao');

export const prcSltSerie = tabelaDoProcesso('prc_slt_serie', 'prcSltSerCodigo', 'prcSltSerDescricao');

export const prcSltSetor = tabelaDoProcesso('prc_slt_setor', 'prcSltStrCodigo', 'prcSltStrDescricao');

export const prcSltModalidade = tabelaDoProcesso('prc_slt_modalidade', 'prcSltMdlCodigo', 'prcSltMdlDescricao');

export const prcSltArConhecimento = tabelaDoProcesso('prc_slt_ar_conhecimento', 'prcSltArCnhCodigo', 'prcSltArCnhDescricao');

/** Support conditions a candidate with a disability may request (ins_prc_cnd_apoio). */
export const prcSltDfcCndApoio = tabelaDoProcesso('prc_slt_dfc_cnd_apoio', 'prcSltDfcCndApoioCodigo', 'prcSltDfcCndApoioDescricao', {
  /** Choosing it asks the candidate for a free-text detail. */
  prcSltDfcCndApoioDetalhar: flag('prcSltDfcCndApoioDetalhar'),
});

/** Institution (origin institution of an enrolment, and the teaching institutions list). */
export const instituicao = pgTable(
  'instituicao',
  {
    istCodigo: codigo('istCodigo'),
    istNome: text('istNome').notNull(),
    istSigla: text('istSigla'),
    mncCodigo: integer('mncCodigo').references(() => municipio.mncCodigo),
  },
  (t) => [index('instituicao_nome_idx').on(t.istNome)],
);

/** Teaching institution types (public, private, ...) listed on an enrolment. */
export const tipoInstituicao = tabelaDeDescricoes('tipo_instituicao', 'tpIstCodigo', 'tpIstDescricao');

export const banco = pgTable('banco', {
  bncCodigo: codigo('bncCodigo'),
  /** The three-digit COMPE number (001, 104, 237, ...). */
  bncNumero: varchar('bncNumero', { length: 3 }).notNull().unique(),
  bncDescricao: text('bncDescricao').notNull(),
});

export const tipoConta = tabelaDeDescricoes('tipo_conta', 'tpCntCodigo', 'tpCntDescricao');

/** Bank account operation (e.g. Caixa's 001, 013). */
export const operacao = pgTable('operacao', {
  oprCodigo: codigo('oprCodigo'),
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
