import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conta, pssFisica } from '../../db/schema/index.ts';
import type { LoginNormalizado } from '../../../src/domain/documento-login.ts';

/** Fields a person may read through configuracoes/pssFisica/pesquisa: the person's columns, never the internal flags. */
export const CAMPOS_LEGIVEIS = Object.keys(pssFisica).filter((k) => !['pssFscTemporaria', 'pssFscCriadoEm', 'enableRLS'].includes(k) && typeof (pssFisica as unknown as Record<string, unknown>)[k] === 'object');

export async function loginTaken(db: DbOrTx, { tipo, login }: LoginNormalizado): Promise<boolean> {
  const [row] = await db.select({ c: conta.contaCodigo }).from(conta).where(and(eq(conta.loginTipo, tipo), eq(conta.login, login)));
  return Boolean(row);
}
