/**
 * "Esqueci minha senha" (issue 23 §1). A CPF/passport gets the same answer whether or not an account exists:
 * the same page, with an e-mail partly masked (the account's, or a made-up one derived from the document under
 * the server key, the same every time), and the same work behind it — one request row and one queued e-mail
 * row, and one argon2 hash of a link token — so neither the text nor the time tells. Only an account with a
 * confirmed address is sent a link; the queued row of any other request renders to nothing.
 *
 * The link: /login/nova-senha?t=<recCodigo>.<token>, token = HMAC(server key, recCodigo), of which the table keeps
 * only the argon2 hash; single use, 30 minutes. Setting the new password ends every session of the account.
 * Limits: per client address, and per document (counted for unknown documents alike).
 */
import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply } from 'fastify';
import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import { mascaraFicticia, mascararEmail } from '../../src/domain/email-mascara.ts';
import { normalizeLogin } from '../../src/domain/documento-login.ts';
import { pssFisica, recuperacaoSenha } from '../db/schema/index.ts';
import { enfileirarEmail } from '../entities/mensagem/fila-email.ts';
import { encerrarPedidosDaConta, gravarTokenDoPedido, novoPedidoDeSenha, substituirPedidosAnteriores, usarPedidoDeSenha } from '../entities/pessoa/recuperacao-senha.ts';
import { emailConfirmado, origemDosLinks } from '../entities/pessoa/conta-email.ts';
import { escapeHtml } from '../http/html.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { registrarAuditoria } from '../plugins/auditoria.ts';
import { clientKey, consumeRateLimit } from '../plugins/rate-limit.ts';
import { deleteOtherSessions } from '../entities/sessao/sessao.ts';
import { esqueciPage, linkInvalidoPage, novaSenhaPorLinkPage, semAcessoEmailPage } from './paginas-conta.ts';
import { signInPage } from './pages.ts';
import { registrarAcesso, updatePassword } from '../entities/pessoa/conta.ts';
import { findAccount, findAccountByLogin } from './repository.ts';
import { htmlReply } from './resposta-html.ts';

export const RECUPERACAO_SENHA = 'recuperacao-senha';
export const RECUPERACAO_VALIDADE_MS = 30 * 60_000;
/** Requests per client address in 15 minutes, and per document in an hour. */
export const RECUPERACAO_POR_CLIENTE = 10;
export const RECUPERACAO_POR_DOCUMENTO = 3;
/** Link openings and submissions per client in 15 minutes: each one costs an argon2 verification. */
const USOS_DE_LINK_POR_CLIENTE = 30;

const tokenDoPedido = (chave: Buffer, recCodigo: number) => createHmac('sha256', chave).update(`recuperacao-senha.${recCodigo}`).digest('base64url');
const T = Type.String({ maxLength: 120 });

export function respostaDoPedido(mascara: string): string {
  return `Se houver uma conta para este documento, enviamos um link para o e-mail cadastrado (${mascara}), desde que ele esteja confirmado. O link vale por 30 minutos e só pode ser usado uma vez. Se ele não chegar, verifique a caixa de spam ou veja "Não tenho mais acesso a este e-mail".`;
}

