import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { codigo, complementa, flag, pertenceA, registradoEm } from './colunas.ts';
import { daInscricao, insProcesso } from './inscricao.ts';
import { pssFisica } from './pessoa.ts';
import { doProcesso, prcSeletivo } from './processo.ts';

/**
 * Ranking by quota (issue 22 items 2 and 3). A serial process keeps its exams and scores in seriado_prova /
 * seriado_pontuacao (and each candidate's course and quota in seriado_candidato); every other process keeps
 * them here, one line per enrolment and exam. The rules are one JSON document per process, checked field by
 * field by src/domain/classificacao-regras.ts before it is saved (categories, vacancies per option × list,
 * weights, elimination, tie-breaks, seat movement): they are read and written whole, never queried inside.
 */

/** The rules of a process (RegrasClassificacao). */
export const clsRegra = pgTable('cls_regra', {
  prcSltCodigo: complementa('prcSltCodigo', () => prcSeletivo.prcSltCodigo),
  clsRgrRegras: jsonb('clsRgrRegras').notNull(),
  clsRgrAtualizadoEm: registradoEm('clsRgrAtualizadoEm'),
});

/** An exam of a (non-serial) process, named as in the scores file. */
export const clsProva = pgTable(
  'cls_prova',
  {
    clsPrvCodigo: codigo('clsPrvCodigo'),
    prcSltCodigo: doProcesso(),
    clsPrvDescricao: text('clsPrvDescricao').notNull(),
    clsPrvOrdem: integer('clsPrvOrdem').notNull().default(0),
  },
  (t) => [unique('cls_prova_nome_uq').on(t.prcSltCodigo, t.clsPrvDescricao)],
);

/** One score: an enrolment in an exam (numeric(10,4), exact decimals). */
export const clsNota = pgTable(
  'cls_nota',
  {
    insPrcCodigo: daInscricao(),
    clsPrvCodigo: pertenceA('clsPrvCodigo', () => clsProva.clsPrvCodigo),
    clsNtaNota: numeric('clsNtaNota', { precision: 10, scale: 4 }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'cls_nota_pk', columns: [t.insPrcCodigo, t.clsPrvCodigo] }),
    index('cls_nota_prova_idx').on(t.clsPrvCodigo),
    check('cls_nota_nao_negativa', sql`${t.clsNtaNota} >= 0`),
  ],
);

/** Per enrolment: absent from the exams, and the quota categories it is entitled to (codes of the rules). */
export const clsInscricao = pgTable('cls_inscricao', {
  insPrcCodigo: complementa('insPrcCodigo', () => insProcesso.insPrcCodigo),
  clsInsAusente: flag('clsInsAusente'),
  clsInsCategorias: text('clsInsCategorias').array().notNull().default(sql`'{}'::text[]`),
});

/** One computation of the ranking (the rules as they were, who ran it, when). */
export const clsCalculo = pgTable(
  'cls_calculo',
  {
    clsCalCodigo: codigo('clsCalCodigo'),
    prcSltCodigo: doProcesso(),
    clsCalRegras: jsonb('clsCalRegras').notNull(),
    /**
     * Per option, what cls_lista cannot tell: each list's seats (configured and after the unfilled seats moved) and
     * the moves ({opcao, listas: [{lista, vagasConfiguradas, vagas}], remanejamentos}[]); null for computations stored before it.
     */
    clsCalResumo: jsonb('clsCalResumo'),
    pssFscCodigo: integer('pssFscCodigo').references(() => pssFisica.pssFscCodigo),
    clsCalEm: registradoEm('clsCalEm'),
  },
  (t) => [index('cls_calculo_prc_idx').on(t.prcSltCodigo, t.clsCalCodigo.desc())],
);

export const SITUACOES_CLASSIFICACAO = ['aprovado', 'espera', 'eliminado'] as const;
export type SituacaoClassificacao = (typeof SITUACOES_CLASSIFICACAO)[number];

/**
 * The computed lists, for publication: per computation, option and list ('AC', a category code, or '-' for the
 * eliminated), the rank (null for the eliminated), the enrolment, its situation and the reason of an elimination.
 */
export const clsLista = pgTable(
  'cls_lista',
  {
    clsCalCodigo: pertenceA('clsCalCodigo', () => clsCalculo.clsCalCodigo),
    opcCodigo: integer('opcCodigo').notNull(),
    clsLstLista: text('clsLstLista').notNull(),
    clsLstPosicao: integer('clsLstPosicao'),
    insPrcCodigo: daInscricao(),
    clsLstNota: numeric('clsLstNota', { precision: 14, scale: 6 }).notNull(),
    clsLstSituacao: text('clsLstSituacao').notNull().$type<SituacaoClassificacao>(),
    clsLstMotivo: text('clsLstMotivo'),
  },
  (t) => [
    primaryKey({ name: 'cls_lista_pk', columns: [t.clsCalCodigo, t.opcCodigo, t.clsLstLista, t.insPrcCodigo] }),
    index('cls_lista_inscricao_idx').on(t.insPrcCodigo),
    check('cls_lista_situacao', sql`${t.clsLstSituacao} IN ('aprovado','espera','eliminado')`),
  ],
);
