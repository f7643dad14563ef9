/**
 * The verdict of bench/pix-notificacoes.ts (issue 39: "candidates' p95 within noise of the same run without
 * notifications"), over runs alone and with the notifications taken in turn: alone, with, alone, with, …, alone.
 *
 * The host takes CPU from this VM (steal) unevenly, 0.6 to 10 s a minute in session 17, and each second of it moved
 * the enrolments' p95 by about 3 ms: more than the notifications themselves. So the verdict reads the notifications'
 * effect with the steal taken out, over every run, by least squares (p95 = a + b·steal + c·[with the notifications];
 * where the steal spread less than a second, or b would come out below zero, c is the difference of the means):
 * - within noise when the effect is not told apart from none at 95%: c − t·(its standard error) ≤ 0, t Student's
 *   quantile for the fit's degrees of freedom (few runs leave few: 12.7 with one, 2.3 with eight);
 * - conclusive when the runs could tell apart an effect of MARGEM_MS (5 ms, about 15% of the p95 alone here):
 *   t·(standard error) ≤ MARGEM_MS. A noisy host or too few runs leave it inconclusive, never "within".
 *
 * Three more readings are reported beside it, of the runs whose steal is no more than a second above the typical
 * (median) run's: the median p95 with the notifications against the highest alone; the share of (with, alone) pairs in
 * which the run with them was slower (`superioridade`, the Mann–Whitney U over n·m: about 0.5 when the notifications
 * change nothing); and each run with them against its two neighbours alone, as the bench read one round before.
 */
export interface Corrida {
  p95: number;
  /** Seconds of CPU the host took from the VM during the run. */
  steal: number;
}

export interface Vizinhanca {
  antes: number;
  comPix: number;
  depois: number;
  ruido: number;
  dentro: boolean;
  limpa: boolean;
}

export interface Efeito {
  /** c: ms of p95 the notifications add once the steal is taken out. */
  efeito: number;
  erro: number;
  /** Half the 95% interval of c: t·erro. */
  intervalo: number;
  /** b: ms of p95 per second of steal (0 when every run had the same steal). */
  porSegundoDeSteal: number;
}

export interface Veredito {
  efeito: Efeito | null;
  dentroDoRuido: boolean | null;
  conclusiva: boolean;
  vizinhancas: Vizinhanca[];
  /** The median steal of all the runs, seconds: the readings beside the verdict leave out a run with a second more. */
  stealTipico: number;
  limpasSozinhas: number[];
  limpasComPix: number[];
  maiorSozinha: number | null;
  medianaComPix: number | null;
  /** The median p95 with the notifications no higher than the highest alone (clean runs). */
  medianaDentro: boolean | null;
  superioridade: number | null;
}

/** The smallest effect on the p95 the runs must be able to see for the verdict to count. */
export const MARGEM_MS = 5;
/** A run with this many seconds of steal more than the typical run is left out of the readings beside the verdict. */
export const STEAL_A_MAIS = 1;
/**
 * The steal is fitted only when it spread at least this many seconds across the runs: below it, its effect (3 to 4 ms
 * a second, session 17) is under the runs' own noise, and b would be fitted to that noise.
 */
export const STEAL_AJUSTAVEL = 1;

