/**
 * The public result pages of a process as the site pre-renders them, for page-weight.ts: the built shell page
 * (/resultado/-, the layout, header and footer) with its island replaced by ListaResultado (the index of the
 * options, with every list when the result is small) rendered to plain HTML for a synthetic result of n
 * candidates, and without the island's scripts (a pre-rendered result has none); and the heaviest option page
 * (/resultado/-/- with ResultadoDaOpcao in place of its island; its filter script stays).
 * The synthetic result: 40 options, each with its ampla concorrência list (everyone of the option) and two quota
 * lists (about a quarter of the option each), names of 3 to 5 words, a fixed seed (the figure repeats).
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ResultadoPublico } from '../../src/domain/wire/gestao-resultados.ts';
import ListaResultado from '../../src/features/resultado/ListaResultado.tsx';
import { indiceDe, linhasDaOpcao, soDaOpcao } from '../../src/features/resultado/resultado.ts';
import ResultadoDaOpcao from '../../src/features/resultado/ResultadoDaOpcao.tsx';

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

/** The shell page with `corpo` in place of the island `ilha`, without the island's scripts. */
function noLugarDaIlha(shell: string, ilha: string, corpo: string): string {
  const re = new RegExp(`<astro-island[^>]*component-url="[^"]*${ilha}[^"]*"[\\s\\S]*?</astro-island>`);
  if (!re.test(shell)) throw new Error(`a casca não tem a ilha ${ilha}`);
  // Astro's island runtime (inline scripts defining astro-island) goes with the island.
  return shell.replace(re, () => corpo).replace(/<script>(?:(?!<\/script>)[\s\S])*astro-island(?:(?!<\/script>)[\s\S])*<\/script>/g, '');
}

/** The process page (/resultado/-) of a result of n candidates. */
export function paginaDeResultado(shell: string, n: number): string {
  return noLugarDaIlha(shell, 'ResultadoProcesso', renderToStaticMarkup(createElement(ListaResultado, { indice: indiceDe(resultadoSintetico(n)), resultado: resultadoSintetico(n) })));
}

/** The heaviest option page (/resultado/-/-) of a result of n candidates, and that option's ranked rows. */
export function paginaDaOpcao(shell: string, n: number): { html: string; linhas: number } {
  const r = resultadoSintetico(n);
  const maior = r.opcoes.reduce((a, b) => (linhasDaOpcao(b) > linhasDaOpcao(a) ? b : a));
  const corpo = renderToStaticMarkup(createElement(ResultadoDaOpcao, { resultado: soDaOpcao(r, maior.opcCodigo)! }));
  return { html: noLugarDaIlha(shell, 'ResultadoOpcaoIlha', corpo), linhas: linhasDaOpcao(maior) };
}
