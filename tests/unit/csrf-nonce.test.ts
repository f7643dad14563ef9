import { describe, expect, it } from 'vitest';
import { nonceAleatorio } from '../../server/plugins/csrf.ts';

describe('CSRF nonces from the random reserve', () => {
  it('are 18 random bytes each, never repeated across many refills of the reserve', () => {
    const vistos = new Set<string>();
    // 5,000 nonces: about 22 refills of the 4 KB reserve.
    for (let i = 0; i < 5000; i++) {
      const n = nonceAleatorio();
      expect(n).toMatch(/^[A-Za-z0-9_-]{24}$/);
      vistos.add(n);
    }
    expect(vistos.size).toBe(5000);
  });

  it('look random: every base64url symbol shows up at a similar rate', () => {
    const conta = new Map<string, number>();
    let total = 0;
    for (let i = 0; i < 4000; i++) for (const c of nonceAleatorio()) (conta.set(c, (conta.get(c) ?? 0) + 1), total++);
    expect(conta.size).toBe(64);
    // 96,000 symbols, 1,500 expected each: a reserve handed out twice or left unfilled would skew this far more.
    for (const n of conta.values()) expect(Math.abs(n - total / 64)).toBeLessThan(total / 64 / 4);
  });
});
