/**
 * The person (pssFisica), for every feature that reads or writes one: the candidate's own data, the login
 * application, the session call. Accounts (conta) belong to the login application, not here.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { pssFisica } from '../db/schema/index.ts';

export type Pessoa = typeof pssFisica.$inferSelect;

export async function findPerson(db: DbOrTx, pssFscCodigo: number): Promise<Pessoa | null> {
  const [row] = await db.select().from(pssFisica).where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
  return row ?? null;
}

export async function findPersonByCpf(db: DbOrTx, cpf: string) {
  const [row] = await db.select({ pssFscCodigo: pssFisica.pssFscCodigo, pssFscNome: pssFisica.pssFscNome }).from(pssFisica).where(eq(pssFisica.pssFscCPF, cpf));
  return row ?? null;
}

export async function updatePerson(db: DbOrTx, pssFscCodigo: number, values: Partial<Pessoa>): Promise<void> {
  await db.update(pssFisica).set(values).where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
}
