import { describe, expect, it } from 'vitest';
import { looksLikeCode, normalizeCode, verificationRows } from '../../src/features/verificar-comprovante/verificar-comprovante.ts';
import { acoes, type MinhaInscricao } from '../../src/features/prcseletivo-lista/prcseletivo-lista.ts';

describe('receipt verification (pure)', () => {
  it('accepts the code as printed, with spaces, dashes and any case', () => {
    expect(normalizeCode(' ab12-cd34.ef56 7890 ')).toBe('AB12CD34EF567890');
    expect(looksLikeCode('AB12CD34EF567890')).toBe(true);
    expect(looksLikeCode("'; drop")).toBe(false);
    expect(looksLikeCode('ABC')).toBe(false);
  });

  it('shows process, number, date-time in São Paulo and state: nothing personal', () => {
    const rows = verificationRows({ valido: 'T', prcSltDescricao: 'Vestibular', insPrcCodigo: 10001, insPrcIncDtHora: '2026-11-22T13:00:05.000Z', insPrcSituacao: 'CANCELADA' });
    expect(rows).toEqual([
      ['Processo seletivo', 'Vestibular'],
      ['Número da inscrição', '10001'],
      ['Data e hora da inscrição', '22/11/2026 10:00:05 (horário de Brasília)'],
      ['Situação', 'Inscrição cancelada'],
    ]);
  });
});

describe('process list actions', () => {
  const base: MinhaInscricao = {
    insPrcCodigo: 10001, prcSltCodigo: 3, insPrcIncDtHora: '2026-11-22T13:00:00.000Z', insCancelada: 'F', insDeferida: 'F', edicaoPermitida: 'F',
    insPrcSimulacao: 'F', insPrcSlcIsencao: 'F', insPrcFrmPagamento: null, opcVlrInscricao: null, tblGrlItmCdgPrcSltTpCrn: null,
    pssFisica: { pssFscCodigo: 1000 }, prcSeletivo: { prcSltDescricao: 'X', prcSltTtlAlternativo: null, prcSltInsUnica: 'F', prcSltExbEnsalamento: 'F' },
  };
  it('offers the receipt (relatum report) for an active enrolment, not for a cancelled one', () => {
    expect(acoes(base)).toContainEqual({ label: 'Comprovante', relatorio: { tipo: 'comprovante', params: { insPrcCodigo: 10001 } } });
    expect(acoes({ ...base, insCancelada: 'T' })).toEqual([]);
  });
});
