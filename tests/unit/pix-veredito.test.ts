/**
 * The Pix bench's verdict (bench/lib/pix-veredito.ts), on runs worked by hand: the runs alone are the noise, the
 * median run with the notifications must lie within it, and a run the host took CPU from is left out.
 */
import { describe, expect, it } from 'vitest';
import { efeitoDescontadoOSteal, mediana, veredito, type Corrida } from '../../bench/lib/pix-veredito.ts';

const limpas = (...p95: number[]): Corrida[] => p95.map((p) => ({ p95: p, steal: 0.2 }));

describe('the Pix bench verdict', () => {
  it('four runs alone at 30, 34, 29, 33 and three with at 31, 35, 32: median 32 ≤ 34, within; 8 of 12 pairs higher', () => {
    const v = veredito(limpas(30, 34, 29, 33), limpas(31, 35, 32));
    expect(v.maiorSozinha).toBe(34);
    expect(v.medianaComPix).toBe(32);
    expect(v.dentroDoRuido).toBe(true);
    expect(v.conclusiva).toBe(true);
    // 31 > 30, 29 (2); 35 > all four (4); 32 > 30, 29 (2): 8 of 12
    expect(v.superioridade).toBeCloseTo(8 / 12, 10);
    // each with its neighbours: 31 among 30/34 (noise 4), 35 among 34/29 (noise 5), 32 among 29/33 (noise 4)
    expect(v.vizinhancas.map((x) => [x.ruido, x.dentro])).toEqual([
      [4, true],
      [5, true],
      [4, true],
    ]);
  });

  it('every run with the notifications above every run alone: outside, superiority 1', () => {
    const v = veredito(limpas(30, 31, 30, 31), limpas(36, 38, 37));
    expect(v.medianaComPix).toBe(37);
    expect(v.dentroDoRuido).toBe(false);
    expect(v.superioridade).toBe(1);
    // a neighbourhood's own noise of 1 ms does not cover 36 against 30/31
    expect(v.vizinhancas[0]).toMatchObject({ ruido: 1, dentro: false });
  });

  it('a run with a second of steal more than the typical run is left out of the verdict and of the pairs', () => {
    const sozinhas: Corrida[] = [
      { p95: 30, steal: 0.1 },
      { p95: 45, steal: 6.3 }, // the host's, not the notifications'
      { p95: 31, steal: 0.4 },
      { p95: 32, steal: 0.9 },
    ];
    const comPix: Corrida[] = [
      { p95: 33, steal: 0.5 },
      { p95: 50, steal: 1.5 },
      { p95: 31.5, steal: 0.2 },
    ];
    const v = veredito(sozinhas, comPix);
    // steals sorted: 0.1 0.2 0.4 0.5 0.9 1.5 6.3 → typical 0.5; out from 1.5 on
    expect(v.stealTipico).toBe(0.5);
    expect(v.limpasSozinhas).toEqual([30, 31, 32]);
    expect(v.limpasComPix).toEqual([33, 31.5]);
    expect(v.maiorSozinha).toBe(32);
    expect(v.medianaComPix).toBe(32.25);
    expect(v.dentroDoRuido).toBe(false);
    expect(v.conclusiva).toBe(true);
    expect(v.vizinhancas.map((x) => x.limpa)).toEqual([false, false, true]);
  });

  it('a host that takes the same few seconds of every run leaves every run in; a spike above them is left out', () => {
    const v = veredito(
      [
        { p95: 42.77, steal: 7.4 },
        { p95: 27.47, steal: 2.5 },
        { p95: 35.33, steal: 2.6 },
        { p95: 28.05, steal: 2.6 },
      ],
      [
        { p95: 35.57, steal: 2.4 },
        { p95: 79.26, steal: 9.9 },
        { p95: 40.8, steal: 2.9 },
      ],
    );
    // steals sorted: 2.4 2.5 2.6 2.6 2.9 7.4 9.9 → typical 2.6; 7.4 and 9.9 are out
    expect(v.stealTipico).toBe(2.6);
    expect(v.limpasSozinhas).toEqual([27.47, 35.33, 28.05]);
    expect(v.limpasComPix).toEqual([35.57, 40.8]);
    // median 38.185 above 35.33: outside, and every clean run with above every clean run alone
    expect(v.dentroDoRuido).toBe(false);
    expect(v.superioridade).toBe(1);
    expect(v.conclusiva).toBe(true);
  });

  it('too few clean runs: inconclusive, whatever the numbers', () => {
    const v = veredito([{ p95: 30, steal: 3 }, ...limpas(31, 30)], limpas(30, 31));
    expect(v.conclusiva).toBe(false);
    expect(veredito(limpas(30, 31, 32), [{ p95: 30, steal: 2 }, { p95: 30, steal: 0.2 }]).conclusiva).toBe(false);
  });

  it('one round alone–with–alone, as the bench ran before: a median of one run', () => {
    const v = veredito(limpas(32.16, 32.67), limpas(37.76));
    expect(v.dentroDoRuido).toBe(false);
    expect(v.vizinhancas[0].dentro).toBe(false);
    expect(v.conclusiva).toBe(false);
  });

  it('needs one run alone more than with, around each', () => {
    expect(() => veredito(limpas(30, 31), limpas(30, 31))).toThrow(/uma a mais/);
  });

  it('median of an odd and an even list, and of none', () => {
    expect(mediana([3, 1, 2])).toBe(2);
    expect(mediana([4, 1, 3, 2])).toBe(2.5);
    expect(mediana([])).toBeNull();
  });
});

