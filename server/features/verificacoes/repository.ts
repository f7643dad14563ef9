import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { insProcesso } from '../../db/schema/index.ts';

/** The enrolment with every answer (the eligibility reads its declarations). */
export async function inscricaoPorCodigo(db: DbOrTx, insPrcCodigo: number) {
  const [ins] = await db.select().from(insProcesso).where(eq(insProcesso.insPrcCodigo, insPrcCodigo));
  return ins ?? null;
}
