import { describe, expect, it } from 'vitest';
import { resultadoSintetico } from '../../bench/lib/resultado-publico.ts';
import { listaResultado, resultadoDaOpcao } from '../../src/features/resultado/resultado.markup.ts';
import { LIMITE_EM_LINHA, corresponde, indiceDe, linhasDoIndice, listasEmLinha, normalizar, soDaOpcao } from '../../src/features/resultado/resultado.ts';
import { h, toHtml } from '../../src/lib/markup.ts';
import { HOSTILE } from '../support/hostile-seed.ts';

/** The public result's shape (issue 22): small results inline, large ones split per option, a filter on the option page. */
describe('página pública do resultado', () => {
  const pequeno = resultadoSintetico(1_000);
  const grande = resultadoSintetico(10_000);

  it('traz as listas na página do processo até o limite de linhas; acima dele, só o índice das opções', () => {
    expect(linhasDoIndice(indiceDe(pequeno))).toBeLessThanOrEqual(LIMITE_EM_LINHA);
    expect(linhasDoIndice(indiceDe(grande))).toBeGreaterThan(LIMITE_EM_LINHA);
    expect(listasEmLinha(indiceDe(pequeno))).toBe(true);
    expect(listasEmLinha(indiceDe(grande))).toBe(false);
    const html = toHtml(listaResultado(indiceDe(grande), grande));
    expect(html).not.toContain('data-testid="lista-resultado"');
    expect(html).toContain('escolha a sua opção para ver as listas dela');
    const o = grande.opcoes[3];
    expect(html).toContain(`<a href="/resultado/1/${o.opcCodigo}">${o.descricao}</a>`);
    expect(html).toContain(`Ampla concorrência: ${o.listas[0].candidatos.length}`);
    expect(html).not.toContain(o.listas[0].candidatos[0].nome);
    const htmlPequeno = toHtml(listaResultado(indiceDe(pequeno), pequeno));
    expect(htmlPequeno.match(/data-testid="lista-resultado"/g)).toHaveLength(pequeno.opcoes.reduce((n, x) => n + x.listas.length, 0));
    expect(htmlPequeno).toContain(`<a href="/resultado/1/${pequeno.opcoes[0].opcCodigo}">`);
  });

  it('a página da opção traz só as listas dela, com o filtro escondido até o script ligá-lo', () => {
    const o = grande.opcoes[5];
    const html = toHtml(resultadoDaOpcao(soDaOpcao(grande, o.opcCodigo)!));
    expect(html.match(/data-testid="lista-resultado"/g)).toHaveLength(o.listas.length);
    const c = o.listas[0].candidatos[7];
    expect(html).toContain(`<td>${c.posicao}º</td><td>${c.insPrcCodigo}</td><td>${c.nome}</td>`);
    expect(html).not.toContain(`<td>${grande.opcoes[6].listas[0].candidatos[0].insPrcCodigo}</td>`);
    expect(html).toMatch(/<form[^>]*data-filtro-resultado[^>]* hidden>/);
    expect(toHtml(resultadoDaOpcao(soDaOpcao(grande, o.opcCodigo)!, true))).not.toMatch(/<form[^>]* hidden/);
    expect(soDaOpcao(grande, 9999)).toBeNull();
  });

  it('cada tabela tem legenda e fica numa região de rolagem focável, nomeada pela legenda', () => {
    const html = toHtml(listaResultado(indiceDe(pequeno), pequeno));
    const o = pequeno.opcoes[2];
    expect(html).toContain('<div class="table-responsive" tabindex="0" role="region" aria-labelledby="indice-opcoes"><table class="table table-sm align-middle" data-testid="indice-resultado"><caption id="indice-opcoes"');
    expect(html).toContain(`<div class="table-responsive" tabindex="0" role="region" aria-labelledby="lista-${o.opcCodigo}-PPI"><table class="table table-sm table-striped align-middle" data-testid="lista-resultado"><caption id="lista-${o.opcCodigo}-PPI" class="caption-top fw-semibold text-body">Pretos, pardos e indígenas</caption>`);
    expect(html).toContain(`<section class="mb-4" aria-labelledby="opc-${o.opcCodigo}"><h2 id="opc-${o.opcCodigo}" class="h4">${o.descricao}</h2>`);
    expect(html).toMatch(/^<article aria-labelledby="resultado-titulo"><h1 id="resultado-titulo" class="h3">Vestibular de Verão 2027<\/h1><p class="lead mb-1">Resultado final<\/p><p class="small text-body-secondary">Publicado em 01\/02\/2027 12:00 \(Horário de Brasília\)\.<\/p>/);
  });

  it('textos da API nunca viram HTML na página pré-renderizada', () => {
    const r = resultadoSintetico(100);
    const hostil = {
      ...r,
      prcSltDescricao: HOSTILE.processo,
      opcoes: [{ ...r.opcoes[0], descricao: HOSTILE.opcao, listas: r.opcoes[0].listas.map((l) => ({ ...l, nome: HOSTILE.categoria, candidatos: l.candidatos.map((c) => ({ ...c, nome: HOSTILE.nome })) })) }],
    };
    for (const html of [toHtml(listaResultado(indiceDe(hostil), hostil)), toHtml(resultadoDaOpcao(hostil))]) {
      expect(html).not.toMatch(/<(img|script|svg|b)[\s>]/i);
      expect(html).toContain('&lt;img src=x onerror=&quot;window.__xss=1;alert(1)&quot;&gt;Hostil &lt;script&gt;');
    }
    expect(toHtml(h('a', { href: '"><script>alert(1)</script>' }, 'x'))).toBe('<a href="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;">x</a>');
    expect(() => h('img', { onerror: 'alert(1)' })).toThrow();
    expect(() => h('a', { 'x"': '' })).toThrow();
    expect(() => h('script>')).toThrow();
  });

  it('filtra pelo nome sem acentos nem maiúsculas, ou pelo início do número de inscrição', () => {
    const nome = normalizar('  JOÃO  da Conceição ');
    expect(nome).toBe('joao da conceicao');
    expect(corresponde('104512', nome, normalizar('Conceicao'))).toBe(true);
    expect(corresponde('104512', nome, normalizar('joão DA'))).toBe(true);
    expect(corresponde('104512', nome, normalizar('Maria'))).toBe(false);
    expect(corresponde('104512', nome, '1045')).toBe(true);
    expect(corresponde('104512', nome, '4512')).toBe(false);
    expect(corresponde('104512', nome, '')).toBe(true);
  });
});
