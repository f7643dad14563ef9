import { describe, expect, it } from 'vitest';
import { fromTF, isTF, toTF } from '../../src/domain/booleans.ts';

describe('toTF', () => {
  it('maps booleans and T/F letters in either case', () => {
    expect(toTF(true)).toBe('T');
    expect(toTF('T')).toBe('T');
    expect(toTF('t')).toBe('T');
    expect(toTF(false)).toBe('F');
    expect(toTF('F')).toBe('F');
    expect(toTF('f')).toBe('F');
  });

  it('sends anything else as null, including the words true/false and 1/0', () => {
    for (const v of ['true', 'false', 'S', 'N', 'sim', ' T', 'T ', '', 1, 0, null, undefined, {}, []]) {
      expect(toTF(v)).toBeNull();
    }
  });
});

describe('fromTF', () => {
  it('reads T/F and booleans', () => {
    expect(fromTF('T')).toBe(true);
    expect(fromTF('t')).toBe(true);
    expect(fromTF(true)).toBe(true);
    expect(fromTF('F')).toBe(false);
    expect(fromTF('f')).toBe(false);
    expect(fromTF(false)).toBe(false);
  });

  it('gives null for anything else', () => {
    expect(fromTF('true')).toBeNull();
    expect(fromTF(null)).toBeNull();
    expect(fromTF(undefined)).toBeNull();
    expect(fromTF('X')).toBeNull();
    expect(fromTF(1)).toBeNull();
  });
});

describe('isTF', () => {
  it('is true only for the exact wire values', () => {
    expect(isTF('T')).toBe(true);
    expect(isTF('F')).toBe(true);
    expect(isTF('t')).toBe(false);
    expect(isTF(true)).toBe(false);
    expect(isTF(null)).toBe(false);
  });
});
