/**
 * Ranking by quota (issue 22 item 3, issue 36): one pure computation used by the back office, the serial simulation
 * and the candidate's explanation. No DOM, no database; the API reads the inputs in batches and stores the output.
 *
 * 1. Elimination (absent, zero or no score in a named exam, weighted total below the minimum): the eliminated
 *    appear in no list, only in `eliminados` of each option they chose, with every reason.
 * 2. One total order of the others (classificacao-ordem.ts), the same in every option.
 * 3. Per option, the lists and the moves of unfilled seats (classificacao-vagas.ts, with the law it follows).
 * 4. Several options (issue 36 item 5): a candidate is approved in at most one option, the first of their own
 *    options (their order of preference) where their position earns a seat. Computed as deferred acceptance: each
 *    candidate stands in their options down to a pointer, starting at the first; an option ranks everyone standing
 *    in it; a candidate approved in no option down to their pointer moves it one option down, one approved above it
 *    moves it up to that option; until nothing moves. So a candidate is never in the lists of an option below the
 *    one that approves them, and in the options above it they are ranked but not approved (they wait there only
 *    when the process says so: RegrasOpcoes; Sisu since 2019 says no). With one option per candidate this is the
 *    plain ranking of each option.
 */
import type { RegrasClassificacao } from './classificacao-regras.ts';
import { chave, comparar, mascaraDe, motivosEliminacao, notaFinal, type Interno } from './classificacao-ordem.ts';
import type { CandidatoClassificacao, Eliminado, ResultadoOpcao } from './classificacao-tipos.ts';
import { distribuirVagas, membros, type VagasDistribuidas } from './classificacao-vagas.ts';

export { AMPLA } from './classificacao-regras.ts';
export type { CategoriaCota, CriterioDesempate, RegrasClassificacao } from './classificacao-regras.ts';
export type { CandidatoClassificacao, Classificado, Eliminado, ListaClassificacao, Remanejamento, ResultadoOpcao, Situacao } from './classificacao-tipos.ts';
export { motivosEliminacao, notaFinal } from './classificacao-ordem.ts';

/** Each option once, in the candidate's order. */
const semRepetir = (xs: readonly number[]) => [...new Set(xs)];

interface Preparado {
  regras: RegrasClassificacao;
  competem: Interno[];
  /** Per competing candidate (index into competem), their options without repetition. */
  opcoesDe: number[][];
  eliminados: Map<number, Eliminado[]>;
  opcoes: number[];
}

function preparar(regras: RegrasClassificacao, candidatos: readonly CandidatoClassificacao[], nomeProva?: (p: number) => string): Preparado {
  const eliminados = new Map<number, Eliminado[]>();
  const todas = new Set(regras.vagas.map((v) => v.opcao));
  const competem: Interno[] = [];
  for (const c of candidatos) {
    const nota = notaFinal(regras, c.notas);
    const motivos = motivosEliminacao(regras, c, nota, nomeProva);
    for (const o of c.opcoes) todas.add(o);
    if (motivos.length) {
      for (const o of semRepetir(c.opcoes)) {
        if (!eliminados.has(o)) eliminados.set(o, []);
        eliminados.get(o)!.push({ inscricao: c.inscricao, nota, motivos });
      }
    }
    else if (c.opcoes.length) competem.push({ c, nota, mascara: mascaraDe(regras, c.categorias), chave: chave(regras, c, nota) });
  }
  for (const l of eliminados.values()) l.sort((a, b) => a.inscricao - b.inscricao);
  competem.sort(comparar);
  return { regras, competem, opcoesDe: competem.map((x) => semRepetir(x.c.opcoes)), eliminados, opcoes: [...todas].sort((a, b) => a - b) };
}

function vagasConfiguradas(regras: RegrasClassificacao, opcao: number): Map<string, number> {
  const m = new Map<string, number>();
  for (const v of regras.vagas) if (v.opcao === opcao) m.set(v.lista, v.vagas);
  return m;
}

interface Calculada {
  /** Indexes into competem, in rank order. */
  quem: number[];
  d: VagasDistribuidas;
}

/**
 * Deferred acceptance over the options (header, 4). Answers, per option, who stands in it and its lists, and per
 * candidate the option that approves them (-1: none).
 */
