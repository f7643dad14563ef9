/**
 * The verdict of bench/pix-notificacoes.ts (issue 39: "candidates' p95 within noise of the same run without
 * notifications"), over runs alone and with the notifications taken in turn: alone, with, alone, with, …, alone.
 *
 * - Noise is what the runs alone show among themselves: a p95 with the notifications is within it when it is no
 *   higher than the highest p95 alone. The verdict reads the median of the runs with the notifications, so one run
 *   the host disturbed does not decide it alone.
 * - A run in which the host took from the VM a second or more of CPU (steal) beyond what it took in the typical run
 *   (the median of all the runs) compares nothing (session 15's notes): it is left out, and the verdict is
 *   conclusive only with at least three clean runs alone and two with. The typical steal itself is not left out:
 *   every run paid it alike (some hosts take 2–3 s of every minute, session 17), and the runs alone show what it
 *   does to the p95.
 * - Each run with the notifications is also read against its two neighbours alone, as the bench did with one round
 *   (within when no further above the higher of the two than they are from each other).
 * - `superioridade`: the share of (with, alone) pairs of clean runs in which the run with the notifications had the
 *   higher p95 (the Mann–Whitney U over n·m): about 0.5 when the notifications change nothing, 1 when every run with
 *   them is slower than every run without.
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

export interface Veredito {
  vizinhancas: Vizinhanca[];
  /** The median steal of all the runs, seconds: a run with a second more than this is left out. */
  stealTipico: number;
  limpasSozinhas: number[];
  limpasComPix: number[];
  maiorSozinha: number | null;
  medianaComPix: number | null;
  superioridade: number | null;
  dentroDoRuido: boolean | null;
  conclusiva: boolean;
}

/** A run with this many seconds of steal more than the typical run is left out. */
export const STEAL_A_MAIS = 1;

export function mediana(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** `sozinhas`: the runs alone in order (one more than `comPix`); `comPix[k]` ran between `sozinhas[k]` and `sozinhas[k + 1]`. */
export function veredito(sozinhas: Corrida[], comPix: Corrida[]): Veredito {
  if (sozinhas.length !== comPix.length + 1) throw new Error('as corridas sozinhas cercam as corridas com as notificações: uma a mais');
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
  const dentroDoRuido = maiorSozinha === null || medianaComPix === null ? null : medianaComPix <= maiorSozinha;
  return { vizinhancas, stealTipico, limpasSozinhas, limpasComPix, maiorSozinha, medianaComPix, superioridade, dentroDoRuido, conclusiva: limpasSozinhas.length >= 3 && limpasComPix.length >= 2 };
}

/**
 * A second reading, with every run: the p95 explained by the host's steal and by the notifications together, by least
 * squares (p95 = a + b·steal + c·[with the notifications]). `efeito` is c, in ms, with its standard error: the
 * notifications' share of the p95 once the steal each run suffered is taken out. Null without enough runs (more than
 * three, with and without the notifications).
 */
export function efeitoDescontadoOSteal(sozinhas: Corrida[], comPix: Corrida[]): { efeito: number; erro: number; porSegundoDeSteal: number } | null {
  const linhas = [...sozinhas.map((c) => [1, c.steal, 0, c.p95]), ...comPix.map((c) => [1, c.steal, 1, c.p95])];
  if (linhas.length <= 3 || !sozinhas.length || !comPix.length) return null;
  // The normal equations XᵀX β = Xᵀy, and (XᵀX)⁻¹ for the standard errors, by Gauss–Jordan on 3×3.
  const xtx = [0, 1, 2].map((i) => [0, 1, 2].map((j) => linhas.reduce((s, l) => s + l[i] * l[j], 0)));
  const xty = [0, 1, 2].map((i) => linhas.reduce((s, l) => s + l[i] * l[3], 0));
  const inversa = inverter3(xtx);
  if (!inversa) return null;
  const beta = inversa.map((linha) => linha.reduce((s, v, j) => s + v * xty[j], 0));
  const residuos = linhas.map((l) => l[3] - (beta[0] + beta[1] * l[1] + beta[2] * l[2]));
  const variancia = residuos.reduce((s, r) => s + r * r, 0) / (linhas.length - 3);
  return { efeito: beta[2], erro: Math.sqrt(variancia * inversa[2][2]), porSegundoDeSteal: beta[1] };
}

function inverter3(m: number[][]): number[][] | null {
  const a = m.map((linha, i) => [...linha, ...[0, 1, 2].map((j) => (i === j ? 1 : 0))]);
  for (let i = 0; i < 3; i++) {
    const p = [0, 1, 2].filter((k) => k >= i).reduce((melhor, k) => (Math.abs(a[k][i]) > Math.abs(a[melhor][i]) ? k : melhor), i);
    if (Math.abs(a[p][i]) < 1e-12) return null;
    [a[i], a[p]] = [a[p], a[i]];
    const piv = a[i][i];
    for (let j = 0; j < 6; j++) a[i][j] /= piv;
    for (let r = 0; r < 3; r++) {
      if (r === i) continue;
      const f = a[r][i];
      for (let j = 0; j < 6; j++) a[r][j] -= f * a[i][j];
    }
  }
  return a.map((linha) => linha.slice(3));
}
