import { describe, expect, it } from 'vitest';
import { centsToReais, feeText, reaisToCents } from '../../src/domain/money.ts';

describe('feeText', () => {
  it("is 'Isento' when there is no value", () => {
    expect(feeText(null)).toBe('Isento');
    expect(feeText(undefined)).toBe('Isento');
  });

  it('formats cents as Brazilian currency with a plain space', () => {
    expect(feeText(0)).toBe('R$ 0,00');
    expect(feeText(5)).toBe('R$ 0,05');
    expect(feeText(150000)).toBe('R$ 1.500,00');
    expect(feeText(123456789)).toBe('R$ 1.234.567,89');
    expect(feeText(100)).toBe('R$ 1,00');
    expect(feeText(99999)).toBe('R$ 999,99');
  });

  it('uses U+0020, never the no-break space Intl would put', () => {
    expect(feeText(150000).charCodeAt(2)).toBe(0x20);
    expect(feeText(150000)).not.toContain('\u00a0');
  });

  it('rounds fractional cents and signs negatives', () => {
    expect(feeText(150.6)).toBe('R$ 1,51');
    expect(feeText(-250)).toBe('-R$ 2,50');
  });

  it('gives an empty string for non-finite values', () => {
    expect(feeText(Number.NaN)).toBe('');
  });
});

describe('centsToReais', () => {
  it('divides by 100', () => {
    expect(centsToReais(1999)).toBe(19.99);
    expect(centsToReais(5)).toBe(0.05);
    expect(centsToReais(0)).toBe(0);
  });
});

describe('reaisToCents', () => {
  it('converts numbers without floating-point error', () => {
    expect(reaisToCents(19.99)).toBe(1999);
    expect(reaisToCents(0.29)).toBe(29); // 0.29 * 100 = 28.999999999999996
    expect(reaisToCents(1.005)).toBe(101); // 1.005 * 100 = 100.49999999999999
    expect(reaisToCents(1234.56)).toBe(123456);
    expect(reaisToCents(-19.99)).toBe(-1999);
    expect(reaisToCents(0)).toBe(0);
    expect(reaisToCents(Number.NaN)).toBeNull();
  });

  it('reads Brazilian text digit by digit', () => {
    expect(reaisToCents('12,34')).toBe(1234);
    expect(reaisToCents('12,3')).toBe(1230);
    expect(reaisToCents('12')).toBe(1200);
    expect(reaisToCents('1.234,56')).toBe(123456);
    expect(reaisToCents('0,05')).toBe(5);
    expect(reaisToCents('-2,50')).toBe(-250);
    expect(reaisToCents('-0,00')).toBe(0);
  });

  it('rounds a third decimal half away from zero', () => {
    expect(reaisToCents('1,005')).toBe(101);
    expect(reaisToCents('1,004')).toBe(100);
    expect(reaisToCents('-1,005')).toBe(-101);
  });

  it('refuses text that is not Brazilian currency', () => {
    expect(reaisToCents('12.34')).toBeNull();
    expect(reaisToCents('R$ 12,34')).toBeNull();
    expect(reaisToCents('')).toBeNull();
    expect(reaisToCents('abc')).toBeNull();
  });

  it('round-trips with centsToReais', () => {
    for (const cents of [1, 29, 1999, 10001, 123456789]) {
      expect(reaisToCents(centsToReais(cents))).toBe(cents);
    }
  });
});
