import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { insPrcPrvSala, insProcesso, municipio, prcSltLclProva, prcSltPrvSala, pssFisica } from '../../db/schema/index.ts';

/**
 * A seat and everything around it: the enrolment and its person, the room, its venue and municipality.
 * Every room-assignment read (own room, public list, PDFs, room card) starts from insPrcPrvSala this way.
 * Call on a dynamic query: db.select({...}).from(insPrcPrvSala).$dynamic().
 */
export function comAssento<T extends PgSelect>(query: T): T {
  // The callers select their fields explicitly, so the joins change the SQL, not the row type.
  return query
    .innerJoin(insProcesso, eq(insProcesso.insPrcCodigo, insPrcPrvSala.insPrcCodigo))
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, insProcesso.pssFscCodigo))
    .innerJoin(prcSltPrvSala, eq(prcSltPrvSala.prcSltPrvSlCodigo, insPrcPrvSala.prcSltPrvSlCodigo))
    .innerJoin(prcSltLclProva, eq(prcSltLclProva.prcSltLclPrvCodigo, prcSltPrvSala.prcSltLclPrvCodigo))
    .innerJoin(municipio, eq(municipio.mncCodigo, prcSltLclProva.mncCodigo)) as unknown as T;
}

/**
 * Moves the enrolment to the desk (or gives it one, `jaTem` false): the room triggers keep the counts and refuse an
 * overfull room. The one write of a single seat (issue 35: ins_prc_prv_sala's writer is this folder; the whole
 * process's assignment is alocacao-repository.ts substituirAlocacao).
 */
export async function sentar(tx: DbOrTx, insPrcCodigo: number, prcSltPrvSlCodigo: number, carteira: number, jaTem: boolean): Promise<void> {
  if (jaTem) {
    await tx.update(insPrcPrvSala).set({ prcSltPrvSlCodigo, insPrcPrvSlNmrCarteira: carteira }).where(eq(insPrcPrvSala.insPrcCodigo, insPrcCodigo));
  } else {
    await tx.insert(insPrcPrvSala).values({ insPrcCodigo, prcSltPrvSlCodigo, insPrcPrvSlNmrCarteira: carteira });
  }
}

/** Takes the enrolment's seat away (its exam municipality changed); whether it had one. */
export async function tirarAssento(tx: DbOrTx, insPrcCodigo: number): Promise<boolean> {
  return (await tx.delete(insPrcPrvSala).where(eq(insPrcPrvSala.insPrcCodigo, insPrcCodigo)).returning()).length > 0;
}
