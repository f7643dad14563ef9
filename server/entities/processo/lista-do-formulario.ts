/**
 * The per-process lists of the enrolment form and the global teaching-institution types (issue 35: one writer per
 * table). The back office's form screen (server/features/gestao-formulario/listas.ts) says which tables these are
 * and decides what may change; these are their only writes.
 */
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { escritaPorChave } from '../../db/por-chave.ts';

interface TabelaDaLista {
  tabela: PgTable;
  codigo: PgColumn;
}

/** A new item: its code. `valores` are the item's columns by name (description, process, detail flag). */
export async function incluirItemDeLista(tx: DbOrTx, lista: TabelaDaLista, valores: Record<string, unknown>): Promise<number> {
  const linha = (await escritaPorChave(lista.tabela, lista.codigo).incluir(tx, valores as never)) as Record<string, unknown>;
  return Number(linha[lista.codigo.name]);
}

export async function alterarItemDeLista(tx: DbOrTx, lista: TabelaDaLista, codigo: number, valores: Record<string, unknown>): Promise<void> {
  await escritaPorChave(lista.tabela, lista.codigo).alterar(tx, codigo, valores as never);
}

export async function removerItemDeLista(tx: DbOrTx, lista: TabelaDaLista, codigo: number): Promise<void> {
  await escritaPorChave(lista.tabela, lista.codigo).remover(tx, codigo);
}
