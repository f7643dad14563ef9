import { describe, expect, it } from 'vitest';
import { messageDateText } from '../../src/domain/mensagem-data.ts';

// São Paulo is UTC-3 (no daylight saving time since 2019), so 'T..-03:00' is local time there.
const sp = (local: string) => new Date(`${local}-03:00`);
const HOUR = 60 * 60 * 1000;

describe('messageDateText', () => {
  it('shows only the time for a message sent earlier today', () => {
    const now = sp('2024-06-10T23:30:00');
    expect(messageDateText(sp('2024-06-10T00:30:00'), now)).toBe('00:30'); // 23 h ago, same day
    expect(messageDateText(sp('2024-06-10T23:29:59'), now)).toBe('23:29');
    expect(messageDateText(now, now)).toBe('23:30');
  });

  it('shows day/month for a message 23 h ago on the previous day', () => {
    const now = sp('2024-06-10T10:00:00');
    expect(messageDateText(new Date(now.getTime() - 23 * HOUR), now)).toBe('09/06');
  });

  it('shows day/month for a message 25 h ago', () => {
    const now = sp('2024-06-10T23:30:00');
    expect(messageDateText(new Date(now.getTime() - 25 * HOUR), now)).toBe('09/06');
  });

  it('does not mistake the same day of another month for today', () => {
    const now = sp('2024-06-10T12:00:00');
    expect(messageDateText(sp('2024-05-10T12:00:00'), now)).toBe('10/05');
  });

  it('shows the full date for a message of a previous year, even one hour before new year', () => {
    const now = sp('2025-01-01T00:30:00');
    expect(messageDateText(sp('2024-12-31T23:30:00'), now)).toBe('31/12/2024');
    expect(messageDateText(sp('2025-01-01T00:10:00'), now)).toBe('00:10');
    expect(messageDateText(sp('2020-03-15T08:00:00'), now)).toBe('15/03/2020');
  });

  it('reads the day in São Paulo time, not in UTC', () => {
    // 20:00 and 22:00 on 9 June in São Paulo fall on two different UTC days.
    const now = new Date('2024-06-10T01:00:00Z');
    expect(messageDateText(new Date('2024-06-09T23:00:00Z'), now)).toBe('20:00');
    // 02:00 UTC on 10 June is still 9 June in São Paulo: not today for someone at 10 June 09:00 there.
    expect(messageDateText(new Date('2024-06-10T02:00:00Z'), sp('2024-06-10T09:00:00'))).toBe('09/06');
  });

  it('handles future-dated messages: today shows the time, a later day shows the date', () => {
    const now = sp('2024-06-10T10:00:00');
    expect(messageDateText(sp('2024-06-10T18:00:00'), now)).toBe('18:00');
    expect(messageDateText(sp('2024-06-11T09:00:00'), now)).toBe('11/06');
    expect(messageDateText(sp('2025-02-01T09:00:00'), now)).toBe('01/02/2025');
  });

  it('accepts another time zone', () => {
    const now = new Date('2024-06-10T01:00:00Z');
    expect(messageDateText(new Date('2024-06-09T23:00:00Z'), now, 'UTC')).toBe('09/06');
  });

  it('gives an empty string for an invalid date', () => {
    expect(messageDateText(new Date('nope'), sp('2024-06-10T10:00:00'))).toBe('');
  });
});
