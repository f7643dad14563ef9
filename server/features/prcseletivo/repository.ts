import { and, asc, gt, gte, inArray, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginar } from '../../http/pagina.ts';
import { prcSeletivo, type TipoProcesso } from '../../db/schema/index.ts';
import type { Pesquisa, ResourceDef } from '../../http/pesquisa.ts';
import { ProcessoWire } from '../../../src/domain/wire/processo.ts';
import { upcomingLimit } from '../../../src/domain/inscricao-periodo.ts';

import { publicado, type Processo } from '../../entities/processo/processo.ts';

type ProcessRow = Processo;

/** pesquisa2 whitelist: the fields the process search filters and sorts on (SPEC §7). */
export const PROCESS_RESOURCE: ResourceDef = {
  fields: {
    prcSltCodigo: { column: prcSeletivo.prcSltCodigo, type: 'int', ops: ['eq', 'in', 'ne'], sortable: true },
    prcSltDescricao: { column: prcSeletivo.prcSltDescricao, type: 'text', ops: ['eq', 'like'], sortable: true },
    prcSltExbEnsalamento: { column: prcSeletivo.prcSltExbEnsalamento, type: 'tf', ops: ['eq'] },
    prcSltEnsLembrete: { column: prcSeletivo.prcSltEnsLembrete, type: 'text', ops: ['isnull'] },
    prcSltTipo: { column: prcSeletivo.prcSltTipo, type: 'text', ops: ['eq', 'in'], sortable: true },
    prcSltDtInicio: { column: prcSeletivo.prcSltDtInicio, type: 'timestamp', ops: ['lt', 'le', 'gt', 'ge'], sortable: true },
    prcSltDtFim: { column: prcSeletivo.prcSltDtFim, type: 'timestamp', ops: ['lt', 'le', 'gt', 'ge'], sortable: true },
  },
  mapOnly: Object.keys(ProcessoWire.properties).filter((k) => !['prcSltCodigo', 'prcSltDescricao', 'prcSltExbEnsalamento', 'prcSltEnsLembrete', 'prcSltTipo', 'prcSltDtInicio', 'prcSltDtFim'].includes(k)),
  defaultLimit: 25,
  maxLimit: 1000,
};

/** Open now: the enrolment window contains `now`. */
export const openAt = (now: Date): SQL => and(publicado, lte(prcSeletivo.prcSltDtInicio, now), gte(prcSeletivo.prcSltDtFim, now))!;

/** Opens in the coming `days` São Paulo days (not yet open). */
export const upcomingAt = (now: Date, days: number): SQL =>
  and(publicado, gt(prcSeletivo.prcSltDtInicio, now), lt(prcSeletivo.prcSltDtInicio, upcomingLimit(now, days)))!;

/** Every published process not ended at `now`, ending soonest first: listaProcessos' copy (abertos-em-memoria.ts). */
export function listNotEnded(db: DbOrTx, now: Date): Promise<ProcessRow[]> {
  return db
    .select()
    .from(prcSeletivo)
    .where(and(publicado, gte(prcSeletivo.prcSltDtFim, now)))
    .orderBy(asc(prcSeletivo.prcSltDtFim), asc(prcSeletivo.prcSltCodigo));
}

/** Processes of some types, open now or (upcoming) opening in the coming days. */
export function listByType(db: DbOrTx, tipos: TipoProcesso[], when: SQL): Promise<ProcessRow[]> {
  return db
    .select()
    .from(prcSeletivo)
    .where(and(inArray(prcSeletivo.prcSltTipo, tipos), when))
    .orderBy(asc(prcSeletivo.prcSltDtInicio), asc(prcSeletivo.prcSltDescricao), asc(prcSeletivo.prcSltCodigo));
}

/** The process search (pesquisa2): whitelisted filter/sort, paged, with the total. */
export async function searchProcesses(db: DbOrTx, p: Pesquisa): Promise<{ rows: ProcessRow[]; total: number }> {
  const ordem = p.orderBy.length ? p.orderBy : [asc(prcSeletivo.prcSltCodigo)];
  const { rows, total } = await paginar(db, { p: prcSeletivo }, (q) => q.from(prcSeletivo).where(and(publicado, p.where)), { ...p, orderBy: ordem });
  return { rows: rows.map((r) => r.p), total };
}

/** Codes of every process: the entry screen is pre-rendered for each one. */
export async function listAllCodes(db: DbOrTx): Promise<{ prcSltCodigo: number; prcSltDescricao: string }[]> {
  return db
    .select({ prcSltCodigo: prcSeletivo.prcSltCodigo, prcSltDescricao: prcSeletivo.prcSltDescricao })
    .from(prcSeletivo)
    .where(publicado)
    .orderBy(asc(prcSeletivo.prcSltCodigo));
}
