/** The audit trail's reads: one page, newest first, and the entities a process's trail names. */
import { and, desc, eq, isNotNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { auditoria, pssFisica } from '../../db/schema/index.ts';
import { paginar } from '../../http/pagina.ts';
import type { AuditoriaQuery } from '../../../src/domain/wire/gestao-auditoria.ts';

const titular = alias(pssFisica, 'titular');

const CAMPOS = {
  audCodigo: auditoria.audCodigo,
  em: auditoria.em,
  autorPssFscCodigo: auditoria.autorPssFscCodigo,
  autorNome: pssFisica.pssFscNome,
  titularNome: titular.pssFscNome,
  origem: auditoria.origem,
  acao: auditoria.acao,
  entidade: auditoria.entidade,
  chave: auditoria.chave,
  justificativa: auditoria.justificativa,
  prcSltCodigo: auditoria.prcSltCodigo,
  antes: auditoria.antes,
  depois: auditoria.depois,
};

function filtro(q: AuditoriaQuery): SQL | undefined {
  const c: SQL[] = [];
  if (q.prcSltCodigo !== undefined) c.push(eq(auditoria.prcSltCodigo, q.prcSltCodigo));
  if (q.entidade !== undefined) c.push(eq(auditoria.entidade, q.entidade));
  if (q.chave !== undefined) c.push(eq(auditoria.chave, q.chave));
  return c.length ? and(...c) : undefined;
}

/** A page of the trail (the process's, or the whole one), newest first; the indexes lead with process or entity. */
export function paginaDaAuditoria(db: DbOrTx, q: AuditoriaQuery) {
  const onde = filtro(q);
  return paginar(
    db,
    CAMPOS,
    (s) => s.from(auditoria).innerJoin(pssFisica, eq(pssFisica.pssFscCodigo, auditoria.autorPssFscCodigo)).leftJoin(titular, eq(titular.pssFscCodigo, auditoria.titularPssFscCodigo)).where(onde),
    { orderBy: [desc(auditoria.em), desc(auditoria.audCodigo)], offset: q.start ?? 0, limit: q.limit ?? 25 },
  );
}

/** The entities named in one process's trail, for the filter. */
export async function entidadesDoProcesso(db: DbOrTx, prcSltCodigo: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ entidade: auditoria.entidade })
    .from(auditoria)
    .where(and(eq(auditoria.prcSltCodigo, prcSltCodigo), isNotNull(auditoria.entidade)));
  return rows.map((r) => r.entidade!).sort();
}
