/**
 * The date column of the messages list (SPEC §2, §9): only the time for a
 * message of today, day/month within the current year, the full date otherwise.
 */
import { tz } from '@date-fns/tz';
import { format } from 'date-fns';
import { SAO_PAULO_TZ } from './dates.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * SPEC §9: a message counts as today if it was sent within the last 24 hours and
 * on the same day of month. Within 24 hours the same day of month can only be
 * the same calendar day, so we compare the whole calendar date.
 *
 * Day, month and year are read in São Paulo time (not the machine's, not UTC):
 * a message sent at 22:00 in São Paulo is 01:00 UTC of the next day, and must
 * still show as today's to a candidate there.
 *
 * "Within the last 24 hours" has no lower bound here: a message dated slightly
 * in the future (a scheduled message, or the browser clock behind the server's)
 * still shows its time if it falls on today's date; one dated on a later day
 * shows its date. `now` is passed in, never read from the clock, so the caller
 * and the tests control it. An invalid date gives ''.
 */
export function messageDateText(sent: Date, now: Date, timeZone: string = SAO_PAULO_TZ): string {
  if (Number.isNaN(sent.getTime()) || Number.isNaN(now.getTime())) return '';
  const zone = { in: tz(timeZone) };
  const sentDay = format(sent, 'yyyy-MM-dd', zone);
  const today = format(now, 'yyyy-MM-dd', zone);

  if (now.getTime() - sent.getTime() < DAY_MS && sentDay === today) {
    return format(sent, 'HH:mm', zone);
  }
  if (sentDay.slice(0, 4) === today.slice(0, 4)) {
    return format(sent, 'dd/MM', zone);
  }
  return format(sent, 'dd/MM/yyyy', zone);
}
