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

/** Creates a temporary person and the login account that signs them in. */
export async function createTemporaryPerson(
  db: DbOrTx,
  p: { cpf: string | null; passaporte: string | null; rg: string | null; nome: string; email: string; nascimento: string | null; login: LoginNormalizado; senhaHash: string; now: Date },
) {
  const [person] = await db
    .insert(pssFisica)
    .values({
      pssFscNome: p.nome,
      pssFscEmail: p.email,
      pssFscCPF: p.cpf,
      pssFscPassaporte: p.passaporte,
      pssFscRG: p.rg,
      pssFscDtNascimento: p.nascimento,
      pssFscTpNacionalidade: p.cpf ? 'B' : 'E',
      pssFscTemporaria: true,
      pssFscCriadoEm: p.now,
    })
    .returning({ pssFscCodigo: pssFisica.pssFscCodigo });
  const [account] = await db
    .insert(conta)
    .values({ pssFscCodigo: person.pssFscCodigo, login: p.login.login, loginTipo: p.login.tipo, senhaHash: p.senhaHash, criadaEm: p.now })
    .returning({ contaCodigo: conta.contaCodigo });
  return { pssFscCodigo: person.pssFscCodigo, contaCodigo: account.contaCodigo };
}
