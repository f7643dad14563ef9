import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { clsCalculo } from './classificacao.ts';
import { codigo, instante, periodo, periodoEmOrdem, pertenceA, registradoEm } from './colunas.ts';
import { daInscricao } from './inscricao.ts';
import { prcSltInsConvocado } from './pos-inscricao.ts';
import { pssFisica } from './pessoa.ts';
import { doProcesso, prcSltCronograma } from './processo.ts';

/**
 * Results and call-up lists (issue 22 items 4 and 5). A publication points at one stored computation
 * (cls_calculo / cls_lista): the lists are never copied, so what was published stays what was computed.
 * The final result needs a preliminary one before it; the preliminary may name the appeal window it opens.
 */
export const TIPOS_RESULTADO = ['preliminar', 'final'] as const;
export type TipoResultado = (typeof TIPOS_RESULTADO)[number];

export const resPublicacao = pgTable(
  'res_publicacao',
  {
    resPubCodigo: codigo('resPubCodigo'),
    prcSltCodigo: doProcesso(),
    resPubTipo: text('resPubTipo').notNull().$type<TipoResultado>(),
    clsCalCodigo: pertenceA('clsCalCodigo', () => clsCalculo.clsCalCodigo),
    /** The appeal (reexame) schedule item this preliminary result opens, if any. */
    prcSltCrnCodigo: integer('prcSltCrnCodigo').references(() => prcSltCronograma.prcSltCrnCodigo, { onDelete: 'set null' }),
    resPubJustificativa: text('resPubJustificativa'),
    pssFscCodigo: integer('pssFscCodigo').references(() => pssFisica.pssFscCodigo),
    resPubEm: registradoEm('resPubEm'),
  },
  (t) => [
    index('res_publicacao_prc_idx').on(t.prcSltCodigo, t.resPubCodigo.desc()),
    check('res_publicacao_tipo', sql`${t.resPubTipo} IN ('preliminar','final')`),
  ],
);

/** One call-up list of a process: its number (1st, 2nd, ...), period, instructions and URL, from a final result. */
export const chmChamada = pgTable(
  'chm_chamada',
  {
    chmCodigo: codigo('chmCodigo'),
    prcSltCodigo: doProcesso(),
    chmNumero: integer('chmNumero').notNull(),
    resPubCodigo: pertenceA('resPubCodigo', () => resPublicacao.resPubCodigo),
    ...periodo('chmInicio', 'chmFim'),
    chmInstrucoes: text('chmInstrucoes').notNull(),
    chmUrl: text('chmUrl'),
    pssFscCodigo: integer('pssFscCodigo').references(() => pssFisica.pssFscCodigo),
    chmEm: instante('chmEm').notNull().defaultNow(),
  },
  (t) => [
    unique('chm_chamada_numero_uq').on(t.prcSltCodigo, t.chmNumero),
    check('chm_chamada_numero', sql`${t.chmNumero} >= 1`),
    periodoEmOrdem('chm_chamada_periodo', t.chmInicio, t.chmFim),
  ],
);

/**
 * Who a call called, for which option and list and at which rank; the call's row for the candidate's
 * "Convocações" screen (prc_slt_ins_convocado) holds the situation (CONVOCADO, MATRICULADO, ...).
 */
export const chmConvocado = pgTable(
  'chm_convocado',
  {
    chmCodigo: pertenceA('chmCodigo', () => chmChamada.chmCodigo),
    insPrcCodigo: daInscricao(),
    opcCodigo: integer('opcCodigo').notNull(),
    chmCnvLista: text('chmCnvLista').notNull(),
    chmCnvPosicao: integer('chmCnvPosicao').notNull(),
    prcSltInsCnvCodigo: pertenceA('prcSltInsCnvCodigo', () => prcSltInsConvocado.prcSltInsCnvCodigo),
  },
  (t) => [primaryKey({ name: 'chm_convocado_pk', columns: [t.chmCodigo, t.insPrcCodigo] }), index('chm_convocado_ins_idx').on(t.insPrcCodigo)],
);
