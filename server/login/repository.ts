import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { acesso, conta, type MeioAcesso, type ResultadoAcesso } from '../db/schema/index.ts';
import type { LoginNormalizado } from '../../src/domain/documento-login.ts';

export async function findAccountByLogin(db: DbOrTx, { tipo, login }: LoginNormalizado) {
  const [row] = await db
    .select({ contaCodigo: conta.contaCodigo, pssFscCodigo: conta.pssFscCodigo, senhaHash: conta.senhaHash, superUsuario: conta.superUsuario, senhaRedefinir: conta.senhaRedefinir })
    .from(conta)
    .where(and(eq(conta.loginTipo, tipo), eq(conta.login, login)));
  return row ?? null;
}

export async function findAccount(db: DbOrTx, contaCodigo: number) {
  const [row] = await db.select().from(conta).where(eq(conta.contaCodigo, contaCodigo));
  return row ?? null;
}

export async function updatePassword(db: DbOrTx, contaCodigo: number, senhaHash: string, now: Date) {
  // A new password, chosen by its owner, answers any request staff made for one.
  await db.update(conta).set({ senhaHash, senhaAlteradaEm: now, senhaRedefinir: false }).where(eq(conta.contaCodigo, contaCodigo));
}

/**
 * One sign-in attempt on an existing account, for the staff's account support screen (gestão de contas): when,
 * from where, what came of it. Never what was typed.
 */
export async function registrarAcesso(db: DbOrTx, a: { contaCodigo: number; pssFscCodigo: number; em: Date; origem: string; resultado: ResultadoAcesso; meio?: MeioAcesso }) {
  await db.insert(acesso).values(a);
}
