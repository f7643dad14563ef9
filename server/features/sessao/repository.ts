import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pssFisica } from '../../db/schema/index.ts';

export async function findSessionPerson(db: DbOrTx, pssFscCodigo: number) {
  const [row] = await db
    .select({ pssFscCodigo: pssFisica.pssFscCodigo, pssFscNome: pssFisica.pssFscNome, pssFscEmail: pssFisica.pssFscEmail })
    .from(pssFisica)
    .where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
  return row ?? null;
}
