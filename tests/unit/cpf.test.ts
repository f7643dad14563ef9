import { describe, expect, it } from 'vitest';
import { CPF_MASK, formatCpf, isValidCpf, onlyDigits } from '../../src/domain/cpf.ts';

describe('onlyDigits', () => {
  it('keeps only 0-9', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits(' a1 b2-3. ')).toBe('123');
    expect(onlyDigits('')).toBe('');
  });
});

describe('isValidCpf', () => {
  it('accepts known valid CPFs, masked or not', () => {
    expect(isValidCpf('529.982.247-25')).toBe(true);
    expect(isValidCpf('52998224725')).toBe(true);
    expect(isValidCpf('111.444.777-35')).toBe(true);
    expect(isValidCpf('11144477735')).toBe(true);
  });

  it('accepts a CPF whose check digits come out as 0 (10 or 11 becomes 0)', () => {
    // For 123456789 the weighted sum is 210, 11 - (210 mod 11) = 10, so the first check digit is 0.
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf('123.456.789-0X')).toBe(false);
  });

  it('refuses numbers made of one repeated digit even though their check digits add up', () => {
    for (let d = 0; d <= 9; d++) {
      expect(isValidCpf(String(d).repeat(11))).toBe(false);
    }
    expect(isValidCpf('111.111.111-11')).toBe(false);
  });

  it('refuses a wrong first or second check digit', () => {
    expect(isValidCpf('529.982.247-35')).toBe(false);
    expect(isValidCpf('529.982.247-26')).toBe(false);
    expect(isValidCpf('111.444.777-36')).toBe(false);
  });

  it('refuses 10 or 12 digits and empty input', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('')).toBe(false);
  });

  it('refuses letters that take the place of digits', () => {
    expect(isValidCpf('529.982.247-2A')).toBe(false);
    expect(isValidCpf('abc.def.ghi-jk')).toBe(false);
  });

  it('ignores non-digit characters around the digits, as SPEC §5 strips them', () => {
    expect(isValidCpf(' CPF: 529.982.247-25 ')).toBe(true);
  });
});

describe('formatCpf', () => {
  it('formats 11 digits with the mask', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('529 982 247 25')).toBe('529.982.247-25');
    expect(formatCpf('52998224725')).toHaveLength(CPF_MASK.length);
  });

  it('returns anything without exactly 11 digits unchanged', () => {
    expect(formatCpf('529982')).toBe('529982');
    expect(formatCpf('529.982.247-250')).toBe('529.982.247-250');
    expect(formatCpf('')).toBe('');
  });

  it('exposes the mask', () => {
    expect(CPF_MASK).toBe('000.000.000-00');
  });
});
