/**
 * The three writes most staff screens make on a row named by its integer key: read it locked for the change, save
 * it (update it, or insert it when there is none), remove it. Entity modules build their writers from this, so a
 * route never holds the SQL and the same three statements are not written again for every table.
 */
import { eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.ts';

export interface EscritaPorChave<Linha, Nova> {
  /** The row, locked until the transaction ends (FOR UPDATE), or undefined. */
  paraEscrita(tx: DbOrTx, codigo: number): Promise<Linha | undefined>;
  /** Inserts the row; the row as saved. */
  incluir(tx: DbOrTx, valores: Nova): Promise<Linha>;
  /** Changes the row `codigo`; the row as saved. */
  alterar(tx: DbOrTx, codigo: number, valores: Partial<Nova>): Promise<Linha>;
  /** Removes the row (its dependants as the foreign keys say). */
  remover(tx: DbOrTx, codigo: number): Promise<void>;
}

export function escritaPorChave<T extends PgTable>(tabela: T, chave: PgColumn): EscritaPorChave<T['$inferSelect'], T['$inferInsert']> {
  // Drizzle's builders lose the table's row type behind a generic table; the signatures above restore it.
  type Qualquer = never;
  return {
    async paraEscrita(tx, codigo) {
      const linhas = (await tx.select().from(tabela as Qualquer).where(eq(chave, codigo)).for('update')) as T['$inferSelect'][];
      return linhas[0];
    },
    async incluir(tx, valores) {
      const linhas = (await tx.insert(tabela).values(valores as Qualquer).returning()) as T['$inferSelect'][];
      return linhas[0];
    },
    async alterar(tx, codigo, valores) {
      const linhas = (await tx.update(tabela).set(valores as Qualquer).where(eq(chave, codigo)).returning()) as T['$inferSelect'][];
      return linhas[0];
    },
    async remover(tx, codigo) {
      await tx.delete(tabela).where(eq(chave, codigo));
    },
  };
}
