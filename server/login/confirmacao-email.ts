/**
 * Confirmed e-mail (issue 23 §2): the link a new account (or a new address) receives, its confirmation, the resend
 * and the change of address in Dados Pessoais, which needs the password. Until the address is confirmed the person
 * still enrols; only password recovery waits for it (server/login/recuperacao.ts).
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { confirmacaoEmail } from '../db/schema/index.ts';
import { chaveDoLimiteDeReenvio, CONFIRMACAO_EMAIL, marcarEmailConfirmado, origemDosLinks, pedirConfirmacaoEmail, reenviarConfirmacao, REENVIOS_POR_HORA, sha256, tokenDaConfirmacao } from '../entities/pessoa/conta-email.ts';
import { consumeRateLimit } from '../plugins/rate-limit.ts';
import { findPerson, updatePerson } from '../entities/pessoa/pessoa.ts';
import { escapeHtml } from '../http/html.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { registrarAuditoria } from '../entities/auditoria/auditoria.ts';
import { confirmarEmailPage, emailConfirmadoPage, linkInvalidoPage } from './paginas-conta.ts';
import { findAccount } from './repository.ts';
import { emailValido } from '../../src/domain/email.ts';
import { htmlReply } from './resposta-html.ts';

const T = Type.String({ maxLength: 120 });

/** "<cfeCodigo>.<token>" → its parts, or null when it cannot be one of ours. */
function lerLink(t: string): { codigo: number; token: string } | null {
  const m = /^(\d{1,10})\.([\w-]{43})$/.exec(t);
  return m ? { codigo: Number(m[1]), token: m[2] } : null;
}

const iguais = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export const confirmacaoEmailRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const flags = { demo: app.config.perfil === 'demo' };

  app.mailQueue.register(CONFIRMACAO_EMAIL, {
    async render(cfeCodigo, origem) {
      const [row] = await app.db.select().from(confirmacaoEmail).where(eq(confirmacaoEmail.cfeCodigo, cfeCodigo));
      if (!row || row.confirmadoEm) return null;
      const link = `${origem}/login/confirmar-email?t=${cfeCodigo}.${tokenDaConfirmacao(app.csrfSecret, cfeCodigo)}`;
      const text = `Olá,\n\nConfirme o seu e-mail na conta dos Processos Seletivos abrindo o link abaixo (válido por 7 dias):\n\n${link}\n\nSe você não criou uma conta nem pediu esta troca de e-mail, ignore esta mensagem.\n\nEsta é uma mensagem automática. Não responda este e-mail.`;
      const html = `<p>Olá,</p><p>Confirme o seu e-mail na conta dos Processos Seletivos (link válido por 7 dias):</p><p><a href="${escapeHtml(link)}">Confirmar meu e-mail</a></p><p>Se você não criou uma conta nem pediu esta troca de e-mail, ignore esta mensagem.</p><p>Esta é uma mensagem automática. Não responda este e-mail.</p>`;
      return { to: row.email, subject: 'Confirme o seu e-mail - Processos Seletivos', text, html };
    },
    referenceName: 'cfeCodigo',
    sent: 'E-mail de confirmação de endereço enviado',
    none: 'Confirmação de e-mail já feita ou removida: nada enviado',
    failed: 'Falha ao enviar a confirmação de endereço de e-mail',
  });

  /** The row a link names, when the link is genuine, unexpired and still about the person's current address. */
  async function confirmacaoValida(t: string) {
    const link = lerLink(t);
    if (!link) return null;
    const [row] = await app.db.select().from(confirmacaoEmail).where(eq(confirmacaoEmail.cfeCodigo, link.codigo));
    if (!row || row.expiraEm.getTime() < app.clock().getTime() || !iguais(row.tokenHash, sha256(link.token))) return null;
    const person = await findPerson(app.db, row.pssFscCodigo);
    if (!person?.pssFscEmail || person.pssFscEmail.trim().toLowerCase() !== row.email.toLowerCase()) return null;
    return row;
  }
  const invalido = (reply: FastifyReply, csrf: string) =>
    htmlReply(reply, 400, linkInvalidoPage({ ...flags, csrf, title: 'Confirmar e-mail', text: 'Este link de confirmação não vale mais (expirou, o e-mail da conta mudou, ou ele foi copiado incompleto). Peça outro em Dados Pessoais.', href: '/login/meus-dados', acao: 'Ir para Dados Pessoais' }));

  // GET only shows a button: mail scanners that open links must not confirm an address nobody read.
  app.get('/confirmar-email', { schema: { querystring: Type.Object({ t: Type.Optional(T) }) } }, async (request, reply) => {
    const row = request.query.t ? await confirmacaoValida(request.query.t) : null;
    if (!row) return invalido(reply, request.csrfToken);
    if (row.confirmadoEm) return htmlReply(reply, 200, emailConfirmadoPage({ ...flags, csrf: request.csrfToken, signedIn: Boolean(request.auth) }));
    return htmlReply(reply, 200, confirmarEmailPage({ ...flags, csrf: request.csrfToken, t: request.query.t!, email: row.email, signedIn: Boolean(request.auth) }));
  });

  app.post('/confirmar-email', { schema: { body: Type.Object({ _csrf: Type.Optional(Type.String({ maxLength: 200 })), t: T }) } }, async (request, reply) => {
    const row = await confirmacaoValida(request.body.t);
    if (!row) return invalido(reply, request.csrfToken);
    if (!row.confirmadoEm) {
      const agora = app.clock();
      await app.db.transaction(async (tx) => {
        await marcarEmailConfirmado(tx, row.cfeCodigo, agora);
        await registrarAuditoria(tx, { em: agora, autorPssFscCodigo: row.pssFscCodigo, titularPssFscCodigo: row.pssFscCodigo, origem: request.ip, acao: 'login:email:confirmado', entidade: 'confirmacao_email', chave: String(row.cfeCodigo) });
      });
    }
    return htmlReply(reply, 200, emailConfirmadoPage({ ...flags, csrf: request.csrfToken, signedIn: Boolean(request.auth) }));
  });
};

