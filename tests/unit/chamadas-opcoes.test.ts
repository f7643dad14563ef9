/**
 * Call-ups with several options per candidate (issue 36 item 5): a seat a quota candidate leaves goes to the next of
 * the same list; a candidate called in an option they prefer leaves the lower one, whose seat goes on in the same call.
 */
import { describe, expect, it } from 'vitest';
import { proximaChamada, textoDaSituacao, type JaConvocado, type LinhaDoResultado } from '../../src/domain/resultado.ts';

const l = (inscricao: number, opcao: number, lista: string, posicao: number, situacao: LinhaDoResultado['situacao'], preferencia: number): LinhaDoResultado => ({
  inscricao,
  opcao,
  lista,
  posicao,
  situacao,
  preferencia,
});

// Option 1, AC 1 seat: 1 approved, 2 waiting (2 prefers option 1 and waits there: the process keeps waiting lists above).
// Option 2, AC 1 seat, PPI 1 seat: 2 approved in AC, 3 waiting; PPI 4 approved, 5 waiting.
const resultado = [
  l(1, 1, 'AC', 1, 'aprovado', 1),
  l(2, 1, 'AC', 2, 'espera', 1),
  l(2, 2, 'AC', 1, 'aprovado', 2),
  l(3, 2, 'AC', 2, 'espera', 1),
  l(4, 2, 'AC', 3, 'espera', 1),
  l(5, 2, 'AC', 4, 'espera', 1),
  l(4, 2, 'PPI', 1, 'aprovado', 1),
  l(5, 2, 'PPI', 2, 'espera', 1),
];
const primeira = (mudar: Record<number, JaConvocado['situacao']> = {}): JaConvocado[] =>
  proximaChamada(resultado, []).map((c) => ({ inscricao: c.inscricao, opcao: c.opcao, lista: c.lista, situacao: mudar[c.inscricao] ?? 'CONVOCADO', numero: 1 }));

describe('proximaChamada com várias opções', () => {
  it('a 1ª chamada convoca cada aprovado uma vez, na opção que o aprovou', () => {
    expect(proximaChamada(resultado, []).map((c) => [c.inscricao, c.opcao, c.lista])).toEqual([[1, 1, 'AC'], [2, 2, 'AC'], [4, 2, 'PPI']]);
  });

  it('vaga liberada na opção preferida: o candidato sobe e deixa a outra, cuja vaga passa ao próximo da mesma lista na mesma chamada', () => {
    expect(proximaChamada(resultado, primeira({ 1: 'DESISTENTE' }))).toEqual([
      { inscricao: 2, opcao: 1, lista: 'AC', posicao: 2, deixa: { opcao: 2, lista: 'AC' } },
      { inscricao: 3, opcao: 2, lista: 'AC', posicao: 2 },
    ]);
  });

  it('a vaga que um cotista deixa vai ao próximo da mesma lista de cota, não à ampla concorrência', () => {
    expect(proximaChamada(resultado, primeira({ 4: 'NAO_COMPARECEU' }))).toEqual([{ inscricao: 5, opcao: 2, lista: 'PPI', posicao: 2 }]);
  });

  it('quem está convocado numa opção preferida não é chamado para uma que prefere menos; quem desistiu não volta', () => {
    const chamados = [...primeira({ 2: 'DESISTENTE' }), { inscricao: 3, opcao: 2, lista: 'AC', situacao: 'CONVOCADO' as const, numero: 2 }];
    expect(proximaChamada(resultado, chamados)).toEqual([]);
  });

  it('quem subiu de opção (a chamada anterior terminou DEIXOU_OPCAO) ainda sobe de novo para uma opção que prefere mais', () => {
    // Options 1, 2, 3 with one AC seat each: 10 approved in 1, 11 in 2, 12 in 3; 12 waits in 1 and 2 (preferred), 13 in 3.
    const tres = [l(10, 1, 'AC', 1, 'aprovado', 1), l(12, 1, 'AC', 2, 'espera', 1), l(11, 2, 'AC', 1, 'aprovado', 1), l(12, 2, 'AC', 2, 'espera', 2), l(12, 3, 'AC', 1, 'aprovado', 3), l(13, 3, 'AC', 2, 'espera', 1)];
    const chamados: JaConvocado[] = [
      { inscricao: 10, opcao: 1, lista: 'AC', situacao: 'DESISTENTE', numero: 1 },
      { inscricao: 11, opcao: 2, lista: 'AC', situacao: 'DESISTENTE', numero: 1 },
      { inscricao: 12, opcao: 3, lista: 'AC', situacao: 'DEIXOU_OPCAO', numero: 1 },
      { inscricao: 12, opcao: 2, lista: 'AC', situacao: 'MATRICULADO', numero: 2 },
      { inscricao: 13, opcao: 3, lista: 'AC', situacao: 'MATRICULADO', numero: 2 },
    ];
    expect(proximaChamada(tres, chamados)).toEqual([{ inscricao: 12, opcao: 1, lista: 'AC', posicao: 2, deixa: { opcao: 2, lista: 'AC' } }]);
  });
});

describe('textoDaSituacao com várias opções', () => {
  it('quem espera em duas opções lê a da opção que prefere, mesmo com posição melhor na outra', () => {
    expect(textoDaSituacao([l(9, 1, 'AC', 2, 'espera', 1), l(9, 2, 'AC', 1, 'espera', 2)])).toBe('Lista de espera: posição 2 — lista Ampla concorrência');
  });
});
