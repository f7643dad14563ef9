import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { codigo, flag, pertenceA } from './colunas.ts';
import { opcao } from './opcao.ts';
import { doProcesso } from './processo.ts';

/**
 * Enrolment form field configuration (SPEC §3 "form field configuration": required, help text,
 * hidden help, alternative name, shown). The field catalogue names each configurable field by
 * its wire name (e.g. 'insPrcNIS'); a process configures fields, and may override them per
 * option (prc_slt_cnf_frm_opcao) or per bond kind (prc_slt_cnf_frm_vinculo).
 */
export const prcSltFrmCampo = pgTable('prc_slt_frm_campo', {
  prcSltFrmCmpCodigo: codigo('prcSltFrmCmpCodigo'),
  /** The field's wire name on the enrolment, e.g. 'insPrcNIS'. */
  prcSltFrmCmpNome: text('prcSltFrmCmpNome').notNull().unique(),
  prcSltFrmCmpDescricao: text('prcSltFrmCmpDescricao').notNull(),
  /** Form section: 'dadosPessoais', 'localProva', 'opcoes', 'pagamento', 'complementares'. */
  prcSltFrmCmpGrupo: text('prcSltFrmCmpGrupo').notNull(),
});

const campo = () => integer('prcSltFrmCmpCodigo').notNull().references(() => prcSltFrmCampo.prcSltFrmCmpCodigo);

/**
 * A field's settings, the same at each level that can set them (process, option, bond kind), each level's
 * columns named with its prefix: shown, required, help text, help hidden behind an icon, alternative name.
 */
function configuracao<P extends string>(prefixo: P) {
  return {
    [`${prefixo}Exibir`]: flag(`${prefixo}Exibir`, true),
    [`${prefixo}Obrigatorio`]: flag(`${prefixo}Obrigatorio`),
    [`${prefixo}Ajuda`]: text(`${prefixo}Ajuda`),
    [`${prefixo}AjudaOculta`]: flag(`${prefixo}AjudaOculta`),
    [`${prefixo}NomeAlternativo`]: text(`${prefixo}NomeAlternativo`),
  } as Record<`${P}Exibir` | `${P}Obrigatorio` | `${P}AjudaOculta`, ReturnType<typeof flag>> & Record<`${P}Ajuda` | `${P}NomeAlternativo`, ReturnType<typeof text>>;
}

/** A field's configuration in one process. */
export const prcSltCnfFormulario = pgTable(
  'prc_slt_cnf_formulario',
  {
    prcSltCnfFrmCodigo: codigo('prcSltCnfFrmCodigo'),
    prcSltCodigo: doProcesso(),
    prcSltFrmCmpCodigo: campo(),
    ...configuracao('prcSltCnfFrm'),
  },
  (t) => [unique('prc_slt_cnf_formulario_uq').on(t.prcSltCodigo, t.prcSltFrmCmpCodigo)],
);

/** A field's configuration when a given option is chosen (overrides the process's). */
export const prcSltCnfFrmOpcao = pgTable(
  'prc_slt_cnf_frm_opcao',
  {
    prcSltCnfFrmOpcCodigo: codigo('prcSltCnfFrmOpcCodigo'),
    opcCodigo: pertenceA('opcCodigo', () => opcao.opcCodigo),
    prcSltFrmCmpCodigo: campo(),
    ...configuracao('prcSltCnfFrmOpc'),
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
    prcSltCnfFrmVncCodigo: codigo('prcSltCnfFrmVncCodigo'),
    prcSltCodigo: doProcesso(),
    prcSltFrmCmpCodigo: campo(),
    prcSltCnfFrmVncTipo: text('prcSltCnfFrmVncTipo').notNull().$type<'INTERNO' | 'EXTERNO'>(),
    ...configuracao('prcSltCnfFrmVnc'),
  },
  (t) => [
    unique('prc_slt_cnf_frm_vinculo_uq').on(t.prcSltCodigo, t.prcSltFrmCmpCodigo, t.prcSltCnfFrmVncTipo),
    index('prc_slt_cnf_frm_vinculo_campo_idx').on(t.prcSltFrmCmpCodigo),
    check('prc_slt_cnf_frm_vinculo_tipo', sql`${t.prcSltCnfFrmVncTipo} IN ('INTERNO','EXTERNO')`),
  ],
);
