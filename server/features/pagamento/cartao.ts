/**
 * Card payments go through a payment provider: the candidate types the card on the provider's own
 * page (or iframe), and our server receives only an opaque token or result. No card number ever
 * reaches our server, its database or its logs; the route's body schema accepts nothing but the
 * enrolment code and that token.
 *
 * The development provider is a simulator (demo profile only; production refuses to start with it): its
 * "card form" is two buttons on our screen, clearly labelled as a simulation, that send the token of an
 * approved or a declined payment. With CARTAO_PROVEDOR=desativado there is no provider at all: the card
 * is not offered and the card call answers 400.
 */
import type { Config } from '../../config.ts';
import { feeText } from '../../../src/domain/money.ts';

export interface ResultadoCartao {
  aprovado: boolean;
  /** Provider's authorization reference, when approved. */
  autorizacao: string | null;
  /** What the provider actually captured, in centavos (0 when not approved): this is what gets recorded as received. */
  valorCentavos: number;
  mensagem: string;
}

export interface ProvedorCartao {
  nome: string;
  /** True for the development simulator: the screen must say so. */
  simulado: boolean;
  /**
   * Confirms the payment the token stands for. A provider approves only a payment of exactly
   * `valorCentavos` for this enrolment (the amount due now); anything else is declined.
   */
  confirmar(token: string, ref: { insPrcCodigo: number; valorCentavos: number }): Promise<ResultadoCartao>;
}

/**
 * The simulator's "checkout" is bound to the enrolment and the amount it was opened for, as a real
 * provider's payment intent is: the approve button sends `sim_aprovado_<insPrcCodigo>_<centavos>`.
 * A bare `sim_aprovado`, another enrolment's token or a checkout opened for another amount (the options
 * changed meanwhile) is declined.
 */
export function tokensSimulados(insPrcCodigo: number, valorCentavos: number) {
  return { aprovado: `sim_aprovado_${insPrcCodigo}_${valorCentavos}`, recusado: `sim_recusado_${insPrcCodigo}_${valorCentavos}` };
}

const recusa = (mensagem: string): ResultadoCartao => ({ aprovado: false, autorizacao: null, valorCentavos: 0, mensagem });

export const simulador: ProvedorCartao = {
  nome: 'Simulador de pagamento (desenvolvimento)',
  simulado: true,
  async confirmar(token, ref) {
    const m = /^sim_(aprovado|recusado)_(\d{1,9})_(\d{1,9})$/.exec(token);
    if (!m || Number(m[2]) !== ref.insPrcCodigo) return recusa('Pagamento não confirmado pela operadora.');
    if (m[1] === 'recusado') return recusa('Pagamento recusado pela operadora (simulação).');
    const valor = Number(m[3]);
    if (valor !== ref.valorCentavos) {
      return recusa(`Pagamento recusado: o valor autorizado (${feeText(valor)}) difere do valor devido (${feeText(ref.valorCentavos)}). Inicie o pagamento novamente.`);
    }
    return { aprovado: true, autorizacao: `SIM${ref.insPrcCodigo}${Date.now().toString(36).toUpperCase()}`, valorCentavos: valor, mensagem: 'Pagamento aprovado (simulação).' };
  },
};

/** The configured provider; null when card payment is switched off ('desativado', production's default). */
export function provedorCartao(config: Config): ProvedorCartao | null {
  return config.pagamento.cartaoProvedor === 'simulador' ? simulador : null;
}
