import { apiGet } from '../../lib/api-client.ts';
import type { EntidadeAuditada, LinhaAuditoria } from '../../domain/wire/gestao-auditoria.ts';

export interface PaginaAuditoria {
  linhas: LinhaAuditoria[];
  total: number;
  entidades: EntidadeAuditada[];
}

/** One page of a process's trail (silent: a refusal is the screen's to show). */
export async function buscarAuditoria(q: { prcSltCodigo: number; entidade?: string; start: number; limit: number }): Promise<PaginaAuditoria> {
  const env = await apiGet<LinhaAuditoria[]>('gestao/auditoria', { ...q, entidade: q.entidade || undefined }, { silent: true });
  return { linhas: env.data ?? [], total: env.total ?? 0, entidades: (env.entidades as EntidadeAuditada[] | undefined) ?? [] };
}
