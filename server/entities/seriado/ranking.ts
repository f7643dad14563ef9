import { sql, type SQL } from 'drizzle-orm';

/**
 * The serial exam scoring and ranking rules, as SQL fragments (nothing here is stored: every figure is
 * computed from seriado_pontuacao at query time).
 *
 * Per exam (one seriado_pontuacao row):
 *   - objective exams (etpCodigo 1..4): pntCndPrvPntPdrMedia = (Pdr1 + Pdr2) / 2, a missing score counting 0;
 *   - the essay (etpCodigo 5, SPEC §9): its score belongs to serial 1, so Pdr1 (or, if it was loaded in the
 *     serial-2 column, Pdr2) is shown as serial 1 and is its "media"; serial 2 stays empty.
 * Per candidate:
 *   - objective average = sum of the objective exams' media (= (total of serial 1 + total of serial 2) / 2);
 *   - pntCndPrvPntPdrFinal = objective average + essay score.
 * Ranking (server/features/sml-seriado/repository.ts classificarSeriado, by src/domain/classificacao.ts; every place unique):
 *   1. higher pntCndPrvPntPdrFinal;
 *   2. tie: higher essay score;
 *   3. tie: the older candidate (earlier pssFscDtNascimento; unknown birth date goes after known ones);
 *   4. tie: the lower enrolment code (earlier enrolment), so the order is always total and repeatable.
 */
export const ESSAY_STAGE = 5;

/** Essay score of a seriado_pontuacao row aliased p joined to seriado_prova aliased pr (null for objective exams). */
export const essayScore = sql`CASE WHEN pr."etpCodigo" = ${ESSAY_STAGE} THEN coalesce(p."pntCndPrvPntPdrSeriado1", p."pntCndPrvPntPdrSeriado2", 0) END`;

/** pntCndPrvPntPdrMedia of a row (p, pr as above). */
export const examMedia = sql`CASE WHEN pr."etpCodigo" = ${ESSAY_STAGE}
  THEN coalesce(p."pntCndPrvPntPdrSeriado1", p."pntCndPrvPntPdrSeriado2", 0)
  ELSE (coalesce(p."pntCndPrvPntPdrSeriado1", 0) + coalesce(p."pntCndPrvPntPdrSeriado2", 0)) / 2 END`;

/** One row per enrolment of the process that has scores: insPrcCodigo, final, redacao, nascimento. */
export function totalsCte(prcSltCodigo: number): SQL {
  return sql`totais AS (
    SELECT p."insPrcCodigo",
           sum(${examMedia}) AS final,
           coalesce(sum(${essayScore}), 0) AS redacao,
           f."pssFscDtNascimento" AS nascimento
      FROM seriado_pontuacao p
      JOIN seriado_prova pr ON pr."prvCodigo" = p."prvCodigo"
      JOIN ins_processo i ON i."insPrcCodigo" = p."insPrcCodigo"
      JOIN pss_fisica f ON f."pssFscCodigo" = i."pssFscCodigo"
     WHERE pr."prcSltCodigo" = ${prcSltCodigo} AND i."prcSltCodigo" = ${prcSltCodigo} AND NOT i."insCancelada"
     GROUP BY p."insPrcCodigo", f."pssFscDtNascimento"
  )`;
}
