import { describe, expect, it } from 'vitest';
import {
  chooseAt,
  chosenOption,
  examLabel,
  formatHits,
  formatPlace,
  formatScore,
  groupByStage,
  levelOf,
  NO_CHOICE,
  quotaName,
  selectLabel,
  summarize,
  togglePanel,
  type CascadeLevel,
  type SerialScoreRow,
} from '../../src/features/sml-seriado/sml-seriado.ts';

const level = (tipo: string, value: string): CascadeLevel => ({ tipo, options: [{ opcCodigo: 1, opcDescricao: 'x' }], value });

describe('cascata de opções (SPEC §4, §5)', () => {
  it('rótulo "Selecione o {tipo}", a partir do tipo das opções', () => {
    expect(selectLabel('Campus')).toBe('Selecione o Campus');
    expect(levelOf([{ opcCodigo: 3, opcDescricao: 'Integral', tpOpcDescricao: 'Turno' }])).toEqual({
      tipo: 'Turno',
      options: [{ opcCodigo: 3, opcDescricao: 'Integral', tpOpcDescricao: 'Turno' }],
      value: NO_CHOICE,
    });
  });

  it('mudar um select descarta os mais profundos e guarda a escolha', () => {
    const levels = [level('Campus', '10'), level('Curso', '20'), level('Turno', '30')];
    expect(chooseAt(levels, 0, '11').map((l) => [l.tipo, l.value])).toEqual([['Campus', '11']]);
    expect(chooseAt(levels, 1, '-1').map((l) => [l.tipo, l.value])).toEqual([['Campus', '10'], ['Curso', '-1']]);
    expect(chooseAt(levels, 5, '1')).toBe(levels);
  });

  it('só simula com o último select escolhido: vazio e -1 não contam', () => {
    expect(chosenOption([])).toBeNull();
    expect(chosenOption([level('Campus', '10'), level('Curso', NO_CHOICE)])).toBeNull();
    expect(chosenOption([level('Campus', '10'), level('Curso', '')])).toBeNull();
    expect(chosenOption([level('Campus', '10'), level('Curso', '20')])).toBe(20);
  });
});

const row = (over: Partial<SerialScoreRow>): SerialScoreRow => ({
  etpCodigo: 1,
  etpDescricao: 'Linguagens',
  prvCodigo: 1,
  prvDescricao: 'Português',
  prvValorizacao: 10,
  prvEspecifica: 'F',
  pntCndPrvPntBrtSeriado1: 7,
  pntCndPrvPntBrtSeriado2: 9,
  pntCndPrvPntPdrSeriado1: 70,
  pntCndPrvPntPdrSeriado2: 90,
  pntCndPrvPntPdrMedia: 80,
  pntCndPrvPntPdrFinal: 157.5,
  cndCrsClassificacao: 2,
  crsDescricao: 'Medicina - Integral',
  cmpDescricao: 'Campus Central',
  ...over,
});

describe('desempenho individual', () => {
  const rows = [
    row({ etpCodigo: 5, etpDescricao: 'Redação', prvCodigo: 9, prvDescricao: 'Redação', pntCndPrvPntPdrSeriado1: 7.5, pntCndPrvPntPdrSeriado2: null, pntCndPrvPntPdrMedia: 7.5 }),
    row({}),
    row({ etpCodigo: 4, etpDescricao: 'Matemática', prvCodigo: 4, prvDescricao: 'Matemática', prvEspecifica: 'T', pntCndPrvPntPdrMedia: 70 }),
    row({ prvCodigo: 2, prvDescricao: 'Literatura' }),
  ];

  it('agrupa por etapa, em ordem de etapa, mantendo a ordem das provas', () => {
    expect(groupByStage(rows).map((g) => [g.etpCodigo, g.etpDescricao, g.rows.map((r) => r.prvDescricao)])).toEqual([
      [1, 'Linguagens', ['Português', 'Literatura']],
      [4, 'Matemática', ['Matemática']],
      [5, 'Redação', ['Redação']],
    ]);
  });

  it('cartões: média das objetivas, redação (etapa 5, seriado 1), nota final e classificação', () => {
    expect(summarize(rows)).toEqual({
      objetivas: 80 + 70 + 80,
      redacao: 7.5,
      final: 157.5,
      classificacao: 2,
      eliminacao: null,
      crsDescricao: 'Medicina - Integral',
      cmpDescricao: 'Campus Central',
    });
    expect(summarize([])).toBeNull();
    // With the process's ranking rules, an eliminated candidate reads why (issue 36 item 6).
    const eliminada = rows.map((r) => ({ ...r, cndCrsClassificacao: 0, cndCrsSituacao: 'eliminado', cndCrsMotivo: 'Nota zero ou sem nota em Redação.' }));
    expect(summarize(eliminada)?.eliminacao).toBe('Nota zero ou sem nota em Redação.');
  });

  it('marcas das notas de rodapé: * específica, ** redação', () => {
    expect(examLabel(rows[0])).toBe('Redação**');
    expect(examLabel(rows[2])).toBe('Matemática*');
    expect(examLabel(rows[1])).toBe('Português');
  });

  it('números em pt-BR', () => {
    expect(formatScore(157.5)).toBe('157,50');
    expect(formatScore(null)).toBe('-');
    expect(formatHits(9)).toBe('9');
    expect(formatHits(7.5)).toBe('7,50');
    expect(formatHits(undefined)).toBe('-');
    expect(formatPlace(3)).toBe('3º');
  });
});

describe('acordeão por tipo de vaga', () => {
  it('abre um painel por vez; clicar no aberto fecha', () => {
    expect(togglePanel(null, 'AC')).toBe('AC');
    expect(togglePanel('AC', 'EP')).toBe('EP');
    expect(togglePanel('EP', 'EP')).toBeNull();
  });

  it('nome do tipo de vaga, ou o código quando desconhecido', () => {
    expect(quotaName('AC')).toBe('Ampla Concorrência');
    expect(quotaName('XYZ')).toBe('XYZ');
  });
});
