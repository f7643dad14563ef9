/**
 * The public result pages of a process as the site pre-renders them, for page-weight.ts: the built shell page
 * (/resultado/-, the layout, header and footer) with its placeholder replaced by listaResultado's markup (the index
 * of the options, with every list when the result is small) drawn as HTML for a synthetic result of n candidates,
 * as the build draws it, and without the shell's script (a pre-rendered result has none); and the heaviest option
 * page (/resultado/-/- with resultadoDaOpcao's markup in place of its placeholder; its filter script stays).
 * The synthetic result: 40 options, each with its ampla concorrência list (everyone of the option) and two quota
 * lists (about a quarter of the option each), names of 3 to 5 words, a fixed seed (the figure repeats).
 */
import type { ResultadoPublico } from '../../src/domain/wire/gestao-resultados.ts';
import { listaResultado, resultadoDaOpcao } from '../../src/features/resultado/resultado.markup.ts';
import { indiceDe, linhasDaOpcao, soDaOpcao } from '../../src/features/resultado/resultado.ts';
import { toHtml } from '../../src/lib/markup.ts';

const PRENOMES = ['Ana', 'Maria', 'João', 'José', 'Luiz', 'Beatriz', 'Gabriel', 'Helena', 'Rafael', 'Larissa', 'Matheus', 'Júlia', 'Pedro', 'Sofia', 'Lucas', 'Valentina'];
const SOBRENOMES = ['Silva', 'Santos', 'Oliveira', 'Souza', 'Rodrigues', 'Ferreira', 'Alves', 'Pereira', 'Lima', 'Gomes', 'Costa', 'Ribeiro', 'Martins', 'Carvalho', 'Albuquerque', 'Conceição'];

function rng(seed: number) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0) / 2 ** 32);
}

export function resultadoSintetico(n: number): ResultadoPublico {
  const r = rng(22);
  const pick = <T>(xs: T[]) => xs[Math.floor(r() * xs.length)];
  const OPCOES = 40;
  const opcoes: ResultadoPublico['opcoes'] = [];
  for (let o = 0; o < OPCOES; o++) {
    const total = Math.floor(n / OPCOES) + (o < n % OPCOES ? 1 : 0);
    const vagas = Math.max(1, Math.round(total * 0.1));
    const todos = Array.from({ length: total }, (_, i) => ({
      insPrcCodigo: 100_000 + o * 10_000 + i,
      nome: [pick(PRENOMES), ...Array.from({ length: 2 + Math.floor(r() * 3) }, () => pick(SOBRENOMES))].join(' '),
      cota: r() < 0.25 ? 'PPI' : r() < 0.33 ? 'PCD' : 'AC',
    }));
    const lista = (codigo: string, nome: string, quem: typeof todos) => ({
      lista: codigo,
      nome,
      candidatos: quem.map((c, i) => ({ insPrcCodigo: c.insPrcCodigo, nome: c.nome, posicao: i + 1, situacao: i < vagas ? 'Classificado(a)' : 'Lista de espera' })),
    });
    opcoes.push({
      opcCodigo: o + 1,
      descricao: `Curso ${o + 1} - Integral`,
      listas: [lista('AC', 'Ampla concorrência', todos), lista('PPI', 'Pretos, pardos e indígenas', todos.filter((c) => c.cota === 'PPI')), lista('PCD', 'Pessoas com deficiência', todos.filter((c) => c.cota === 'PCD'))],
    });
  }
  return { prcSltCodigo: 1, prcSltDescricao: 'Vestibular de Verão 2027', tipo: 'final', publicadoEm: '2027-02-01T15:00:00.000Z', opcoes };
}

/** The shell page with `corpo` in place of its placeholder, without the shell's script (CascaResultado.astro's). */
function noLugarDaCasca(shell: string, corpo: string): string {
  const casca = /<div data-resultado-casca="[^"]*">[\s\S]*?<\/div>/;
  const script = /<script type="module" src="\/_astro\/CascaResultado[^"]*"><\/script>/;
  if (!casca.test(shell) || !script.test(shell)) throw new Error('a página não é a casca do resultado (CascaResultado.astro)');
  return shell.replace(casca, () => corpo).replace(script, '');
}

/** The process page (/resultado/-) of a result of n candidates. */
export function paginaDeResultado(shell: string, n: number): string {
  const r = resultadoSintetico(n);
  return noLugarDaCasca(shell, toHtml(listaResultado(indiceDe(r), r)));
}

/** The heaviest option page (/resultado/-/-) of a result of n candidates, and that option's ranked rows. */
export function paginaDaOpcao(shell: string, n: number): { html: string; linhas: number } {
  const r = resultadoSintetico(n);
  const maior = r.opcoes.reduce((a, b) => (linhasDaOpcao(b) > linhasDaOpcao(a) ? b : a));
  return { html: noLugarDaCasca(shell, toHtml(resultadoDaOpcao(soDaOpcao(r, maior.opcCodigo)!))), linhas: linhasDaOpcao(maior) };
}
