import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Config } from '../config.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface SentMail {
  via: 'smtp' | 'outbox';
  /** The .eml file written (outbox only). */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
  /**
   * Runs work after the response has gone (fire and forget). The work must catch its own errors;
   * anything that escapes is dropped. idle() and app close wait for it.
   */
  background(work: () => Promise<void>): void;
  /** Resolves when every background job started so far has finished. */
  idle(): Promise<void>;
  close(): void;
}

/**
 * SMTP through nodemailer when config.smtp.url is set (smtp://user:pass@host:port, smtps://... for TLS);
 * otherwise every message is written as an .eml file to config.smtp.outboxDir (development), which any
 * mail client opens. Timeouts are short so a dead mail server never holds anything for long.
 */
export function createMailer(smtp: Config['smtp']): Mailer {
  const transport: Transporter = smtp.url
    ? nodemailer.createTransport(smtp.url, { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 } as object)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const pending = new Set<Promise<void>>();

  return {
    async send(message) {
      const info = await transport.sendMail({ from: smtp.from, ...message });
      if (smtp.url) return { via: 'smtp' };
      await mkdir(smtp.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(smtp.outboxDir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await writeFile(file, (info as { message: Buffer }).message);
      return { via: 'outbox', file };
    },
    background(work) {
      const job: Promise<void> = work()
        .catch(() => {})
        .finally(() => pending.delete(job));
      pending.add(job);
    },
    async idle() {
      while (pending.size) await Promise.all([...pending]);
    },
    close() {
      transport.close();
    },
  };
}

/** What may be logged about a mail failure: codes only, never the message (it can quote an address). */
export function mailErrorFacts(err: unknown): Record<string, string | number | undefined> {
  const e = err as { code?: string; responseCode?: number; command?: string; name?: string };
  return { erro: e?.name, codigo: e?.code, respostaSmtp: e?.responseCode, comando: e?.command };
}

/** app.mailer, built from app.config.smtp; closing the app waits for background mail first. */
export const mailerPlugin = fp(async (app: FastifyInstance) => {
  const mailer = createMailer(app.config.smtp);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => {
    await mailer.idle();
    mailer.close();
  });
});
