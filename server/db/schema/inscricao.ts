import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { codigo, dia, flag, instante, pertenceA, registradoEm } from './colunas.ts';
import { pssFisica } from './pessoa.ts';

/** A course the candidate took before (SPEC §3: graduação, mestrado, especialização, doutorado): name, institution, year finished. */
function cursoAnterior<N extends 'Grd' | 'Mst' | 'Esp' | 'Dtr'>(nivel: N) {
  return {
    [`insPrc${nivel}Curso`]: text(`insPrc${nivel}Curso`),
    [`insPrc${nivel}Instituicao`]: text(`insPrc${nivel}Instituicao`),
    [`insPrc${nivel}AnoConclusao`]: integer(`insPrc${nivel}AnoConclusao`),
  } as Record<`insPrc${N}Curso` | `insPrc${N}Instituicao`, ReturnType<typeof text>> & Record<`insPrc${N}AnoConclusao`, ReturnType<typeof integer>>;
}

/**
 * Enrolment (insProcesso), SPEC §3: every field of the spec. T/F flags are booleans (the API
 * converts at the boundary); lists live in child tables (inscricao-listas.ts). The enrolment code
 * is its number. References to the catalogue (the process, its lookups, the institution; the options in
 * prc_slt_opcao) are not foreign keys: every enrolment of a deadline would lock the same few parent rows
 * (FOR KEY SHARE), which serialised the busiest write of the system (bench/results notes). The API checks
 * them against the catalogue it validates with, and triggers refuse deleting a catalogue row still in use
 * (migration 0016). insPrcUnica copies prcSeletivo.prcSltInsUnica at insert so that a partial unique
 * index can forbid a second non-cancelled enrolment of the same person in a single-enrolment process.
 */
