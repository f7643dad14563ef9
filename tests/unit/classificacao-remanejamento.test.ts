/**
 * Worked examples of the ranking computed by hand (issue 36 items 4 and 5): the moves of unfilled seats along each
 * category's ordered destinations (Decreto 7.824/2012, art. 2º, §§1-2, as amended by Decreto 11.781/2023) and
 * candidates with several options. The comments show the hand computation the expectations come from.
 */
import { describe, expect, it } from 'vitest';
import { AMPLA, classificar, type CandidatoClassificacao, type ResultadoOpcao } from '../../src/domain/classificacao.ts';
import { validarRegras } from '../../src/domain/classificacao-regras.ts';
import { CATEGORIAS_FEDERAIS_A_MAO, regrasSimples } from '../support/classificacao-exemplos.ts';

const cand = (inscricao: number, nota: number, categorias: string[] = [], opcoes: number[] = [1]): CandidatoClassificacao => ({
  inscricao,
  opcoes,
  categorias,
  notas: { 1: nota },
  ausente: false,
  nascimento: null,
  inscritoEm: '2025-10-01T12:00:00Z',
});

/** Each list as 'LISTA vagas: 1* 2 ...' (* approved). */
const quadro = (r: ResultadoOpcao) => r.listas.map((l) => `${l.lista} ${l.vagas}: ${l.candidatos.map((c) => `${c.inscricao}${c.situacao === 'aprovado' ? '*' : ''}`).join(' ')}`.trim());
const movimentos = (r: ResultadoOpcao) => r.remanejamentos.map((m) => `${m.de}>${m.para} ${m.vagas}`);

describe('remanejamento de vagas: exemplos calculados à mão', () => {
  it('issue 36: Q1 -> Q2 -> AC, Q1 sem ninguém e dois candidatos de Q2: a vaga de Q1 vai para Q2, não segue para AC', () => {
    // AC 1, Q1 1, Q2 1. AC approves 1. Q1 has nobody; Q2 has 3 (approved) and 4 (waiting): Q1's seat goes to Q2 and
    // approves 4. It must not go on to AC (candidate 2, 80 points, stays waiting).
    const regras = regrasSimples(
      [
        { codigo: 'Q1', nome: 'Q1', destinos: ['Q2'] },
        { codigo: 'Q2', nome: 'Q2', destinos: [AMPLA] },
      ],
      { [AMPLA]: 1, Q1: 1, Q2: 1 },
    );
    const [r] = classificar(regras, [cand(1, 90), cand(2, 80), cand(3, 70, ['Q2']), cand(4, 60, ['Q2'])]);
    expect(quadro(r)).toEqual(['AC 1: 1* 2 3 4', 'Q1 0:', 'Q2 2: 3* 4*']);
    expect(r.remanejamentos).toEqual([{ de: 'Q1', para: 'Q2', vagas: 1, motivo: 'Nenhum candidato em espera em Q1; Q2 é o próximo destino de Q1 com candidato em espera.' }]);
  });

  it('configuração estadual: IND -> [NEG, AC], PCD -> [AC], NEG -> [AC]', () => {
    // Seats: AC 3, NEG 2, IND 1, PCD 1. Lists in order AC, NEG, IND, PCD.
    // Draw 1: AC 1 2 3; NEG (without 2) 4* 7* 8; IND nobody; PCD 8* (waiting in NEG, approved in PCD).
    // IND has an unfilled seat; in NEG nobody is approved nowhere (8 holds the PCD seat), in AC 5 waits: IND -> AC.
    // Draw 2: AC 1 2 3 4; NEG 7* 8*; PCD nobody (8 is approved in NEG): its seat goes to AC (5 waits): PCD -> AC.
    // Draw 3: AC 1 2 3 4 5; NEG 7* 8*. 6 and 9 wait.
    const regras = regrasSimples(
      [
        { codigo: 'NEG', nome: 'Negros', destinos: [AMPLA] },
        { codigo: 'IND', nome: 'Indígenas', destinos: ['NEG', AMPLA] },
        { codigo: 'PCD', nome: 'Pessoas com deficiência', destinos: [AMPLA] },
      ],
      { [AMPLA]: 3, NEG: 2, IND: 1, PCD: 1 },
    );
    expect(validarRegras(regras)).toEqual({});
    const candidatos = [cand(1, 95), cand(2, 90, ['NEG']), cand(3, 85), cand(4, 80, ['NEG']), cand(5, 75), cand(6, 70), cand(7, 65, ['NEG']), cand(8, 60, ['NEG', 'PCD']), cand(9, 55)];
    const [r] = classificar(regras, candidatos);
    expect(quadro(r)).toEqual(['AC 5: 1* 2* 3* 4* 5* 6 7 8 9', 'NEG 2: 7* 8*', 'IND 0:', 'PCD 0:']);
    expect(r.remanejamentos.map((m) => m.motivo)).toEqual([
      'Nenhum candidato em espera em IND nem em NEG; AC é o próximo destino de IND com candidato em espera.',
      'Nenhum candidato em espera em PCD; AC é o próximo destino de PCD com candidato em espera.',
    ]);
    expect(movimentos(r)).toEqual(['IND>AC 1', 'PCD>AC 1']);
  });

  it('configuração federal (ordem do Decreto 7.824/2012, art. 2º, §1, escrita à mão): sobras de PPI/Q/PCD vão primeiro às outras PPI/Q/PCD, depois à escola pública', () => {
    // Seats: AC 4, LB_PPI 2, LB_Q 1, LB_PCD 1, LB_EP 1, LI_PPI 1, LI_Q 1, LI_PCD 0, LI_EP 1 (12).
    // Draw 1: AC 1 2 3 4; LB_PPI 6* (one seat unfilled); LB_Q nobody; LB_PCD 8*; LB_EP 10* 14; LI_PPI 7* 11 12;
    //   LI_Q nobody; LI_EP 9*. Unapproved: 5, 11, 12, 13, 14.
    // LB_PPI's chain: LB_Q (nobody), LB_PCD (nobody waits), LI_PPI (11 waits): LB_PPI -> LI_PPI; LI_PPI approves 11.
    // LB_Q's chain: LB_PPI, LB_PCD, LI_Q (nobody waits), LI_PPI (12 waits): LB_Q -> LI_PPI; LI_PPI approves 12.
    // LI_Q's chain: LI_PPI, LI_PCD, LB_Q, LB_PPI, LB_PCD, LI_EP (nobody waits), LB_EP (14 waits): LI_Q -> LB_EP.
    // 5 (820, ampla concorrência only) and 13 wait: every reserved seat found a reserved candidate first.
    const vagas = { [AMPLA]: 4, LB_PPI: 2, LB_Q: 1, LB_PCD: 1, LB_EP: 1, LI_PPI: 1, LI_Q: 1, LI_PCD: 0, LI_EP: 1 };
    const regras = regrasSimples(CATEGORIAS_FEDERAIS_A_MAO, vagas);
    expect(validarRegras(regras)).toEqual({});
    const candidatos = [
      cand(1, 900), cand(2, 880, ['LB_PPI']), cand(3, 860), cand(4, 840, ['LI_EP']), cand(5, 820), cand(6, 800, ['LB_PPI']), cand(7, 780, ['LI_PPI']),
      cand(8, 760, ['LB_PCD']), cand(9, 740, ['LI_EP']), cand(10, 720, ['LB_EP']), cand(11, 700, ['LI_PPI']), cand(12, 680, ['LI_PPI']), cand(13, 660), cand(14, 640, ['LB_EP']),
    ];
    const [r] = classificar(regras, candidatos);
    expect(quadro(r)).toEqual([
      'AC 4: 1* 2* 3* 4* 5 6 7 8 9 10 11 12 13 14',
      'LB_PPI 1: 6*',
      'LB_Q 0:',
      'LB_PCD 1: 8*',
      'LB_EP 2: 10* 14*',
      'LI_PPI 3: 7* 11* 12*',
      'LI_Q 0:',
      'LI_PCD 0:',
      'LI_EP 1: 9*',
    ]);
    expect(movimentos(r)).toEqual(['LB_PPI>LI_PPI 1', 'LB_Q>LI_PPI 1', 'LI_Q>LB_EP 1']);
    expect(r.remanejamentos[2].motivo).toBe('Nenhum candidato em espera em LI_Q nem em LI_PPI, LI_PCD, LB_Q, LB_PPI, LB_PCD, LI_EP; LB_EP é o próximo destino de LI_Q com candidato em espera.');
  });

  it('ciclo PPI -> PCD e PCD -> PPI termina: a vaga só passa para onde alguém espera', () => {
    const regras = regrasSimples(
      [
        { codigo: 'PPI', nome: 'PPI', destinos: ['PCD', AMPLA] },
        { codigo: 'PCD', nome: 'PCD', destinos: ['PPI', AMPLA] },
      ],
      { [AMPLA]: 0, PPI: 2, PCD: 2 },
    );
    // PPI: 1* 2* (3 waits); PCD: 4* (one seat unfilled) -> PPI, where 3 waits. Nobody else: no seat goes to AC.
    const [r] = classificar(regras, [cand(1, 90, ['PPI']), cand(2, 80, ['PPI']), cand(3, 70, ['PPI']), cand(4, 60, ['PCD'])]);
    expect(quadro(r)).toEqual(['AC 0: 1 2 3 4', 'PPI 3: 1* 2* 3*', 'PCD 1: 4*']);
    expect(movimentos(r)).toEqual(['PCD>PPI 1']);
  });
});

