/**
 * The Pix bench's verdict (bench/lib/pix-veredito.ts): the notifications' effect on the p95 with the host's steal
 * taken out, within noise when its 95% interval (Student's t) reaches zero, conclusive when that interval is within
 * ±5 ms; and the
 * readings beside it. The expected figures were worked apart: by hand where every run had the same steal (the
 * difference of the means and its pooled standard error), and by the normal equations in a separate script otherwise.
 */
import { describe, expect, it } from 'vitest';
import { efeitoDescontadoOSteal, mediana, t975, veredito, vereditoEmTexto, type Corrida } from '../../bench/lib/pix-veredito.ts';

const iguais = (...p95: number[]): Corrida[] => p95.map((p) => ({ p95: p, steal: 0.2 }));
const pares = (xs: [number, number][]): Corrida[] => xs.map(([steal, p95]) => ({ steal, p95 }));

describe('the verdict: the effect with the steal taken out', () => {
  it('same steal everywhere, alone 30/34/29/33, with 31/35/32: +1.17 ± 1.73 ms, within noise and conclusive', () => {
    // means 31.5 and 32.667; residual sum of squares 17 + 8.667 over 5 degrees of freedom; se = √(5.133·(1/4 + 1/3));
    // t(5) = 2.571: the interval ±4.45 reaches zero, and is narrower than ±5
    const v = veredito(iguais(30, 34, 29, 33), iguais(31, 35, 32));
    expect(v.efeito!.efeito).toBeCloseTo(1.1667, 3);
    expect(v.efeito!.erro).toBeCloseTo(1.7304, 3);
    expect(v.efeito!.intervalo).toBeCloseTo(2.571 * 1.7304, 3);
    expect(v.efeito!.porSegundoDeSteal).toBe(0);
    expect(v.dentroDoRuido).toBe(true);
    expect(v.conclusiva).toBe(true);
  });

  it('same steal everywhere, alone 30/31/30/31, with 36/38/37: +6.5 ± 0.59 ms, outside', () => {
    const v = veredito(iguais(30, 31, 30, 31), iguais(36, 38, 37));
    expect(v.efeito!.efeito).toBeCloseTo(6.5, 6);
    expect(v.efeito!.erro).toBeCloseTo(0.5916, 3);
    expect(v.dentroDoRuido).toBe(false);
    expect(v.conclusiva).toBe(true);
  });

  it('session 17, five rounds under SCHED_IDLE: +7.24 ± 1.91 ms and 3.47 ms per second of steal: outside, conclusive', () => {
    // (steal s, p95 ms) of bench/results/pix-notificacoes-2026-11-28-sessao17-5-rodadas-sched-idle.json, in run order
    const corridas = pares([[1.17, 29.73], [1.52, 35.32], [1.39, 28.07], [2.42, 33.12], [3.44, 32.68], [2.72, 39.23], [4.1, 37.66], [4.13, 49.68], [5.83, 44.14], [4.5, 46.4], [5.82, 40.57]]);
    const v = veredito(corridas.filter((_, k) => k % 2 === 0), corridas.filter((_, k) => k % 2 === 1));
    expect(v.efeito!.efeito).toBeCloseTo(7.2424, 3);
    expect(v.efeito!.erro).toBeCloseTo(1.9107, 3);
    expect(v.efeito!.porSegundoDeSteal).toBeCloseTo(3.4698, 3);
    // 11 runs, 3 unknowns: t(8) = 2.306, the interval 7.24 ± 4.41 stays above zero
    expect(v.efeito!.intervalo).toBeCloseTo(2.306 * 1.9107, 3);
    expect(v.dentroDoRuido).toBe(false);
    expect(v.conclusiva).toBe(true);
    // beside it, the median of the clean runs with the notifications did not pass the highest alone
    expect(v.medianaDentro).toBe(true);
  });

  it('a steal spike in a run with the notifications is taken out, not counted against them: +7.04 ± 4.80, inconclusive', () => {
    const v = veredito(pares([[0.1, 30], [6.3, 45], [0.4, 31], [0.9, 32]]), pares([[0.5, 33], [1.5, 50], [0.2, 31.5]]));
    expect(v.efeito!.efeito).toBeCloseTo(7.0441, 3);
    expect(v.efeito!.erro).toBeCloseTo(4.8046, 3);
    expect(v.efeito!.porSegundoDeSteal).toBeCloseTo(2.8342, 3);
    expect(v.dentroDoRuido).toBe(true);
    // an interval of ±13.3 ms (t(4) = 2.776) could not see 5 ms: not a verdict
    expect(v.conclusiva).toBe(false);
  });

  it('runs exactly on p95 = 20 + 3·steal + 5·[with]: effect 5, 3 ms per second of steal, no error', () => {
    const p95 = (steal: number, com: number) => 20 + 3 * steal + 5 * com;
    const e = efeitoDescontadoOSteal(
      [1, 2.5, 4, 8].map((steal) => ({ steal, p95: p95(steal, 0) })),
      [0.5, 3, 9].map((steal) => ({ steal, p95: p95(steal, 1) })),
    )!;
    expect(e.efeito).toBeCloseTo(5, 9);
    expect(e.porSegundoDeSteal).toBeCloseTo(3, 9);
    expect(e.erro).toBeCloseTo(0, 6);
  });

  it('a quiet host (2026-11-29: steal 0.03 to 0.07 s): the steal is not fitted, +0.11 ± 3.29 ms, within noise and conclusive', () => {
    // (steal s, p95 ms) of bench/results/pix-notificacoes-2026-11-29.json, in run order. Fitting b on hundredths of a
    // second gave −72 ms per second of steal; without it: means 13.917 (alone) and 14.024 (with), residual sum of
    // squares 51.857 over 9 degrees of freedom, se = √(5.762·(1/6 + 1/5)) = 1.4535, t(9) = 2.262
    const corridas = pares([[0.06, 13.91], [0.07, 12.95], [0.04, 10.28], [0.05, 14.1], [0.05, 11.5], [0.03, 16.43], [0.04, 14.46], [0.04, 12.79], [0.03, 18.77], [0.03, 13.85], [0.05, 14.58]]);
    const v = veredito(corridas.filter((_, k) => k % 2 === 0), corridas.filter((_, k) => k % 2 === 1));
    expect(v.efeito!.porSegundoDeSteal).toBe(0);
    expect(v.efeito!.efeito).toBeCloseTo(0.10733, 4);
    expect(v.efeito!.erro).toBeCloseTo(1.45351, 4);
    expect(v.efeito!.intervalo).toBeCloseTo(2.262 * 1.45351, 3);
    expect(v.dentroDoRuido).toBe(true);
    expect(v.conclusiva).toBe(true);
  });

  it('the report writes the 95% interval, not the standard error, and says whether the steal was taken out', () => {
    const quieto = veredito(iguais(30, 34, 29, 33), iguais(31, 35, 32));
    expect(vereditoEmTexto(quieto, 7)).toBe(
      'dentro do ruído: as notificações somam 1.17 ± 4.45 ms (intervalo de 95%; erro padrão 1.73 ms) ao p95 das inscrições, sem descontar o steal (pouco variou entre as corridas, ou não as tornou mais lentas); mínimos quadrados sobre as 7 corridas',
    );
    const sessao17 = pares([[1.17, 29.73], [1.52, 35.32], [1.39, 28.07], [2.42, 33.12], [3.44, 32.68], [2.72, 39.23], [4.1, 37.66], [4.13, 49.68], [5.83, 44.14], [4.5, 46.4], [5.82, 40.57]]);
    expect(vereditoEmTexto(veredito(sessao17.filter((_, k) => k % 2 === 0), sessao17.filter((_, k) => k % 2 === 1)), 11)).toBe(
      'FORA DO RUÍDO: as notificações somam 7.24 ± 4.41 ms (intervalo de 95%; erro padrão 1.91 ms) ao p95 das inscrições, descontado o steal (3.47 ms por segundo de steal); mínimos quadrados sobre as 11 corridas',
    );
    const umaRodada = veredito(iguais(32.16, 32.67), iguais(37.76));
    expect(vereditoEmTexto(umaRodada, 3)).toMatch(/EXECUÇÃO INCONCLUSIVA: um intervalo de ±5\.6 ms não veria um efeito de 5 ms$/);
  });

  it('steal that would make the runs faster (b < 0) is bounded at zero: the difference of the means, +1.17 ± 3.53 ms', () => {
    // the free fit gives b = −1.47 ms per second of steal; bounded, the fit without it: means 32 and 33.167, residual
    // sum of squares 16.167 over 5 degrees of freedom, se = √(3.233·(1/4 + 1/3)) = 1.3734, t(5) = 2.571
    const v = veredito(pares([[0.5, 34], [3, 30], [1, 33], [2.5, 31]]), pares([[2, 33], [0.5, 35], [3, 31.5]]));
    expect(v.efeito!.porSegundoDeSteal).toBe(0);
    expect(v.efeito!.efeito).toBeCloseTo(1.16667, 4);
    expect(v.efeito!.erro).toBeCloseTo(1.37336, 4);
    expect(v.dentroDoRuido).toBe(true);
    expect(v.conclusiva).toBe(true);
  });

  it('one round alone–with–alone leaves one degree of freedom: +5.35 ± 5.61 ms (t(1) = 12.706), inconclusive', () => {
    // means 32.415 and 37.76; residuals ±0.255 (sum of squares 0.13005, one degree of freedom); se = √(0.13005·(1/2 + 1))
    const v = veredito(iguais(32.16, 32.67), iguais(37.76));
    expect(v.efeito!.efeito).toBeCloseTo(5.345, 3);
    expect(v.efeito!.erro).toBeCloseTo(0.44167, 4);
    expect(v.efeito!.intervalo).toBeCloseTo(12.706 * 0.44167, 3);
    expect(v.dentroDoRuido).toBe(true);
    expect(v.conclusiva).toBe(false);
    expect(v.vizinhancas[0].dentro).toBe(false);
  });

  it("Student's t by degrees of freedom, the wider row between two", () => {
    expect(t975(1)).toBe(12.706);
    expect(t975(4)).toBe(2.776);
    expect(t975(11)).toBe(2.228);
    expect(t975(1000)).toBe(1.98);
    expect(t975(0)).toBe(Infinity);
  });

  it('needs one run alone more than with, around each, and runs of both kinds', () => {
    expect(() => veredito(iguais(30, 31), iguais(30, 31))).toThrow(/uma a mais/);
    expect(efeitoDescontadoOSteal(iguais(30, 31, 32, 33), [])).toBeNull();
  });
});

