import { describe, expect, it } from 'vitest';
import { formatDecimalComma, parseDecimalComma } from '../../src/domain/decimal.ts';

describe('parseDecimalComma', () => {
  it('reads a decimal comma', () => {
    expect(parseDecimalComma('8,75')).toBe(8.75);
    expect(parseDecimalComma('0,5')).toBe(0.5);
    expect(parseDecimalComma('10')).toBe(10);
    expect(parseDecimalComma(' 7,1 ')).toBe(7.1);
    expect(parseDecimalComma('-3,25')).toBe(-3.25);
    expect(parseDecimalComma('-0')).toBe(0);
  });

  it('accepts dots only as thousands groups of three', () => {
    expect(parseDecimalComma('1.234,5')).toBe(1234.5);
    expect(parseDecimalComma('1.234.567,89')).toBe(1234567.89);
    expect(parseDecimalComma('1.234')).toBe(1234);
    expect(parseDecimalComma('8.750')).toBe(8750);
  });

  it('refuses a dot as decimal separator and misplaced groups', () => {
    expect(parseDecimalComma('8.75')).toBeNull();
    expect(parseDecimalComma('1.23,4')).toBeNull();
    expect(parseDecimalComma('1234.567,8')).toBeNull();
    expect(parseDecimalComma('.5')).toBeNull();
    expect(parseDecimalComma('1,234.5')).toBeNull();
  });

  it('refuses empty input and garbage', () => {
    expect(parseDecimalComma('')).toBeNull();
    expect(parseDecimalComma('   ')).toBeNull();
    expect(parseDecimalComma('abc')).toBeNull();
    expect(parseDecimalComma('8,7a')).toBeNull();
    expect(parseDecimalComma('1,2,3')).toBeNull();
    expect(parseDecimalComma(',5')).toBeNull();
    expect(parseDecimalComma('5,')).toBeNull();
    expect(parseDecimalComma('1 234,5')).toBeNull();
    expect(parseDecimalComma('+5')).toBeNull();
    expect(parseDecimalComma('1e3')).toBeNull();
  });
});

describe('formatDecimalComma', () => {
  it('writes a decimal comma with fixed fraction digits and no grouping', () => {
    expect(formatDecimalComma(8.75)).toBe('8,75');
    expect(formatDecimalComma(8)).toBe('8,00');
    expect(formatDecimalComma(1234.5)).toBe('1234,50');
    expect(formatDecimalComma(8.756, 1)).toBe('8,8');
    expect(formatDecimalComma(8.4, 0)).toBe('8');
    expect(formatDecimalComma(-2.5)).toBe('-2,50');
  });

  it('never prints a negative zero', () => {
    expect(formatDecimalComma(-0.001)).toBe('0,00');
    expect(formatDecimalComma(-0)).toBe('0,00');
  });

  it('round-trips through parseDecimalComma', () => {
    for (const n of [0, 0.1, 8.75, 1234.56, 99999.99]) {
      expect(parseDecimalComma(formatDecimalComma(n))).toBe(n);
    }
  });

  it('gives an empty string for non-finite numbers', () => {
    expect(formatDecimalComma(Number.NaN)).toBe('');
    expect(formatDecimalComma(Number.POSITIVE_INFINITY)).toBe('');
  });
});