describe('várias opções: exemplos calculados à mão', () => {
  const regras = (esperaNasOpcoesAnteriores?: boolean) =>
    regrasSimples([], { [AMPLA]: 1 }, [1, 2], esperaNasOpcoesAnteriores === undefined ? {} : { opcoes: { esperaNasOpcoesAnteriores } });
  // A (90) chooses 1 then 2; B (80) 1 then 2; C (70) only 2. Option 1 approves A; B is not approved there and
  // stands in option 2, where B (80) passes C (70).
  const candidatos = [cand(1, 90, [], [1, 2]), cand(2, 80, [], [1, 2]), cand(3, 70, [], [2])];

  it('Sisu (desde 2019): aprovado em uma opção não espera em nenhuma; aprovado na 1ª não aparece na 2ª', () => {
    const [o1, o2] = classificar(regras(), candidatos);
    expect(quadro(o1)).toEqual(['AC 1: 1*']);
    expect(quadro(o2)).toEqual(['AC 1: 2* 3']);
  });

  it('regra do processo: o aprovado na 2ª opção continua na espera da 1ª', () => {
    const [o1, o2] = classificar(regras(true), candidatos);
    expect(quadro(o1)).toEqual(['AC 1: 1* 2']);
    expect(quadro(o2)).toEqual(['AC 1: 2* 3']);
  });

  it('a ordem é a do candidato: quem prefere a opção 2 é aprovado nela mesmo tendo nota para a 1', () => {
    const [o1, o2] = classificar(regras(), [cand(1, 90, [], [2, 1]), cand(2, 80, [], [1, 2]), cand(3, 70, [], [2])]);
    expect(quadro(o1)).toEqual(['AC 1: 2*']);
    expect(quadro(o2)).toEqual(['AC 1: 1* 3']);
  });
});