export const recuperacaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const flags = { demo: app.config.perfil === 'demo' };

  app.mailQueue.register(RECUPERACAO_SENHA, {
    async render(recCodigo, origem) {
      const [row] = await app.db.select().from(recuperacaoSenha).where(eq(recuperacaoSenha.recCodigo, recCodigo));
      if (!row?.email || row.usadoEm || row.expiraEm.getTime() < app.clock().getTime()) return null;
      const link = `${origem}/login/nova-senha?t=${recCodigo}.${tokenDoPedido(app.csrfSecret, recCodigo)}`;
      const text = `Olá,\n\nRecebemos um pedido para definir uma nova senha da sua conta nos Processos Seletivos. Para escolher a nova senha, abra o link abaixo. Ele vale por 30 minutos e só pode ser usado uma vez:\n\n${link}\n\nSe não foi você quem pediu, ignore esta mensagem: a sua senha continua a mesma.\n\nEsta é uma mensagem automática. Não responda este e-mail.`;
      const html = `<p>Olá,</p><p>Recebemos um pedido para definir uma nova senha da sua conta nos Processos Seletivos. O link vale por 30 minutos e só pode ser usado uma vez:</p><p><a href="${escapeHtml(link)}">Definir nova senha</a></p><p>Se não foi você quem pediu, ignore esta mensagem: a sua senha continua a mesma.</p><p>Esta é uma mensagem automática. Não responda este e-mail.</p>`;
      return { to: row.email, subject: 'Nova senha - Processos Seletivos', text, html };
    },
    referenceName: 'recCodigo',
    sent: 'Link de recuperação de senha enviado',
    none: 'Pedido de recuperação de senha sem e-mail confirmado: nada enviado',
    failed: 'Falha ao enviar o link de recuperação de senha',
  });

  app.get('/esqueci-senha', async (request, reply) => htmlReply(reply, 200, esqueciPage({ ...flags, csrf: request.csrfToken })));
  app.get('/sem-acesso-email', async (request, reply) => htmlReply(reply, 200, semAcessoEmailPage({ ...flags, csrf: request.csrfToken })));

  app.post('/esqueci-senha', { schema: { body: Type.Object({ _csrf: Type.Optional(Type.String({ maxLength: 200 })), login: Type.String({ maxLength: 100 }) }) } }, async (request, reply) => {
    const agora = app.clock();
    const again = (status: number, error: string) => htmlReply(reply, status, esqueciPage({ ...flags, csrf: request.csrfToken, login: request.body.login, error }));
    if (!(await consumeRateLimit(app.db, `recuperacao:cliente:${clientKey(request)}`, RECUPERACAO_POR_CLIENTE, 900, agora))) {
      return again(429, 'Muitos pedidos de nova senha a partir deste endereço. Aguarde 15 minutos e tente novamente.');
    }
    const login = normalizeLogin(request.body.login);
    if (!login) return again(400, 'Informe o CPF ou o passaporte da conta.');
    const documento = createHmac('sha256', app.csrfSecret).update(`recuperacao-documento.${login.tipo}:${login.login}`).digest();
    // Per document, counted whether or not it has an account: past the limit the answer is the same, nothing is sent.
    const dentroDoLimite = await consumeRateLimit(app.db, `recuperacao:documento:${documento.toString('base64url').slice(0, 22)}`, RECUPERACAO_POR_DOCUMENTO, 3600, agora);
    const account = await findAccountByLogin(app.db, login);
    // The same reads whether or not the account exists (a code no row has stands in): only the time of one audit
    // insert tells the paths apart (bench/recuperacao-senha.ts).
    const codigo = account?.pssFscCodigo ?? -1;
    const [person] = await app.db.select({ email: pssFisica.pssFscEmail }).from(pssFisica).where(eq(pssFisica.pssFscCodigo, codigo));
    const email = person?.email?.trim() || null;
    const confirmado = await emailConfirmado(app.db, codigo, email ?? '-');
    const destino = dentroDoLimite && account && email && confirmado ? email : null;
    await app.db.transaction(async (tx) => {
      const expiraEm = new Date(agora.getTime() + RECUPERACAO_VALIDADE_MS);
      const recCodigo = await novoPedidoDeSenha(tx, { contaCodigo: account?.contaCodigo ?? null, email: destino, criadoEm: agora, expiraEm, origem: request.ip });
      // The same password-hash work on every path: the answer's time does not tell whether the account exists.
      const tokenHash = await hashPassword(tokenDoPedido(app.csrfSecret, recCodigo));
      await gravarTokenDoPedido(tx, recCodigo, tokenHash);
      await enfileirarEmail(tx, { tipo: RECUPERACAO_SENHA, referencia: recCodigo, origem: origemDosLinks(app.config.publicOrigin, app.config.port, request), agora });
      await substituirPedidosAnteriores(tx, account?.contaCodigo ?? -1, recCodigo, agora);
      if (account) {
        await registrarAuditoria(tx, { em: agora, autorPssFscCodigo: account.pssFscCodigo, titularPssFscCodigo: account.pssFscCodigo, origem: request.ip, acao: 'login:senha:recuperacao-pedida', entidade: 'recuperacao_senha', chave: String(recCodigo), depois: { enviado: Boolean(destino) } });
      }
    });
    app.mailQueue.kick();
    const mascara = email ? mascararEmail(email) : mascaraFicticia(documento);
    return htmlReply(reply, 200, esqueciPage({ ...flags, csrf: request.csrfToken, notice: respostaDoPedido(mascara) }));
  });

  /** The request a link names, when it is genuine, unused and unexpired; each look counts against the client's limit. */
  async function validar(t: string, ip: string) {
    const agora = app.clock();
    const m = /^(\d{1,10})\.([\w-]{43})$/.exec(t);
    if (!m) return { row: null, limitado: false };
    if (!(await consumeRateLimit(app.db, `recuperacao:link:${ip}`, USOS_DE_LINK_POR_CLIENTE, 900, agora))) return { row: null, limitado: true };
    const [row] = await app.db.select().from(recuperacaoSenha).where(eq(recuperacaoSenha.recCodigo, Number(m[1])));
    if (!row?.contaCodigo || row.usadoEm || row.expiraEm.getTime() < agora.getTime() || !(await verifyPassword(row.tokenHash, m[2]))) return { row: null, limitado: false };
    return { row: row as typeof row & { contaCodigo: number }, limitado: false };
  }
  const invalido = (reply: FastifyReply, csrf: string, limitado: boolean) =>
    htmlReply(
      reply,
      limitado ? 429 : 400,
      linkInvalidoPage({
        ...flags,
        csrf,
        title: 'Link de nova senha',
        text: limitado ? 'Muitas tentativas a partir deste endereço. Aguarde 15 minutos e tente novamente.' : 'Este link não vale mais: ele expira em 30 minutos, só pode ser usado uma vez e deixa de valer quando um novo é pedido.',
        href: '/login/esqueci-senha',
        acao: 'Pedir um novo link',
      }),
    );

  app.get('/nova-senha', { schema: { querystring: Type.Object({ t: Type.Optional(T) }) } }, async (request, reply) => {
    const { row, limitado } = request.query.t ? await validar(request.query.t, clientKey(request)) : { row: null, limitado: false };
    if (!row) return invalido(reply, request.csrfToken, limitado);
    return htmlReply(reply, 200, novaSenhaPorLinkPage({ ...flags, csrf: request.csrfToken, t: request.query.t! }));
  });

  app.post('/nova-senha', { schema: { body: Type.Object({ _csrf: Type.Optional(Type.String({ maxLength: 200 })), t: T, novaSenha: Type.String({ maxLength: 200 }), confirmacao: Type.String({ maxLength: 200 }) }) } }, async (request, reply) => {
    const { t, novaSenha, confirmacao } = request.body;
    const { row, limitado } = await validar(t, clientKey(request));
    if (!row) return invalido(reply, request.csrfToken, limitado);
    const again = (error: string) => htmlReply(reply, 400, novaSenhaPorLinkPage({ ...flags, csrf: request.csrfToken, t, error }));
    if (novaSenha.length < 8) return again('A nova senha deve ter ao menos 8 caracteres.');
    if (novaSenha !== confirmacao) return again('A confirmação não é igual à nova senha.');
    const account = await findAccount(app.db, row.contaCodigo);
    if (!account?.login) return invalido(reply, request.csrfToken, false);
    const senhaHash = await hashPassword(novaSenha);
    const agora = app.clock();
    const usado = await app.db.transaction(async (tx) => {
      // Used once: of two submissions of the same link, only the first one finds it unused.
      if (!(await usarPedidoDeSenha(tx, row.recCodigo, agora))) return false;
      await encerrarPedidosDaConta(tx, row.contaCodigo, agora);
      await updatePassword(tx, account.contaCodigo, senhaHash, agora);
      await deleteOtherSessions(tx, account.contaCodigo, '');
      await registrarAcesso(tx, { contaCodigo: account.contaCodigo, pssFscCodigo: account.pssFscCodigo, em: agora, origem: request.ip, resultado: 'SENHA_REDEFINIDA' });
      await registrarAuditoria(tx, { em: agora, autorPssFscCodigo: account.pssFscCodigo, titularPssFscCodigo: account.pssFscCodigo, origem: request.ip, acao: 'login:senha:recuperada', entidade: 'recuperacao_senha', chave: String(row.recCodigo) });
      return true;
    });
    if (!usado) return invalido(reply, request.csrfToken, false);
    request.log.info({ conta: account.contaCodigo }, 'senha recuperada por link');
    return htmlReply(reply, 200, signInPage({ ...flags, csrf: request.csrfToken, voltar: '/home', notice: 'Senha alterada. Todas as sessões da conta foram encerradas. Entre com a nova senha.' }));
  });
};
