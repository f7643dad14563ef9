import { fakerPT_BR as faker } from '@faker-js/faker';

/** Fixed seed: two runs of the seed produce the same people, CPFs, scores and messages. */
export const SEED = 20_270_101;

/** Small, fast, seedable PRNG (mulberry32) for the bulk paths where faker would be too slow. */
export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max]. */
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  chance(p: number): boolean;
  /** Picks by weight: [[value, weight], ...]. */
  weighted<T>(pairs: readonly (readonly [T, number])[]): T;
}

export function createRng(seed = SEED): Rng {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)],
    chance: (p) => next() < p,
    weighted(pairs) {
      const total = pairs.reduce((s, [, w]) => s + w, 0);
      let r = next() * total;
      for (const [v, w] of pairs) if ((r -= w) < 0) return v;
      return pairs[pairs.length - 1][0];
    },
  };
}

/** faker (pt_BR) seeded with the same fixed seed. Use for the small, hand-sized parts of the seed. */
export function seededFaker(seed = SEED): typeof faker {
  faker.seed(seed);
  return faker;
}

const DIA = 86_400_000;

/** Date helpers relative to the seed's `now`. */
export function relogio(now: Date) {
  return {
    now,
    /** An instant `dias` days from now, at the given local hour (UTC-3, America/Sao_Paulo). */
    em(dias: number, hora = 0, minuto = 0): Date {
      // today's date in Brasília (UTC-3), then hh:mm there = hh+3:mm UTC
      const hoje = new Date(now.getTime() - 3 * 3_600_000);
      return new Date(Date.UTC(hoje.getUTCFullYear(), hoje.getUTCMonth(), hoje.getUTCDate() + dias, hora + 3, minuto));
    },
    /** A 'yyyy-mm-dd' date `dias` days from now (Brasília calendar). */
    data(dias: number): string {
      const d = new Date(now.getTime() + dias * DIA - 3 * 3_600_000);
      return d.toISOString().slice(0, 10);
    },
  };
}
export type Relogio = ReturnType<typeof relogio>;
