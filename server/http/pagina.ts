import { count, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { DbOrTx } from '../db/client.ts';

/** What the pesquisa parser (./pesquisa.ts) decided for a page: its order and its window. */
export interface Pagina {
  orderBy: SQL[];
  offset: number;
  limit: number;
}

/**
 * A page of a search and how many rows the same search matches: the two statements every paged answer
 * (`data` and `total`) needs. `origem` applies the FROM, the joins and the WHERE to a selection, so the page
 * and the count can never disagree on what they read.
 */
export async function paginar<C extends SelectedFields>(
  db: DbOrTx,
  campos: C,
  // Drizzle's builder types change with every join; this function only chains what every select has.
  // biome-ignore lint/suspicious/noExplicitAny: see above
  origem: (selecao: any) => any,
  p: Pagina,
): Promise<{ rows: SelectResultFields<C>[]; total: number }> {
  const rows = (await origem(db.select(campos))
    .orderBy(...p.orderBy)
    .offset(p.offset)
    .limit(p.limit)) as SelectResultFields<C>[];
  const [{ total }] = (await origem(db.select({ total: count() }))) as { total: number | string }[];
  return { rows, total: Number(total) };
}
