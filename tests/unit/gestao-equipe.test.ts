import { describe, expect, it } from 'vitest';
import { corpoDaConcessao, descricaoDoPapel, erroDoCpf, errosDaConcessao, PAPEIS, textoDoEscopo } from '../../src/features/gestao-equipe/gestao-equipe.ts';

describe('roles screen rules', () => {
  it('offers the four roles, each explained, the administrator for every process only', () => {
    expect(PAPEIS.map((p) => p.nome)).toEqual(['Leitura', 'Atendimento', 'Gestor do processo', 'Administrador']);
    expect(PAPEIS.every((p) => p.explicacao.length > 20)).toBe(true);
    expect(PAPEIS.filter((p) => p.soTodos).map((p) => p.papel)).toEqual(['ADMINISTRADOR']);
    expect(descricaoDoPapel('DONO')).toBeUndefined();
  });

  it('says the scope in words', () => {
    expect(textoDoEscopo(null, null)).toBe('Todos os processos');
    expect(textoDoEscopo(7, 'Vestibular 2027')).toBe('Vestibular 2027 (7)');
    expect(textoDoEscopo(7, null)).toBe('Processo 7');
  });

  it('checks the grant form: a process when scoped, never a scoped administrator', () => {
    expect(errosDaConcessao({ papel: 'LEITURA', escopo: 'um', processo: '' })).toEqual({ prcSltCodigo: 'Escolha o processo.' });
    expect(errosDaConcessao({ papel: 'LEITURA', escopo: 'um', processo: '12' })).toEqual({});
    expect(errosDaConcessao({ papel: 'GESTOR', escopo: 'todos', processo: '' })).toEqual({});
    expect(errosDaConcessao({ papel: 'ADMINISTRADOR', escopo: 'um', processo: '12' }).prcSltCodigo).toContain('todos os processos');
    expect(corpoDaConcessao(5, { papel: 'LEITURA', escopo: 'um', processo: ' 12 ' })).toEqual({ pssFscCodigo: 5, papel: 'LEITURA', prcSltCodigo: 12 });
    expect(corpoDaConcessao(5, { papel: 'ADMINISTRADOR', escopo: 'todos', processo: '12' })).toEqual({ pssFscCodigo: 5, papel: 'ADMINISTRADOR', prcSltCodigo: null });
  });

  it('asks for a whole, valid CPF', () => {
    expect(erroDoCpf('')).toBe('Informe o CPF da pessoa.');
    expect(erroDoCpf('111.444.777-3')).toContain('CPF válido');
    expect(erroDoCpf('111.444.777-35')).toBeNull();
  });
});
