import { describe, expect, it } from 'vitest';
import {
  SAO_PAULO_TZ,
  formatBrDate,
  formatBrDateTime,
  isoToBrDate,
  lerDataHora,
  lerInstante,
  parseBrDate,
  periodo,
  toIsoDate,
  todayInSaoPaulo,
} from '../../src/domain/dates.ts';

describe('parseBrDate', () => {
  it('parses dd/mm/yyyy to UTC midnight', () => {
    expect(parseBrDate('05/03/2024')?.toISOString()).toBe('2024-03-05T00:00:00.000Z');
    expect(parseBrDate('29/02/2024')?.toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(parseBrDate('31/12/1999')?.toISOString()).toBe('1999-12-31T00:00:00.000Z');
  });

  it('keeps years below 100 as written instead of moving them to the 1900s', () => {
    expect(parseBrDate('01/01/0050')?.getUTCFullYear()).toBe(50);
  });

  it('refuses days that do not exist', () => {
    expect(parseBrDate('31/02/2024')).toBeNull();
    expect(parseBrDate('29/02/2023')).toBeNull();
    expect(parseBrDate('31/04/2024')).toBeNull();
    expect(parseBrDate('00/01/2024')).toBeNull();
    expect(parseBrDate('01/00/2024')).toBeNull();
    expect(parseBrDate('01/13/2024')).toBeNull();
    expect(parseBrDate('01/01/0000')).toBeNull();
  });

  it('refuses other shapes', () => {
    expect(parseBrDate('2024-01-01')).toBeNull();
    expect(parseBrDate('1/1/2024')).toBeNull();
    expect(parseBrDate('01/01/24')).toBeNull();
    expect(parseBrDate(' 01/01/2024')).toBeNull();
    expect(parseBrDate('01-01-2024')).toBeNull();
    expect(parseBrDate('')).toBeNull();
  });
});

describe('formatBrDate', () => {
  it('formats a calendar Date (UTC midnight) and round-trips parseBrDate', () => {
    expect(formatBrDate(new Date(Date.UTC(2024, 0, 5)))).toBe('05/01/2024');
    expect(formatBrDate(parseBrDate('29/02/2024')!)).toBe('29/02/2024');
  });

  it('accepts database dates and already formatted dates', () => {
    expect(formatBrDate('2024-12-31')).toBe('31/12/2024');
    expect(formatBrDate('31/12/2024')).toBe('31/12/2024');
  });

  it('gives an empty string for anything else', () => {
    expect(formatBrDate('2024-02-30')).toBe('');
    expect(formatBrDate('hello')).toBe('');
    expect(formatBrDate('')).toBe('');
    expect(formatBrDate(new Date(Number.NaN))).toBe('');
  });
});

describe('formatBrDateTime', () => {
  it('shows the instant in São Paulo time by default (UTC-3)', () => {
    expect(formatBrDateTime(new Date('2024-03-05T01:02:03Z'))).toBe('04/03/2024 22:02:03');
    expect(formatBrDateTime(new Date('2024-07-15T15:00:00Z'))).toBe('15/07/2024 12:00:00');
  });

  it('follows the historical daylight saving time of São Paulo (UTC-2 in summer 2018)', () => {
    expect(formatBrDateTime(new Date('2018-12-01T12:00:00Z'))).toBe('01/12/2018 10:00:00');
  });

  it('accepts another time zone', () => {
    expect(formatBrDateTime(new Date('2024-03-05T01:02:03Z'), 'UTC')).toBe('05/03/2024 01:02:03');
    expect(formatBrDateTime(new Date('2024-03-05T01:02:03Z'), 'America/Manaus')).toBe('04/03/2024 21:02:03');
  });

  it('gives an empty string for an invalid Date', () => {
    expect(formatBrDateTime(new Date('nope'))).toBe('');
  });

  it('changes offset exactly at the transition instants (offsets are cached per quarter of an hour)', () => {
    // São Paulo: summer time began 2018-11-04 at 00:00 local (03:00 UTC) and ended 2019-02-17 at 00:00 local (02:00 UTC).
    expect(formatBrDateTime(new Date('2018-11-04T02:59:59Z'))).toBe('03/11/2018 23:59:59');
    expect(formatBrDateTime(new Date('2018-11-04T03:00:00Z'))).toBe('04/11/2018 01:00:00');
    expect(formatBrDateTime(new Date('2019-02-17T01:59:59Z'))).toBe('16/02/2019 23:59:59');
    expect(formatBrDateTime(new Date('2019-02-17T02:00:00Z'))).toBe('16/02/2019 23:00:00');
  });

  it('agrees with Intl for instants spread over decades in zones with odd offsets and half-hour shifts', () => {
    const zones = ['America/Sao_Paulo', 'America/Noronha', 'America/Manaus', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham', 'America/New_York', 'UTC'];
    let seed = 42;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (const timeZone of zones) {
      const intl = new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
      for (let i = 0; i < 400; i++) {
        const d = new Date(Date.UTC(1980, 0, 1) + Math.floor(random() * 60 * 365.25 * 86_400) * 1000);
        const p = Object.fromEntries(intl.formatToParts(d).map((x) => [x.type, x.value]));
        expect(formatBrDateTime(d, timeZone), `${d.toISOString()} ${timeZone}`).toBe(`${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}:${p.second}`);
      }
    }
  });
});

describe('toIsoDate and isoToBrDate', () => {
  it('convert both ways', () => {
    expect(toIsoDate('05/03/2024')).toBe('2024-03-05');
    expect(isoToBrDate('2024-03-05')).toBe('05/03/2024');
    expect(isoToBrDate(toIsoDate('29/02/2024')!)).toBe('29/02/2024');
  });

  it('refuse invalid input', () => {
    expect(toIsoDate('31/02/2024')).toBeNull();
    expect(toIsoDate('2024-03-05')).toBeNull();
    expect(isoToBrDate('2024-02-30')).toBe('');
    expect(isoToBrDate('05/03/2024')).toBe('');
    expect(isoToBrDate('2024-03-05T10:00:00Z')).toBe('');
  });
});

describe('todayInSaoPaulo', () => {
  it('is the São Paulo calendar day of the given instant', () => {
    expect(SAO_PAULO_TZ).toBe('America/Sao_Paulo');
    expect(todayInSaoPaulo(new Date('2024-03-05T12:00:00Z'))).toBe('2024-03-05');
    // 02:59 UTC is still 23:59 of the day before in São Paulo.
    expect(todayInSaoPaulo(new Date('2024-03-05T02:59:00Z'))).toBe('2024-03-04');
    expect(todayInSaoPaulo(new Date('2024-03-05T03:00:00Z'))).toBe('2024-03-05');
    expect(todayInSaoPaulo(new Date('2025-01-01T02:00:00Z'))).toBe('2024-12-31');
  });
});

describe('parseBrDateTime (back office fields, Horário de Brasília)', () => {
  it('reads a wall time in São Paulo as the instant it names', async () => {
    const { parseBrDateTime, formatBrDateTimeShort } = await import('../../src/domain/dates.ts');
    expect(parseBrDateTime('22/11/2026 10:00')!.toISOString()).toBe('2026-11-22T13:00:00.000Z');
    expect(parseBrDateTime('22/11/2026 10:00:30')!.toISOString()).toBe('2026-11-22T13:00:30.000Z');
    expect(formatBrDateTimeShort(parseBrDateTime('01/02/2027 23:59')!)).toBe('01/02/2027 23:59');
  });
  it('refuses days and times that do not exist', async () => {
    const { parseBrDateTime } = await import('../../src/domain/dates.ts');
    for (const s of ['31/02/2027 10:00', '10/10/2027 24:00', '10/10/2027 10:60', '2027-10-10 10:00', '10/10/2027', '']) expect(parseBrDateTime(s)).toBeNull();
  });
});

describe('lerDataHora (a back-office date-time field as sent)', () => {
  it('sends null for an empty field and the instant of a wall time in Horário de Brasília', () => {
    expect(lerDataHora('  ', 'Início')).toEqual({ iso: null });
    expect(lerDataHora('22/11/2026 10:00', 'Início')).toEqual({ iso: '2026-11-22T13:00:00.000Z' });
  });
  it('names the field in the message of a date that does not exist', () => {
    expect(lerDataHora('31/02/2027 10:00', 'Fim das inscrições')).toEqual({ erro: 'Fim das inscrições: data e hora inválidas (dd/mm/aaaa hh:mm).' });
  });
});

describe('periodo (two instants as the back office lists them)', () => {
  it('writes both ends in Horário de Brasília, or the one there is, or A definir', () => {
    expect(periodo('2026-11-22T13:00:00.000Z', '2026-11-30T02:59:00.000Z')).toBe('22/11/2026 10:00 a 29/11/2026 23:59');
    expect(periodo('2026-11-22T13:00:00.000Z', '2026-11-22T13:00:00.000Z')).toBe('22/11/2026 10:00');
    expect(periodo(null, '2026-11-22T13:00:00.000Z')).toBe('22/11/2026 10:00');
    expect(periodo('2026-11-22T13:00:00.000Z', null)).toBe('22/11/2026 10:00');
    expect(periodo(null, null)).toBe('A definir');
  });
});

describe('lerInstante (an ISO instant from the wire)', () => {
  it('tells a field left empty (undefined) from one that is not a date (null)', () => {
    expect(lerInstante(undefined)).toBeUndefined();
    expect(lerInstante(null)).toBeUndefined();
    expect(lerInstante('  ')).toBeUndefined();
    expect(lerInstante('amanhã')).toBeNull();
    expect(lerInstante('2026-11-22T13:00:00.000Z')!.toISOString()).toBe('2026-11-22T13:00:00.000Z');
  });
});
