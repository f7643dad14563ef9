/**
 * What an enrolment is offered to pay its fee with, and why not when nothing is offered.
 * Pure: the route reads the rows, this decides. Amounts in centavos; `now` is passed in.
 */
import { formatBrDateTime, todayInSaoPaulo } from '../../../src/domain/dates.ts';
import { emissaoPagamentoAte } from '../../entities/processo/processo.ts';

export type Forma = 'BOLETO' | 'PIX' | 'CARTAO';

export type SituacaoPagamento =
  | 'ISENTO' // every chosen option is exempt ('Isento')
  | 'ISENCAO_DEFERIDA'
  | 'ISENCAO_EM_ANALISE'
  | 'PAGO'
  | 'CANCELADA'
  | 'A_PAGAR';

export interface ProcessoPagamento {
  prcSltPgtBoleto: boolean;
  prcSltPgtPix: boolean;
  prcSltPgtCartao: boolean;
  prcSltDtFim: Date;
  prcSltDtFimIsencao: Date | null;
  prcSltDtEmsBoleto: Date | null;
  /** yyyy-mm-dd */
  prcSltDtVncBoleto: string | null;
  prcSltDtFimReimpressao: Date | null;
}

export interface OpcaoPagamento {
  opcVlrInscricao: number | null;
  opcPgtBoleto: boolean;
  opcPgtPix: boolean;
  opcPgtCartao: boolean;
}

export interface EstadoInscricao {
  insCancelada: boolean;
  insPrcSlcIsencao: boolean;
  isencao: 'DEFERIDA' | 'INDEFERIDA' | null;
  /** What was actually received for this fee, in centavos (recebidoDe). */
  recebido: number;
}

export interface Oferta {
  /** The fee: the highest among the chosen options; null = exempt. */
  taxa: number | null;
  /** Received so far for this fee (centavos). */
  recebido: number;
  /** Still due: the fee minus what was received, never below zero. What a new slip or card payment is for. */
  aPagar: number;
  situacao: SituacaoPagamento;
  /** Forms the process and every chosen option with a fee allow. */
  formas: Forma[];
  /** A new slip (boleto/pix) or a card payment may be started now. */
  podeEmitir: boolean;
  /** Why nothing can be started, for the candidate; null when podeEmitir. */
  motivo: string | null;
  /** Last instant to start a payment. */
  emissaoAte: Date;
  /** Due date a slip issued now carries (yyyy-mm-dd). */
  vencimento: string;
  podeSolicitarIsencao: boolean;
}

export const MENSAGENS = {
  isento: 'Esta inscrição é isenta de taxa: não há pagamento a fazer.',
  deferida: 'Sua isenção da taxa de inscrição foi deferida: não há pagamento a fazer.',
  emAnalise: 'Sua solicitação de isenção está em análise. Aguarde o resultado antes de pagar.',
  pago: 'A taxa desta inscrição já foi paga.',
  cancelada: 'Esta inscrição está cancelada.',
  semForma: 'Este processo não oferece forma de pagamento para as opções escolhidas.',
  prazo: (ate: Date) => `O prazo para emissão do boleto terminou em ${formatBrDateTime(ate).slice(0, 16).replace(' ', ' às ')}.`,
} as const;

/**
 * What was received for a fee: the sum of its slips and card payments recorded as paid (a bank return
 * file marks a slip paid only when the amount paid is the slip's; a card payment records the amount
 * the provider captured). Cancelled or expired slips that were paid anyway still count: the money came.
 */
export function recebidoDe(slips: { insBltSituacao: string; insBltValor: number }[]): number {
  return slips.reduce((soma, b) => soma + (b.insBltSituacao === 'PAGO' ? b.insBltValor : 0), 0);
}

/**
 * The one rule of "Pago": a fee is paid when what was received covers the fee currently due. Options
 * changed after paying move the fee, so a dearer option leaves the difference to pay, an equal or
 * cheaper one stays paid.
 */
export function quitada(taxa: number | null, recebido: number): boolean {
  return taxa !== null && taxa > 0 && recebido >= taxa;
}

/** What is still due: the fee minus what was received, never below zero (0 when exempt). */
export function aPagarDe(taxa: number | null, recebido: number): number {
  return taxa === null ? 0 : Math.max(taxa - recebido, 0);
}

/** The fee of an enrolment: the highest fee among its options (exempt options count as nothing). */
export function taxaDe(opcoes: OpcaoPagamento[]): number | null {
  const fees = opcoes.map((o) => o.opcVlrInscricao).filter((v): v is number => v !== null);
  return fees.length ? Math.max(...fees) : null;
}

export function formasPermitidas(p: ProcessoPagamento, opcoes: OpcaoPagamento[]): Forma[] {
  const pagas = opcoes.filter((o) => o.opcVlrInscricao !== null && o.opcVlrInscricao > 0);
  const out: Forma[] = [];
  if (p.prcSltPgtBoleto && pagas.every((o) => o.opcPgtBoleto)) out.push('BOLETO');
  if (p.prcSltPgtPix && pagas.every((o) => o.opcPgtPix)) out.push('PIX');
  if (p.prcSltPgtCartao && pagas.every((o) => o.opcPgtCartao)) out.push('CARTAO');
  return out;
}

export function oferta(p: ProcessoPagamento, opcoes: OpcaoPagamento[], e: EstadoInscricao, now: Date): Oferta {
  const taxa = taxaDe(opcoes);
  const hoje = todayInSaoPaulo(now);
  const emissaoAte = emissaoPagamentoAte(p);
  const vencimentoProcesso = p.prcSltDtVncBoleto ?? todayInSaoPaulo(emissaoAte);
  const vencimento = vencimentoProcesso < hoje ? hoje : vencimentoProcesso;
  const formas = taxa === null || taxa === 0 ? [] : formasPermitidas(p, opcoes);

  let situacao: SituacaoPagamento = 'A_PAGAR';
  let motivo: string | null = null;
  if (e.insCancelada) [situacao, motivo] = ['CANCELADA', MENSAGENS.cancelada];
  else if (taxa === null || taxa === 0) [situacao, motivo] = ['ISENTO', MENSAGENS.isento];
  else if (quitada(taxa, e.recebido)) [situacao, motivo] = ['PAGO', MENSAGENS.pago];
  else if (e.insPrcSlcIsencao && e.isencao === 'DEFERIDA') [situacao, motivo] = ['ISENCAO_DEFERIDA', MENSAGENS.deferida];
  else if (e.insPrcSlcIsencao && e.isencao === null) [situacao, motivo] = ['ISENCAO_EM_ANALISE', MENSAGENS.emAnalise];
  else if (!formas.length) motivo = MENSAGENS.semForma;
  else if (now.getTime() > emissaoAte.getTime()) motivo = MENSAGENS.prazo(emissaoAte);

  const podeSolicitarIsencao =
    situacao === 'A_PAGAR' && e.recebido === 0 && !e.insPrcSlcIsencao && p.prcSltDtFimIsencao !== null && now.getTime() <= p.prcSltDtFimIsencao.getTime();
  return { taxa, recebido: e.recebido, aPagar: aPagarDe(taxa, e.recebido), situacao, formas, podeEmitir: motivo === null, motivo, emissaoAte, vencimento, podeSolicitarIsencao };
}

/** A slip may be shown again (reprinted) while it is not due and the reprint period is open. */
export function reimpressaoAberta(p: ProcessoPagamento, vencimento: string, now: Date): boolean {
  if (vencimento < todayInSaoPaulo(now)) return false;
  return p.prcSltDtFimReimpressao === null || now.getTime() <= p.prcSltDtFimReimpressao.getTime();
}
