/**
 * The verdict of bench/pix-notificacoes.ts (issue 39: "candidates' p95 within noise of the same run without
 * notifications"), over runs alone and with the notifications taken in turn: alone, with, alone, with, …, alone.
 *
 * - Noise is what the runs alone show among themselves: a p95 with the notifications is within it when it is no
 *   higher than the highest p95 alone. The verdict reads the median of the runs with the notifications, so one run
 *   the host disturbed does not decide it alone.
 * - A run in which the host took a second or more of CPU from the VM (steal) compares nothing (session 15's notes):
 *   it is left out, and the verdict is conclusive only with at least three clean runs alone and two with.
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
  limpasSozinhas: number[];
  limpasComPix: number[];
  maiorSozinha: number | null;
  medianaComPix: number | null;
  superioridade: number | null;
  dentroDoRuido: boolean | null;
  conclusiva: boolean;
}

/** A run with a second or more of steal is left out. */
export const STEAL_MAXIMO = 1;

export function mediana(xs: number[]): number | null {
  if (!xs.length) return null;
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

/** `sozinhas`: the runs alone in order (one more than `comPix`); `comPix[k]` ran between `sozinhas[k]` and `sozinhas[k + 1]`. */
export function veredito(sozinhas: Corrida[], comPix: Corrida[]): Veredito {
  if (sozinhas.length !== comPix.length + 1) throw new Error('as corridas sozinhas cercam as corridas com as notificações: uma a mais');
  const limpa = (c: Corrida) => c.steal < STEAL_MAXIMO;
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
  return { vizinhancas, limpasSozinhas, limpasComPix, maiorSozinha, medianaComPix, superioridade, dentroDoRuido, conclusiva: limpasSozinhas.length >= 3 && limpasComPix.length >= 2 };
}
