/**
 * Owner of cls_regra (a process's ranking rules), cls_calculo and cls_lista (each computation of the ranking, with
 * its lists, kept for publication: a publication points at one, so what was published stays what was computed).
 * Written by the ranking's screen and the quota configuration (features/gestao-classificacao/), in the caller's
 * transaction (a staff write, audited there).
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { clsCalculo, clsRegra } from '../../db/schema/index.ts';

/** Saves the process's rules (created or replaced); answers the rules they replaced (null: none), for the audit row. */
export async function gravarRegras(tx: Tx, prc: number, regras: unknown): Promise<unknown> {
  const [antes] = await tx.select().from(clsRegra).where(sql`${clsRegra.prcSltCodigo} = ${prc}`);
  await tx
    .insert(clsRegra)
    .values({ prcSltCodigo: prc, clsRgrRegras: regras })
    .onConflictDoUpdate({ target: clsRegra.prcSltCodigo, set: { clsRgrRegras: regras, clsRgrAtualizadoEm: sql`now()` } });
  return antes?.clsRgrRegras ?? null;
}

/**
 * cls_lista's columns of a computation, in batches, as PostgreSQL array literals (the computation thread builds them:
 * features/gestao-classificacao/classificacao-thread.ts): option, list ('-' for the eliminated), position,
 * enrolment, score, state, reason.
 */
export interface LoteDeListas {
  opcao: string;
  lista: string;
  posicao: string;
  inscricao: string;
  nota: string;
  situacao: string;
  motivo: string;
}

export interface NovoCalculo {
  prcSltCodigo: number;
  /** The rules as they were when computed. */
  regras: unknown;
  /** What cls_lista cannot tell (seats per list, the seat moves). */
  resumo: unknown;
  /** Who ran it. */
  pssFscCodigo: number;
}

/** Stores a computation and its lists (one row per list entry, a batch per statement); answers the cls_calculo row. */
export async function gravarCalculo(tx: Tx, c: NovoCalculo, lotes: readonly LoteDeListas[]) {
  const [calculo] = await tx.insert(clsCalculo).values({ prcSltCodigo: c.prcSltCodigo, clsCalRegras: c.regras, clsCalResumo: c.resumo, pssFscCodigo: c.pssFscCodigo }).returning();
  for (const l of lotes) {
    await tx.execute(sql`
      INSERT INTO cls_lista ("clsCalCodigo", "opcCodigo", "clsLstLista", "clsLstPosicao", "insPrcCodigo", "clsLstNota", "clsLstSituacao", "clsLstMotivo")
      SELECT ${calculo.clsCalCodigo}, * FROM unnest(${l.opcao}::int[], ${l.lista}::text[], ${l.posicao}::int[], ${l.inscricao}::int[], ${l.nota}::numeric[], ${l.situacao}::text[], ${l.motivo}::text[])`);
  }
  return calculo;
}
