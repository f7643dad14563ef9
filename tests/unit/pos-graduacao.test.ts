import { describe, expect, it } from 'vitest';
import { POS_TAB_LABELS, POS_TAB_ORDER, classifyPostgraduate } from '../../src/domain/pos-graduacao.ts';

describe('classifyPostgraduate', () => {
  it("puts anything containing 'especial' in Aluno Especial, even a doctorate", () => {
    expect(classifyPostgraduate('Aluno Especial - Mestrado em História')).toBe('especial');
    expect(classifyPostgraduate('ALUNO ESPECIAL DOUTORADO EM AGRONOMIA')).toBe('especial');
    expect(classifyPostgraduate('Disciplinas isoladas (aluno especial) - Pós-Doutorado')).toBe('especial');
  });

  it('recognises pós-doutorado written in several ways', () => {
    expect(classifyPostgraduate('Pós-Doutorado em Química')).toBe('posdoutorado');
    expect(classifyPostgraduate('Programa de pos-doutorado')).toBe('posdoutorado');
    expect(classifyPostgraduate('Pós Doutorado em Física')).toBe('posdoutorado');
    expect(classifyPostgraduate('Posdoutorado')).toBe('posdoutorado');
    expect(classifyPostgraduate('Pós – Doutorado')).toBe('posdoutorado');
  });

  it('classifies a doctorate', () => {
    expect(classifyPostgraduate('Doutorado em Ciências Farmacêuticas')).toBe('doutorado');
    expect(classifyPostgraduate('Aluno Regular - DOUTORADO')).toBe('doutorado');
  });

  it('treats everything else as a master', () => {
    expect(classifyPostgraduate('Mestrado em Educação')).toBe('mestrado');
    expect(classifyPostgraduate('Mestrado Profissional em Ensino de Física')).toBe('mestrado');
    expect(classifyPostgraduate('')).toBe('mestrado');
  });
});

describe('tabs', () => {
  it('are in the order of SPEC §9 with the exact labels', () => {
    expect(POS_TAB_ORDER).toEqual(['mestrado', 'doutorado', 'especial', 'posdoutorado']);
    expect(POS_TAB_ORDER.map((c) => POS_TAB_LABELS[c])).toEqual([
      'Aluno Regular - Mestrado',
      'Aluno Regular - Doutorado',
      'Aluno Especial',
      'Pós-Doutorado',
    ]);
  });
});
