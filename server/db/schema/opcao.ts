import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { codigo, flag, tabelaDeDescricoes } from './colunas.ts';
import { prcSltLngEstrangeira } from './cadastros.ts';
import { doProcesso } from './processo.ts';

/** Option type ("Selecione o {tpOpcDescricao}"): Campus, Curso, Turno, Programa, Linha de pesquisa, ... */
export const tipoOpcao = tabelaDeDescricoes('tipo_opcao', 'tpOpcCodigo', 'tpOpcDescricao');

/**
 * Option (opcao), SPEC §3: a node of a process's option tree (campus -> course -> shift, ...).
 * The candidate chooses leaves (opcOpcFinal). A parent always belongs to the same process
 * (composite foreign key on (opcCdgPai, prcSltCodigo)).
 */
export const opcao = pgTable(
  'opcao',
  {
    opcCodigo: codigo('opcCodigo'),
    prcSltCodigo: doProcesso(),
    opcCdgPai: integer('opcCdgPai'),
    tpOpcCodigo: integer('tpOpcCodigo').notNull().references(() => tipoOpcao.tpOpcCodigo),
    opcDescricao: text('opcDescricao').notNull(),
    /** Enrolment fee in centavos; null = 'Isento'. */
    opcVlrInscricao: integer('opcVlrInscricao'),
    opcAjuda: text('opcAjuda'),
    opcPgtCartao: flag('opcPgtCartao'),
    opcPgtPix: flag('opcPgtPix'),
    opcPgtBoleto: flag('opcPgtBoleto'),
    /** A final (selectable) option, i.e. a leaf the enrolment can point to. */
    opcOpcFinal: flag('opcOpcFinal'),
    prcSltLngEstCodigo: integer('prcSltLngEstCodigo').references(() => prcSltLngEstrangeira.prcSltLngEstCodigo),
  },
  (t) => [
    unique('opcao_codigo_prc_uq').on(t.opcCodigo, t.prcSltCodigo),
    foreignKey({ name: 'opcao_pai_mesmo_processo_fk', columns: [t.opcCdgPai, t.prcSltCodigo], foreignColumns: [t.opcCodigo, t.prcSltCodigo] }),
    check('opcao_vlr_inscricao', sql`${t.opcVlrInscricao} IS NULL OR ${t.opcVlrInscricao} >= 0`),
    check('opcao_pai_diferente', sql`${t.opcCdgPai} IS NULL OR ${t.opcCdgPai} <> ${t.opcCodigo}`),
    index('opcao_prc_pai_idx').on(t.prcSltCodigo, t.opcCdgPai),
    index('opcao_pai_idx').on(t.opcCdgPai),
  ],
);
