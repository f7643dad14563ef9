import { describe, expect, it } from 'vitest';
import { montarChamada, montarPublicacao, pendentes } from '../../src/features/gestao-resultados/gestao-resultados.ts';

const pub = { tipo: 'preliminar' as const, clsCalCodigo: 7, prcSltCrnCodigo: '', recursoInicio: '', recursoFim: '', justificativa: '' };

describe('montarPublicacao', () => {
  it('sends only the computation and the type when no appeal window is picked', () => {
    expect(montarPublicacao(pub)).toEqual({ corpo: { tipo: 'preliminar', clsCalCodigo: 7 } });
  });
  it('turns the appeal period (Horário de Brasília) into instants', () => {
    const m = montarPublicacao({ ...pub, prcSltCrnCodigo: '12', recursoInicio: '01/02/2027 08:00', recursoFim: '03/02/2027 18:00', justificativa: ' ok ' });
    expect(m.corpo).toEqual({ tipo: 'preliminar', clsCalCodigo: 7, prcSltCrnCodigo: 12, recursoInicio: '2027-02-01T11:00:00.000Z', recursoFim: '2027-02-03T21:00:00.000Z', justificativa: 'ok' });
  });
  it('never sends an appeal window with the final result', () => {
    expect(montarPublicacao({ ...pub, tipo: 'final', prcSltCrnCodigo: '12', recursoInicio: '01/02/2027 08:00', recursoFim: '03/02/2027 18:00' }).corpo).toEqual({ tipo: 'final', clsCalCodigo: 7 });
  });
  it('refuses a missing computation and a bad date', () => {
    expect(montarPublicacao({ ...pub, clsCalCodigo: null, prcSltCrnCodigo: '12', recursoInicio: '31/02/2027 08:00' }).erros).toEqual({
      clsCalCodigo: 'Calcule a classificação antes de publicar o resultado.',
      recursoInicio: 'Início do prazo de recurso: use dd/mm/aaaa hh:mm.',
    });
  });
});

describe('montarChamada', () => {
  const f = { inicio: '10/03/2027 09:00', fim: '12/03/2027 17:00', instrucoes: ' Traga RG. ', url: '', presencial: true };
  it('builds the request', () => {
    expect(montarChamada(f).corpo).toEqual({ inicio: '2027-03-10T12:00:00.000Z', fim: '2027-03-12T20:00:00.000Z', instrucoes: 'Traga RG.', presencial: true });
    expect(montarChamada({ ...f, url: ' https://x.br ' }).corpo?.url).toBe('https://x.br');
  });
  it('asks for the period and the instructions', () => {
    expect(montarChamada({ inicio: '', fim: '', instrucoes: ' ', url: '', presencial: false }).erros).toEqual({
      inicio: 'Informe o início do período da chamada.',
      fim: 'Informe o fim do período da chamada.',
      instrucoes: 'Escreva as instruções da chamada (documentos, local, passos).',
    });
  });
});

it('pendentes counts who is still only called', () => {
  expect(pendentes([{ situacao: 'convocado' }, { situacao: 'matriculado' }, { situacao: 'convocado' }])).toBe(2);
});
