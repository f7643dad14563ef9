/**
 * The audit trail's one writer (issue 35: each table has one owner under server/entities). Staff writes call it
 * inside their transaction (server/http/gestao.ts escritaDaEquipe), the simulation hook of plugins/auditoria.ts
 * before and after a simulated write, and the login application for what a person does to their own account.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { auditoria } from '../../db/schema/index.ts';

export interface RegistroAuditoria {
  em: Date;
  /** The real person who acted. */
  autorPssFscCodigo: number;
  /** The person whose data the action touches. */
  titularPssFscCodigo: number | null;
  simCodigo?: number | null;
  origem: string;
  acao: string;
  entidade?: string | null;
  chave?: string | null;
  antes?: unknown;
  depois?: unknown;
  justificativa?: string | null;
  /** The process a back-office action concerns. */
  prcSltCodigo?: number | null;
}

/** Writes one audit row (in the caller's transaction when given one). */
export async function registrarAuditoria(db: DbOrTx, r: RegistroAuditoria): Promise<number> {
  const [row] = await db
    .insert(auditoria)
    .values({ ...r, simCodigo: r.simCodigo ?? null, prcSltCodigo: r.prcSltCodigo ?? null, antes: r.antes ?? null, depois: r.depois ?? null })
    .returning({ audCodigo: auditoria.audCodigo });
  return row.audCodigo;
}

/** Sets what a recorded write ended as (the simulation hook: the request's answer, once it is known). */
export async function completarAuditoria(db: DbOrTx, audCodigo: number, depois: unknown): Promise<void> {
  await db.update(auditoria).set({ depois }).where(eq(auditoria.audCodigo, audCodigo));
}