export function mediana(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** `sozinhas`: the runs alone in order (one more than `comPix`); `comPix[k]` ran between `sozinhas[k]` and `sozinhas[k + 1]`. */
export function veredito(sozinhas: Corrida[], comPix: Corrida[]): Veredito {
  if (sozinhas.length !== comPix.length + 1) throw new Error('as corridas sozinhas cercam as corridas com as notificações: uma a mais');
  const efeito = efeitoDescontadoOSteal(sozinhas, comPix);
  const stealTipico = mediana([...sozinhas, ...comPix].map((c) => c.steal)) ?? 0;
  const limpa = (c: Corrida) => c.steal < stealTipico + STEAL_A_MAIS;
  const vizinhancas = comPix.map((c, k) => {
    const [a, b] = [sozinhas[k], sozinhas[k + 1]];
    const ruido = Math.abs(a.p95 - b.p95);
    return { antes: a.p95, comPix: c.p95, depois: b.p95, ruido, dentro: c.p95 <= Math.max(a.p95, b.p95) + ruido, limpa: limpa(a) && limpa(c) && limpa(b) };
  });
  const limpasSozinhas = sozinhas.filter(limpa).map((c) => c.p95);
  const limpasComPix = comPix.filter(limpa).map((c) => c.p95);
  const maiorSozinha = limpasSozinhas.length ? Math.max(...limpasSozinhas) : null;
  const medianaComPix = mediana(limpasComPix);
  const pares = limpasComPix.length * limpasSozinhas.length;
  // Ties count half, as in the U statistic.
  const superioridade = pares ? limpasComPix.reduce((soma, c) => soma + limpasSozinhas.reduce((s, a) => s + (c > a ? 1 : c === a ? 0.5 : 0), 0), 0) / pares : null;
  return {
    efeito,
    dentroDoRuido: efeito ? efeito.efeito - efeito.intervalo <= 0 : null,
    conclusiva: !!efeito && efeito.intervalo <= MARGEM_MS,
    vizinhancas,
    stealTipico,
    limpasSozinhas,
    limpasComPix,
    maiorSozinha,
    medianaComPix,
    medianaDentro: maiorSozinha === null || medianaComPix === null ? null : medianaComPix <= maiorSozinha,
    superioridade,
  };
}

/**
 * The verdict as the report writes it: the effect with its 95% interval (the figure the verdict is read from), the
 * standard error beside it, and whether the steal was taken out.
 */
export function vereditoEmTexto(v: Veredito, corridas: number): string {
  const e = v.efeito;
  if (!e) return 'corridas de menos para estimar o efeito das notificações';
  const n = (x: number) => x.toFixed(2);
  const steal = e.porSegundoDeSteal > 0 ? `descontado o steal (${n(e.porSegundoDeSteal)} ms por segundo de steal)` : 'sem descontar o steal (pouco variou entre as corridas, ou não as tornou mais lentas)';
  const texto = `${v.dentroDoRuido ? 'dentro do ruído' : 'FORA DO RUÍDO'}: as notificações somam ${n(e.efeito)} ± ${n(e.intervalo)} ms (intervalo de 95%; erro padrão ${n(e.erro)} ms) ao p95 das inscrições, ${steal}; mínimos quadrados sobre as ${corridas} corridas`;
  return v.conclusiva ? texto : `${texto}. EXECUÇÃO INCONCLUSIVA: um intervalo de ±${e.intervalo.toFixed(1)} ms não veria um efeito de ${MARGEM_MS} ms`;
}

/**
 * The least-squares fit of p95 = a + b·steal + c·[with the notifications] over every run, c with its standard error;
 * of p95 = a + c·[with] (c the difference of the means) when the steal cannot be read from these runs:
 * - its spread (highest − lowest) is under STEAL_AJUSTAVEL: on a quiet host (0.03 to 0.07 s a minute on 2026-11-29) the
 *   steal is a rounding of nothing, and b, fitted to the runs' own noise, came out at −72 ms per second, moving each
 *   run by several ms on hundredths of a second;
 * - or b comes out below zero: steal only ever takes CPU away, so b is bounded at 0 (the least squares with b ≥ 0,
 *   whose solution at the bound is the fit without the steal).
 * Null without a run of each kind and more runs than unknowns.
 */
export function efeitoDescontadoOSteal(sozinhas: Corrida[], comPix: Corrida[]): Efeito | null {
  if (!sozinhas.length || !comPix.length) return null;
  const corridas = [...sozinhas.map((c) => ({ ...c, com: 0 })), ...comPix.map((c) => ({ ...c, com: 1 }))];
  const steals = corridas.map((c) => c.steal);
  const comSteal = Math.max(...steals) - Math.min(...steals) >= STEAL_AJUSTAVEL ? minimosQuadrados(corridas.map((c) => [1, c.com, c.steal]), corridas.map((c) => c.p95)) : null;
  if (comSteal && comSteal.beta[2] >= 0) return { efeito: comSteal.beta[1], erro: comSteal.erros[1], intervalo: t975(comSteal.graus) * comSteal.erros[1], porSegundoDeSteal: comSteal.beta[2] };
  const semSteal = minimosQuadrados(corridas.map((c) => [1, c.com]), corridas.map((c) => c.p95));
  return semSteal && { efeito: semSteal.beta[1], erro: semSteal.erros[1], intervalo: t975(semSteal.graus) * semSteal.erros[1], porSegundoDeSteal: 0 };
}

/** Student's t, two-sided 95% (the 0.975 quantile), for `graus` degrees of freedom; for a count between two rows, the lower row's (wider). */
const T975: [number, number][] = [[1, 12.706], [2, 4.303], [3, 3.182], [4, 2.776], [5, 2.571], [6, 2.447], [7, 2.365], [8, 2.306], [9, 2.262], [10, 2.228], [12, 2.179], [15, 2.131], [20, 2.086], [30, 2.042], [60, 2.0], [120, 1.98]];
export function t975(graus: number): number {
  if (graus < 1) return Infinity;
  return [...T975].reverse().find(([g]) => g <= graus)![1];
}

/** β of X·β ≈ y and each one's standard error, by the normal equations; null when XᵀX is singular or no degree of freedom is left. */
function minimosQuadrados(x: number[][], y: number[]): { beta: number[]; erros: number[]; graus: number } | null {
  const k = x[0].length;
  if (x.length <= k) return null;
  const colunas = [...Array(k).keys()];
  const xtx = colunas.map((i) => colunas.map((j) => x.reduce((s, l) => s + l[i] * l[j], 0)));
  const xty = colunas.map((i) => x.reduce((s, l, n) => s + l[i] * y[n], 0));
  const inversa = inverter(xtx);
  if (!inversa) return null;
  const beta = inversa.map((linha) => linha.reduce((s, v, j) => s + v * xty[j], 0));
  const residuos = x.map((l, n) => y[n] - l.reduce((s, v, j) => s + v * beta[j], 0));
  const variancia = residuos.reduce((s, r) => s + r * r, 0) / (x.length - k);
  return { beta, erros: colunas.map((i) => Math.sqrt(variancia * inversa[i][i])), graus: x.length - k };
}

/** Gauss–Jordan with partial pivoting; null for a singular matrix (relative to its scale). */
function inverter(m: number[][]): number[][] | null {
  const k = m.length;
  const escala = Math.max(...m.flat().map(Math.abs)) || 1;
  const a = m.map((linha, i) => [...linha, ...linha.map((_, j) => (i === j ? 1 : 0))]);
  for (let i = 0; i < k; i++) {
    const p = a.map((_, r) => r).filter((r) => r >= i).reduce((melhor, r) => (Math.abs(a[r][i]) > Math.abs(a[melhor][i]) ? r : melhor), i);
    if (Math.abs(a[p][i]) < 1e-9 * escala) return null;
    [a[i], a[p]] = [a[p], a[i]];
    const piv = a[i][i];
    for (let j = 0; j < 2 * k; j++) a[i][j] /= piv;
    for (let r = 0; r < k; r++) {
      if (r === i) continue;
      const f = a[r][i];
      for (let j = 0; j < 2 * k; j++) a[r][j] -= f * a[i][j];
    }
  }
  return a.map((linha) => linha.slice(k));
}
