/**
 * The public result pages' markup (issue 22), written once (src/lib/markup.ts): drawn as HTML at build time for the
 * pre-rendered pages (no script) and as DOM by the shells' plain script (resultado.dom.ts) for a result published
 * since the last build, so both show the same texts, tables and headings. Rank, enrolment number and name only:
 * never a CPF or a score. Every table sits in a focusable scroll region named by its caption (a phone scrolls it
 * sideways, never the page; the keyboard reaches it).
 */
import { formatBrDateTimeShort } from '../../domain/dates.ts';
import type { IndiceResultadoPublico, ResultadoPublico } from '../../domain/wire/gestao-resultados.ts';
import { h, type Child, type MarkupElement } from '../../lib/markup.ts';
import { buildPath } from '../../lib/routes.ts';
import { LIMITE_EM_LINHA, linhasDoIndice, listasEmLinha } from './resultado.ts';

type Opcao = ResultadoPublico['opcoes'][number];

const numero = (n: number) => n.toLocaleString('pt-BR');

/** A table in a scroll region that the keyboard reaches, named by the table's caption (`id`). */
function rolagem(id: string, titulo: string, classe: string, testid: string, cabecas: string[], linhas: Child): MarkupElement {
  return h(
    'div',
    { class: 'table-responsive', tabindex: 0, role: 'region', 'aria-labelledby': id },
    h(
      'table',
      { class: classe, 'data-testid': testid },
      h('caption', { id, class: 'caption-top fw-semibold text-body' }, titulo),
      h('thead', {}, h('tr', {}, cabecas.map((c) => h('th', { scope: 'col' }, c)))),
      h('tbody', {}, linhas),
    ),
  );
}

/** The heading of a result page: the process, the kind of result and when it was published. */
export function cabecalho(r: Pick<ResultadoPublico, 'prcSltDescricao' | 'tipo' | 'publicadoEm'>): Child {
  return [
    h('h1', { id: 'resultado-titulo', class: 'h3' }, r.prcSltDescricao),
    h('p', { class: 'lead mb-1' }, r.tipo === 'final' ? 'Resultado final' : 'Resultado preliminar'),
    h('p', { class: 'small text-body-secondary' }, `Publicado em ${formatBrDateTimeShort(new Date(r.publicadoEm))} (Horário de Brasília).`),
  ];
}

/** One option's lists (ampla concorrência, then each quota category): rank, enrolment number, name and situation. */
export function tabelasDaOpcao(o: Opcao): Child {
  return o.listas.map((l) =>
    rolagem(
      `lista-${o.opcCodigo}-${l.lista}`,
      l.nome,
      'table table-sm table-striped align-middle',
      'lista-resultado',
      ['Posição', 'Inscrição', 'Nome', 'Situação'],
      l.candidatos.map((c) => h('tr', {}, h('td', {}, `${c.posicao}º`), h('td', {}, String(c.insPrcCodigo)), h('td', {}, c.nome), h('td', {}, c.situacao))),
    ),
  );
}

/**
 * The result of one process (/resultado/{p}): the index of its options — each with the size of its lists and a
 * link to its own page — and, for a result of up to LIMITE_EM_LINHA ranked rows, every list below it (from
 * `resultado`, which only then is read).
 */
export function listaResultado(indice: IndiceResultadoPublico, resultado?: ResultadoPublico): MarkupElement {
  const emLinha = listasEmLinha(indice);
  const prc = indice.prcSltCodigo;
  return h(
    'article',
    { 'aria-labelledby': 'resultado-titulo' },
    cabecalho(indice),
    indice.opcoes.length === 0 && h('p', {}, 'Nenhum candidato classificado.'),
    indice.opcoes.length > 0 && [
      !emLinha && h('p', {}, `${numero(linhasDoIndice(indice))} classificações (mais de ${numero(LIMITE_EM_LINHA)}): escolha a sua opção para ver as listas dela.`),
      rolagem(
        'indice-opcoes',
        'Opções',
        'table table-sm align-middle',
        'indice-resultado',
        ['Opção', 'Candidatos por lista'],
        indice.opcoes.map((o) =>
          h(
            'tr',
            {},
            h('td', {}, h('a', { href: buildPath('resultadoOpcao', { prcSltCodigo: prc, opcCodigo: o.opcCodigo }) }, o.descricao)),
            h('td', {}, o.listas.map((l) => `${l.nome}: ${numero(l.total)}`).join(' · ')),
          ),
        ),
      ),
    ],
    emLinha &&
      resultado?.opcoes.map((o) =>
        h('section', { class: 'mb-4', 'aria-labelledby': `opc-${o.opcCodigo}` }, h('h2', { id: `opc-${o.opcCodigo}`, class: 'h4' }, o.descricao), tabelasDaOpcao(o)),
      ),
  );
}

/**
 * The page of one option (/resultado/{p}/{opcao}; `resultado` holds that option alone): its lists and a filter by
 * name or enrolment number. The filter is plain HTML that filtro-resultado.ts brings to life: hidden until it does
 * on a pre-rendered page, shown at once by the shell (`filtroVisivel`), whose script runs anyway.
 */
export function resultadoDaOpcao(resultado: ResultadoPublico, filtroVisivel = false): MarkupElement {
  const o = resultado.opcoes[0];
  return h(
    'article',
    { 'aria-labelledby': 'resultado-titulo' },
    cabecalho(resultado),
    h(
      'nav',
      { 'aria-label': 'Trilha' },
      h(
        'ol',
        { class: 'breadcrumb' },
        h('li', { class: 'breadcrumb-item' }, h('a', { href: buildPath('resultadoProcesso', { prcSltCodigo: resultado.prcSltCodigo }) }, 'Todas as opções')),
        o && h('li', { class: 'breadcrumb-item active', 'aria-current': 'page' }, o.descricao),
      ),
    ),
    !o && h('p', {}, 'Nenhum candidato classificado nesta opção.'),
    o &&
      h(
        'section',
        { 'aria-labelledby': `opc-${o.opcCodigo}` },
        h('h2', { id: `opc-${o.opcCodigo}`, class: 'h4' }, o.descricao),
        h(
          'form',
          { class: 'mb-3', role: 'search', 'data-filtro-resultado': true, hidden: !filtroVisivel },
          h('label', { class: 'form-label', for: 'filtro-resultado' }, 'Procurar pelo nome ou pelo número de inscrição'),
          h('input', { id: 'filtro-resultado', class: 'form-control', type: 'search', autocomplete: 'off' }),
          h('p', { class: 'small text-body-secondary mt-1 mb-0', role: 'status', 'aria-live': 'polite', 'data-filtro-contagem': true }),
        ),
        tabelasDaOpcao(o),
      ),
  );
}