function distribuirOpcoes(p: Preparado): { porOpcao: Map<number, Calculada>; aprovadoNa: Int32Array } {
  const n = p.competem.length;
  // Per option, who chose it (indexes into competem, in rank order) and where it stands in their choices.
  const quemEscolheu = new Map<number, number[]>(p.opcoes.map((o) => [o, []]));
  const ondeNaEscolha = new Map<number, number[]>(p.opcoes.map((o) => [o, []]));
  p.opcoesDe.forEach((ops, g) =>
    ops.forEach((o, i) => {
      quemEscolheu.get(o)!.push(g);
      ondeNaEscolha.get(o)!.push(i);
    }),
  );
  const mascaras = Int32Array.from(p.competem, (x) => x.mascara);
  const ponteiro = new Int32Array(n);
  const porOpcao = new Map<number, Calculada>();
  let sujas = new Set(p.opcoes);
  const aprovadoNa = new Int32Array(n);
  // Each round moves at least one pointer; a generous bound turns a bug into an error instead of a hang.
  const limite = 4 * p.opcoesDe.reduce((s, o) => s + o.length, 0) + 10;
  for (let rodada = 0; ; rodada++) {
    if (rodada > limite) throw new Error('a distribuição entre as opções não se estabilizou');
    for (const o of sujas) {
      const gs = quemEscolheu.get(o)!;
      const is = ondeNaEscolha.get(o)!;
      const quem: number[] = [];
      for (let k = 0; k < gs.length; k++) if (is[k] <= ponteiro[gs[k]]) quem.push(gs[k]);
      porOpcao.set(o, { quem, d: distribuirVagas(p.regras, quem, mascaras, vagasConfiguradas(p.regras, o)) });
    }
    // The best (lowest) index, among each candidate's options, that approves them.
    const melhor = new Int32Array(n).fill(-1);
    for (const [o, { quem, d }] of porOpcao) {
      for (let li = 0; li < d.desenho.porLista.length; li++) {
        // Only the approved matter here: the first of each list's entitled candidates, found without a full scan.
        let falta = d.desenho.aprovados[li];
        for (let j = 0; falta > 0; j++) {
          const local = d.desenho.porLista[li][j];
          if (d.desenho.aprovadoEm[local] !== li) continue;
          falta--;
          const g = quem[local];
          const i = p.opcoesDe[g].indexOf(o);
          if (melhor[g] < 0 || i < melhor[g]) melhor[g] = i;
        }
      }
    }
    sujas = new Set();
    for (let g = 0; g < n; g++) {
      const ops = p.opcoesDe[g];
      if (melhor[g] < 0 && ponteiro[g] < ops.length - 1) {
        ponteiro[g]++;
        sujas.add(ops[ponteiro[g]]);
      } else if (melhor[g] >= 0 && melhor[g] < ponteiro[g]) {
        for (let i = melhor[g] + 1; i <= ponteiro[g]; i++) sujas.add(ops[i]);
        ponteiro[g] = melhor[g];
      }
      aprovadoNa[g] = melhor[g] < 0 ? -1 : ops[melhor[g]];
    }
    if (!sujas.size) return { porOpcao, aprovadoNa };
  }
}

/**
 * Ranks every option that has candidates or seats. nomeProva names exams in the elimination reasons.
 * With `esperaNasOpcoesAnteriores` false (the default), a candidate approved in one option is left out of the
 * waiting lists of the others (positions count the candidates who remain).
 */
export function classificar(regras: RegrasClassificacao, candidatos: readonly CandidatoClassificacao[], nomeProva?: (p: number) => string): ResultadoOpcao[] {
  const p = preparar(regras, candidatos, nomeProva);
  const { porOpcao, aprovadoNa } = distribuirOpcoes(p);
  const esperaAcima = regras.opcoes?.esperaNasOpcoesAnteriores ?? false;
  return p.opcoes.map((opcao) => {
    const { quem, d } = porOpcao.get(opcao)!;
    const configuradas = vagasConfiguradas(regras, opcao);
    return {
      opcao,
      eliminados: p.eliminados.get(opcao) ?? [],
      remanejamentos: d.remanejamentos,
      listas: d.ordem.map((lista, li) => {
        const candidatosDaLista = membros(d.desenho, li)
          .filter((local) => d.desenho.aprovadoEm[local] >= 0 || esperaAcima || aprovadoNa[quem[local]] < 0)
          .map((local, i) => {
            const x = p.competem[quem[local]];
            return { posicao: i + 1, inscricao: x.c.inscricao, nota: x.nota, situacao: d.desenho.aprovadoEm[local] === li ? ('aprovado' as const) : ('espera' as const) };
          });
        return { lista, vagasConfiguradas: configuradas.get(lista) ?? 0, vagas: d.vagas.get(lista) ?? 0, candidatos: candidatosDaLista };
      }),
    };
  });
}
