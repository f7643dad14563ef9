import { describe, expect, it } from 'vitest';
import { mascaraFicticia, mascararEmail } from '../../src/domain/email-mascara.ts';

describe('mascararEmail', () => {
  it('keeps the first and last letter of the name and the first letter of the domain, never the length', () => {
    expect(mascararEmail('Ana.Souza@exemplo.com')).toBe('a***a@e***.com');
    expect(mascararEmail('jo@uepg.br')).toBe('j***o@u***.br');
    expect(mascararEmail('x@exemplo.com.br')).toBe('x***@e***.com.br');
    expect(mascararEmail('maria.eduarda.conceicao@gmail.com')).toBe('m***o@g***.com');
  });
  it('a fictitious mask has the same shape and depends only on its bytes', () => {
    const a = mascaraFicticia(new Uint8Array([1, 2, 3, 4]));
    expect(a).toMatch(/^[a-z]\*\*\*[a-z]@[a-z]\*\*\*\.[a-z.]+$/);
    expect(mascaraFicticia(new Uint8Array([1, 2, 3, 4]))).toBe(a);
    expect(mascaraFicticia(new Uint8Array([9, 8, 7, 6]))).not.toBe(a);
  });
});
