/**
 * Dates as the product writes them: dd/mm/yyyy on the wire and on screen
 * (SPEC §5), yyyy-mm-dd in the database, and "now" read in São Paulo time
 * because the university, its deadlines and its candidates live there.
 *
 * A calendar date (a birth date, an enrolment deadline) is carried as a Date at
 * UTC midnight, so it means the same day on every machine whatever its time zone.
 * An instant (a message, "now") is turned into a date in São Paulo time.
 */
import { tzOffset } from '@date-fns/tz';

export const SAO_PAULO_TZ = 'America/Sao_Paulo';

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A Date at UTC midnight of that calendar day, or null when the day does not
 * exist (31/02, 00/01, month 13) or the year is 0. setUTCFullYear is used so
 * that years below 100 are not moved to the 1900s as Date.UTC would do.
 */
function utcCalendarDate(year: number, month: number, day: number): Date | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  // A day past the end of the month rolls over into the next one; catch that.
  if (d.getUTCMonth() !== month - 1 || d.getUTCDate() !== day) return null;
  return d;
}

function pad(n: number, width = 2): string {
  return String(n).padStart(width, '0');
}

/**
 * Parses 'dd/mm/yyyy' strictly: two-digit day and month, four-digit year, no
 * spaces, a day that exists. '1/1/2024', '2024-01-01' and '31/02/2024' are null.
 */
export function parseBrDate(s: string): Date | null {
  const m = BR_DATE.exec(s);
  if (!m) return null;
  return utcCalendarDate(Number(m[3]), Number(m[2]), Number(m[1]));
}

/**
 * Formats a calendar date as dd/mm/yyyy.
 * - A Date is read in UTC, the convention of parseBrDate (so the two round-trip).
 *   For an instant such as "now", use todayInSaoPaulo or formatBrDateTime instead.
 * - A string may be 'yyyy-mm-dd' (a database date) or an already valid 'dd/mm/yyyy'.
 * Anything else, including an invalid Date, gives '' so garbage is never shown.
 */
export function formatBrDate(d: Date | string): string {
  if (typeof d === 'string') {
    if (parseBrDate(d)) return d;
    return isoToBrDate(d);
  }
  if (Number.isNaN(d.getTime())) return '';
  return `${pad(d.getUTCDate())}/${pad(d.getUTCMonth() + 1)}/${pad(d.getUTCFullYear(), 4)}`;
}

/** A zone's offset changes only at its transitions, which fall on whole quarters of an hour in UTC. */
const QUARTER_HOUR_MS = 15 * 60_000;
const offsets = new Map<string, number>();

/**
 * The offset in minutes of `timeZone` at instant `ms`, asked of Intl once per zone and quarter of an hour:
 * formatting a date through Intl costs microseconds, and a list of processes formats hundreds of them
 * (that formatting was a large part of listaProcessos' time).
 */