describe('the readings beside the verdict', () => {
  it('median, highest alone, pairs and neighbours of clean runs', () => {
    const v = veredito(iguais(30, 34, 29, 33), iguais(31, 35, 32));
    expect([v.maiorSozinha, v.medianaComPix, v.medianaDentro]).toEqual([34, 32, true]);
    // 31 > 30, 29 (2); 35 > all four (4); 32 > 30, 29 (2): 8 of 12
    expect(v.superioridade).toBeCloseTo(8 / 12, 10);
    expect(v.vizinhancas.map((x) => [x.ruido, x.dentro])).toEqual([
      [4, true],
      [5, true],
      [4, true],
    ]);
  });

  it('a run with a second of steal more than the typical run is left out of them', () => {
    const v = veredito(pares([[0.1, 30], [6.3, 45], [0.4, 31], [0.9, 32]]), pares([[0.5, 33], [1.5, 50], [0.2, 31.5]]));
    // steals sorted: 0.1 0.2 0.4 0.5 0.9 1.5 6.3 → typical 0.5; out from 1.5 on
    expect(v.stealTipico).toBe(0.5);
    expect(v.limpasSozinhas).toEqual([30, 31, 32]);
    expect(v.limpasComPix).toEqual([33, 31.5]);
    expect(v.medianaComPix).toBe(32.25);
    expect(v.medianaDentro).toBe(false);
    expect(v.vizinhancas.map((x) => x.limpa)).toEqual([false, false, true]);
  });

  it('median of an odd and an even list, and of none', () => {
    expect(mediana([3, 1, 2])).toBe(2);
    expect(mediana([4, 1, 3, 2])).toBe(2.5);
    expect(mediana([])).toBeNull();
  });
});
