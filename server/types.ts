import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import type { MailQueue } from './plugins/mail-queue.ts';
import type { Mailer } from './plugins/mailer.ts';
import type { SegundoPlano } from './plugins/segundo-plano.ts';

/** Who is calling. pssFscCodigo is the person the candidate acts as (the simulated one for a super user). */
export interface Auth {
  tokenHash: string;
  contaCodigo: number;
  pssFscCodigo: number;
  /** The person who actually signed in. */
  realPssFscCodigo: number;
  superUsuario: boolean;
  simulando: boolean;
}

export type Clock = () => Date;

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
    clock: Clock;
    /** Outgoing e-mail: SMTP, or .eml files in the outbox folder (server/plugins/mailer.ts). */
    mailer: Mailer;
    /** E-mail written with the data it announces and sent afterwards (server/plugins/mail-queue.ts). */
    mailQueue: MailQueue;
    /** Work the process started for itself, outside requests (server/plugins/segundo-plano.ts). */
    segundoPlano: SegundoPlano;
    /** Key that signs CSRF tokens, shared by every API process (kept in the database). */
    csrfSecret: Buffer;
  }
  interface FastifyRequest {
    auth: Auth | null;
    /** The CSRF token valid for this request's session (already set as the XSRF-TOKEN cookie). */
    csrfToken: string;
  }
}