/**
 * Dados Pessoais' e-mail actions, registered by the login routes beside their personal-data page: `mostrar` shows
 * that page again with a notice or an error.
 */
export function rotasDoEmail(
  app: Parameters<FastifyPluginAsyncTypebox>[0],
  mostrar: (request: import('fastify').FastifyRequest, reply: FastifyReply, status: number, msg: { error?: string; notice?: string }) => Promise<unknown>,
) {
  app.post('/meus-dados/email', { schema: { body: Type.Object({ _csrf: Type.Optional(Type.String({ maxLength: 200 })), novoEmail: Type.String({ maxLength: 200 }), senha: Type.String({ maxLength: 200 }) }) } }, async (request, reply) => {
    if (!request.auth) return reply.redirect('/login?voltar=%2Flogin%2Fmeus-dados', 303);
    const auth = request.auth;
    if (auth.simulando) return mostrar(request, reply, 403, { error: 'Na simulação não é possível alterar o e-mail da pessoa.' });
    const novo = request.body.novoEmail.trim();
    if (!emailValido(novo)) return mostrar(request, reply, 400, { error: 'Informe um e-mail válido.' });
    const account = await findAccount(app.db, auth.contaCodigo);
    if (!account || !(await verifyPassword(account.senhaHash, request.body.senha))) return mostrar(request, reply, 400, { error: 'A senha atual não confere.' });
    const agora = app.clock();
    const person = await findPerson(app.db, auth.pssFscCodigo);
    await app.db.transaction(async (tx) => {
      await updatePerson(tx, auth.pssFscCodigo, { pssFscEmail: novo });
      await pedirConfirmacaoEmail(tx, app.csrfSecret, { pssFscCodigo: auth.pssFscCodigo, email: novo, agora, origem: origemDosLinks(app.config.publicOrigin, app.config.port, request) });
      await registrarAuditoria(tx, { em: agora, autorPssFscCodigo: auth.realPssFscCodigo, titularPssFscCodigo: auth.pssFscCodigo, origem: request.ip, acao: 'login:email:alterado', entidade: 'pss_fisica', chave: String(auth.pssFscCodigo), antes: { pssFscEmail: person?.pssFscEmail ?? null }, depois: { pssFscEmail: novo } });
    });
    app.mailQueue.kick();
    return mostrar(request, reply, 200, { notice: 'E-mail alterado. Enviamos um link de confirmação para o novo endereço.' });
  });

  app.post('/meus-dados/reenviar-confirmacao', { schema: { body: Type.Object({ _csrf: Type.Optional(Type.String({ maxLength: 200 })) }) } }, async (request, reply) => {
    if (!request.auth) return reply.redirect('/login?voltar=%2Flogin%2Fmeus-dados', 303);
    const { pssFscCodigo } = request.auth;
    const agora = app.clock();
    const r = await reenviarConfirmacao(app.db, app.csrfSecret, { pssFscCodigo, agora, origem: origemDosLinks(app.config.publicOrigin, app.config.port, request) }, () =>
      consumeRateLimit(app.db, chaveDoLimiteDeReenvio(pssFscCodigo), REENVIOS_POR_HORA, 3600, agora),
    );
    if (r.ok && r.enviado) app.mailQueue.kick();
    return mostrar(request, reply, r.ok ? 200 : r.status, r.ok ? { notice: r.message } : { error: r.message });
  });
}
