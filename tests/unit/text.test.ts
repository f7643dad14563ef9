import { describe, expect, it } from 'vitest';
import { foldText, matchesSearch } from '../../src/domain/text.ts';

describe('foldText', () => {
  it('lowercases and strips accents', () => {
    expect(foldText('São José dos Pinhais')).toBe('sao jose dos pinhais');
    expect(foldText('AÇÃO Pós-Doutorado ÊXITO Über')).toBe('acao pos-doutorado exito uber');
  });

  it('strips accents written as separate combining marks too', () => {
    expect(foldText('Sa\u0303o')).toBe('sao');
  });

  it('trims and collapses inner white space', () => {
    expect(foldText('  Ponta   Grossa \t\n Campus  ')).toBe('ponta grossa campus');
    expect(foldText('')).toBe('');
  });
});

describe('matchesSearch', () => {
  it('matches everything with an empty or blank query', () => {
    expect(matchesSearch('Mestrado em Química', '')).toBe(true);
    expect(matchesSearch('Mestrado em Química', '   ')).toBe(true);
    expect(matchesSearch(null, '')).toBe(true);
    expect(matchesSearch(undefined, '')).toBe(true);
  });

  it('ignores case and accents on both sides', () => {
    expect(matchesSearch('Mestrado em Química', 'quimica')).toBe(true);
    expect(matchesSearch('Mestrado em Quimica', 'QUÍMICA')).toBe(true);
    expect(matchesSearch('Campus Uvaranas', 'uvarAnas')).toBe(true);
  });

  it('matches substrings and tolerates extra spaces in the query', () => {
    expect(matchesSearch('Programa de Pós-Graduação em Geografia', 'pos-grad')).toBe(true);
    expect(matchesSearch('Programa de Pós-Graduação em Geografia', '  em   geografia ')).toBe(true);
  });

  it('does not match absent text or text that does not contain the query', () => {
    expect(matchesSearch('Mestrado em Química', 'física')).toBe(false);
    expect(matchesSearch(null, 'x')).toBe(false);
    expect(matchesSearch(undefined, 'x')).toBe(false);
  });
});
