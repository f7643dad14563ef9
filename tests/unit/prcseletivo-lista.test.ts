import { describe, expect, it } from 'vitest';
import { PAYMENT_STATE_LABEL, type PaymentState } from '../../src/domain/pagamento-situacao.ts';
import { acoes, pagamentoDe, type MinhaInscricao } from '../../src/features/prcseletivo-lista/prcseletivo-lista.ts';

const inscricao = (over: Partial<MinhaInscricao> = {}): MinhaInscricao => ({
  insPrcCodigo: 42,
  prcSltCodigo: 7,
  insPrcIncDtHora: '2026-11-01T12:00:00.000Z',
  insCancelada: 'F',
  insDeferida: 'F',
  edicaoPermitida: 'F',
  insPrcSimulacao: 'F',
  insPrcSlcIsencao: 'F',
  insPrcFrmPagamento: null,
  opcVlrInscricao: 12000,
  tblGrlItmCdgPrcSltTpCrn: null,
  pssFisica: { pssFscCodigo: 1 },
  prcSeletivo: { prcSltDescricao: 'P', prcSltTtlAlternativo: null, prcSltInsUnica: 'F', prcSltExbEnsalamento: 'F' },
  ...over,
});
const pagamento = (i: MinhaInscricao, s?: PaymentState) => acoes(i, s).find((a) => a.label === 'Pagamento');

describe('enrolment list: payment state and action', () => {
  it('labels every state with the shared label', () => {
    for (const s of Object.keys(PAYMENT_STATE_LABEL) as PaymentState[]) expect(pagamentoDe(s)?.text).toBe(PAYMENT_STATE_LABEL[s]);
    expect(pagamentoDe(undefined)).toBeNull();
    expect(pagamentoDe('OUTRO' as PaymentState)).toBeNull();
  });
  it('links to /pagamento/{insPrcCodigo} for a fee to pay, paid or in exemption', () => {
    for (const s of ['NAO_GERADO', 'EMITIDO', 'VENCIDO', 'PAGO', 'ISENCAO_EM_ANALISE', 'ISENCAO_DEFERIDA'] as PaymentState[])
      expect(pagamento(inscricao(), s)).toEqual({ label: 'Pagamento', href: '/pagamento/42' });
  });
  it('no payment action when exempt (Isento), cancelled, or the state is unknown', () => {
    expect(pagamento(inscricao({ opcVlrInscricao: null }), 'ISENTO')).toBeUndefined();
    expect(pagamento(inscricao(), 'CANCELADA')).toBeUndefined();
    expect(acoes(inscricao({ insCancelada: 'T' }), 'NAO_GERADO')).toEqual([]);
    expect(pagamento(inscricao())).toBeUndefined();
  });
});

describe('the title of an enrolment’s process', () => {
  it('is the alternative title when the process has one, else its description', async () => {
    const { tituloDoProcesso } = await import('../../src/features/prcseletivo-lista/prcseletivo-lista.ts');
    expect(tituloDoProcesso(inscricao({ prcSeletivo: { prcSltDescricao: 'Vestibular 2027', prcSltTtlAlternativo: 'Vestibular de Verão', prcSltInsUnica: 'F', prcSltExbEnsalamento: 'F' } }))).toBe('Vestibular de Verão');
    expect(tituloDoProcesso(inscricao())).toBe('P');
  });
});
