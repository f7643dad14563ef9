import { describe, expect, it } from 'vitest';
import { INVALID_DOCUMENT_TEXT, trimRg, validatePersonalDocument } from '../../src/domain/documento-pessoal.ts';

describe('validatePersonalDocument', () => {
  it('sends a Brazilian CPF as digits only', () => {
    expect(validatePersonalDocument('brasileiro', '529.982.247-25')).toEqual({
      ok: true,
      tpDcmPessoal: 'CPF',
      dcmPessoal: '52998224725',
    });
    expect(validatePersonalDocument('brasileiro', '11144477735')).toEqual({
      ok: true,
      tpDcmPessoal: 'CPF',
      dcmPessoal: '11144477735',
    });
  });

  it('refuses an invalid CPF for a Brazilian', () => {
    expect(validatePersonalDocument('brasileiro', '111.111.111-11')).toEqual({ ok: false });
    expect(validatePersonalDocument('brasileiro', '529.982.247-26')).toEqual({ ok: false });
    expect(validatePersonalDocument('brasileiro', '')).toEqual({ ok: false });
    // A passport number is not a CPF.
    expect(validatePersonalDocument('brasileiro', 'AB123456')).toEqual({ ok: false });
  });

  it('only requires a non-empty document from a foreigner, trimmed and sent as PASSAPORTE', () => {
    expect(validatePersonalDocument('estrangeiro', '  AB123456 ')).toEqual({
      ok: true,
      tpDcmPessoal: 'PASSAPORTE',
      dcmPessoal: 'AB123456',
    });
    // Not checked as a CPF: any text will do.
    expect(validatePersonalDocument('estrangeiro', '111.111.111-11')).toEqual({
      ok: true,
      tpDcmPessoal: 'PASSAPORTE',
      dcmPessoal: '111.111.111-11',
    });
    expect(validatePersonalDocument('estrangeiro', '')).toEqual({ ok: false });
    expect(validatePersonalDocument('estrangeiro', '   ')).toEqual({ ok: false });
  });

  it('has the exact warning text', () => {
    expect(INVALID_DOCUMENT_TEXT).toBe('O valor do campo de documento pessoal não é válido!');
  });
});

describe('trimRg', () => {
  it('trims the ends and keeps the inside', () => {
    expect(trimRg('  12.345.678-9 ')).toBe('12.345.678-9');
    expect(trimRg('MG 12 345')).toBe('MG 12 345');
    expect(trimRg('   ')).toBe('');
  });
});
