import { and, asc, gt, gte, lt, lte, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginar } from '../../http/pagina.ts';
import { pssEtapa, prjEspCronograma } from '../../db/schema/index.ts';
import { upcomingLimit } from '../../../src/domain/inscricao-periodo.ts';

export type Period = 'open' | 'upcoming';
export interface Page {
  offset: number;
  limit: number;
}

/** Open now, or opening within the coming `days` (São Paulo days): the same rule for both listings. */
function within(inicio: typeof pssEtapa.pssEtpDtInicio | typeof prjEspCronograma.prjEspCrnDtInicio, fim: typeof pssEtapa.pssEtpDtFim | typeof prjEspCronograma.prjEspCrnDtTermino, period: Period, now: Date, days: number): SQL {
  return period === 'open' ? and(lte(inicio, now), gte(fim, now))! : and(gt(inicio, now), lt(inicio, upcomingLimit(now, days)))!;
}

/** Stricto sensu calls (pss_etapa): open ones by title, upcoming ones by opening date. */
export async function listStricto(db: DbOrTx, period: Period, now: Date, days: number, page: Page) {
  const where = within(pssEtapa.pssEtpDtInicio, pssEtapa.pssEtpDtFim, period, now, days);
  const order = period === 'open' ? [asc(pssEtapa.pssEtpMncTitulo), asc(pssEtapa.pssEtpCodigo)] : [asc(pssEtapa.pssEtpDtInicio), asc(pssEtapa.pssEtpMncTitulo), asc(pssEtapa.pssEtpCodigo)];
  const { rows, total } = await paginar(db, { e: pssEtapa }, (q) => q.from(pssEtapa).where(where), { ...page, orderBy: order });
  return { rows: rows.map((r) => r.e), total };
}

/** Lato sensu and residency calls (prj_esp_cronograma). */
export async function listLato(db: DbOrTx, period: Period, now: Date, days: number, page: Page) {
  const where = within(prjEspCronograma.prjEspCrnDtInicio, prjEspCronograma.prjEspCrnDtTermino, period, now, days);
  const order =
    period === 'open'
      ? [asc(prjEspCronograma.prjEspMncTitulo), asc(prjEspCronograma.prjEspCrnCodigo)]
      : [asc(prjEspCronograma.prjEspCrnDtInicio), asc(prjEspCronograma.prjEspMncTitulo), asc(prjEspCronograma.prjEspCrnCodigo)];
  const { rows, total } = await paginar(db, { c: prjEspCronograma }, (q) => q.from(prjEspCronograma).where(where), { ...page, orderBy: order });
  return { rows: rows.map((r) => r.c), total };
}
