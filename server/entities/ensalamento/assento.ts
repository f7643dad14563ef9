import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
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
