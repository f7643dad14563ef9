/** Types of the payment screen's calls and its pure display rules. */
import { formatBrDateTime } from '../../domain/dates.ts';

export type Forma = 'BOLETO' | 'PIX' | 'CARTAO';
export type SituacaoResumo = 'ISENTO' | 'ISENCAO_DEFERIDA' | 'ISENCAO_EM_ANALISE' | 'PAGO' | 'CANCELADA' | 'A_PAGAR';

export interface Slip {
  insBltCodigo: number;
  insPrcCodigo: number;
  insBltForma: Forma;
  insBltNossoNumero: string;
  insBltValor: number;
  insBltValorTexto: string;
  insBltDtVencimento: string;
  insBltLinhaDigitavel: string | null;
  insBltTxid: string | null;
  pixCopiaECola: string | null;
  insBltSituacao: 'EMITIDO' | 'PAGO' | 'CANCELADO' | 'VENCIDO';
  /** The boleto's registration with the bank: payable only once REGISTRADO (null: not tracked). */
  insBltRegistro: 'PENDENTE' | 'REMETIDO' | 'REGISTRADO' | 'REJEITADO' | 'BAIXA_PENDENTE' | 'BAIXA_REMETIDA' | 'BAIXADO' | null;
  insBltRegistroMotivo: string | null;
  insBltPagoEm: string | null;
}

/** What the candidate is told about a boleto the bank has not registered yet (null: nothing to say). */
export function avisoRegistro(s: Pick<Slip, 'insBltForma' | 'insBltRegistro' | 'pixCopiaECola'>): string | null {
  if (s.insBltForma !== 'BOLETO') return null;
  if (s.insBltRegistro === 'PENDENTE' || s.insBltRegistro === 'REMETIDO') {
    return `O banco ainda está registrando este boleto: ele só poderá ser pago depois do registro, normalmente no próximo dia útil.${s.pixCopiaECola ? ' Se quiser pagar agora, use o Pix deste boleto.' : ''}`;
  }
  if (s.insBltRegistro === 'REJEITADO') return 'O banco recusou o registro deste boleto: ele não pode ser pago. Gere um novo boleto ou pague por Pix.';
  return null;
}

export interface Resumo {
  insPrcCodigo: number;
  prcSltCodigo: number;
  prcSltDescricao: string;
  taxa: number | null;
  taxaTexto: string;
  /** Received so far for the fee, and what is still due (the difference after a dearer option), in centavos. */
  recebido: number;
  recebidoTexto: string;
  aPagar: number;
  aPagarTexto: string;
  situacao: SituacaoResumo;
  formas: Forma[];
  formaEscolhida: Forma | null;
  podeEmitir: 'T' | 'F';
  motivo: string | null;
  emissaoAte: string;
  vencimento: string;
  isencao: {
    solicitada: 'T' | 'F';
    situacao: 'EM_ANALISE' | 'DEFERIDA' | 'INDEFERIDA' | null;
    prazo: string | null;
    podeSolicitar: 'T' | 'F';
    /** The staff's reason for the decision, and when it was decided (ISO). */
    observacao: string | null;
    decididaEm: string | null;
    justificativa: string | null;
    documentos: number;
  };
  cartao: { disponivel: 'T' | 'F'; simulado: 'T' | 'F'; provedor: string | null };
  /** The PSP confirms a Pix by itself (the screen waits for it); `simulado`: the demo's local PSP. */
  pix: { confirmacaoAutomatica: 'T' | 'F'; simulado: 'T' | 'F' };
  boleto: Slip | null;
}

export interface ResultadoCartao {
  etapa: 'CHECKOUT' | 'RESULTADO';
  aprovado?: 'T' | 'F';
  mensagem?: string;
  provedor?: string;
  simulado?: 'T' | 'F';
  valorTexto?: string;
  /** Simulator only: the tokens its two buttons send, bound to this enrolment and amount. */
  simulacao?: { aprovado: string; recusado: string };
}

export const FORMA_ROTULO: Record<Forma, string> = { BOLETO: 'Boleto', PIX: 'Pix', CARTAO: 'Cartão de crédito' };

export const ISENCAO_ROTULO = { EM_ANALISE: 'Em análise', DEFERIDA: 'Deferida', INDEFERIDA: 'Indeferida' } as const;

/** While a Pix charge the PSP confirms by itself is shown, the screen asks again this often (ms). */
export const INTERVALO_CONSULTA_PIX = 5_000;

/** A Pix slip waiting for the PSP's confirmation (the screen polls while it is shown). */
export const aguardandoPix = (r: Pick<Resumo, 'pix' | 'boleto' | 'situacao'>): boolean =>
  r.situacao === 'A_PAGAR' && r.pix.confirmacaoAutomatica === 'T' && r.boleto?.insBltForma === 'PIX' && r.boleto.insBltSituacao === 'EMITIDO';

/** 'dd/mm/yyyy às HH:mm' in São Paulo time, for deadlines. */
export function prazoTexto(iso: string | null): string {
  if (!iso) return '';
  return formatBrDateTime(new Date(iso)).slice(0, 16).replace(' ', ' às ');
}

/** A fee partly paid: a dearer option was chosen after paying, and the difference is due. */
export const diferencaDevida = (r: Pick<Resumo, 'situacao' | 'recebido' | 'aPagar'>): boolean => r.situacao === 'A_PAGAR' && r.recebido > 0 && r.aPagar > 0;

/** The form preselected on screen: the one chosen at enrolment when still offered, else the first. */
export function formaInicial(r: Pick<Resumo, 'formas' | 'formaEscolhida' | 'boleto'>): Forma | null {
  if (r.boleto && r.boleto.insBltSituacao === 'EMITIDO' && r.formas.includes(r.boleto.insBltForma)) return r.boleto.insBltForma;
  if (r.formaEscolhida && r.formas.includes(r.formaEscolhida)) return r.formaEscolhida;
  return r.formas[0] ?? null;
}
