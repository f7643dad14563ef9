import { describe, expect, it } from 'vitest';
import type { Opcao, Processo } from '../../src/features/inscricao/inscricao.api.ts';
import { cadeiaCompleta, chaveFilhos, formasPermitidas, niveisDaCadeia, taxas } from '../../src/features/inscricao/inscricao.ts';

const opcao = (opcCodigo: number, o: Partial<Opcao> = {}): Opcao => ({
  opcCodigo,
  opcDescricao: `Opção ${opcCodigo}`,
  opcVlrInscricao: null,
  opcOpcFinal: 'F',
  opcAjuda: null,
  opcPgtBoleto: 'T',
  opcPgtPix: 'T',
  opcPgtCartao: 'T',
  tpOpcDescricao: 'Campus',
  ...o,
});

const byCode = (...list: Opcao[]) => Object.fromEntries(list.map((o) => [o.opcCodigo, o]));

describe('the cascading selects of one preference', () => {
  const campus = opcao(1);
  const curso = opcao(10, { tpOpcDescricao: 'Curso' });
  const turno = opcao(100, { opcOpcFinal: 'T', opcVlrInscricao: 120, tpOpcDescricao: 'Turno' });
  const opcoes = byCode(campus, curso, turno);
  const filhos = { [chaveFilhos(7, null)]: [campus], [chaveFilhos(7, 1)]: [curso], [chaveFilhos(7, 10)]: [turno] };

  it('are keyed by process: another process with the same parent codes is another list', () => {
    expect(chaveFilhos(7, null)).not.toBe(chaveFilhos(8, null));
    expect(chaveFilhos(7, 1)).not.toBe(chaveFilhos(8, 1));
    expect(niveisDaCadeia(filhos, opcoes, 8, [])).toEqual([]);
  });

  it('show the roots, then the children of each chosen code as far as they are loaded', () => {
    expect(niveisDaCadeia(filhos, opcoes, 7, [])).toEqual([[campus]]);
    expect(niveisDaCadeia(filhos, opcoes, 7, [1])).toEqual([[campus], [curso]]);
    expect(niveisDaCadeia(filhos, opcoes, 7, [1, 10])).toEqual([[campus], [curso], [turno]]);
    const semTurnos = { ...filhos, [chaveFilhos(7, 10)]: undefined as unknown as Opcao[] };
    expect(niveisDaCadeia(semTurnos, opcoes, 7, [1, 10])).toEqual([[campus], [curso]]);
  });

  it('stop at a final option and at an option without children', () => {
    expect(niveisDaCadeia(filhos, opcoes, 7, [1, 10, 100])).toEqual([[campus], [curso], [turno]]);
    expect(niveisDaCadeia({ ...filhos, [chaveFilhos(7, 1)]: [] }, opcoes, 7, [1])).toEqual([[campus]]);
  });

  it('are complete when the chain ends in a final option', () => {
    expect(cadeiaCompleta([1, 10, 100], opcoes)).toBe(true);
    expect(cadeiaCompleta([1, 10], opcoes)).toBe(false);
    expect(cadeiaCompleta([], opcoes)).toBe(false);
    expect(cadeiaCompleta(undefined, opcoes)).toBe(false);
  });
});

describe('fees and payment forms of the chosen options', () => {
  const proc = { prcSltPgtBoleto: 'T', prcSltPgtPix: 'T', prcSltPgtCartao: 'F' } as Processo;
  const paga = opcao(1, { opcOpcFinal: 'T', opcVlrInscricao: 90, opcPgtPix: 'F' });
  const gratis = opcao(2, { opcOpcFinal: 'T', opcVlrInscricao: 0, opcPgtBoleto: 'F' });
  const opcoes = byCode(paga, gratis);

  it('count only the options with a fee', () => {
    expect(taxas([1, 2], opcoes)).toEqual([90]);
    expect(taxas([2], opcoes)).toEqual([]);
  });

  it('are those the process and every chosen option with a fee allow (a free option allows all)', () => {
    expect(formasPermitidas(proc, [1, 2], opcoes)).toEqual(['BOLETO']);
    expect(formasPermitidas(proc, [2], opcoes)).toEqual(['BOLETO', 'PIX']);
  });
});
