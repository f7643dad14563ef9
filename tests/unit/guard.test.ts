import { describe, expect, it } from 'vitest';
import { guardCode } from '../../src/features/guard/guard.ts';

describe('guardCode', () => {
  it('reads the query string or the hash', () => {
    expect(guardCode('?prcSltCodigo=12', '')).toBe(12);
    expect(guardCode('', '#prcSltCodigo=7')).toBe(7);
    expect(guardCode('', '#/?prcSltCodigo=8')).toBe(8);
  });
  it('ignores anything that is not a positive code', () => {
    expect(guardCode('', '')).toBeNull();
    expect(guardCode('?prcSltCodigo=abc', '#prcSltCodigo=0')).toBeNull();
    expect(guardCode('?prcSltCodigo=1;drop', '')).toBeNull();
  });
});
