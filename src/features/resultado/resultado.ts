import type { IndiceResultadoPublico, ResultadoPublico } from '../../domain/wire/gestao-resultados.ts';

/**
 * The public result's shape (issue 22). A large result weighs too much for one page on a phone (1.6 MB of gzip
 * HTML at 100,000 candidates): up to LIMITE_EM_LINHA ranked rows the process page carries every list, above it
 * the page is an index of the options and each option has its own page. 2,000 rows are about 30 KB of gzip HTML.
 */
export const LIMITE_EM_LINHA = 2_000;

type Opcao = ResultadoPublico['opcoes'][number];

/** Ranked rows of an option (a candidate in ampla concorrência and in a quota list counts twice: two rows). */
export const linhasDaOpcao = (o: Opcao) => o.listas.reduce((n, l) => n + l.candidatos.length, 0);

/** Ranked rows of a result from its index. */
export const linhasDoIndice = (i: IndiceResultadoPublico) => i.opcoes.reduce((n, o) => n + o.listas.reduce((m, l) => m + l.total, 0), 0);

/** Whether the process page carries the lists themselves, or only the index of the options. */
export const listasEmLinha = (i: IndiceResultadoPublico) => linhasDoIndice(i) <= LIMITE_EM_LINHA;

/** The index of a result (what GET resultado/:p/indice answers), from the result itself. */
export const indiceDe = (r: ResultadoPublico): IndiceResultadoPublico => ({
  ...r,
  opcoes: r.opcoes.map((o) => ({ opcCodigo: o.opcCodigo, descricao: o.descricao, listas: o.listas.map((l) => ({ lista: l.lista, nome: l.nome, total: l.candidatos.length })) })),
});

/** The result of one option (same shape, that option alone); null when the result has no such option. */
export function soDaOpcao(r: ResultadoPublico, opcCodigo: number): ResultadoPublico | null {
  const o = r.opcoes.find((x) => x.opcCodigo === opcCodigo);
  return o ? { ...r, opcoes: [o] } : null;
}

/** The page titles (Base adds ' · Processos Seletivos'): the pre-rendered page's and its shell's, once the result is read. */
export const tituloDoResultado = (r: Pick<ResultadoPublico, 'prcSltDescricao'>) => `Resultado — ${r.prcSltDescricao}`;
export const tituloDaOpcao = (r: ResultadoPublico) => `Resultado — ${r.opcoes[0]?.descricao ?? ''} — ${r.prcSltDescricao}`;

/** Lower case, without accents or repeated spaces: "JOÃO  da Conceição" and "joao da conceicao" are the same. */
export const normalizar = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

/**
 * The option page's filter: a row matches when the query (already normalized) is part of its name, or, for a
 * query of digits, the start of its enrolment number. An empty query matches every row.
 */
export function corresponde(insPrcCodigo: string, nomeNormalizado: string, consulta: string): boolean {
  if (!consulta) return true;
  if (/^\d+$/.test(consulta)) return insPrcCodigo.startsWith(consulta);
  return nomeNormalizado.includes(consulta);
}
