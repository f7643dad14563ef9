import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conta, pssFisica } from '../../db/schema/index.ts';

export type TipoDocumento = 'CPF' | 'RG' | 'PASSAPORTE';

/**
 * Whether a login account exists for a personal document. A CPF (11 digits) is matched against the person's
 * CPF and the account login; a passport or RG against the person's passport and RG and the login, ignoring
 * case and surrounding spaces (logins of foreign documents are stored upper-cased).
 */
export async function accountExists(db: DbOrTx, tipo: TipoDocumento, documento: string): Promise<boolean> {
  const match =
    tipo === 'CPF'
      ? or(eq(pssFisica.pssFscCPF, documento), eq(conta.login, documento))
      : or(
          sql`upper(trim(${pssFisica.pssFscPassaporte})) = ${documento.toUpperCase()}`,
          sql`upper(trim(${pssFisica.pssFscRG})) = ${documento.toUpperCase()}`,
          eq(conta.login, documento.toUpperCase()),
        );
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(conta)
    .innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, conta.pssFscCodigo))
    .where(match)
    .limit(1);
  return rows.length > 0;
}
