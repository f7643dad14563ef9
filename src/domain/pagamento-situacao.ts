/**
 * The payment state of an enrolment as the candidate's screens show it (enrolment list, payment
 * screen). Computed by the API (vInsPrcUltBoleto/pesquisa, field situacaoPagamento) from the
 * enrolment, its fee, its exemption request and its last slip; the labels are shared here.
 */
export type PaymentState =
  | 'CANCELADA'
  | 'ISENTO'
  | 'PAGO'
  | 'ISENCAO_DEFERIDA'
  | 'ISENCAO_EM_ANALISE'
  | 'EMITIDO'
  | 'VENCIDO'
  | 'NAO_GERADO';

export const PAYMENT_STATE_LABEL: Record<PaymentState, string> = {
  CANCELADA: 'Inscrição cancelada',
  ISENTO: 'Isento',
  PAGO: 'Pago',
  ISENCAO_DEFERIDA: 'Isenção deferida',
  ISENCAO_EM_ANALISE: 'Isenção em análise',
  EMITIDO: 'Aguardando pagamento',
  VENCIDO: 'Boleto vencido',
  NAO_GERADO: 'Pagamento pendente',
};

export interface PaymentFacts {
  insCancelada: boolean;
  /** Fee in centavos; null = exempt option ('Isento'). */
  taxa: number | null;
  pago: boolean;
  insPrcSlcIsencao: boolean;
  isencao: 'DEFERIDA' | 'INDEFERIDA' | null;
  /** The last slip's situation and due date (yyyy-mm-dd), if any. */
  insBltSituacao: string | null;
  insBltDtVencimento: string | null;
  /** Today, yyyy-mm-dd in São Paulo. */
  hoje: string;
}

export function paymentState(f: PaymentFacts): PaymentState {
  if (f.insCancelada) return 'CANCELADA';
  if (f.taxa === null || f.taxa === 0) return 'ISENTO';
  if (f.pago) return 'PAGO';
  if (f.insPrcSlcIsencao && f.isencao === 'DEFERIDA') return 'ISENCAO_DEFERIDA';
  if (f.insPrcSlcIsencao && f.isencao === null) return 'ISENCAO_EM_ANALISE';
  if (f.insBltSituacao === 'EMITIDO' && f.insBltDtVencimento !== null && f.insBltDtVencimento >= f.hoje) return 'EMITIDO';
  if (f.insBltSituacao === 'EMITIDO' || f.insBltSituacao === 'VENCIDO') return 'VENCIDO';
  return 'NAO_GERADO';
}
