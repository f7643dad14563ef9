import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { scrub, scrubContando } from '../../server/logging.ts';

/** The expression the log scrubber used to run (quadratic in V8): the reference for what must be removed. */
const REFERENCIA = /\d{3}\.?\d{3}\.?\d{3}-?\d{2}|[\w.+-]+@[\w-]+\.[\w.]+/g;
const referencia = (s: string) => s.replace(REFERENCIA, '[removido]');

// The characters every branch of the expression turns on, and a few it ignores.
const ALFABETO = ['1', '2', '9', '0', 'a', 'Z', '_', '.', '-', '+', '@', '/', '?', ' ', 'é', '='];
const texto = (max: number) => fc.array(fc.constantFrom(...ALFABETO), { maxLength: max }).map((cs) => cs.join(''));

describe('log scrubbing', () => {
  it('removes exactly what the regular expression removed (CPFs, 11-digit runs, e-mail addresses)', () => {
    // Bounded work (issue 35): 7,000 strings in all, well under a second on a loaded 2-core machine; every branch of
    // the expression is reached within the first few hundred (the alphabet is the characters it turns on).
    expect(scrub('/sgps/pssFisica/529.982.247-25/x')).toBe('/sgps/pssFisica/[removido]/x');
    expect(scrub('GET /a/52998224725?e=maria.silva+x@exemplo.edu.br&b=1')).toBe('GET /a/[removido]?e=[removido]&b=1');
    fc.assert(fc.property(texto(80), (s) => scrub(s) === referencia(s)), { numRuns: 5_000 });
    // Longer strings with real addresses and CPFs among the noise.
    const pedaco = fc.oneof(texto(12), fc.constantFrom('52998224725', '529.982.247-25', 'joao@ex.com.br', 'a@b.c', '@x.y', 'a@b', '1234567890'));
    fc.assert(fc.property(fc.array(pedaco, { maxLength: 30 }).map((p) => p.join('')), (s) => scrub(s) === referencia(s)), { numRuns: 2_000 });
  });

  it('inspects each character of a 16-64 KB adversarial path a bounded number of times (linear, not quadratic)', () => {
    const adversarios: ((n: number) => string)[] = [
      (n) => 'a'.repeat(n), // one long local part, no '@': the expression walked it again from every start
      (n) => 'a'.repeat(n - 1) + '@', // an '@' at the very end
      (n) => 'a@' + 'b'.repeat(n - 2), // a domain without a dot
      (n) => 'a@b.'.repeat(n / 4), // many short addresses' beginnings
      (n) => 'x.'.repeat(n / 2), // dots and letters
      (n) => '1'.repeat(n), // digits: CPF-like runs everywhere
      (n) => '123.456.789'.repeat(Math.ceil(n / 11)).slice(0, n), // formatted CPFs that never end in -dd
      (n) => ('a'.repeat(200) + '@b-c').repeat(Math.ceil(n / 204)).slice(0, n),
    ];
    for (const gera of adversarios) {
      const passos = [16_384, 32_768, 65_536].map((n) => {
        const s = gera(n);
        expect(s.length).toBe(n);
        return scrubContando(s).passos / n;
      });
      // At most a fixed number of inspections per character (the CPF check looks at most 14 ahead),
      // and the same number per character at 16 KB as at 64 KB: linear.
      for (const p of passos) expect(p).toBeLessThanOrEqual(20);
      expect(passos[2]).toBeLessThanOrEqual(passos[0] * 1.01 + 0.01);
    }
  });
});
