import type { FastifyInstance, FastifyRequest } from 'fastify';
import { mailErrorFacts, type SentMail } from '../../plugins/mailer.ts';
import { confirmationEmail } from './email.ts';
import { receiptFacts, type ReceiptFacts } from './receipt-repository.ts';

/** The site's origin for links in e-mails: the configured public origin, else the request's. */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicOrigin || `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/** Sends the confirmation e-mail of an enrolment. 'sem-email' when the person has no address. */
export async function sendConfirmation(app: FastifyInstance, facts: ReceiptFacts, origin: string): Promise<SentMail | 'sem-email'> {
  if (!facts.email) return 'sem-email';
  return app.mailer.send(confirmationEmail(facts, origin));
}

/**
 * After an enrolment is written AND committed: the confirmation e-mail, in the background. It never
 * fails or delays the request and never undoes the enrolment; a failure is logged with the enrolment
 * number and the mail error's codes only (no name, address or CPF).
 */
export function afterEnrolmentWrite(app: FastifyInstance, insPrcCodigo: number, acao: 'cadastrar' | 'atualizar', origin: string): void {
  if (acao !== 'cadastrar') return;
  app.mailer.background(async () => {
    try {
      const facts = await receiptFacts(app.db, insPrcCodigo);
      if (!facts) return;
      const sent = await sendConfirmation(app, facts, origin);
      if (sent === 'sem-email') app.log.info({ insPrcCodigo }, 'Inscrição sem e-mail cadastrado: confirmação não enviada');
      else app.log.info({ insPrcCodigo, via: sent.via }, 'E-mail de confirmação da inscrição enviado');
    } catch (err) {
      app.log.warn({ insPrcCodigo, ...mailErrorFacts(err) }, 'Falha ao enviar o e-mail de confirmação da inscrição');
    }
  });
}
