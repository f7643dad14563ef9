import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { conta, pssFisica } from '../db/schema/index.ts';
import type { LoginNormalizado } from '../../src/domain/documento-login.ts';

export async function findAccountByLogin(db: DbOrTx, { tipo, login }: LoginNormalizado) {
  const [row] = await db
    .select({ contaCodigo: conta.contaCodigo, pssFscCodigo: conta.pssFscCodigo, senhaHash: conta.senhaHash, superUsuario: conta.superUsuario })
    .from(conta)
    .where(and(eq(conta.loginTipo, tipo), eq(conta.login, login)));
  return row ?? null;
}

export async function findAccount(db: DbOrTx, contaCodigo: number) {
  const [row] = await db.select().from(conta).where(eq(conta.contaCodigo, contaCodigo));
  return row ?? null;
}

export async function updatePassword(db: DbOrTx, contaCodigo: number, senhaHash: string, now: Date) {
  await db.update(conta).set({ senhaHash, senhaAlteradaEm: now }).where(eq(conta.contaCodigo, contaCodigo));
}

export async function findPerson(db: DbOrTx, pssFscCodigo: number) {
  const [row] = await db.select().from(pssFisica).where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
  return row ?? null;
}

export async function findPersonByCpf(db: DbOrTx, cpf: string) {
  const [row] = await db.select({ pssFscCodigo: pssFisica.pssFscCodigo, pssFscNome: pssFisica.pssFscNome }).from(pssFisica).where(eq(pssFisica.pssFscCPF, cpf));
  return row ?? null;
}

export async function updatePersonContact(
  db: DbOrTx,
  pssFscCodigo: number,
  data: { pssFscEmail: string | null; pssFscCelular: string | null; pssFscTelefone: string | null; pssFscNmSocial?: string | null },
) {
  await db
    .update(pssFisica)
    .set({ pssFscEmail: data.pssFscEmail, pssFscCelular: data.pssFscCelular, pssFscTelefone: data.pssFscTelefone })
    .where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
}
