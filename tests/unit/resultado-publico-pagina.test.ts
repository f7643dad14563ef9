import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { resultadoSintetico } from '../../bench/lib/resultado-publico.ts';
import ListaResultado from '../../src/features/resultado/ListaResultado.tsx';
import { LIMITE_EM_LINHA, corresponde, indiceDe, linhasDoIndice, listasEmLinha, normalizar, soDaOpcao } from '../../src/features/resultado/resultado.ts';
import ResultadoDaOpcao from '../../src/features/resultado/ResultadoDaOpcao.tsx';

/** The public result's shape (issue 22): small results inline, large ones split per option, a filter on the option page. */
describe('página pública do resultado', () => {
  const pequeno = resultadoSintetico(1_000);
  const grande = resultadoSintetico(10_000);

  it('traz as listas na página do processo até o limite de linhas; acima dele, só o índice das opções', () => {
    expect(linhasDoIndice(indiceDe(pequeno))).toBeLessThanOrEqual(LIMITE_EM_LINHA);
    expect(linhasDoIndice(indiceDe(grande))).toBeGreaterThan(LIMITE_EM_LINHA);
    expect(listasEmLinha(indiceDe(pequeno))).toBe(true);
    expect(listasEmLinha(indiceDe(grande))).toBe(false);
    const html = renderToStaticMarkup(createElement(ListaResultado, { indice: indiceDe(grande), resultado: grande }));
    expect(html).not.toContain('data-testid="lista-resultado"');
    expect(html).toContain('escolha a sua opção para ver as listas dela');
    const o = grande.opcoes[3];
    expect(html).toContain(`<a href="/resultado/1/${o.opcCodigo}">${o.descricao}</a>`);
    expect(html).toContain(`Ampla concorrência: ${o.listas[0].candidatos.length}`);
    expect(html).not.toContain(o.listas[0].candidatos[0].nome);
    const htmlPequeno = renderToStaticMarkup(createElement(ListaResultado, { indice: indiceDe(pequeno), resultado: pequeno }));
    expect(htmlPequeno.match(/data-testid="lista-resultado"/g)).toHaveLength(pequeno.opcoes.reduce((n, x) => n + x.listas.length, 0));
    expect(htmlPequeno).toContain(`<a href="/resultado/1/${pequeno.opcoes[0].opcCodigo}">`);
  });

  it('a página da opção traz só as listas dela, com o filtro escondido até o script ligá-lo', () => {
    const o = grande.opcoes[5];
    const html = renderToStaticMarkup(createElement(ResultadoDaOpcao, { resultado: soDaOpcao(grande, o.opcCodigo)! }));
    expect(html.match(/data-testid="lista-resultado"/g)).toHaveLength(o.listas.length);
    const c = o.listas[0].candidatos[7];
    expect(html).toContain(`<td>${c.posicao}º</td><td>${c.insPrcCodigo}</td><td>${c.nome}</td>`);
    expect(html).not.toContain(`<td>${grande.opcoes[6].listas[0].candidatos[0].insPrcCodigo}</td>`);
    expect(html).toMatch(/<form[^>]*data-filtro-resultado="true"[^>]*hidden=""/);
    expect(soDaOpcao(grande, 9999)).toBeNull();
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
