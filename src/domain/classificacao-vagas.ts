/**
 * The lists of one option and the moves of the seats a category cannot fill (issue 36 item 4). Pure.
 *
 * Drawing the lists (Lei 12.711/2012, art. 3º, as amended by Lei 14.723/2023, and Decreto 7.824/2012, art. 2º, §2,
 * as amended by Decreto 11.781/2023: every candidate competes first in ampla concorrência): AC first, with every
 * candidate of the option; then each category in the configured order, with the candidates entitled to it who were
 * not approved in an earlier list. The first `vagas` of a list are approved, the others wait.
 *
 * Moving seats (Decreto 7.824/2012, art. 2º, §1, as amended by Decreto 11.781/2023: the reserved seats left unfilled
 * go first to pretos, pardos, indígenas e quilombolas or to persons with disabilities, then to students of public
 * schools; what none of them fills goes to AC, §2 and Lei 12.711 art. 3º). The rules give each category an ordered
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
import type { Interno } from './classificacao-ordem.ts';
import type { Remanejamento } from './classificacao-tipos.ts';

export interface ListaDesenhada {
  lista: string;
  /** Indexes into the option's candidates, in rank order. */
  membros: number[];
  aprovados: number;
}

export interface Desenho {
  listas: ListaDesenhada[];
  /** Per candidate (index), the index of the list that approves them, or -1. */
  aprovadoEm: Int16Array;
}

/** Draws the lists once for the given seats: AC, then each category, each without those approved before it. */
export function desenhar(candidatos: readonly Interno[], ordem: readonly string[], vagas: ReadonlyMap<string, number>): Desenho {
  const aprovadoEm = new Int16Array(candidatos.length).fill(-1);
  const listas = ordem.map((lista, li) => {
    const membros: number[] = [];
    const ampla = lista === AMPLA;
    for (let i = 0; i < candidatos.length; i++) if (aprovadoEm[i] < 0 && (ampla || candidatos[i].categorias.has(lista))) membros.push(i);
    const n = Math.min(vagas.get(lista) ?? 0, membros.length);
    for (let j = 0; j < n; j++) aprovadoEm[membros[j]] = li;
    return { lista, membros, aprovados: n };
  });
  return { listas, aprovadoEm };
}

interface Movimento {
  de: string;
  para: string;
  vagas: number;
  /** Lists of the chain before `para`, where nobody waited. */
  pulados: string[];
}

/** Rule 4 of the header: the next move (several seats when that equals as many single moves), or null. */
function proximoMovimento(d: Desenho, vagas: ReadonlyMap<string, number>, cadeias: ReadonlyMap<string, string[]>, indice: ReadonlyMap<string, number>): Movimento | null {
  for (const l of d.listas) {
    const sobra = (vagas.get(l.lista) ?? 0) - l.aprovados;
    const cadeia = cadeias.get(l.lista);
    if (sobra <= 0 || !cadeia) continue;
    for (let k = 0; k < cadeia.length; k++) {
      const alvo = d.listas[indice.get(cadeia[k]) ?? -1];
      if (!alvo) continue;
      const { membros, aprovados } = alvo;
      let seguidos = 0;
      while (aprovados + seguidos < membros.length && d.aprovadoEm[membros[aprovados + seguidos]] < 0) seguidos++;
      let espera = seguidos > 0;
      for (let j = aprovados + seguidos; !espera && j < membros.length; j++) espera = d.aprovadoEm[membros[j]] < 0;
      if (espera) return { de: l.lista, para: alvo.lista, vagas: Math.max(1, Math.min(sobra, seguidos)), pulados: cadeia.slice(0, k) };
    }
  }
  return null;
}

const motivo = (m: Movimento) =>
  `Nenhum candidato em espera em ${m.de}${m.pulados.length ? ` nem em ${m.pulados.join(', ')}` : ''}; ${m.para} é o próximo destino de ${m.de} com candidato em espera.`;

export interface VagasDistribuidas {
  desenho: Desenho;
  vagas: Map<string, number>;
  remanejamentos: Remanejamento[];
}

/** The lists of one option after every move of the header's rules; consecutive equal moves are reported as one. */
export function distribuirVagas(regras: Pick<RegrasClassificacao, 'categorias'>, candidatos: readonly Interno[], configuradas: ReadonlyMap<string, number>): VagasDistribuidas {
  const ordem = [AMPLA, ...regras.categorias.map((c) => c.codigo)];
  const indice = new Map(ordem.map((l, i) => [l, i]));
  const cadeias = new Map(regras.categorias.map((c) => [c.codigo, cadeiaDe(c.codigo, regras.categorias)]));
  const vagas = new Map(ordem.map((l) => [l, configuradas.get(l) ?? 0]));
  const remanejamentos: Remanejamento[] = [];
  for (;;) {
    const desenho = desenhar(candidatos, ordem, vagas);
    const m = proximoMovimento(desenho, vagas, cadeias, indice);
    if (!m) return { desenho, vagas, remanejamentos };
    vagas.set(m.de, vagas.get(m.de)! - m.vagas);
    vagas.set(m.para, vagas.get(m.para)! + m.vagas);
    const ultimo = remanejamentos.at(-1);
    const texto = motivo(m);
    if (ultimo && ultimo.de === m.de && ultimo.para === m.para && ultimo.motivo === texto) ultimo.vagas += m.vagas;
    else remanejamentos.push({ de: m.de, para: m.para, vagas: m.vagas, motivo: texto });
  }
}
