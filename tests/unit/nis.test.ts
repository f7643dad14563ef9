import { describe, expect, it } from 'vitest';
import { isValidNis } from '../../src/domain/nis.ts';

describe('isValidNis', () => {
  it('accepts publicly quoted valid PIS numbers', () => {
    // Both are widely quoted examples and satisfy the weights 3,2,9,8,7,6,5,4,3,2 rule.
    expect(isValidNis('12345678919')).toBe(true);
    expect(isValidNis('170.33259.50-4')).toBe(true);
  });

  it('accepts the usual masks: dots, dashes and spaces are stripped', () => {
    expect(isValidNis('123.45678.91-9')).toBe(true);
    expect(isValidNis('123 4567 891 9')).toBe(true);
  });

  it('uses 11 - remainder as the check digit', () => {
    // 1200000000: weighted sum 1*3 + 2*2 = 7, remainder 7, digit 11 - 7 = 4.
    expect(isValidNis('12000000004')).toBe(true);
    expect(isValidNis('12000000005')).toBe(false);
    // 1200000007: weighted sum 7 + 7*2 = 21, remainder 10, digit 1.
    expect(isValidNis('12000000071')).toBe(true);
    expect(isValidNis('12000000070')).toBe(false);
  });

  it('turns remainder 0 (11 - 0 = 11) into 0', () => {
    // 1200000002: weighted sum 7 + 2*2 = 11, remainder 0.
    expect(isValidNis('12000000020')).toBe(true);
    expect(isValidNis('12000000021')).toBe(false);
  });

  it('turns remainder 1 (11 - 1 = 10) into 0, the Caixa rule', () => {
    // 1200000008: weighted sum 7 + 8*2 = 23, remainder 1; the digit is 0, never "10" or 1.
    expect(isValidNis('12000000080')).toBe(true);
    expect(isValidNis('12000000081')).toBe(false);
  });

  it('refuses all zeros, whose check digit would otherwise be valid', () => {
    expect(isValidNis('00000000000')).toBe(false);
    expect(isValidNis('000.00000.00-0')).toBe(false);
  });

  it('refuses a wrong check digit', () => {
    expect(isValidNis('12345678910')).toBe(false);
    // Often quoted as a PIS example, but it does not satisfy the rule.
    expect(isValidNis('12056412547')).toBe(false);
  });

  it('refuses 10 or 12 digits, empty input and other characters', () => {
    expect(isValidNis('1234567891')).toBe(false);
    expect(isValidNis('123456789190')).toBe(false);
    expect(isValidNis('')).toBe(false);
    expect(isValidNis('1234567891a9')).toBe(false);
    expect(isValidNis('123/45678/91-9')).toBe(false);
  });
});
