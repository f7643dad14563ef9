import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { examMedia } from '../../entities/seriado/ranking.ts';
import { categoriasDaInscricaoSql } from '../../entities/cotas.ts';
import type { ConfiguracaoCotas } from '../../../src/domain/cotas.ts';
import { nomesDasOpcoes } from '../../../src/domain/opcao-nome.ts';

async function rows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const LOTE = 5000;
export const intArray = (xs: number[]) => sql`${sql.param(xs)}::int[]`;

export async function ehSeriado(db: DbOrTx, prc: number): Promise<boolean> {
  const [r] = await rows<{ t: string }>(db, sql`SELECT "prcSltTipo" AS t FROM prc_seletivo WHERE "prcSltCodigo" = ${prc}`);
  return r?.t === 'SERIADO';
}

/** The process's exams with how many scores each has: serial exams for a serial process, cls_prova otherwise. */
export async function provasDoProcesso(db: DbOrTx, prc: number, seriado: boolean) {
  return seriado
    ? rows<{ prova: number; descricao: string; notas: number }>(
        db,
        sql`SELECT pr."prvCodigo" AS prova, pr."prvDescricao" AS descricao, (SELECT count(*)::int FROM seriado_pontuacao p WHERE p."prvCodigo" = pr."prvCodigo") AS notas
              FROM seriado_prova pr WHERE pr."prcSltCodigo" = ${prc} ORDER BY pr."etpCodigo", pr."prvOrdem", pr."prvCodigo"`,
      )
    : rows<{ prova: number; descricao: string; notas: number }>(
        db,
        sql`SELECT pr."clsPrvCodigo" AS prova, pr."clsPrvDescricao" AS descricao, (SELECT count(*)::int FROM cls_nota n WHERE n."clsPrvCodigo" = pr."clsPrvCodigo") AS notas
              FROM cls_prova pr WHERE pr."prcSltCodigo" = ${prc} ORDER BY pr."clsPrvOrdem", pr."clsPrvCodigo"`,
      );
}

/** Final options (without children) of the process, each named by its whole path (campus › curso › turno), in the path's order. */
export async function opcoesFinais(db: DbOrTx, prc: number) {
  const todas = await rows<{ opcCodigo: number; opcCdgPai: number | null; opcDescricao: string; final: boolean }>(
    db,
    sql`SELECT o."opcCodigo", o."opcCdgPai", o."opcDescricao", NOT EXISTS (SELECT 1 FROM opcao f WHERE f."opcCdgPai" = o."opcCodigo") AS final
          FROM opcao o WHERE o."prcSltCodigo" = ${prc}`,
  );
  const nomes = nomesDasOpcoes(todas);
  return todas
    .filter((o) => o.final)
    .map((o) => ({ opcCodigo: o.opcCodigo, descricao: nomes.get(o.opcCodigo)! }))
    .sort((a, b) => a.descricao.localeCompare(b.descricao, 'pt-BR') || a.opcCodigo - b.opcCodigo);
}

export async function ausentesDoProcesso(db: DbOrTx, prc: number): Promise<number[]> {
  const r = await rows<{ c: number }>(
    db,
    sql`SELECT c."insPrcCodigo" AS c FROM cls_inscricao c JOIN ins_processo i ON i."insPrcCodigo" = c."insPrcCodigo"
         WHERE i."prcSltCodigo" = ${prc} AND c."clsInsAusente" ORDER BY 1`,
  );
  return r.map((x) => x.c);
}

/**
 * The candidates of a process as the ranking reads them, as one JSON text in enrolment order (./classificacao-thread.ts
 * reads it in the computation thread): non-cancelled enrolments with at least one score or marked absent. Serial
 * process: option and quota from seriado_candidato, one score per serial exam of the process (its average, as the
 * simulation computes it). Other processes: the first option chosen, the scores of cls_nota. The categories of
 * cls_inscricao are added to both. The scores are aggregated once for the whole process (a query per batch with
 * EXISTS read every serial score again in each batch: 20 × 1.1 million rows at 100,000 candidates). trim_scale:
 * the same numbers without the sixteen trailing zeros a numeric division leaves (34 MB of text become 15).
 */
