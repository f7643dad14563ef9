import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { examMedia } from '../../entities/seriado/ranking.ts';
import type { CandidatoClassificacao } from '../../../src/domain/classificacao.ts';

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

/** Final options (without children) of the process. */
export async function opcoesFinais(db: DbOrTx, prc: number) {
  return rows<{ opcCodigo: number; descricao: string }>(
    db,
    sql`SELECT o."opcCodigo", o."opcDescricao" AS descricao FROM opcao o
         WHERE o."prcSltCodigo" = ${prc} AND NOT EXISTS (SELECT 1 FROM opcao f WHERE f."opcCdgPai" = o."opcCodigo")
         ORDER BY o."opcDescricao", o."opcCodigo"`,
  );
}

export async function ausentesDoProcesso(db: DbOrTx, prc: number): Promise<number[]> {
  const r = await rows<{ c: number }>(
    db,
    sql`SELECT c."insPrcCodigo" AS c FROM cls_inscricao c JOIN ins_processo i ON i."insPrcCodigo" = c."insPrcCodigo"
         WHERE i."prcSltCodigo" = ${prc} AND c."clsInsAusente" ORDER BY 1`,
  );
  return r.map((x) => x.c);
}

interface LinhaCandidato {
  inscricao: number;
  opcao: number | null;
  categorias: string[] | null;
  notas: Record<string, string | number> | null;
  ausente: boolean | null;
  nascimento: string | null;
  inscritoEm: Date | string;
}

/**
 * The candidates of a process as the ranking reads them, LOTE enrolments per query (keyset on insPrcCodigo):
 * non-cancelled enrolments with at least one score or marked absent. Serial process: option and quota from
 * seriado_candidato, one score per serial exam (its average, as the simulation computes it). Other processes:
 * the first option chosen, the scores of cls_nota. The categories of cls_inscricao are added to both.
 */
export async function* candidatosEmLotes(db: DbOrTx, prc: number, seriado: boolean): AsyncGenerator<CandidatoClassificacao[]> {
  let depois = 0;
  for (;;) {
    const lote = await rows<LinhaCandidato>(
      db,
      seriado
        ? sql`SELECT i."insPrcCodigo" AS inscricao, sc."opcCodigo" AS opcao,
                     array_remove(array_append(coalesce(ci."clsInsCategorias", '{}'::text[]), nullif(sc."clsTpCota", 'AC')), NULL) AS categorias,
                     (SELECT json_object_agg(p."prvCodigo", ${examMedia}) FROM seriado_pontuacao p JOIN seriado_prova pr ON pr."prvCodigo" = p."prvCodigo"
                       WHERE p."insPrcCodigo" = i."insPrcCodigo" AND pr."prcSltCodigo" = ${prc}) AS notas,
                     ci."clsInsAusente" AS ausente, f."pssFscDtNascimento"::text AS nascimento, i."insPrcIncDtHora" AS "inscritoEm"
                FROM ins_processo i
                JOIN seriado_candidato sc ON sc."insPrcCodigo" = i."insPrcCodigo"
                JOIN pss_fisica f ON f."pssFscCodigo" = i."pssFscCodigo"
                LEFT JOIN cls_inscricao ci ON ci."insPrcCodigo" = i."insPrcCodigo"
               WHERE i."prcSltCodigo" = ${prc} AND NOT i."insCancelada" AND i."insPrcCodigo" > ${depois}
                 AND (EXISTS (SELECT 1 FROM seriado_pontuacao p WHERE p."insPrcCodigo" = i."insPrcCodigo") OR ci."clsInsAusente")
               ORDER BY i."insPrcCodigo" LIMIT ${LOTE}`
        : sql`SELECT i."insPrcCodigo" AS inscricao,
                     (SELECT o."opcCodigo" FROM prc_slt_opcao o WHERE o."insPrcCodigo" = i."insPrcCodigo" ORDER BY o."prcSltOpcOrdem" LIMIT 1) AS opcao,
                     ci."clsInsCategorias" AS categorias,
                     (SELECT json_object_agg(n."clsPrvCodigo", n."clsNtaNota") FROM cls_nota n WHERE n."insPrcCodigo" = i."insPrcCodigo") AS notas,
                     ci."clsInsAusente" AS ausente, f."pssFscDtNascimento"::text AS nascimento, i."insPrcIncDtHora" AS "inscritoEm"
                FROM ins_processo i
                JOIN pss_fisica f ON f."pssFscCodigo" = i."pssFscCodigo"
                LEFT JOIN cls_inscricao ci ON ci."insPrcCodigo" = i."insPrcCodigo"
               WHERE i."prcSltCodigo" = ${prc} AND NOT i."insCancelada" AND i."insPrcCodigo" > ${depois}
                 AND (EXISTS (SELECT 1 FROM cls_nota n WHERE n."insPrcCodigo" = i."insPrcCodigo") OR ci."clsInsAusente")
               ORDER BY i."insPrcCodigo" LIMIT ${LOTE}`,
    );
    if (lote.length === 0) return;
    depois = lote[lote.length - 1].inscricao;
    yield lote
      .filter((l) => l.opcao !== null)
      .map((l) => ({
        inscricao: l.inscricao,
        opcao: l.opcao!,
        categorias: l.categorias ?? [],
        notas: Object.fromEntries(Object.entries(l.notas ?? {}).map(([k, v]) => [Number(k), Number(v)])),
        ausente: l.ausente ?? false,
        nascimento: l.nascimento,
        inscritoEm: new Date(l.inscritoEm).toISOString(),
      }));
    if (lote.length < LOTE) return;
  }
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
