/**
 * Whether an enrolment window is open now or opens "in the coming days" (SPEC §2 Stricto/Lato lists and
 * the "Prox" calls of §7). "Now" is always a parameter (the server clock), and the coming days are counted
 * in São Paulo calendar days, because that is where the university and its deadlines live.
 */
import { TZDate } from '@date-fns/tz';
import { SAO_PAULO_TZ } from './dates.ts';

/** Open: the window has started and not yet ended (both ends included). */
export function isCurrent(inicio: Date, fim: Date, now: Date): boolean {
  return inicio.getTime() <= now.getTime() && now.getTime() <= fim.getTime();
}

/**
 * The first instant that is no longer "in the coming days": São Paulo midnight after the last day of the
 * window. With days = 30 on 22/11 at 10:00, a call opening on 22/12 at 23:59 is upcoming; one on 23/12 is not.
 */
export function upcomingLimit(now: Date, days: number): Date {
  const local = new TZDate(now.getTime(), SAO_PAULO_TZ);
  return new Date(new TZDate(local.getFullYear(), local.getMonth(), local.getDate() + days + 1, 0, 0, 0, SAO_PAULO_TZ).getTime());
}

/** Upcoming: not yet open, and opening before upcomingLimit(now, days). */
export function isUpcoming(inicio: Date, now: Date, days: number): boolean {
  return inicio.getTime() > now.getTime() && inicio.getTime() < upcomingLimit(now, days).getTime();
}

/** The São Paulo calendar day of an instant as dd/mm/yyyy: how the lists print "Inscrições de {start} à {end}". */
export function brDay(instant: Date): string {
  const d = new TZDate(instant.getTime(), SAO_PAULO_TZ);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}