export async function candidatosDoProcesso(db: DbOrTx, prc: number, seriado: boolean, cotas: ConfiguracaoCotas | null = null): Promise<string> {
  // The 8th element: eliminated because a verified declaration was not confirmed (the process's rule, issue 36 item 2).
  const eliminado = cotas?.naoConfirmado === 'eliminado' ? sql`coalesce(cat."naoConfirmada", false)` : sql`false`;
  const colunas = (opcao: SQL, categorias: SQL) => sql`json_build_array(i."insPrcCodigo", ${opcao}, ${categorias}, n.notas, ci."clsInsAusente",
    f."pssFscDtNascimento"::text, floor(extract(epoch FROM i."insPrcIncDtHora") * 1000), ${seriado ? sql`false` : eliminado})`;
  // Non-serial processes with a quota configuration: the categories come from the enrolment's declarations as verified
  // (server/entities/cotas.ts), never from a typed column; without one, from cls_inscricao as the scores file set them.
  const categorias = cotas ? categoriasDaInscricaoSql(cotas) : sql`(SELECT coalesce(ci."clsInsCategorias", '{}'::text[]) AS categorias, false AS "naoConfirmada")`;
  const [r] = await rows<{ candidatos: string }>(
    db,
    seriado
      ? sql`SELECT coalesce(json_agg(${colunas(sql`sc."opcCodigo"`, sql`array_remove(array_append(coalesce(ci."clsInsCategorias", '{}'::text[]), nullif(sc."clsTpCota", 'AC')), NULL)`)}
                                     ORDER BY i."insPrcCodigo"), '[]')::text AS candidatos
              FROM ins_processo i
              JOIN seriado_candidato sc ON sc."insPrcCodigo" = i."insPrcCodigo"
              JOIN pss_fisica f ON f."pssFscCodigo" = i."pssFscCodigo"
              LEFT JOIN cls_inscricao ci ON ci."insPrcCodigo" = i."insPrcCodigo"
              LEFT JOIN (SELECT p."insPrcCodigo", json_object_agg(p."prvCodigo", trim_scale(${examMedia})) FILTER (WHERE pr."prcSltCodigo" = ${prc}) AS notas
                           FROM seriado_pontuacao p
                           JOIN seriado_prova pr ON pr."prvCodigo" = p."prvCodigo"
                           JOIN ins_processo ip ON ip."insPrcCodigo" = p."insPrcCodigo" AND ip."prcSltCodigo" = ${prc}
                          GROUP BY p."insPrcCodigo") n ON n."insPrcCodigo" = i."insPrcCodigo"
             WHERE i."prcSltCodigo" = ${prc} AND NOT i."insCancelada" AND (n."insPrcCodigo" IS NOT NULL OR ci."clsInsAusente")`
      : sql`SELECT coalesce(json_agg(${colunas(sql`(SELECT o."opcCodigo" FROM prc_slt_opcao o WHERE o."insPrcCodigo" = i."insPrcCodigo" ORDER BY o."prcSltOpcOrdem" LIMIT 1)`, sql`cat.categorias`)}
                                     ORDER BY i."insPrcCodigo"), '[]')::text AS candidatos
              FROM ins_processo i
              JOIN pss_fisica f ON f."pssFscCodigo" = i."pssFscCodigo"
              LEFT JOIN cls_inscricao ci ON ci."insPrcCodigo" = i."insPrcCodigo"
              LEFT JOIN LATERAL ${categorias} cat ON true
              LEFT JOIN (SELECT n."insPrcCodigo", json_object_agg(n."clsPrvCodigo", trim_scale(n."clsNtaNota")) AS notas
                           FROM cls_nota n JOIN ins_processo ip ON ip."insPrcCodigo" = n."insPrcCodigo" AND ip."prcSltCodigo" = ${prc}
                          GROUP BY n."insPrcCodigo") n ON n."insPrcCodigo" = i."insPrcCodigo"
             WHERE i."prcSltCodigo" = ${prc} AND NOT i."insCancelada" AND (n."insPrcCodigo" IS NOT NULL OR ci."clsInsAusente")`,
  );
  return r.candidatos;
}

export async function nomesDasInscricoes(db: DbOrTx, codigos: number[]): Promise<Map<number, string>> {
  const out = new Map<number, string>();
  for (let i = 0; i < codigos.length; i += LOTE) {
    const r = await rows<{ c: number; nome: string }>(
      db,
      sql`SELECT i."insPrcCodigo" AS c, coalesce(nullif(i."insPrcNmSocial", ''), f."pssFscNome") AS nome
            FROM ins_processo i JOIN pss_fisica f ON f."pssFscCodigo" = i."pssFscCodigo"
           WHERE i."insPrcCodigo" = ANY(${intArray(codigos.slice(i, i + LOTE))})`,
    );
    for (const x of r) out.set(x.c, x.nome);
  }
  return out;
}
