import { and, asc, eq, gte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { idSessaoRelatorio } from '../../http/relatorios.ts';
import { prcSeletivo, prcSltCronograma, pssFisica, sessao, tblGrlItem } from '../../db/schema/index.ts';

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

/**
 * Whether the session a report token was issued to still exists, is alive (absolute expiry and idle time,
 * judged as the session plugin judges them) and still acts as the token's person (a super user who stopped
 * simulating no longer opens the simulated person's reports). Looked up among the account's sessions
 * (indexed by contaCodigo), compared by their derived id.
 */
export async function sessaoDoTokenViva(
  db: DbOrTx,
  token: { contaCodigo: number; sessao: string; pssFscCodigo: number },
  agora: Date,
  idleMs: number,
): Promise<boolean> {
  const rows = await db
    .select({ tokenHash: sessao.tokenHash, pss: sessao.pssFscCodigo, simula: sessao.simulaPssFscCodigo, ultimoUso: sessao.ultimoUso, expiraEm: sessao.expiraEm })
    .from(sessao)
    .where(and(eq(sessao.contaCodigo, token.contaCodigo), gte(sessao.expiraEm, agora), gte(sessao.ultimoUso, new Date(agora.getTime() - idleMs))));
  return rows.some((r) => idSessaoRelatorio(r.tokenHash) === token.sessao && (r.simula ?? r.pss) === token.pssFscCodigo);
}
