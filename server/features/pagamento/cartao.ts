/**
 * Card payments go through a payment provider: the candidate types the card on the provider's own
 * page (or iframe), and our server receives only an opaque token or result. No card number ever
 * reaches our server, its database or its logs; the route's body schema accepts nothing but the
 * enrolment code and that token.
 *
 * The development provider is a simulator: its "card form" is two buttons on our screen, clearly
 * labelled as a simulation, that send the token of an approved or a declined payment.
 */
import type { Config } from '../../config.ts';

export interface ResultadoCartao {
  aprovado: boolean;
  /** Provider's authorization reference, when approved. */
  autorizacao: string | null;
  mensagem: string;
}

export interface ProvedorCartao {
  nome: string;
  /** True for the development simulator: the screen must say so. */
  simulado: boolean;
  /** Confirms a payment of `valorCentavos` from the token the provider's page handed to the browser. */
  confirmar(token: string, ref: { insPrcCodigo: number; valorCentavos: number }): Promise<ResultadoCartao>;
}

export const TOKEN_SIMULADO_APROVADO = 'sim_aprovado';
export const TOKEN_SIMULADO_RECUSADO = 'sim_recusado';

export const simulador: ProvedorCartao = {
  nome: 'Simulador de pagamento (desenvolvimento)',
  simulado: true,
  async confirmar(token, ref) {
    if (token === TOKEN_SIMULADO_APROVADO) {
      return { aprovado: true, autorizacao: `SIM${ref.insPrcCodigo}${Date.now().toString(36).toUpperCase()}`, mensagem: 'Pagamento aprovado (simulação).' };
    }
    if (token === TOKEN_SIMULADO_RECUSADO) return { aprovado: false, autorizacao: null, mensagem: 'Pagamento recusado pela operadora (simulação).' };
    return { aprovado: false, autorizacao: null, mensagem: 'Pagamento não confirmado pela operadora.' };
  },
};

/** The configured provider; null when card payment is switched off. */
export function provedorCartao(config: Config): ProvedorCartao | null {
  return config.pagamento.cartaoProvedor === 'simulador' ? simulador : null;
}
