import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessao, simulacao } from '../../db/schema/index.ts';

/** Why a simulation ended (simulacao.motivoEncerramento). */
export type MotivoFim = 'saida' | 'logout' | 'revogada' | 'expirada' | 'nova-simulacao';

/**
 * Starts a super user's simulation of another person: the session acts as them from the next request on,
 * and the start is recorded (who, as whom, when, from where). One transaction: never one without the other.
 */
export async function iniciarSimulacao(
  db: DbOrTx,
  s: { tokenHash: string; contaCodigo: number; pssFscCodigo: number; simulaPssFscCodigo: number; agora: Date; origem: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await encerrarSimulacao(tx, s.tokenHash, 'nova-simulacao', s.agora);
    await tx.update(sessao).set({ simulaPssFscCodigo: s.simulaPssFscCodigo }).where(eq(sessao.tokenHash, s.tokenHash));
    await tx.insert(simulacao).values({
      sessaoHash: s.tokenHash,
      contaCodigo: s.contaCodigo,
      pssFscCodigo: s.pssFscCodigo,
      simulaPssFscCodigo: s.simulaPssFscCodigo,
      iniciadaEm: s.agora,
      origem: s.origem,
    });
  });
}

/** Ends the session's simulation, if any: the session acts as its own person again and the record is closed. */
export async function encerrarSimulacao(db: DbOrTx, tokenHash: string, motivo: MotivoFim, agora: Date): Promise<void> {
  await db.update(sessao).set({ simulaPssFscCodigo: null }).where(eq(sessao.tokenHash, tokenHash));
  await db
    .update(simulacao)
    .set({ encerradaEm: agora, motivoEncerramento: motivo })
    .where(and(eq(simulacao.sessaoHash, tokenHash), isNull(simulacao.encerradaEm)));
}

/** The open simulation record of a session (the one writes made now belong to). */
export async function simulacaoAberta(db: DbOrTx, tokenHash: string): Promise<number | null> {
  const [row] = await db
    .select({ simCodigo: simulacao.simCodigo })
    .from(simulacao)
    .where(and(eq(simulacao.sessaoHash, tokenHash), isNull(simulacao.encerradaEm)));
  return row?.simCodigo ?? null;
}
