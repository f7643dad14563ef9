import { describe, expect, it } from 'vitest';
import { buildPath, currentParams, matchRoute, shellPath } from '../../src/lib/routes.ts';
import { formEncode } from '../../src/lib/form-encode.ts';

describe('tabela de rotas', () => {
  it('reconhece rotas literais e com parâmetros', () => {
    expect(matchRoute('/home')).toEqual({ name: 'home', params: {} });
    expect(matchRoute('/entrar/')).toEqual({ name: 'entrar', params: {} });
    expect(matchRoute('/ensalamento/12')).toEqual({ name: 'ensalamentoGeral', params: { prcSltCodigo: '12' } });
    expect(matchRoute('/ensalamento/12/345')).toEqual({ name: 'ensalamentoIndividual', params: { prcSltCodigo: '12', insPrcCodigo: '345' } });
    expect(matchRoute('/prcSeletivo/inscrever/0/7/0')).toEqual({ name: 'inscrever', params: { pessoaCode: '0', prcSltCodigo: '7', insPrcCodigo: '0' } });
    expect(matchRoute('/prcSeletivo')?.name).toBe('prcSeletivo');
  });

  it('aceita o parâmetro opcional do fim de cronogramas', () => {
    expect(matchRoute('/cronogramas/1/2/3')?.params).toEqual({ prcSltCodigo: '1', insPrcCodigo: '2', tblGrlItmCdgPrcSltTpCrn: '3' });
    expect(matchRoute('/cronogramas/1/2/3/T')?.params).toEqual({ prcSltCodigo: '1', insPrcCodigo: '2', tblGrlItmCdgPrcSltTpCrn: '3', insRapida: 'T' });
    expect(matchRoute('/cronogramas/1/2')).toBeNull();
  });

  it('recusa valores que poderiam andar pela árvore de arquivos', () => {
    expect(matchRoute('/ensalamento/..%2F..%2Fetc')).toBeNull();
    expect(matchRoute('/ensalamento/a.b')).toBeNull();
    expect(matchRoute('/nao-existe')).toBeNull();
  });

  it('monta caminhos e caminhos de casca estática', () => {
    expect(buildPath('editar', { prcSltCodigo: 5, pssFscCodigo: 1000, insPrcCodigo: 77 })).toBe('/editar/5/1000/77');
    expect(buildPath('cronogramas', { prcSltCodigo: 1, insPrcCodigo: 2, tblGrlItmCdgPrcSltTpCrn: 3 })).toBe('/cronogramas/1/2/3');
    expect(() => buildPath('ensalamentoGeral')).toThrow(/prcSltCodigo/);
    expect(shellPath('ensalamentoIndividual')).toBe('/ensalamento/-/-');
    expect(shellPath('cronogramas')).toBe('/cronogramas/-/-/-');
    expect(currentParams('smlSeriado', '/sml-seriado/3/9/')).toEqual({ prcSltCodigo: '3', insPrcCodigo: '9' });
  });
});

describe('codificação de formulário', () => {
  it('listas e objetos no formato do qs; booleanos como T/F; nulos omitidos', () => {
    const body = formEncode({ prcSltCodigo: 3, insPrcCotista: true, insPrcTreineiro: false, nada: null, opcoes: [{ opcCodigo: 9, prcSltOpcOrdem: 1 }] });
    expect(decodeURIComponent(body)).toBe('prcSltCodigo=3&insPrcCotista=T&insPrcTreineiro=F&opcoes[0][opcCodigo]=9&opcoes[0][prcSltOpcOrdem]=1');
  });
});
