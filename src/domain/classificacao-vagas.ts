/**
 * The lists of one option and the moves of the seats a category cannot fill (issue 36 item 4). Pure.
 *
 * Drawing the lists (Lei 12.711/2012, art. 3º, § 2º, added by Lei 14.723/2023, and Decreto 7.824/2012, art. 2º, § 2º,
 * as amended by Decreto 11.781/2023: every candidate competes first in ampla concorrência): AC first, with every
 * candidate of the option; then each category in the configured order, with the candidates entitled to it who were
 * not approved in an earlier list. The first `vagas` of a list are approved, the others wait.
 *
 * Moving seats (Decreto 7.824/2012, art. 2º, § 1º, as amended by Decreto 11.781/2023, and Lei 12.711, art. 3º, § 1º,
 * added by Lei 14.723/2023: the reserved seats left unfilled go first to pretos, pardos, indígenas e quilombolas or to
 * persons with disabilities, then to students of public schools). Neither text says where a seat none of them fills
 * goes — § 2º is about competing in AC first — so ending a chain in AC is the edital's rule (the federal preset's
 * chains end there), not the law's. The rules give each category an ordered
 * list of destinations; its chain is that list, then the destinations of those, breadth first (cadeiaDe). Defined one
 * seat at a time:
 * 1. Draw the lists with the current seats.
 * 2. A list C has an unfilled seat when it has more seats than candidates: every candidate entitled to C is then
 *    approved somewhere, so a seat leaves a list only when nobody of that list waits.
 * 3. A candidate waits in a list D when they are in D and approved in no list of the option.
 * 4. Take the first list C (in the order the lists compete) with an unfilled seat and a list in its chain where a
 *    candidate waits; move one seat from C to the first such list D of the chain, and draw again.
 * 5. Stop when no unfilled seat has a waiting candidate anywhere in its chain: such a seat stays empty.
 * It ends: a move takes a seat to a list D that has more candidates than seats; every list before both C and D is
 * drawn as before, C keeps its approved (it had fewer candidates than seats), so D approves one more and the vector
 * of approvals per list, in list order, grows lexicographically. Cycles of destinations are therefore harmless.
 * The code moves several seats at once only where that equals moving them one by one: while the next candidates
 * of D are approved nowhere (adding them to D changes no other list). tests/unit/classificacao-propriedades.test.ts
 * checks it against a one-seat-at-a-time implementation.
 */
import { AMPLA, cadeiaDe, type RegrasClassificacao } from './classificacao-regras.ts';
import type { Remanejamento } from './classificacao-tipos.ts';

/**
 * The draw, kept small: per list only the candidates entitled to it (indexes into the option's candidates, in rank
 * order), scanned until its seats are taken. A list's members are those entitled to it and not approved in an
 * earlier list (membros()); the approved of a list are its first members, up to its seats.
 */
export interface Desenho {
  /** Per list (AC first, then the categories in order), the candidates entitled to it. */
  porLista: readonly Int32Array[];
  /** Per list, how many it approves. */
  aprovados: Int32Array;
  /** Per candidate, the index of the list that approves them, or -1. */
  aprovadoEm: Int16Array;
}

/**
 * Per list (AC, then the rules' categories in order), the local indexes of the candidates entitled to it (AC: all),
 * in rank order. quem: the option's candidates (indexes into mascaras, in rank order); mascaras: Interno.mascara.
 */
export function porLista(quem: readonly number[], mascaras: Int32Array, listas: number): Int32Array[] {
  const tamanho = new Int32Array(listas);
  tamanho[0] = quem.length;
  for (const g of quem) {
    const m = mascaras[g];
    if (m) for (let li = 1; li < listas; li++) if (m & (1 << (li - 1))) tamanho[li]++;
  }
  const out = Array.from(tamanho, (t) => new Int32Array(t));
  const cheio = new Int32Array(listas);
  for (let i = 0; i < quem.length; i++) {
    out[0][i] = i;
    const m = mascaras[quem[i]];
    if (m) for (let li = 1; li < listas; li++) if (m & (1 << (li - 1))) out[li][cheio[li]++] = i;
  }
  return out;
}