describe("the notifications' effect with the host's steal taken out", () => {
  it('runs exactly on p95 = 20 + 3·steal + 5·[with]: effect 5, 3 ms per second of steal, no error', () => {
    const p95 = (steal: number, com: number) => 20 + 3 * steal + 5 * com;
    const sozinhas = [1, 2.5, 4, 8].map((steal) => ({ steal, p95: p95(steal, 0) }));
    const comPix = [0.5, 3, 9].map((steal) => ({ steal, p95: p95(steal, 1) }));
    const e = efeitoDescontadoOSteal(sozinhas, comPix)!;
    expect(e.efeito).toBeCloseTo(5, 9);
    expect(e.porSegundoDeSteal).toBeCloseTo(3, 9);
    expect(e.erro).toBeCloseTo(0, 6);
  });

  it('session 17, second run: about +7 ms, 3.3 ms per second of steal (the same fit done apart, by the normal equations)', () => {
    // (steal s, p95 ms) of bench/results/pix-notificacoes-2026-11-28-sessao17-rodadas-sched-idle-1.json
    const sozinhas = [
      { steal: 3.61, p95: 33.78 },
      { steal: 1.79, p95: 27.66 },
      { steal: 3.58, p95: 33.49 },
      { steal: 8.01, p95: 44.43 },
    ];
    const comPix = [
      { steal: 0.6, p95: 27.01 },
      { steal: 3.55, p95: 41.13 },
      { steal: 9.34, p95: 59.93 },
    ];
    const e = efeitoDescontadoOSteal(sozinhas, comPix)!;
    expect(e.efeito).toBeCloseTo(7.02, 1);
    expect(e.porSegundoDeSteal).toBeCloseTo(3.32, 1);
    expect(e.erro).toBeCloseTo(1.82, 1);
  });

  it('needs runs of both kinds and more runs than unknowns', () => {
    expect(efeitoDescontadoOSteal([{ steal: 1, p95: 30 }, { steal: 2, p95: 31 }], [{ steal: 1, p95: 32 }])).toBeNull();
    expect(efeitoDescontadoOSteal([{ steal: 1, p95: 30 }, { steal: 2, p95: 31 }, { steal: 3, p95: 33 }, { steal: 4, p95: 33 }], [])).toBeNull();
  });
});
