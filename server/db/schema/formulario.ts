import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { opcao } from './opcao.ts';
import { prcSeletivo } from './processo.ts';

/**
 * Enrolment form field configuration (SPEC §3 "form field configuration": required, help text,
 * hidden help, alternative name, shown). The field catalogue names each configurable field by
 * its wire name (e.g. 'insPrcNIS'); a process configures fields, and may override them per
 * option (prc_slt_cnf_frm_opcao) or per bond kind (prc_slt_cnf_frm_vinculo).
 */
export const prcSltFrmCampo = pgTable('prc_slt_frm_campo', {
  prcSltFrmCmpCodigo: integer('prcSltFrmCmpCodigo').primaryKey().generatedByDefaultAsIdentity(),
  /** The field's wire name on the enrolment, e.g. 'insPrcNIS'. */
  prcSltFrmCmpNome: text('prcSltFrmCmpNome').notNull().unique(),
  prcSltFrmCmpDescricao: text('prcSltFrmCmpDescricao').notNull(),
  /** Form section: 'dadosPessoais', 'localProva', 'opcoes', 'pagamento', 'complementares'. */
  prcSltFrmCmpGrupo: text('prcSltFrmCmpGrupo').notNull(),
});

const campo = () => integer('prcSltFrmCmpCodigo').notNull().references(() => prcSltFrmCampo.prcSltFrmCmpCodigo);

/** A field's configuration in one process. */
export const prcSltCnfFormulario = pgTable(
  'prc_slt_cnf_formulario',
  {
    prcSltCnfFrmCodigo: integer('prcSltCnfFrmCodigo').primaryKey().generatedByDefaultAsIdentity(),
    prcSltCodigo: integer('prcSltCodigo').notNull().references(() => prcSeletivo.prcSltCodigo, { onDelete: 'cascade' }),
    prcSltFrmCmpCodigo: campo(),
    prcSltCnfFrmExibir: boolean('prcSltCnfFrmExibir').notNull().default(true),
    prcSltCnfFrmObrigatorio: boolean('prcSltCnfFrmObrigatorio').notNull().default(false),
    prcSltCnfFrmAjuda: text('prcSltCnfFrmAjuda'),
    prcSltCnfFrmAjudaOculta: boolean('prcSltCnfFrmAjudaOculta').notNull().default(false),
    prcSltCnfFrmNomeAlternativo: text('prcSltCnfFrmNomeAlternativo'),
  },
  (t) => [unique('prc_slt_cnf_formulario_uq').on(t.prcSltCodigo, t.prcSltFrmCmpCodigo)],
);

/** A field's configuration when a given option is chosen (overrides the process's). */
export const prcSltCnfFrmOpcao = pgTable(
  'prc_slt_cnf_frm_opcao',
  {
    prcSltCnfFrmOpcCodigo: integer('prcSltCnfFrmOpcCodigo').primaryKey().generatedByDefaultAsIdentity(),
    opcCodigo: integer('opcCodigo').notNull().references(() => opcao.opcCodigo, { onDelete: 'cascade' }),
    prcSltFrmCmpCodigo: campo(),
    prcSltCnfFrmOpcExibir: boolean('prcSltCnfFrmOpcExibir').notNull().default(true),
    prcSltCnfFrmOpcObrigatorio: boolean('prcSltCnfFrmOpcObrigatorio').notNull().default(false),
    prcSltCnfFrmOpcAjuda: text('prcSltCnfFrmOpcAjuda'),
    prcSltCnfFrmOpcAjudaOculta: boolean('prcSltCnfFrmOpcAjudaOculta').notNull().default(false),
    prcSltCnfFrmOpcNomeAlternativo: text('prcSltCnfFrmOpcNomeAlternativo'),
  },
  (t) => [unique('prc_slt_cnf_frm_opcao_uq').on(t.opcCodigo, t.prcSltFrmCmpCodigo)],
);

/**
 * A field's configuration in one process for candidates with a given bond with the university
 * ('INTERNO' = pssFscVncInterno, 'EXTERNO' otherwise), e.g. personal data read-only for staff.
 */
export const prcSltCnfFrmVinculo = pgTable(
  'prc_slt_cnf_frm_vinculo',
  {
    prcSltCnfFrmVncCodigo: integer('prcSltCnfFrmVncCodigo').primaryKey().generatedByDefaultAsIdentity(),
    prcSltCodigo: integer('prcSltCodigo').notNull().references(() => prcSeletivo.prcSltCodigo, { onDelete: 'cascade' }),
    prcSltFrmCmpCodigo: campo(),
    prcSltCnfFrmVncTipo: text('prcSltCnfFrmVncTipo').notNull().$type<'INTERNO' | 'EXTERNO'>(),
    prcSltCnfFrmVncExibir: boolean('prcSltCnfFrmVncExibir').notNull().default(true),
    prcSltCnfFrmVncObrigatorio: boolean('prcSltCnfFrmVncObrigatorio').notNull().default(false),
    prcSltCnfFrmVncAjuda: text('prcSltCnfFrmVncAjuda'),
    prcSltCnfFrmVncAjudaOculta: boolean('prcSltCnfFrmVncAjudaOculta').notNull().default(false),
    prcSltCnfFrmVncNomeAlternativo: text('prcSltCnfFrmVncNomeAlternativo'),
  },
  (t) => [
    unique('prc_slt_cnf_frm_vinculo_uq').on(t.prcSltCodigo, t.prcSltFrmCmpCodigo, t.prcSltCnfFrmVncTipo),
    index('prc_slt_cnf_frm_vinculo_campo_idx').on(t.prcSltFrmCmpCodigo),
    check('prc_slt_cnf_frm_vinculo_tipo', sql`${t.prcSltCnfFrmVncTipo} IN ('INTERNO','EXTERNO')`),
  ],
);
