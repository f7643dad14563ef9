import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { conta } from '../db/schema/index.ts';
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
