import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { conta, pssFisica } from '../../db/schema/index.ts';

export type TipoDocumento = 'CPF' | 'RG' | 'PASSAPORTE';

/**
 * The query behind accountExists: one arm per place the document may be, each answered by an index, joined
 * by UNION ALL and stopped at the first row. (One WHERE with an OR across conta and pss_fisica could use
 * none of them: it read every account on each call of a public, rate-limited but anonymous endpoint.)
 * - a CPF: the person's CPF (pss_fisica_cpf_uq), the account login (conta_login_uq);
 * - a passport or RG: upper(trim(passport)) and upper(trim(RG)) (the expression indexes
 *   pss_fisica_passaporte_norm_idx and pss_fisica_rg_norm_idx, same expressions), the account login.
 */
export function consultaContaPorDocumento(db: DbOrTx, tipo: TipoDocumento, documento: string) {
  const pessoaCom = (condicao: SQL) =>
    db.select({ um: sql<number>`1`.as('um') }).from(pssFisica).innerJoin(conta, eq(conta.pssFscCodigo, pssFisica.pssFscCodigo)).where(condicao);
  // Both kinds of login: the unique index (loginTipo, login) is searched by its two columns.
  const login = (valor: string) =>
    db.select({ um: sql<number>`1`.as('um') }).from(conta).where(and(inArray(conta.loginTipo, ['CPF', 'DOCUMENTO']), eq(conta.login, valor)));
  if (tipo === 'CPF') return pessoaCom(eq(pssFisica.pssFscCPF, documento)).unionAll(login(documento)).limit(1);
  const doc = documento.toUpperCase();
  return pessoaCom(sql`upper(trim(${pssFisica.pssFscPassaporte})) = ${doc}`)
    .unionAll(pessoaCom(sql`upper(trim(${pssFisica.pssFscRG})) = ${doc}`))
    .unionAll(login(doc))
    .limit(1);
}

/**
 * Whether a login account exists for a personal document. A CPF (11 digits) is matched against the person's
 * CPF and the account login; a passport or RG against the person's passport and RG and the login, ignoring
 * case and surrounding spaces (logins of foreign documents are stored upper-cased).
 */
export async function accountExists(db: DbOrTx, tipo: TipoDocumento, documento: string): Promise<boolean> {
  const rows = await consultaContaPorDocumento(db, tipo, documento);
  return rows.length > 0;
}
