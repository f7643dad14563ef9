import { describe, expect, it } from 'vitest';
import { podeAtenderEm } from '../../src/components/gestao/usePodeAtender.ts';
import { tamanhoTexto } from '../../src/domain/tamanho-arquivo.ts';
import { errosDaDecisao, rotuloDoBotao } from '../../src/features/gestao-isencoes/gestao-isencoes.ts';
import { corDaLinha, lerDia, lerValor } from '../../src/features/gestao-pagamentos/gestao-pagamentos.ts';
import { chaveDaProva, errosDaResposta } from '../../src/features/gestao-reexame/gestao-reexame.ts';

describe('who may answer candidates', () => {
  const papel = (p: string, prcSltCodigo: number | null) => ({ papel: p, nome: p, prcSltCodigo });
  it('Atendimento, Gestor and Administrador within their scope; Leitura never; every process only with global roles', () => {
    expect(podeAtenderEm([papel('ATENDIMENTO', 7)], 7)).toBe(true);
    expect(podeAtenderEm([papel('ATENDIMENTO', 7)], 8)).toBe(false);
    expect(podeAtenderEm([papel('ATENDIMENTO', 7)], null)).toBe(false);
    expect(podeAtenderEm([papel('LEITURA', null)], 7)).toBe(false);
    expect(podeAtenderEm([papel('GESTOR', null)], null)).toBe(true);
    expect(podeAtenderEm([papel('LEITURA', null), papel('ADMINISTRADOR', null)], 3)).toBe(true);
  });
});

describe('exemption decisions on screen', () => {
  it('needs a selection, a decision, and a reason to refuse', () => {
    expect(errosDaDecisao(0, null, '')).toEqual({ decisoes: 'Selecione ao menos um pedido na lista.', situacao: 'Decisão: escolha deferir ou indeferir.' });
    expect(errosDaDecisao(2, 'INDEFERIDA', '  ')).toEqual({ motivo: 'Motivo: escreva por que a isenção foi indeferida (o candidato lerá).' });
    expect(errosDaDecisao(1, 'DEFERIDA', '')).toEqual({});
    expect(rotuloDoBotao('INDEFERIDA', 1)).toBe('Indeferir 1 pedido');
    expect(rotuloDoBotao('DEFERIDA', 3)).toBe('Deferir 3 pedidos');
    expect(rotuloDoBotao('DEFERIDA', 0)).toBe('Gravar decisão');
    expect(tamanhoTexto(900)).toBe('900 bytes');
    expect(tamanhoTexto(12_800)).toBe('13 KB');
    expect(tamanhoTexto(1_572_864)).toBe('1,5 MB');
  });
});

describe('appeal answers on screen', () => {
  it('needs appeals, a result and a text; the PDF within 2 MB', () => {
    expect(Object.keys(errosDaResposta(0, null, '', null))).toEqual(['respostas', 'situacao', 'resposta']);
    expect(errosDaResposta(1, 'parcialmente', 'Questão anulada.', null)).toEqual({});
    const grande = { size: 3 * 1024 * 1024, type: 'application/pdf' } as File;
    expect(errosDaResposta(1, 'deferido', 'Questão anulada.', grande)).toEqual({ anexo: 'Anexo: o PDF deve ter no máximo 2 MB.' });
    expect(errosDaResposta(1, 'deferido', 'Questão anulada.', { size: 10, type: 'image/png' } as File)).toEqual({ anexo: 'Anexo: envie um arquivo PDF.' });
  });
});

describe('the score an appeal changes, on screen', () => {
  it('tells apart the two serial scores of one serial exam', () => {
    const chaves = [{ prova: 7 }, { prova: 8, seriado: 1 as const }, { prova: 8, seriado: 2 as const }].map(chaveDaProva);
    expect(chaves).toEqual(['7', '8-1', '8-2']);
  });
});

describe('payments on screen', () => {
  it('reads a day and an amount as staff type them', () => {
    expect(lerDia('21/11/2026')).toEqual({ dia: '2026-11-21' });
    expect(lerDia('31/02/2026')).toEqual({ erro: 'Dia: data inválida (dd/mm/aaaa).' });
    expect(lerValor('')).toEqual({ centavos: null });
    expect(lerValor('1.234,50')).toEqual({ centavos: 123450 });
    expect(lerValor('0,00')).toHaveProperty('erro');
    expect(corDaLinha('PAGO')).toBe('text-bg-success');
    expect(corDaLinha('VALOR')).toBe('text-bg-danger');
  });
});