/** Draws the lists once for the given seats: AC, then each category, each without those approved before it. */
export function desenhar(indices: readonly Int32Array[], n: number, vagas: ArrayLike<number>): Desenho {
  const aprovadoEm = new Int16Array(n).fill(-1);
  const aprovados = new Int32Array(indices.length);
  indices.forEach((idx, li) => {
    let k = 0;
    for (let j = 0; j < idx.length && k < vagas[li]; j++) {
      if (aprovadoEm[idx[j]] >= 0) continue;
      aprovadoEm[idx[j]] = li;
      k++;
    }
    aprovados[li] = k;
  });
  return { porLista: indices, aprovados, aprovadoEm };
}

/** The members of list `li` in rank order: entitled to it and not approved in an earlier list. */
export function membros(d: Desenho, li: number): number[] {
  const out: number[] = [];
  for (const i of d.porLista[li]) {
    const a = d.aprovadoEm[i];
    if (a < 0 || a >= li) out.push(i);
  }
  return out;
}

/**
 * Who waits in list `li` (in it and approved nowhere): whether anyone does, and how many do right after the
 * list's approved, before the first member approved in a later list.
 */
function espera(d: Desenho, li: number): { alguem: boolean; seguidos: number } {
  let seguidos = 0;
  let corrida = true;
  let alguem = false;
  for (const i of d.porLista[li]) {
    const a = d.aprovadoEm[i];
    if ((a >= 0 && a < li) || a === li) continue;
    if (a < 0) {
      alguem = true;
      if (corrida) seguidos++;
      else break;
    } else {
      corrida = false;
      if (alguem) break;
    }
  }
  return { alguem, seguidos };
}

interface Movimento {
  de: number;
  para: number;
  vagas: number;
  /** Lists of the chain before `para`, where nobody waited. */
  pulados: number[];
}

/** Rule 4 of the header: the next move (several seats when that equals as many single moves), or null. */
function proximoMovimento(d: Desenho, vagas: Int32Array, cadeias: readonly number[][]): Movimento | null {
  for (let li = 1; li < vagas.length; li++) {
    const sobra = vagas[li] - d.aprovados[li];
    if (sobra <= 0) continue;
    const cadeia = cadeias[li];
    for (let k = 0; k < cadeia.length; k++) {
      const e = espera(d, cadeia[k]);
      if (e.alguem) return { de: li, para: cadeia[k], vagas: Math.max(1, Math.min(sobra, e.seguidos)), pulados: cadeia.slice(0, k) };
    }
  }
  return null;
}

export interface VagasDistribuidas {
  ordem: string[];
  desenho: Desenho;
  vagas: Map<string, number>;
  remanejamentos: Remanejamento[];
}

/** The lists of one option after every move of the header's rules; consecutive equal moves are reported as one. */
export function distribuirVagas(regras: Pick<RegrasClassificacao, 'categorias'>, quem: readonly number[], mascaras: Int32Array, configuradas: ReadonlyMap<string, number>): VagasDistribuidas {
  const ordem = [AMPLA, ...regras.categorias.map((c) => c.codigo)];
  const indice = new Map(ordem.map((l, i) => [l, i]));
  const cadeias = ordem.map((l, li) => (li === 0 ? [] : cadeiaDe(l, regras.categorias).map((c) => indice.get(c) ?? -1).filter((i) => i >= 0)));
  const vagas = Int32Array.from(ordem, (l) => configuradas.get(l) ?? 0);
  const indices = porLista(quem, mascaras, ordem.length);
  const remanejamentos: Remanejamento[] = [];
  for (;;) {
    const desenho = desenhar(indices, quem.length, vagas);
    const m = proximoMovimento(desenho, vagas, cadeias);
    if (!m) return { ordem, desenho, vagas: new Map(ordem.map((l, i) => [l, vagas[i]])), remanejamentos };
    vagas[m.de] -= m.vagas;
    vagas[m.para] += m.vagas;
    const [de, para] = [ordem[m.de], ordem[m.para]];
    const motivo = `Nenhum candidato em espera em ${de}${m.pulados.length ? ` nem em ${m.pulados.map((i) => ordem[i]).join(', ')}` : ''}; ${para} é o próximo destino de ${de} com candidato em espera.`;
    const ultimo = remanejamentos.at(-1);
    if (ultimo && ultimo.de === de && ultimo.para === para && ultimo.motivo === motivo) ultimo.vagas += m.vagas;
    else remanejamentos.push({ de, para, vagas: m.vagas, motivo });
  }
}
