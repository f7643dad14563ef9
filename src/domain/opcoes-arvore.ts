/**
 * A process's option tree as flat rows (each names its parent in opcCdgPai): children by parent, descendants,
 * and the parents an option may move under. The back office's API checks moves with it and its screen offers
 * only the parents it allows, so both refuse the same cycles.
 */

export interface NoDaArvore {
  opcCodigo: number;
  opcCdgPai: number | null;
}

/** The children of each parent (null = the roots), in the order the rows came (the API sends them by description). */
export function filhosPorPai<T extends NoDaArvore>(rows: readonly T[]): Map<number | null, T[]> {
  const out = new Map<number | null, T[]>();
  for (const r of rows) {
    const lista = out.get(r.opcCdgPai);
    if (lista) lista.push(r);
    else out.set(r.opcCdgPai, [r]);
  }
  return out;
}

/** Every descendant of `opcCodigo` (not itself), however deep; a broken tree with a cycle still ends. */
export function descendentes(rows: readonly NoDaArvore[], opcCodigo: number): Set<number> {
  const filhos = filhosPorPai(rows);
  const out = new Set<number>();
  const fila = [opcCodigo];
  while (fila.length) {
    for (const f of filhos.get(fila.pop()!) ?? []) {
      if (f.opcCodigo === opcCodigo || out.has(f.opcCodigo)) continue;
      out.add(f.opcCodigo);
      fila.push(f.opcCodigo);
    }
  }
  return out;
}

/** The codes from the root down to `opcCodigo` (itself last); stops at an unknown parent or a cycle. */
export function caminhoAteARaiz(rows: readonly NoDaArvore[], opcCodigo: number): number[] {
  const porCodigo = new Map(rows.map((r) => [r.opcCodigo, r]));
  const out: number[] = [];
  let atual = porCodigo.get(opcCodigo);
  while (atual && !out.includes(atual.opcCodigo)) {
    out.unshift(atual.opcCodigo);
    atual = atual.opcCdgPai === null ? undefined : porCodigo.get(atual.opcCdgPai);
  }
  return out;
}

/**
 * Why `opcCodigo` cannot move under `novoPai` (null: it can). An option never goes under itself or under one of
 * its descendants (the tree would become a loop no candidate could walk).
 */
export function motivoPaiInvalido(rows: readonly NoDaArvore[], opcCodigo: number | null, novoPai: number | null): string | null {
  if (novoPai === null || opcCodigo === null) return null;
  if (novoPai === opcCodigo) return 'Uma opção não pode ficar abaixo de si mesma.';
  if (descendentes(rows, opcCodigo).has(novoPai)) return 'Uma opção não pode ficar abaixo de uma de suas subordinadas.';
  return null;
}
