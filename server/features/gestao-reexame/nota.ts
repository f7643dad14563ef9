/**
 * The score a deferred appeal changes (issue 22: an appeal on the preliminary result). The score lives where the
 * ranking reads it (cls_nota of the process's exam); the ranking computed next reflects it. Written in the
 * answer's transaction, its before and after go to the answer's audit row.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';

const rows = async <T>(db: DbOrTx, q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** The exams of a process's ranking (the general scores file's), in their order. */
export function provasDoProcesso(db: DbOrTx, prc: number) {
  return rows<{ prova: number; descricao: string }>(
    db,
    sql`SELECT "clsPrvCodigo" AS prova, "clsPrvDescricao" AS descricao FROM cls_prova WHERE "prcSltCodigo" = ${prc} ORDER BY "clsPrvOrdem", "clsPrvCodigo"`,
  );
}

/** A score has at most 4 decimals (numeric(10,4)): 7.12345 would be silently rounded, so it is refused. */
export const notaValida = (n: number) => Number.isFinite(n) && n >= 0 && Math.abs(Math.round(n * 10_000) - n * 10_000) < 1e-6;

/** Writes the appeal's enrolment's score in the exam; answers the score before (null: none) and after. */
export async function mudarNota(tx: Tx, insPrcRcrCodigo: number, prova: number, nota: number): Promise<{ insPrcCodigo: number; prova: number; antes: number | null; depois: number }> {
  const [r] = await rows<{ ins: number; antes: string | null }>(
    tx,
    sql`SELECT r."insPrcCodigo" AS ins, n."clsNtaNota"::text AS antes
          FROM ins_prc_recurso r LEFT JOIN cls_nota n ON n."insPrcCodigo" = r."insPrcCodigo" AND n."clsPrvCodigo" = ${prova}
         WHERE r."insPrcRcrCodigo" = ${insPrcRcrCodigo} FOR UPDATE OF r`,
  );
  await tx.execute(sql`INSERT INTO cls_nota ("insPrcCodigo", "clsPrvCodigo", "clsNtaNota") VALUES (${r.ins}, ${prova}, ${String(nota)}::numeric)
                       ON CONFLICT ON CONSTRAINT cls_nota_pk DO UPDATE SET "clsNtaNota" = excluded."clsNtaNota"`);
  return { insPrcCodigo: r.ins, prova, antes: r.antes === null ? null : Number(r.antes), depois: nota };
}
