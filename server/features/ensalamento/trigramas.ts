/**
 * An in-memory trigram index over a list of strings: for every three consecutive UTF-16 units, the
 * ascending positions of the strings that contain them. A string containing a term contains each of the
 * term's trigrams, so the positions present in all of the term's lists are the only candidates worth
 * checking (the same idea as pg_trgm's index, without the database round trips).
 */
export class IndiceTrigramas {
  private readonly listas = new Map<number, Int32Array>();

  constructor(textos: readonly string[]) {
    const crescendo = new Map<number, number[]>();
    textos.forEach((texto, i) => {
      for (let k = 0; k + 3 <= texto.length; k++) {
        const chave = trigrama(texto, k);
        const lista = crescendo.get(chave);
        if (!lista) crescendo.set(chave, [i]);
        // Strings are visited in order, so a repeated trigram of this string is the list's last entry.
        else if (lista[lista.length - 1] !== i) lista.push(i);
      }
    });
    for (const [chave, lista] of crescendo) this.listas.set(chave, Int32Array.from(lista));
  }

  /**
   * The positions, ascending, of the strings holding every trigram of `termo`, or null when the term is
   * too short to have one (the caller scans instead). Candidates only: a string may hold the trigrams
   * apart without holding the term.
   */
  candidatos(termo: string): Iterable<number> | null {
    return termo.length < 3 ? null : this.percorre(termo);
  }

  private *percorre(termo: string): Generator<number, void, undefined> {
    const listas: Int32Array[] = [];
    for (let k = 0; k + 3 <= termo.length; k++) {
      const lista = this.listas.get(trigrama(termo, k));
      if (!lista) return;
      listas.push(lista);
    }
    listas.sort((a, b) => a.length - b.length);
    // Walk the shortest list; the next two are searched forward from where they were last found. More
    // lists cost more searching than they save checking: a long term's rarest trigrams already say most.
    const [menor, ...outras] = listas.slice(0, 3);
    const cursores = new Array<number>(outras.length).fill(0);
    candidato: for (const i of menor) {
      for (let j = 0; j < outras.length; j++) {
        const p = (cursores[j] = primeiroAPartir(outras[j], i, cursores[j]));
        if (p === outras[j].length) return;
        if (outras[j][p] !== i) continue candidato;
      }
      yield i;
    }
  }
}

function trigrama(s: string, k: number): number {
  return s.charCodeAt(k) * 4294967296 + s.charCodeAt(k + 1) * 65536 + s.charCodeAt(k + 2);
}

/** The first index at or after `de` whose value is >= `valor` (binary search; `lista` ascending). */
function primeiroAPartir(lista: Int32Array, valor: number, de: number): number {
  let lo = de;
  let hi = lista.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (lista[mid] < valor) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}