function offsetMinutes(timeZone: string, ms: number): number {
  const key = `${timeZone}|${Math.floor(ms / QUARTER_HOUR_MS)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    if (offsets.size >= 10_000) offsets.clear();
    offset = tzOffset(timeZone, new Date(ms));
    offsets.set(key, offset);
  }
  return offset;
}

/** The wall clock of `d` in `timeZone`, as the UTC fields of another Date. */
function wallClock(d: Date, timeZone: string): Date {
  return new Date(d.getTime() + offsetMinutes(timeZone, d.getTime()) * 60_000);
}

/** The calendar day of an instant in the given time zone (São Paulo by default), as dd/mm/yyyy; '' for an invalid Date. */
export function formatBrDay(d: Date, timeZone: string = SAO_PAULO_TZ): string {
  if (Number.isNaN(d.getTime())) return '';
  return formatBrDate(wallClock(d, timeZone));
}

/** An instant as 'dd/mm/yyyy HH:mm:ss' in the given time zone (São Paulo by default); '' for an invalid Date. */
export function formatBrDateTime(d: Date, timeZone: string = SAO_PAULO_TZ): string {
  if (Number.isNaN(d.getTime())) return '';
  const w = wallClock(d, timeZone);
  return `${formatBrDate(w)} ${pad(w.getUTCHours())}:${pad(w.getUTCMinutes())}:${pad(w.getUTCSeconds())}`;
}

/** 'dd/mm/yyyy' -> 'yyyy-mm-dd', or null when the input is not a strict, existing dd/mm/yyyy date. */
export function toIsoDate(br: string): string | null {
  const d = parseBrDate(br);
  if (!d) return null;
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** 'yyyy-mm-dd' -> 'dd/mm/yyyy'; '' when the input is not exactly an existing yyyy-mm-dd date. */
export function isoToBrDate(iso: string): string {
  const m = ISO_DATE.exec(iso);
  if (!m) return '';
  const d = utcCalendarDate(Number(m[1]), Number(m[2]), Number(m[3]));
  return d ? `${m[3]}/${m[2]}/${m[1]}` : '';
}

/**
 * The calendar day ('yyyy-mm-dd') that the instant `now` falls on in São Paulo.
 * `now` is a parameter, never read from the clock here, so callers and tests
 * control time. At 01:00 UTC it is still the previous day in São Paulo (UTC-3).
 */
export function todayInSaoPaulo(now: Date): string {
  const w = wallClock(now, SAO_PAULO_TZ);
  return `${pad(w.getUTCFullYear(), 4)}-${pad(w.getUTCMonth() + 1)}-${pad(w.getUTCDate())}`;
}

const BR_DATE_TIME = /^(\d{2})\/(\d{2})\/(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * 'dd/mm/yyyy HH:mm' (or with :ss) typed in Horário de Brasília -> the instant, or null when the day or the time
 * does not exist. The back office's date-time fields read this way; formatBrDateTime writes the same text back.
 */
export function parseBrDateTime(s: string, timeZone: string = SAO_PAULO_TZ): Date | null {
  const m = BR_DATE_TIME.exec(s.trim());
  if (!m) return null;
  const day = utcCalendarDate(Number(m[3]), Number(m[2]), Number(m[1]));
  const [h, min, sec] = [Number(m[4]), Number(m[5]), Number(m[6] ?? 0)];
  if (!day || h > 23 || min > 59 || sec > 59) return null;
  const wall = day.getTime() + ((h * 60 + min) * 60 + sec) * 1000;
  // The offset at the wall time read as UTC is right except within hours of a transition; one correction settles it.
  const first = wall - offsetMinutes(timeZone, wall) * 60_000;
  return new Date(wall - offsetMinutes(timeZone, first) * 60_000);
}

/** An instant as 'dd/mm/yyyy HH:mm' in Horário de Brasília: what the back office's date-time fields show. */
export function formatBrDateTimeShort(d: Date, timeZone: string = SAO_PAULO_TZ): string {
  return formatBrDateTime(d, timeZone).slice(0, 16);
}

/**
 * When something happened, for a list or a message: an ISO instant from the wire as 'dd/mm/yyyy HH:mm' in
 * Horário de Brasília, or `vazio` ('—') when there is none. The one way the screens write an instant (never
 * toLocaleString with a time zone: its text differs between engines and versions).
 */
export function quando(iso: string | Date | null | undefined, vazio = '—'): string {
  if (!iso) return vazio;
  return formatBrDateTimeShort(typeof iso === 'string' ? new Date(iso) : iso);
}

/**
 * A back-office date-time field as sent: null when left empty, the ISO instant of 'dd/mm/aaaa hh:mm' (Horário de
 * Brasília), or the field's message naming it by `rotulo`. The schedule and listing editors read their fields here.
 */
export function lerDataHora(texto: string, rotulo: string): { iso: string | null } | { erro: string } {
  if (!texto.trim()) return { iso: null };
  const d = parseBrDateTime(texto);
  return d ? { iso: d.toISOString() } : { erro: `${rotulo}: data e hora inválidas (dd/mm/aaaa hh:mm).` };
}

/**
 * A period of two ISO instants as the back office lists it: 'dd/mm/aaaa hh:mm a dd/mm/aaaa hh:mm', one instant when
 * only one is set or both are the same, 'A definir' when neither is.
 */
export function periodo(inicio: string | null, fim: string | null): string {
  const ini = quando(inicio, '');
  const ate = quando(fim, '');
  if (!ini && !ate) return 'A definir';
  if (!ini || !ate || ini === ate) return ini || ate;
  return `${ini} a ${ate}`;
}

/**
 * An ISO instant from the wire (a staff form's start or end): undefined when absent or blank (the field was left
 * empty), null when it is not a date (the API answers the field's message), else the instant.
 */
export function lerInstante(v: string | null | undefined): Date | null | undefined {
  if (v == null || v.trim() === '') return undefined;
  const d = new Date(v);
  return Number.isNaN(d.getTime()) ? null : d;
}
