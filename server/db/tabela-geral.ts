/**
 * The university's general table (tbl_grl_item): reference items grouped by table code (schedule types, enrolment
 * kinds of the listing cards, ...), written by the seed only. Read here by the staff screens that offer them as
 * choices: the schedules (PrcSltTpCrn) and the listings (TpInsercao, PrjEspTpCrn).
 */
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { tblGrlItem } from './schema/index.ts';

/**
 * The general-table items of `tabela`, completed by `padrao` where the table lacks them: a database without the
 * university's general table (a new installation) still has the types the screens and the API rely on.
 */
export async function itensGerais(db: DbOrTx, tabela: string, padrao: readonly (readonly [string, string])[]): Promise<{ codigo: string; descricao: string }[]> {
  const rows = await db
    .select({ codigo: tblGrlItem.tblGrlItmCodigo, descricao: tblGrlItem.tblGrlItmDescricao })
    .from(tblGrlItem)
    .where(eq(tblGrlItem.tblGrlCodigo, tabela))
    .orderBy(asc(tblGrlItem.tblGrlItmOrdem), asc(tblGrlItem.tblGrlItmCodigo));
  const faltam = padrao.filter(([c]) => !rows.some((r) => r.codigo === c)).map(([codigo, descricao]) => ({ codigo, descricao }));
  return [...rows, ...faltam];
}
