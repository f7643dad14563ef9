import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { escapeHtml } from '../../http/html.ts';
import { COPIA_MENSAGEM_EMAIL } from '../../entities/mensagem/mensagem.ts';
import { messageText, safeMessageHtml } from '../../entities/mensagem/html-servidor.ts';
import type { MailMessage } from '../../plugins/mailer.ts';

interface FatosDaCopia {
  mnsAssunto: string;
  mnsTexto: string;
  mnsDtaAgendamento: string | Date;
  email: string | null;
}

/**
 * The e-mail copy of a message for one recipient row: the subject, the body cleaned by the same allow-list as the
 * candidate's screen, and where to read it on the site. Null when the person has no address any more.
 */
export function copiaDaMensagem(f: FatosDaCopia, origem: string, instituicao = ''): MailMessage | null {
  const email = f.email?.trim();
  if (!email || !email.includes('@')) return null;
  const onde = `${origem}/mensagens`;
  // Signed with the institution's configured name (issue 37), never a system code.
  const assinatura = instituicao ? `${instituicao}\n` : '';
  const text = `${messageText(f.mnsTexto)}\n\n--\n${assinatura}Esta mensagem também está em Mensagens, no site dos processos seletivos: ${onde}\nEsta é uma mensagem automática. Não responda este e-mail.`;
  const html = `${safeMessageHtml(f.mnsTexto)}\n<hr>\n${instituicao ? `<p>${escapeHtml(instituicao)}</p>\n` : ''}<p>Esta mensagem também está em <a href="${escapeHtml(onde)}">Mensagens</a>, no site dos processos seletivos.</p>\n<p>Esta é uma mensagem automática. Não responda este e-mail.</p>`;
  return { to: email, subject: f.mnsAssunto, text, html };
}

/**
 * The mail queue's handler for message copies (queued by entities/mensagem/mensagem.ts with the recipient rows, due at the
 * message's scheduled time): every API process registers it, so copies queued by the command line go out too.
 */
export function registrarCopiaDeMensagem(app: FastifyInstance): void {
  app.mailQueue.register(COPIA_MENSAGEM_EMAIL, {
    async render(mnsDstCodigo, origem) {
      const r = (await app.db.execute(sql`
        SELECT m."mnsAssunto", m."mnsTexto", m."mnsDtaAgendamento", p."pssFscEmail" AS email
          FROM mns_destinatario d JOIN mensagem m ON m."mnsCodigo" = d."mnsCodigo" JOIN pss_fisica p ON p."pssFscCodigo" = d."pssFscCodigo"
         WHERE d."mnsDstCodigo" = ${mnsDstCodigo}`)) as unknown as { rows: FatosDaCopia[] };
      const f = r.rows[0];
      return f ? copiaDaMensagem(f, origem, app.config.instituicao) : null;
    },
    referenceName: 'mnsDstCodigo',
    sent: 'Cópia por e-mail de mensagem enviada',
    none: 'Destinatário sem e-mail: cópia da mensagem não enviada',
    failed: 'Falha ao enviar a cópia por e-mail de mensagem',
  });
}
