/**
 * A process's exam logistics (issue 35: one writer per table): exam municipalities, venues, rooms and exam stages.
 * The back office's exam screen (server/features/gestao-provas) decides what may change; these are its only writes.
 * Seating fills the rooms' counters through server/entities/ensalamento.
 */
import { eq } from 'drizzle-orm';
import { escritaPorChave } from '../../db/por-chave.ts';
import { prcSltEtpProva, prcSltLclProva, prcSltMncProva, prcSltPrvSala } from '../../db/schema/index.ts';
import type { DbOrTx } from '../../db/client.ts';

export const municipioDeProva = escritaPorChave(prcSltMncProva, prcSltMncProva.prcSltMncPrvCodigo);
export const localDeProva = escritaPorChave(prcSltLclProva, prcSltLclProva.prcSltLclPrvCodigo);
export const salaDeProva = escritaPorChave(prcSltPrvSala, prcSltPrvSala.prcSltPrvSlCodigo);
export const etapaDeProva = escritaPorChave(prcSltEtpProva, prcSltEtpProva.prcSltEtpPrvCodigo);

/** A new exam municipality of the process, or null when it already was one (the unique key decides, not a read). */
export async function incluirMunicipioDeProva(tx: DbOrTx, prcSltCodigo: number, mncCodigo: number) {
  const [row] = await tx.insert(prcSltMncProva).values({ prcSltCodigo, mncCodigo }).onConflictDoNothing().returning();
  return row ?? null;
}

/** The rooms of a venue, locked (a venue removed takes its rooms with it: ON DELETE CASCADE). */
export function salasDoLocalParaEscrita(tx: DbOrTx, prcSltLclPrvCodigo: number) {
  return tx.select().from(prcSltPrvSala).where(eq(prcSltPrvSala.prcSltLclPrvCodigo, prcSltLclPrvCodigo)).for('update');
}
