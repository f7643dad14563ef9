/**
 * A process's options tree and the global option types (issue 35: one writer per table). The back office's options
 * screen (server/features/gestao-opcoes) decides what may change; these are its only writes.
 */
import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { escritaPorChave } from '../../db/por-chave.ts';
import { opcao, tipoOpcao } from '../../db/schema/index.ts';

export type LinhaOpcao = typeof opcao.$inferSelect;

export const escritaOpcao = escritaPorChave(opcao, opcao.opcCodigo);
export const escritaTipoOpcao = escritaPorChave(tipoOpcao, tipoOpcao.tpOpcCodigo);

/** Every option of the process, locked: two moves at once could otherwise close a loop neither saw. */
export function opcoesDoProcessoParaEscrita(tx: DbOrTx, prcSltCodigo: number): Promise<LinhaOpcao[]> {
  return tx.select().from(opcao).where(eq(opcao.prcSltCodigo, prcSltCodigo)).for('update');
}

/** One statement: the parent-in-the-same-process key is checked at its end, when the children are gone too. */
export async function removerOpcoes(tx: DbOrTx, codigos: number[]): Promise<void> {
  await tx.delete(opcao).where(inArray(opcao.opcCodigo, codigos));
}
