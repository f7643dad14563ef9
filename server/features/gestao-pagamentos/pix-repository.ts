import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insBoleto, insProcesso, pixRecebimento } from '../../db/schema/index.ts';

/** The staff queue: Pix waiting for a decision, newest first (and how many). */
export async function pendenciasPix(db: DbOrTx, start: number, limit: number) {
  const onde = eq(pixRecebimento.pixRcbSituacao, 'DIVERGENTE');
  const rows = await db
    .select({ r: pixRecebimento, insPrcCodigo: insBoleto.insPrcCodigo, valorEsperado: insBoleto.insBltValor })
    .from(pixRecebimento)
    .leftJoin(insBoleto, eq(insBoleto.insBltCodigo, pixRecebimento.insBltCodigo))
    .where(onde)
    .orderBy(desc(pixRecebimento.pixRcbHorario), desc(pixRecebimento.pixRcbE2eid))
    .limit(limit)
    .offset(start);
  const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(pixRecebimento).where(onde);
  return { rows, total: Number(n) };
}

/** One Pix with its slip's enrolment and value. */
export async function recebimentoComSlip(db: DbOrTx, e2eid: string) {
  const [row] = await db
    .select({ r: pixRecebimento, insPrcCodigo: insBoleto.insPrcCodigo, valorEsperado: insBoleto.insBltValor })
    .from(pixRecebimento)
    .leftJoin(insBoleto, eq(insBoleto.insBltCodigo, pixRecebimento.insBltCodigo))
    .where(eq(pixRecebimento.pixRcbE2eid, e2eid));
  return row ?? null;
}

/** The person and process of an enrolment. */
export async function titularDaInscricao(db: DbOrTx, insPrcCodigo: number) {
  const [row] = await db
    .select({ pssFscCodigo: insProcesso.pssFscCodigo, prcSltCodigo: insProcesso.prcSltCodigo })
    .from(insProcesso)
    .where(and(eq(insProcesso.insPrcCodigo, insPrcCodigo)));
  return row ?? null;
}