export const insProcesso = pgTable(
  'ins_processo',
  {
    insPrcCodigo: codigo('insPrcCodigo', { startWith: 10000 }),
    pssFscCodigo: integer('pssFscCodigo').notNull().references(() => pssFisica.pssFscCodigo),
    prcSltCodigo: integer('prcSltCodigo').notNull(),
    insPrcIncDtHora: registradoEm('insPrcIncDtHora'),
    insPrcAtualizadoEm: instante('insPrcAtualizadoEm'),
    insCancelada: flag('insCancelada'),
    insDeferida: flag('insDeferida'),
    /** Rejected by staff (gestão): the reason below is shown to the candidate on their enrolment list. */
    insIndeferida: flag('insIndeferida'),
    insPrcMotivoIndeferimento: text('insPrcMotivoIndeferimento'),
    /**
     * Editing reopened by staff until this instant: the candidate may edit until then even after the process's
     * edit deadline or with edicaoPermitida off (src/domain/inscricao-edicao.ts).
     */
    insPrcEdicaoAte: instante('insPrcEdicaoAte'),
    /** Per-enrolment permission to edit; the API also requires now <= prcSeletivo.prcSltDtFimEdicao. */
    edicaoPermitida: flag('edicaoPermitida', true),
    insPrcUnica: flag('insPrcUnica'),
    /** Code printed on the receipt to verify it (random, unique). */
    insPrcCdgVerificacao: text('insPrcCdgVerificacao')
      .notNull()
      .unique()
      .default(sql`upper(substr(replace(gen_random_uuid()::text, '-', ''), 1, 16))`),
    // flags (T/F on the wire)
    insPrcCotista: flag('insPrcCotista'),
    insPrcAfrodescendente: flag('insPrcAfrodescendente'),
    insPrcDeficiente: flag('insPrcDeficiente'),
    insPrcIndigena: flag('insPrcIndigena'),
    insPrcArmado: flag('insPrcArmado'),
    insPrcCrtCanhota: flag('insPrcCrtCanhota'),
    insPrcAprSurdez: flag('insPrcAprSurdez'),
    insPrcSlcIsencao: flag('insPrcSlcIsencao'),
    insPrcTreineiro: flag('insPrcTreineiro'),
    insPrcNcsTmpAdicional: flag('insPrcNcsTmpAdicional'),
    insPrcBncEspecial: flag('insPrcBncEspecial'),
    insPrcBncEspJustificativa: text('insPrcBncEspJustificativa'),
    insPrcAtnEspecializado: flag('insPrcAtnEspecializado'),
    insPrcAtnEspJustificativa: text('insPrcAtnEspJustificativa'),
    insPrcTrmAceite: flag('insPrcTrmAceite'),
    insPrcPrfEdcBasica: flag('insPrcPrfEdcBasica'),
    insPrcCtsPrvParana: flag('insPrcCtsPrvParana'),
    /** Quota declarations of Lei 12.711 (issue 36): all of secondary school in public schools; quilombola. */
    insPrcEscolaPublica: flag('insPrcEscolaPublica'),
    insPrcQuilombola: flag('insPrcQuilombola'),
    // documents and numbers
    insPrcNIS: varchar('insPrcNIS', { length: 11 }),
    insPrcNmrEnem: text('insPrcNmrEnem'),
    /** Family income in centavos. */
    insPrcVlrRenda: integer('insPrcVlrRenda'),
    /** People in the family (income per capita = insPrcVlrRenda / this; Lei 12.711 art. 1º parágrafo único). */
    insPrcQtdFamilia: integer('insPrcQtdFamilia'),
    insPrcNmSocial: text('insPrcNmSocial'),
    /** Academic index (decimal comma on the wire). */
    insPrcIndAcademico: numeric('insPrcIndAcademico', { precision: 10, scale: 4 }),
    insPrcPisPasep: varchar('insPrcPisPasep', { length: 11 }),
    insPrcCNPJ: varchar('insPrcCNPJ', { length: 14 }),
    insPrcCrtSUS: varchar('insPrcCrtSUS', { length: 15 }),
    insPrcCGM: text('insPrcCGM'),
    insPrcEscPrnEmail: text('insPrcEscPrnEmail'),
    insPrcCPFResponsavel: varchar('insPrcCPFResponsavel', { length: 11 }),
    // previous courses: graduação, mestrado, especialização, doutorado
    ...cursoAnterior('Grd'),
    insPrcDtGrdInicio: dia('insPrcDtGrdInicio'),
    insPrcDtGrdFim: dia('insPrcDtGrdFim'),
    ...cursoAnterior('Mst'),
    ...cursoAnterior('Esp'),
    ...cursoAnterior('Dtr'),
    /** 'SISU' or 'VESTIBULAR', and the year of that result. */
    insPrcOpcSisuVestibular: text('insPrcOpcSisuVestibular'),
    insPrcAnoSisuVestibular: integer('insPrcAnoSisuVestibular'),
    insPrcTtlProjeto: text('insPrcTtlProjeto'),
    insPrcRsmProjeto: text('insPrcRsmProjeto'),
    insPrcObservacao: text('insPrcObservacao'),
    /** Origin institution. */
    istCodigo: integer('istCodigo'),
    // choices from the process's lookups
    prcSltMncPrvCodigo: integer('prcSltMncPrvCodigo'),
    prcSltLngEstCodigo: integer('prcSltLngEstCodigo'),
    prcSltMdlCodigo: integer('prcSltMdlCodigo'),
    prcSltSerCodigo: integer('prcSltSerCodigo'),
    prcSltStrCodigo: integer('prcSltStrCodigo'),
    /** Main knowledge area; up to 3 extra ones in ins_prc_ar_conhecimento. */
    prcSltArCnhCodigo: integer('prcSltArCnhCodigo'),
    prcSltTpDvlCodigo: integer('prcSltTpDvlCodigo'),
    prcSltTpEscCodigo: integer('prcSltTpEscCodigo'),
    // process-flow flags
    insPrcGeraPagamento: flag('insPrcGeraPagamento'),
    /** Payment form the candidate chose among those the process and the options allow (null = exempt / not chosen). */
    insPrcFrmPagamento: text('insPrcFrmPagamento').$type<'BOLETO' | 'PIX' | 'CARTAO'>(),
    /** Appeal (reexame) allowed for this enrolment, and requested by the candidate. */
    insPrcPrmReexame: flag('insPrcPrmReexame'),
    insPrcSlcReexame: flag('insPrcSlcReexame'),
    /** The serial-exam simulation is offered for this enrolment. */
    insPrcSimulacao: flag('insPrcSimulacao'),
    insPrcExbArquivos: flag('insPrcExbArquivos'),
    insPrcExbDevolucao: flag('insPrcExbDevolucao'),
    insPrcQtdDiscentes: integer('insPrcQtdDiscentes'),
    insPrcQtdDocentes: integer('insPrcQtdDocentes'),
  },
  (t) => [
    uniqueIndex('ins_processo_unica_uq')
      .on(t.pssFscCodigo, t.prcSltCodigo)
      .where(sql`${t.insPrcUnica} AND NOT ${t.insCancelada}`),
    index('ins_processo_pessoa_idx').on(t.pssFscCodigo, t.prcSltCodigo, t.insPrcIncDtHora.desc()),
    index('ins_processo_processo_idx').on(t.prcSltCodigo),
    check('ins_processo_deferida_ou_indeferida', sql`NOT (${t.insDeferida} AND ${t.insIndeferida})`),
    check('ins_processo_motivo_indeferimento', sql`(${t.insPrcMotivoIndeferimento} IS NOT NULL) = ${t.insIndeferida}`),
    check('ins_processo_bnc_justificativa', sql`${t.insPrcBncEspJustificativa} IS NULL OR ${t.insPrcBncEspecial}`),
    check('ins_processo_atn_justificativa', sql`${t.insPrcAtnEspJustificativa} IS NULL OR ${t.insPrcAtnEspecializado}`),
    check('ins_processo_nis', sql`${t.insPrcNIS} IS NULL OR ${t.insPrcNIS} ~ '^[0-9]{11}$'`),
    check('ins_processo_pis_pasep', sql`${t.insPrcPisPasep} IS NULL OR ${t.insPrcPisPasep} ~ '^[0-9]{11}$'`),
    check('ins_processo_cnpj', sql`${t.insPrcCNPJ} IS NULL OR ${t.insPrcCNPJ} ~ '^[0-9]{14}$'`),
    check('ins_processo_cpf_responsavel', sql`${t.insPrcCPFResponsavel} IS NULL OR ${t.insPrcCPFResponsavel} ~ '^[0-9]{11}$'`),
    check('ins_processo_vlr_renda', sql`${t.insPrcVlrRenda} IS NULL OR ${t.insPrcVlrRenda} >= 0`),
    check('ins_processo_qtd_familia', sql`${t.insPrcQtdFamilia} IS NULL OR ${t.insPrcQtdFamilia} >= 0`),
    check('ins_processo_ind_academico', sql`${t.insPrcIndAcademico} IS NULL OR ${t.insPrcIndAcademico} >= 0`),
    check('ins_processo_qtd_discentes', sql`${t.insPrcQtdDiscentes} IS NULL OR ${t.insPrcQtdDiscentes} >= 0`),
    check('ins_processo_qtd_docentes', sql`${t.insPrcQtdDocentes} IS NULL OR ${t.insPrcQtdDocentes} >= 0`),
    check('ins_processo_periodo_graduacao', sql`${t.insPrcDtGrdFim} IS NULL OR ${t.insPrcDtGrdInicio} IS NULL OR ${t.insPrcDtGrdFim} >= ${t.insPrcDtGrdInicio}`),
    check('ins_processo_frm_pagamento', sql`${t.insPrcFrmPagamento} IS NULL OR ${t.insPrcFrmPagamento} IN ('BOLETO','PIX','CARTAO')`),
    check('ins_processo_sisu_vestibular', sql`${t.insPrcOpcSisuVestibular} IS NULL OR ${t.insPrcOpcSisuVestibular} IN ('SISU','VESTIBULAR')`),
  ],
);

/** The enrolment a row belongs to (deleted with it). */
export const daInscricao = () => pertenceA('insPrcCodigo', () => insProcesso.insPrcCodigo);
