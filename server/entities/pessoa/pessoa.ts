/**
 * The person (pssFisica), for every feature that reads or writes one: the candidate's own data, the login
 * application, the session call. The login account and what hangs on it are ./conta.ts (and its neighbours).
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pssFisica } from '../../db/schema/index.ts';

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

/**
 * "The person's name holds `termo`", accents and case ignored: the expression of the trigram index
 * pss_fisica_nome_trgm_idx (f_fold(name) gin_trgm_ops, migration 0003), so a part of a name is found among
 * 100,000 people without reading them all. `termo` is matched literally (%, _ and \ escaped).
 */
export function nomeContem(termo: string): SQL {
  const escapado = termo.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`f_fold(${pssFisica.pssFscNome}) LIKE '%' || f_fold(${escapado}) || '%'`;
}

/**
 * The order of a name search: the folded name, written so the planner cannot walk pss_fisica_nome_fold_idx in
 * order hoping to meet the matches (a rare name would read the whole index); the trigram index finds the
 * matches, then they are sorted (the public room list explains the trade in features/ensalamento/repository.ts).
 */
export const ordemDoNome = () => sql`(f_fold(${pssFisica.pssFscNome}) || '')`;
