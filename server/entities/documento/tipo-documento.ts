/**
 * The document types a process asks for (prc_slt_tp_documento), as the back office writes them: the only writer
 * of the table. The caller checks the values (features/gestao-documentos/tipos.ts) and audits the change.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prcSltTpDocumento } from '../../db/schema/index.ts';
import type { TipoDocumento } from './documento.ts';

export type ValoresTipoDocumento = typeof prcSltTpDocumento.$inferInsert;

/** The type's row, locked for the change that follows in the caller's transaction; null when there is none. */
export async function tipoParaMudar(tx: DbOrTx, prcSltTpDocCodigo: number): Promise<TipoDocumento | null> {
  const [r] = await tx.select().from(prcSltTpDocumento).where(eq(prcSltTpDocumento.prcSltTpDocCodigo, prcSltTpDocCodigo)).for('update');
  return r ?? null;
}

export async function criarTipoDocumento(tx: DbOrTx, valores: ValoresTipoDocumento): Promise<TipoDocumento> {
  const [novo] = await tx.insert(prcSltTpDocumento).values(valores).returning();
  return novo;
}

/** Several at once (a new process's template, server/entities/processo/processo-modelo.ts). */
export async function criarTiposDocumento(tx: DbOrTx, valores: ValoresTipoDocumento[]): Promise<void> {
  if (valores.length) await tx.insert(prcSltTpDocumento).values(valores);
}

export async function mudarTipoDocumento(tx: DbOrTx, prcSltTpDocCodigo: number, valores: ValoresTipoDocumento): Promise<TipoDocumento> {
  const [depois] = await tx.update(prcSltTpDocumento).set(valores).where(eq(prcSltTpDocumento.prcSltTpDocCodigo, prcSltTpDocCodigo)).returning();
  return depois;
}

export async function removerTipoDocumento(tx: DbOrTx, prcSltTpDocCodigo: number): Promise<void> {
  await tx.delete(prcSltTpDocumento).where(eq(prcSltTpDocumento.prcSltTpDocCodigo, prcSltTpDocCodigo));
}
