import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, type PgColumnBuilderBase, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { codigo, registradoEm } from './colunas.ts';
import { daInscricao } from './inscricao.ts';
import { pssFisica } from './pessoa.ts';

/** The lists an enrolment carries (SPEC §3 "Enrolment"), its chosen options and its audit trail. */

/** Enrolment-option link (prcSltOpcao): the candidate's options in order of preference 1..n. */
export const prcSltOpcao = pgTable(
  'prc_slt_opcao',
  {
    prcSltOpcCodigo: codigo('prcSltOpcCodigo'),
    insPrcCodigo: daInscricao(),
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

const codigoListado = (nome: string) => integer(nome).notNull();

/**
 * A list of catalogue codes an enrolment carries: one row per code (enrolment and code are the key), some
 * lists with a detail column. The code is not a foreign key: see ins_processo.
 */
function listaDeCodigos<N extends string, C extends string, M extends Record<string, PgColumnBuilderBase> = {}>(nome: N, colunaCodigo: C, mais?: M) {
  const colunas = { insPrcCodigo: daInscricao(), [colunaCodigo]: codigoListado(colunaCodigo), ...mais };
  type Colunas = { insPrcCodigo: ReturnType<typeof daInscricao> } & Record<C, ReturnType<typeof codigoListado>> & M;
  return pgTable(nome, colunas as Colunas, (t) => [primaryKey({ name: `${nome}_pk`, columns: [t.insPrcCodigo, t[colunaCodigo]] })]);
}

/** Desired locations (municipalities) of an enrolment, e.g. in a public call. */
export const insPrcLocalDesejado = listaDeCodigos('ins_prc_local_desejado', 'mncCodigo');

/** Support conditions requested for the exam. */
export const insPrcCndApoio = listaDeCodigos('ins_prc_cnd_apoio', 'prcSltDfcCndApoioCodigo', {
  /** Free-text detail when the condition asks for one. */
  insPrcCndApoioDetalhe: text('insPrcCndApoioDetalhe'),
});

/** Up to 3 extra knowledge areas, in order 1..3. */
export const insPrcArConhecimento = pgTable(
  'ins_prc_ar_conhecimento',
  {
    insPrcCodigo: daInscricao(),
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
export const insPrcTpInstituicao = listaDeCodigos('ins_prc_tp_instituicao', 'tpIstCodigo');

/** Audit snapshot: who changed an enrolment, when, and the enrolment as it was written (jsonb). */
export const insProcessoHistorico = pgTable(
  'ins_processo_historico',
  {
    insPrcHstCodigo: codigo('insPrcHstCodigo'),
    insPrcCodigo: daInscricao(),
    /** Who wrote it (the super user, when simulating). */
    pssFscCodigo: integer('pssFscCodigo').notNull().references(() => pssFisica.pssFscCodigo),
    insPrcHstDtHora: registradoEm('insPrcHstDtHora'),
    /** 'cadastrar', 'atualizar', 'cancelar', ... */
    insPrcHstAcao: text('insPrcHstAcao').notNull(),
    insPrcHstDados: jsonb('insPrcHstDados').notNull(),
  },
  (t) => [index('ins_processo_historico_ins_idx').on(t.insPrcCodigo, t.insPrcHstDtHora)],
);
