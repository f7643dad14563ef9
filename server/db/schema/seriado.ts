import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { codigo, complementa, flag, pertenceA } from './colunas.ts';
import { daInscricao, insProcesso } from './inscricao.ts';
import { opcao } from './opcao.ts';
import { doProcesso } from './processo.ts';

/**
 * Serial entrance exam (vestibular seriado) scores, SPEC §3 "Serial score row" and "Quota ranking
 * row". Only raw inputs are stored: averages (pntCndPrvPntPdrMedia, pntCndPrvPntPdrFinal) and
 * rankings (cndCrsClassificacao, first/last place per quota) are computed by SQL window functions
 * over seriado_pontuacao joined with seriado_candidato. Scores are numeric(10,4) (exact decimals;
 * drizzle returns them as strings).
 */

const score = (name: string) => numeric(name, { precision: 10, scale: 4 });

/** Exam (prova) of a serial process, grouped by stage etpCodigo 1..5 (5 = essay, attributed to serial 1). */
export const seriadoProva = pgTable(
  'seriado_prova',
  {
    prvCodigo: codigo('prvCodigo'),
    prcSltCodigo: doProcesso(),
    etpCodigo: integer('etpCodigo').notNull(),
    etpDescricao: text('etpDescricao').notNull(),
    prvDescricao: text('prvDescricao').notNull(),
    /** The exam's value (maximum points / weight). */
    prvValorizacao: score('prvValorizacao').notNull(),
    /** A specific subject of the chosen course area (rows highlighted in the simulation). */
    prvEspecifica: flag('prvEspecifica'),
    prvOrdem: integer('prvOrdem').notNull().default(0),
  },
  (t) => [
    index('seriado_prova_prc_idx').on(t.prcSltCodigo, t.etpCodigo, t.prvOrdem),
    check('seriado_prova_etapa', sql`${t.etpCodigo} BETWEEN 1 AND 5`),
    check('seriado_prova_valorizacao', sql`${t.prvValorizacao} > 0`),
  ],
);

/** The serial candidate's course (an opcao of the process) and quota type (clsTpCota: 'AC' = ampla concorrência). */
export const seriadoCandidato = pgTable(
  'seriado_candidato',
  {
    insPrcCodigo: complementa('insPrcCodigo', () => insProcesso.insPrcCodigo),
    opcCodigo: integer('opcCodigo').notNull().references(() => opcao.opcCodigo),
    clsTpCota: text('clsTpCota').notNull().default('AC'),
  },
  (t) => [index('seriado_candidato_curso_idx').on(t.opcCodigo, t.clsTpCota)],
);

/** Raw hits (Brt) and standardised scores (Pdr) of one enrolment in one exam, for serial 1 and 2. */
export const seriadoPontuacao = pgTable(
  'seriado_pontuacao',
  {
    insPrcCodigo: daInscricao(),
    prvCodigo: pertenceA('prvCodigo', () => seriadoProva.prvCodigo),
    pntCndPrvPntBrtSeriado1: score('pntCndPrvPntBrtSeriado1'),
    pntCndPrvPntBrtSeriado2: score('pntCndPrvPntBrtSeriado2'),
    pntCndPrvPntPdrSeriado1: score('pntCndPrvPntPdrSeriado1'),
    pntCndPrvPntPdrSeriado2: score('pntCndPrvPntPdrSeriado2'),
  },
  (t) => [
    primaryKey({ name: 'seriado_pontuacao_pk', columns: [t.insPrcCodigo, t.prvCodigo] }),
    index('seriado_pontuacao_prova_idx').on(t.prvCodigo),
    check(
      'seriado_pontuacao_nao_negativa',
      sql`coalesce(${t.pntCndPrvPntBrtSeriado1}, 0) >= 0 AND coalesce(${t.pntCndPrvPntBrtSeriado2}, 0) >= 0
        AND coalesce(${t.pntCndPrvPntPdrSeriado1}, 0) >= 0 AND coalesce(${t.pntCndPrvPntPdrSeriado2}, 0) >= 0`,
    ),
  ],
);
