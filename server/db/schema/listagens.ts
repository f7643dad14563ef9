import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { codigo, periodo, periodoEmOrdem } from './colunas.ts';
import { prcSeletivo } from './processo.ts';

/**
 * Postgraduate listings (SPEC §3 "Stricto listing item" and "Lato listing item"), read by the
 * public stricto and especializacoes screens. The tab of a stricto item is derived from its title
 * (SPEC §5 classification), not stored.
 */

/** Stricto sensu call. tblGrlItemTpInsercao 'RgsExterno' = enrolment happens in an external system (pssEtpUrl). */
export const pssEtapa = pgTable(
  'pss_etapa',
  {
    pssEtpCodigo: codigo('pssEtpCodigo'),
    pssEtpMncTitulo: text('pssEtpMncTitulo').notNull(),
    pssEtpDescricao: text('pssEtpDescricao'),
    ...periodo('pssEtpDtInicio', 'pssEtpDtFim'),
    pssEtpUrlEdital: text('pssEtpUrlEdital'),
    pssEtpUrl: text('pssEtpUrl'),
    tblGrlItemTpInsercao: text('tblGrlItemTpInsercao'),
    pssEtpCampus: text('pssEtpCampus'),
    prcSltCodigo: integer('prcSltCodigo').references(() => prcSeletivo.prcSltCodigo, { onDelete: 'cascade' }),
  },
  (t) => [
    periodoEmOrdem('pss_etapa_periodo', t.pssEtpDtInicio, t.pssEtpDtFim),
    index('pss_etapa_periodo_idx').on(t.pssEtpDtFim, t.pssEtpDtInicio),
  ],
);

export const TIPOS_LATO = ['ESPECIALIZACAO', 'RESIDENCIA'] as const;

/** Lato sensu (especialização) or residência call. prjEspTpCrnCodigo 10 = external enrolment (prjEspCrnUrl). */
export const prjEspCronograma = pgTable(
  'prj_esp_cronograma',
  {
    prjEspCrnCodigo: codigo('prjEspCrnCodigo'),
    prjEspMncTitulo: text('prjEspMncTitulo').notNull(),
    ...periodo('prjEspCrnDtInicio', 'prjEspCrnDtTermino'),
    prjEspCrnUrl: text('prjEspCrnUrl'),
    prjEspTpCrnCodigo: integer('prjEspTpCrnCodigo').notNull(),
    prjEspTipo: text('prjEspTipo').notNull().default('ESPECIALIZACAO').$type<(typeof TIPOS_LATO)[number]>(),
    prcSltCodigo: integer('prcSltCodigo').references(() => prcSeletivo.prcSltCodigo, { onDelete: 'cascade' }),
  },
  (t) => [
    periodoEmOrdem('prj_esp_cronograma_periodo', t.prjEspCrnDtInicio, t.prjEspCrnDtTermino),
    check('prj_esp_cronograma_tipo', sql`${t.prjEspTipo} IN ('ESPECIALIZACAO','RESIDENCIA')`),
    index('prj_esp_cronograma_periodo_idx').on(t.prjEspCrnDtTermino, t.prjEspCrnDtInicio),
  ],
);
