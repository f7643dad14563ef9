import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SentMail } from '../../plugins/mailer.ts';
import { confirmationEmail } from './email.ts';
import { receiptFacts, type ReceiptFacts } from './comprovante-repository.ts';

/** The kind of queued e-mail a new enrolment writes (entities/inscricao/inscricao-insercao.ts inserts it with the enrolment). */
export const CONFIRMATION_MAIL = 'confirmacao-inscricao';

/** The site's origin for links in e-mails: the configured public origin, else the request's. */
export function siteOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return app.config.publicOrigin || `${request.protocol}://${request.headers.host ?? 'localhost'}`;
}

/** Sends the confirmation e-mail of an enrolment now (the on-demand resend). 'sem-email' when the person has no address. */
export async function sendConfirmation(app: FastifyInstance, facts: ReceiptFacts, origin: string): Promise<SentMail | 'sem-email'> {
  if (!facts.email) return 'sem-email';
  return app.mailer.send(confirmationEmail(facts, origin));
}

/**
 * The confirmation e-mail of a new enrolment goes through the mail queue: queued in the enrolment's own
 * statement (never lost, never sent for a write that rolled back), rendered and sent afterwards. A failure
 * never touches the enrolment; it is logged with the enrolment number and the mail error's codes only.
 */
export function registerConfirmationMail(app: FastifyInstance): void {
  app.mailQueue.register(CONFIRMATION_MAIL, {
    async render(insPrcCodigo, origem) {
      const facts = await receiptFacts(app.db, insPrcCodigo);
      return facts?.email ? confirmationEmail(facts, origem) : null;
    },
    referenceName: 'insPrcCodigo',
    sent: 'E-mail de confirmação da inscrição enviado',
    none: 'Inscrição sem e-mail cadastrado: confirmação não enviada',
    failed: 'Falha ao enviar o e-mail de confirmação da inscrição',
  });
}
