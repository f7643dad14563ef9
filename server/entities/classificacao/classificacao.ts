import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { lerRegras, type RegrasClassificacao } from '../../../src/domain/classificacao-regras.ts';
import { categoriasDaInscricaoSql, configuracaoCotas } from './cotas.ts';
import { examMedia } from '../seriado/ranking.ts';

/**
 * What the ranking by quota reads (issue 22 item 3, issue 36 item 6): a process's rules and its candidates. Read by
 * the back office's computation, the serial simulation and the explanation alike, so that all rank the same input
 * with the same rules (src/domain/classificacao.ts). Reads only: cls_regra is written by calculo.ts.
 */

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The process's saved rules (rules saved before issue 36 read as lerRegras says), or null. */
export async function regrasDoProcesso(db: DbOrTx, prc: number): Promise<RegrasClassificacao | null> {
  const [r] = await rows<{ regras: unknown }>(db, sql`SELECT "clsRgrRegras" AS regras FROM cls_regra WHERE "prcSltCodigo" = ${prc}`);
  return r ? lerRegras(r.regras) : null;
}

/** A serial candidate simulating a course: only that course's candidates, and them as if they had chosen it. */
export interface CursoSimulado {
  opcao: number;
  inscricao: number;
}

/** Which candidates to read: a serial course simulated (curso), or only some enrolments (inscricoes); none: all. */
export interface FiltroCandidatos {
  curso?: CursoSimulado;
  inscricoes?: number[];
}

/**
 * The candidates of a process as the ranking reads them, as one JSON text in enrolment order (server/features/gestao-classificacao/classificacao-thread.ts
 * reads it in the computation thread): non-cancelled enrolments with at least one score or marked absent. Serial
 * process: option from seriado_candidato (its quota type only without a quota configuration), one score per serial
 * exam of the process (its average, as the simulation computes it). Other processes: every option chosen, in the candidate's order (issue 36 item 5), the scores of cls_nota. The categories of
 * cls_inscricao are added to both. The scores are aggregated once for the whole process (a query per batch with
 * EXISTS read every serial score again in each batch: 20 × 1.1 million rows at 100,000 candidates). trim_scale:
 * the same numbers without the sixteen trailing zeros a numeric division leaves (34 MB of text become 15).
 */
export async function candidatosDoProcesso(db: DbOrTx, prc: number, seriado: boolean, filtro: FiltroCandidatos = {}): Promise<string> {
  const curso = filtro.curso;
  // A process with a quota configuration, serial or not: the categories come from the enrolment's declarations as
  // verified (server/entities/classificacao/cotas.ts, issue 36 items 1-2), never from a typed column (the scores
  // file's, the serial file's clsTpCota: each only checked against them at import); without one, from cls_inscricao
  // as the scores file set them (and, serial, the file's clsTpCota). Read here, so the result, the simulation and
  // the explanation agree.
  const cotas = await configuracaoCotas(db, prc);
  const eliminado = cotas?.naoConfirmado === 'eliminado' ? sql`coalesce(cat."naoConfirmada", false)` : sql`false`;
  const categoriasDeclaradas = cotas ? categoriasDaInscricaoSql(cotas) : sql`(SELECT coalesce(ci."clsInsCategorias", '{}'::text[]) AS categorias, false AS "naoConfirmada")`;
  const so = filtro.inscricoes ? sql`AND i."insPrcCodigo" = ANY(${sql.param(filtro.inscricoes)}::int[])` : sql``;
  // The serial simulation: only the course's candidates, and the simulating candidate as if they had chosen it.
  const opcaoSeriado = curso ? sql`json_build_array(CASE WHEN i."insPrcCodigo" = ${curso.inscricao} THEN ${curso.opcao}::int ELSE sc."opcCodigo" END)` : sql`json_build_array(sc."opcCodigo")`;
  const doCurso = curso ? sql`AND (sc."opcCodigo" = ${curso.opcao} OR i."insPrcCodigo" = ${curso.inscricao})` : sql``;
  const colunas = (opcao: SQL, categorias: SQL) => sql`json_build_array(i."insPrcCodigo", ${opcao}, ${categorias}, n.notas, ci."clsInsAusente",
    f."pssFscDtNascimento"::text, floor(extract(epoch FROM i."insPrcIncDtHora") * 1000), ${eliminado})`;
  const categoriasDoSeriado = cotas ? sql`cat.categorias` : sql`array_remove(array_append(coalesce(ci."clsInsCategorias", '{}'::text[]), nullif(sc."clsTpCota", 'AC')), NULL)`;
  const [r] = await rows<{ candidatos: string }>(
    db,
    seriado
      ? sql`SELECT coalesce(json_agg(${colunas(opcaoSeriado, categoriasDoSeriado)}
                                     ORDER BY i."insPrcCodigo"), '[]')::text AS candidatos
              FROM ins_processo i
              JOIN seriado_candidato sc ON sc."insPrcCodigo" = i."insPrcCodigo"
              JOIN pss_fisica f ON f."pssFscCodigo" = i."pssFscCodigo"
              LEFT JOIN cls_inscricao ci ON ci."insPrcCodigo" = i."insPrcCodigo"
              LEFT JOIN LATERAL ${categoriasDeclaradas} cat ON true
              LEFT JOIN (SELECT p."insPrcCodigo", json_object_agg(p."prvCodigo", trim_scale(${examMedia})) FILTER (WHERE pr."prcSltCodigo" = ${prc}) AS notas
                           FROM seriado_pontuacao p
                           JOIN seriado_prova pr ON pr."prvCodigo" = p."prvCodigo"
                           JOIN ins_processo ip ON ip."insPrcCodigo" = p."insPrcCodigo" AND ip."prcSltCodigo" = ${prc}
                          GROUP BY p."insPrcCodigo") n ON n."insPrcCodigo" = i."insPrcCodigo"
             WHERE i."prcSltCodigo" = ${prc} AND NOT i."insCancelada" AND (n."insPrcCodigo" IS NOT NULL OR ci."clsInsAusente") ${doCurso} ${so}`
      : sql`SELECT coalesce(json_agg(${colunas(sql`(SELECT json_agg(o."opcCodigo" ORDER BY o."prcSltOpcOrdem") FROM prc_slt_opcao o WHERE o."insPrcCodigo" = i."insPrcCodigo")`, sql`cat.categorias`)}
                                     ORDER BY i."insPrcCodigo"), '[]')::text AS candidatos
              FROM ins_processo i
              JOIN pss_fisica f ON f."pssFscCodigo" = i."pssFscCodigo"
              LEFT JOIN cls_inscricao ci ON ci."insPrcCodigo" = i."insPrcCodigo"
              LEFT JOIN LATERAL ${categoriasDeclaradas} cat ON true
              LEFT JOIN (SELECT n."insPrcCodigo", json_object_agg(n."clsPrvCodigo", trim_scale(n."clsNtaNota")) AS notas
                           FROM cls_nota n JOIN ins_processo ip ON ip."insPrcCodigo" = n."insPrcCodigo" AND ip."prcSltCodigo" = ${prc}
                          GROUP BY n."insPrcCodigo") n ON n."insPrcCodigo" = i."insPrcCodigo"
             WHERE i."prcSltCodigo" = ${prc} AND NOT i."insCancelada" AND (n."insPrcCodigo" IS NOT NULL OR ci."clsInsAusente") ${so}`,
  );
  return r.candidatos;
}
