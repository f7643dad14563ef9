/**
 * An in-memory n-gram index over a list of strings: for every n consecutive UTF-16 units, the ascending
 * positions of the strings that contain them. A string containing a term contains each of the term's
 * n-grams, so the shortest list among them holds every match (the idea of pg_trgm's index, without the
 * database round trips); the caller confirms each candidate with String.includes.
 *
 * Why not always trigrams: a name is made of a few common words, and every trigram of a term like
 * "helena nogueira" is common, so the walk is long; a longer gram spans the words ("ena nog") and is rare,
 * so far fewer entries are visited for a full name (figures in bench/results/notas-do-codigo.md).
 */
export class IndiceNGramas {
  private readonly listas = new Map<string, Int32Array>();

  constructor(
    textos: readonly string[],
    readonly n: number,
  ) {
    const crescendo = new Map<string, number[]>();
    textos.forEach((texto, i) => {
      for (let k = 0; k + n <= texto.length; k++) {
        const chave = texto.slice(k, k + n);
        const lista = crescendo.get(chave);
        if (!lista) crescendo.set(chave, [i]);
        // Strings are visited in order, so a repeated gram of this string is the list's last entry.
        else if (lista[lista.length - 1] !== i) lista.push(i);
      }
    });
    for (const [chave, lista] of crescendo) this.listas.set(chave, Int32Array.from(lista));
  }

  /**
   * The positions, ascending, of the strings holding the rarest n-gram of `termo`: every string that
   * contains the term is among them (candidates only: the caller checks each). Empty when some n-gram of
   * the term occurs nowhere. The term must have at least n units.
   */
  candidatos(termo: string): Int32Array {
    let menor: Int32Array | undefined;
    for (let k = 0; k + this.n <= termo.length; k++) {
      const lista = this.listas.get(termo.slice(k, k + this.n));
      if (!lista) return VAZIA;
      if (!menor || lista.length < menor.length) menor = lista;
    }
    return menor ?? VAZIA;
  }
}

const VAZIA = new Int32Array(0);
