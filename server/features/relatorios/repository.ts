import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { prcSeletivo, prcSltCronograma, pssFisica, tblGrlItem } from '../../db/schema/index.ts';

export async function nomePessoa(db: DbOrTx, pssFscCodigo: number) {
  const [row] = await db.select({ nome: pssFisica.pssFscNome }).from(pssFisica).where(eq(pssFisica.pssFscCodigo, pssFscCodigo));
  return row?.nome ?? '';
}

export async function cronogramaParaImpressao(db: DbOrTx, prcSltCodigo: number, tipo: string) {
  const [p] = await db.select({ descricao: prcSeletivo.prcSltDescricao }).from(prcSeletivo).where(eq(prcSeletivo.prcSltCodigo, prcSltCodigo));
  if (!p) return null;
  const [t] = await db
    .select({ descricao: tblGrlItem.tblGrlItmDescricao })
    .from(tblGrlItem)
    .where(and(eq(tblGrlItem.tblGrlCodigo, 'PrcSltTpCrn'), eq(tblGrlItem.tblGrlItmCodigo, tipo)));
  const itens = await db
    .select({ descricao: prcSltCronograma.prcSltCrnDescricao, inicio: prcSltCronograma.prcSltCrnDtInicio, fim: prcSltCronograma.prcSltCrnDtFim })
    .from(prcSltCronograma)
    .where(and(eq(prcSltCronograma.prcSltCodigo, prcSltCodigo), eq(prcSltCronograma.tblGrlItmCdgPrcSltTpCrn, tipo)))
    .orderBy(asc(prcSltCronograma.prcSltCrnOrdem), asc(prcSltCronograma.prcSltCrnDtInicio), asc(prcSltCronograma.prcSltCrnCodigo));
  return { processo: p.descricao, tipo: t?.descricao ?? 'Cronograma', itens };
}
