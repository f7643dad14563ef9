/**
 * What an enrolment is offered to pay its fee with, and why not when nothing is offered.
 * Pure: the route reads the rows, this decides. Amounts in centavos; `now` is passed in.
 */
import { formatBrDateTime, todayInSaoPaulo } from '../../../src/domain/dates.ts';

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
  pago: boolean;
}

export interface Oferta {
  /** The fee: the highest among the chosen options; null = exempt. */
  taxa: number | null;
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
  const emissaoAte = p.prcSltDtEmsBoleto ?? p.prcSltDtFim;
  const vencimentoProcesso = p.prcSltDtVncBoleto ?? todayInSaoPaulo(emissaoAte);
  const vencimento = vencimentoProcesso < hoje ? hoje : vencimentoProcesso;
  const formas = taxa === null || taxa === 0 ? [] : formasPermitidas(p, opcoes);

  let situacao: SituacaoPagamento = 'A_PAGAR';
  let motivo: string | null = null;
  if (e.insCancelada) [situacao, motivo] = ['CANCELADA', MENSAGENS.cancelada];
  else if (taxa === null || taxa === 0) [situacao, motivo] = ['ISENTO', MENSAGENS.isento];
  else if (e.pago) [situacao, motivo] = ['PAGO', MENSAGENS.pago];
  else if (e.insPrcSlcIsencao && e.isencao === 'DEFERIDA') [situacao, motivo] = ['ISENCAO_DEFERIDA', MENSAGENS.deferida];
  else if (e.insPrcSlcIsencao && e.isencao === null) [situacao, motivo] = ['ISENCAO_EM_ANALISE', MENSAGENS.emAnalise];
  else if (!formas.length) motivo = MENSAGENS.semForma;
  else if (now.getTime() > emissaoAte.getTime()) motivo = MENSAGENS.prazo(emissaoAte);

  const podeSolicitarIsencao =
    situacao === 'A_PAGAR' && !e.insPrcSlcIsencao && p.prcSltDtFimIsencao !== null && now.getTime() <= p.prcSltDtFimIsencao.getTime();
  return { taxa, situacao, formas, podeEmitir: motivo === null, motivo, emissaoAte, vencimento, podeSolicitarIsencao };
}

/** A slip may be shown again (reprinted) while it is not due and the reprint period is open. */
export function reimpressaoAberta(p: ProcessoPagamento, vencimento: string, now: Date): boolean {
  if (vencimento < todayInSaoPaulo(now)) return false;
  return p.prcSltDtFimReimpressao === null || now.getTime() <= p.prcSltDtFimReimpressao.getTime();
}
