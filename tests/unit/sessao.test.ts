import { describe, expect, it } from 'vitest';
import { NOT_LOGGED_IN_PERSON } from '../../src/domain/constants.ts';
import { firstName, isLoggedIn } from '../../src/domain/sessao.ts';

describe('isLoggedIn', () => {
  it('is true for a real person code', () => {
    expect(isLoggedIn(1)).toBe(true);
    expect(isLoggedIn(123456)).toBe(true);
    expect(isLoggedIn(9999998)).toBe(true);
  });

  it('is false for the not-logged-in code 9999999', () => {
    expect(NOT_LOGGED_IN_PERSON).toBe(9999999);
    expect(isLoggedIn(9999999)).toBe(false);
  });

  it('is false when there is no code', () => {
    expect(isLoggedIn(null)).toBe(false);
    expect(isLoggedIn(undefined)).toBe(false);
  });

  it('is false for codes that cannot be a person', () => {
    expect(isLoggedIn(0)).toBe(false);
    expect(isLoggedIn(-5)).toBe(false);
    expect(isLoggedIn(Number.NaN)).toBe(false);
    expect(isLoggedIn(1.5)).toBe(false);
  });
});

describe('firstName', () => {
  it('is the first word of the full name', () => {
    expect(firstName('Maria da Silva Souza')).toBe('Maria');
    expect(firstName('  João   Pedro ')).toBe('João');
    expect(firstName('Ana')).toBe('Ana');
  });

  it('is empty for an empty or blank name', () => {
    expect(firstName('')).toBe('');
    expect(firstName('   ')).toBe('');
  });
});
