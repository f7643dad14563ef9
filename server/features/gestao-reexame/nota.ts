/**
 * The score a deferred appeal changes (issue 22: an appeal on the preliminary result). The score lives where the
 * ranking reads it; the ranking computed next (and, for a serial process, the candidate's simulation, computed at
 * query time) reflects it. Written in the answer's transaction, its before and after go to the answer's audit row.
 *
 * - Other processes: the exam's score in cls_nota.
 * - Serial processes: the standardized score (pntCndPrvPntPdrSeriado1 or 2) of one serial of one exam in
 *   seriado_pontuacao — the figure the ranking and the simulation read (server/entities/seriado/ranking.ts). An
 *   objective exam has one per serial, so the answer names the serial; the essay has one score, in serial 1 (as
 *   the scores file must have it). The raw hits (pntCndPrvPntBrt...) are the file's and stay as they are: the
 *   standardization from hits to score is the exam board's, outside this product, so staff type the new
 *   standardized score the board gives.
 */
import { sql } from 'drizzle-orm';
import type { ProvaDoRecurso } from '../../../src/domain/wire/gestao-reexame.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { findProcess } from '../../entities/processo/processo.ts';
import { ESSAY_STAGE } from '../../entities/seriado/ranking.ts';
import { gravarNota } from '../../entities/classificacao/notas.ts';
import { gravarNotaPadronizada } from '../../entities/seriado/pontuacao.ts';

const rows = async <T>(db: DbOrTx, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

export const ehSeriado = async (db: DbOrTx, prc: number) => (await findProcess(db, prc, { mesmoNaoPublicado: true }))?.prcSltTipo === 'SERIADO';

/**
 * The scores of a process's ranking an appeal may change, in their order: the general scores file's exams, or for
 * a serial process each objective exam's serial 1 and serial 2 and the essay.
 */
export async function provasDoProcesso(db: DbOrTx, prc: number): Promise<ProvaDoRecurso[]> {
  if (!(await ehSeriado(db, prc))) {
    return rows<ProvaDoRecurso>(db, sql`SELECT "clsPrvCodigo" AS prova, "clsPrvDescricao" AS descricao FROM cls_prova WHERE "prcSltCodigo" = ${prc} ORDER BY "clsPrvOrdem", "clsPrvCodigo"`);
  }
  const provas = await rows<{ prova: number; descricao: string; etapa: number }>(
    db,
    sql`SELECT "prvCodigo" AS prova, "prvDescricao" AS descricao, "etpCodigo" AS etapa FROM seriado_prova WHERE "prcSltCodigo" = ${prc} ORDER BY "etpCodigo", "prvOrdem", "prvCodigo"`,
  );
  return provas.flatMap((p): ProvaDoRecurso[] =>
    p.etapa === ESSAY_STAGE
      ? [{ prova: p.prova, seriado: 1, descricao: `${p.descricao} (nota da redação, Seriado 1)` }]
      : ([1, 2] as const).map((s) => ({ prova: p.prova, seriado: s, descricao: `${p.descricao} — Seriado ${s} (nota padronizada)` })),
  );
}

/** A score has at most 4 decimals (numeric(10,4)): 7.12345 would be silently rounded, so it is refused. */
export const notaValida = (n: number) => Number.isFinite(n) && n >= 0 && Math.abs(Math.round(n * 10_000) - n * 10_000) < 1e-6;

export interface NotaMudada {
  insPrcCodigo: number;
  prova: number;
  seriado?: 1 | 2;
  antes: number | null;
  depois: number;
}

/** Writes the appeal's enrolment's score in the exam (of the serial, for a serial process); answers before and after. */
export async function mudarNota(tx: Tx, insPrcRcrCodigo: number, prova: number, nota: number, seriado?: 1 | 2): Promise<NotaMudada> {
  if (seriado) return mudarNotaSeriada(tx, insPrcRcrCodigo, prova, seriado, nota);
  const [r] = await rows<{ ins: number; antes: string | null }>(
    tx,
    sql`SELECT r."insPrcCodigo" AS ins, n."clsNtaNota"::text AS antes
          FROM ins_prc_recurso r LEFT JOIN cls_nota n ON n."insPrcCodigo" = r."insPrcCodigo" AND n."clsPrvCodigo" = ${prova}
         WHERE r."insPrcRcrCodigo" = ${insPrcRcrCodigo} FOR UPDATE OF r`,
  );
  await gravarNota(tx, r.ins, prova, nota);
  return { insPrcCodigo: r.ins, prova, antes: r.antes === null ? null : Number(r.antes), depois: nota };
}

/**
 * The standardized score of one serial. "Before" is the score the ranking read for that serial: for the essay,
 * serial 1's, or serial 2's when older data put it there (ranking.ts reads it so); writing serial 1 then wins.
 */
async function mudarNotaSeriada(tx: Tx, insPrcRcrCodigo: number, prova: number, seriado: 1 | 2, nota: number): Promise<NotaMudada> {
  const coluna = sql.identifier(seriado === 1 ? 'pntCndPrvPntPdrSeriado1' : 'pntCndPrvPntPdrSeriado2');
  const [r] = await rows<{ ins: number; antes: string | null }>(
    tx,
    sql`SELECT r."insPrcCodigo" AS ins,
               (CASE WHEN pr."etpCodigo" = ${ESSAY_STAGE} THEN coalesce(p."pntCndPrvPntPdrSeriado1", p."pntCndPrvPntPdrSeriado2") ELSE p.${coluna} END)::text AS antes
          FROM ins_prc_recurso r
          JOIN seriado_prova pr ON pr."prvCodigo" = ${prova}
          LEFT JOIN seriado_pontuacao p ON p."insPrcCodigo" = r."insPrcCodigo" AND p."prvCodigo" = pr."prvCodigo"
         WHERE r."insPrcRcrCodigo" = ${insPrcRcrCodigo} FOR UPDATE OF r`,
  );
  await gravarNotaPadronizada(tx, r.ins, prova, seriado, nota);
  return { insPrcCodigo: r.ins, prova, seriado, antes: r.antes === null ? null : Number(r.antes), depois: nota };
}
