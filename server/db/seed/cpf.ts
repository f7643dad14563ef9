import { isValidCpf } from '../../../src/domain/cpf.ts';
import type { Rng } from './aleatorio.ts';

/** Check digit over a prefix with descending weights (prefix.length + 1 .. 2); 10 and 11 become 0. */
function digito(prefixo: number[]): number {
  let soma = 0;
  for (let i = 0; i < prefixo.length; i++) soma += prefixo[i] * (prefixo.length + 1 - i);
  const d = 11 - (soma % 11);
  return d >= 10 ? 0 : d;
}

/** Completes 9 base digits with both check digits. */
export function cpfFromBase(base: number[]): string {
  const d1 = digito(base);
  const d2 = digito([...base, d1]);
  return [...base, d1, d2].join('');
}

/**
 * Generates valid, distinct CPFs (11 digits, no repeated-digit numbers), never one in `usados`.
 * Every generated CPF is asserted with the domain's isValidCpf.
 */
export function createCpfGenerator(rng: Rng, usados: Iterable<string> = []) {
  const vistos = new Set(usados);
  return (): string => {
    for (;;) {
      const base = Array.from({ length: 9 }, () => rng.int(0, 9));
      const cpf = cpfFromBase(base);
      if (vistos.has(cpf) || /^(\d)\1{10}$/.test(cpf)) continue;
      if (!isValidCpf(cpf)) throw new Error(`CPF gerado inválido: ${cpf}`);
      vistos.add(cpf);
      return cpf;
    }
  };
}
