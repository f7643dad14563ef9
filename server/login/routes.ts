import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isValidCpf, onlyDigits } from '../../src/domain/cpf.ts';
import { normalizeLogin, type LoginNormalizado } from '../../src/domain/documento-login.ts';
import { clientKey, consumeRateLimit, rateLimitCount } from '../plugins/rate-limit.ts';
import { endSession, startSession } from '../plugins/session.ts';
import { deleteOtherSessions } from '../entities/sessao/sessao.ts';
import { iniciarSimulacao } from '../entities/sessao/simulacao.ts';
import { newPasswordPage, personalDataPage, securityPage, signInPage, simulatePage, systemsPage } from './pages.ts';
import { hashPassword, verifyPassword } from '../lib/passwords.ts';
import { findPerson, findPersonByCpf, updatePerson } from '../entities/pessoa/pessoa.ts';
import { contaDoTicket, emitirTicket, ticketConfere } from './redefinicao.ts';
import { registrarAcesso, updatePassword } from '../entities/pessoa/conta.ts';
import { findAccount, findAccountByLogin } from './repository.ts';
import type { Auth } from '../types.ts';
import { criarClienteOidc } from './oidc/cliente.ts';
import { oidcRoutes, saidaDoProvedor } from './oidc/routes.ts';
import { emailConfirmado } from '../entities/pessoa/conta-email.ts';
import { confirmacaoEmailRoutes, rotasDoEmail } from './confirmacao-email.ts';
import { rotasMeusDados } from './meus-dados.ts';
import { temInscricao } from './meus-dados-repository.ts';
import { secoesDaConta } from './paginas-conta.ts';
import { recuperacaoRoutes } from './recuperacao.ts';
import { pedirSegundoFator, precisaSegundoFator, segundoFatorRoutes } from './segundo-fator/routes.ts';
import { secaoSegundoFator } from './segundo-fator/seguranca.ts';
import { CONTRASTE_LOGIN } from './contraste.ts';
import { recusaDeCsrfEmPagina } from './csrf-em-html.ts';
import { SCRIPT_FORMULARIOS } from './formularios-script.ts';
import { htmlReply } from './resposta-html.ts';

const bootstrapCss = Buffer.concat([readFileSync(createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css')), Buffer.from(CONTRASTE_LOGIN)]);
const bootstrapCssGzip = gzipSync(bootstrapCss, { level: 9 });
const bootstrapCssBr = brotliCompressSync(bootstrapCss);
/** Verifying against this when the login is unknown keeps the answer time the same: no account probing by timing. */
const DUMMY_HASH = await hashPassword('conta-inexistente');

/** Only same-site paths: never an open redirect. */
export function safeReturn(voltar: unknown): string {
  return typeof voltar === 'string' && /^\/(?![/\\])[^\s]*$/.test(voltar) && voltar.length < 500 ? voltar : '/home';
}


/** Window of the failed-password count per login: long enough to slow a guesser, short enough for the owner. */
const LOGIN_FAILURE_WINDOW_S = 900;
export const LOGIN_BLOQUEADO =
  'Muitas tentativas de senha erradas para esta conta. Por segurança, aguarde 15 minutos e tente novamente, ou recupere a sua senha.';
const failedLoginKey = (login: LoginNormalizado) => `login-falha:${createHash('sha256').update(`${login.tipo}:${login.login}`).digest('base64url').slice(0, 22)}`;

const SignInBody = Type.Object({
  login: Type.String({ maxLength: 100 }),
  senha: Type.String({ maxLength: 200 }),
  voltar: Type.Optional(Type.String({ maxLength: 500 })),
  _csrf: Type.Optional(Type.String({ maxLength: 200 })),
});
const NewPasswordBody = Type.Object({
  _csrf: Type.Optional(Type.String({ maxLength: 200 })),
  ticket: Type.String({ maxLength: 100 }),
  voltar: Type.Optional(Type.String({ maxLength: 500 })),
  novaSenha: Type.String({ maxLength: 200 }),
  confirmacao: Type.String({ maxLength: 200 }),
});
const CsrfOnly = Type.Object({ _csrf: Type.Optional(Type.String({ maxLength: 200 })) });
const PersonalDataBody = Type.Object({
  _csrf: Type.Optional(Type.String()),
  pssFscEmail: Type.Optional(Type.String({ maxLength: 200 })),
  pssFscCelular: Type.Optional(Type.String({ maxLength: 20 })),
  pssFscTelefone: Type.Optional(Type.String({ maxLength: 20 })),
});
const PasswordBody = Type.Object({
  _csrf: Type.Optional(Type.String()),
  senhaAtual: Type.String({ maxLength: 200 }),
  novaSenha: Type.String({ maxLength: 200 }),
  confirmacao: Type.String({ maxLength: 200 }),
});
type PageMessage = { error?: string; notice?: string };

/**
 * The login application (DESIGN §3): sign in and out, Meus Sistemas, Dados Pessoais, Login e Segurança,
 * and super-user simulation. Plain HTML forms, CSRF-protected like the API.
 */
export const loginRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Every page says "Ambiente de demonstração" unless this is the production profile.
  const flags = { demo: app.config.perfil === 'demo', govbr: Boolean(app.config.oidc) };
  recusaDeCsrfEmPagina(app, flags, safeReturn);
  // "Entrar com gov.br" (server/login/oidc/): its routes, and Sair ending the provider's session too.
  const govbr = app.config.oidc ? criarClienteOidc(app.config.oidc) : null;
  await app.register(oidcRoutes, { cliente: govbr, safeReturn });
  const mustSignIn = (request: FastifyRequest, reply: FastifyReply, path: string) => {
    if (request.auth) return false;
    reply.redirect(`/login?voltar=${encodeURIComponent(path)}`, 303);
    return true;
  };

  // 230 KB as is, 30 KB gzip: compressed once at start, sent as the browser accepts it.
  app.get('/assets/bootstrap.min.css', async (request, reply) => {
    const accepts = String(request.headers['accept-encoding'] ?? '');
    reply.header('Cache-Control', 'public, max-age=86400').header('Vary', 'Accept-Encoding').type('text/css');
    if (/\bbr\b/.test(accepts)) return reply.header('Content-Encoding', 'br').send(bootstrapCssBr);
    if (/\bgzip\b/.test(accepts)) return reply.header('Content-Encoding', 'gzip').send(bootstrapCssGzip);
    return reply.send(bootstrapCss);
  });

  app.get('/assets/formularios.js', async (_request, reply) => reply.header('Cache-Control', 'public, max-age=3600').type('text/javascript; charset=utf-8').send(SCRIPT_FORMULARIOS));

  app.get('/', { schema: { querystring: Type.Object({ voltar: Type.Optional(Type.String({ maxLength: 500 })) }) } }, async (request, reply) => {
    if (request.auth) return reply.redirect(request.query.voltar ? safeReturn(request.query.voltar) : '/login/meus-sistemas', 303);
    return htmlReply(reply, 200, signInPage({ ...flags, csrf: request.csrfToken, voltar: safeReturn(request.query.voltar) }));
  });

  app.post('/', { schema: { body: SignInBody } }, async (request, reply) => {
    const voltar = safeReturn(request.body.voltar);
    const now = app.clock();
    const allowed = await consumeRateLimit(app.db, `login:${clientKey(request)}`, app.config.rateLimit.loginPorCliente, 900, now);
    if (!allowed) {
      return htmlReply(reply, 429, signInPage({ ...flags, csrf: request.csrfToken, voltar, error: 'Muitas tentativas de login. Aguarde alguns minutos e tente novamente.' }));
    }
    const login = normalizeLogin(request.body.login);
    // Failed passwords per login, from any address: guessing one person's password from many machines is
    // slowed too. Counted for unknown logins alike (the answer never tells whether an account exists).
    const falhas = login ? failedLoginKey(login) : null;
    // Each attempt on an account that exists is written for staff's account support (server/login/repository.ts).
    const acesso = (a: { contaCodigo: number; pssFscCodigo: number }, resultado: Parameters<typeof registrarAcesso>[1]['resultado']) =>
      registrarAcesso(app.db, { contaCodigo: a.contaCodigo, pssFscCodigo: a.pssFscCodigo, em: now, origem: request.ip, resultado });
    if (falhas && (await rateLimitCount(app.db, falhas, LOGIN_FAILURE_WINDOW_S, now)) >= app.config.rateLimit.loginFalhasPorConta) {
      const bloqueada = await findAccountByLogin(app.db, login!);
      if (bloqueada) await acesso(bloqueada, 'BLOQUEADO');
      return htmlReply(reply, 429, signInPage({ ...flags, csrf: request.csrfToken, voltar, login: request.body.login, error: LOGIN_BLOQUEADO }));
    }
    const account = login ? await findAccountByLogin(app.db, login) : null;
    const valid = await verifyPassword(account?.senhaHash ?? DUMMY_HASH, request.body.senha);
    if (!account || !valid) {
      if (falhas) await consumeRateLimit(app.db, falhas, Number.MAX_SAFE_INTEGER, LOGIN_FAILURE_WINDOW_S, now);
      if (account) await acesso(account, 'SENHA_INCORRETA');
      return htmlReply(reply, 401, signInPage({ ...flags, csrf: request.csrfToken, voltar, login: request.body.login, error: 'CPF/passaporte ou senha incorretos.' }));
    }
    if (account.senhaRedefinir) {
      await acesso(account, 'REDEFINICAO_EXIGIDA');
      const ticket = emitirTicket(app.csrfSecret, account.contaCodigo, account.senhaHash, now);
      return htmlReply(reply, 200, newPasswordPage({ ...flags, csrf: request.csrfToken, voltar, ticket }));
    }
    // Staff and super users: no session before the second factor (issue 34 §2, server/login/segundo-fator/).
    if (await precisaSegundoFator(app, { contaCodigo: account.contaCodigo, login: login!.login })) return pedirSegundoFator(app, request, reply, account, { meio: 'SENHA', voltar });
    await startSession(app, request, reply, account);
    await acesso(account, 'SUCESSO');
    request.log.info({ conta: account.contaCodigo }, 'login');
    return reply.redirect(voltar, 303);
  });

  // The new password staff asked for (server/login/redefinicao.ts): the session starts once it is set.
  app.post('/redefinir-senha', { schema: { body: NewPasswordBody } }, async (request, reply) => {
    const voltar = safeReturn(request.body.voltar);
    const now = app.clock();
    const ticket = contaDoTicket(request.body.ticket, now);
    const account = ticket ? await findAccount(app.db, ticket.contaCodigo) : null;
    if (!ticket || !account?.login || !account.senhaRedefinir || !ticketConfere(app.csrfSecret, ticket, account.senhaHash)) {
      const error = 'O prazo para definir a nova senha terminou. Entre de novo com a sua senha atual.';
      return htmlReply(reply, 400, signInPage({ ...flags, csrf: request.csrfToken, voltar, error }));
    }
    const { novaSenha, confirmacao } = request.body;
    const again = (error: string) => htmlReply(reply, 400, newPasswordPage({ ...flags, csrf: request.csrfToken, voltar, ticket: request.body.ticket, error }));
    if (novaSenha.length < 8) return again('A nova senha deve ter ao menos 8 caracteres.');
    if (novaSenha !== confirmacao) return again('A confirmação não é igual à nova senha.');
    if (await verifyPassword(account.senhaHash, novaSenha)) return again('Escolha uma senha diferente da atual.');
    const senhaHash = await hashPassword(novaSenha);
    await app.db.transaction(async (tx) => {
      await updatePassword(tx, account.contaCodigo, senhaHash, now);
      // No session of the account survives: whoever knew the old password is out.
      await deleteOtherSessions(tx, account.contaCodigo, '');
      await registrarAcesso(tx, { contaCodigo: account.contaCodigo, pssFscCodigo: account.pssFscCodigo, em: now, origem: request.ip, resultado: 'SENHA_REDEFINIDA' });
    });
    if (await precisaSegundoFator(app, account)) return pedirSegundoFator(app, request, reply, { ...account, senhaHash }, { meio: 'SENHA', voltar });
    await startSession(app, request, reply, account);
    request.log.info({ conta: account.contaCodigo }, 'senha redefinida no login');
    return reply.redirect(voltar, 303);
  });

  app.post('/sair', { schema: { body: Type.Optional(Type.Object({ _csrf: Type.Optional(Type.String()), voltar: Type.Optional(Type.String({ maxLength: 500 })) })) } }, async (request, reply) => {
    const saidaOidc = await saidaDoProvedor(app, govbr, request.auth?.tokenHash);
    await endSession(app, request, reply);
    // What this browser kept for the person (enrolment drafts in localStorage) goes with them, even when Sair
    // was a plain form with no script to clear it.
    reply.header('Clear-Site-Data', '"storage"');
    const voltar = request.body?.voltar ? safeReturn(request.body.voltar) : '/entrar';
    if (request.headers.accept?.includes('application/json')) return reply.send({ success: true, url: saidaOidc?.url ?? voltar });
    if (saidaOidc) return htmlReply(reply, 200, saidaOidc.pagina);
    return reply.redirect(voltar, 303);
  });

  const systems = async (request: FastifyRequest, reply: FastifyReply) => {
    if (mustSignIn(request, reply, '/login/meus-sistemas')) return;
    const auth = request.auth!;
    const me = await findPerson(app.db, auth.realPssFscCodigo);
    const simulated = auth.simulando ? await findPerson(app.db, auth.pssFscCodigo) : null;
    return htmlReply(reply, 200, systemsPage({ ...flags, csrf: request.csrfToken, nome: me?.pssFscNome ?? '', superUsuario: auth.superUsuario, simulando: simulated?.pssFscNome }));
  };
  // GET or POST: the site reaches these pages by a form post to the URL intern/redirect returns (SPEC §7).
  app.get('/meus-sistemas', systems);
  app.post('/meus-sistemas', { schema: { body: CsrfOnly } }, systems);

  /**
   * A page of the signed-in person's account, shown on GET and on the form post the site reaches it by, and
   * shown again by its form's action with an error or a notice. `render` answers null when there is nothing
   * to show (the person is gone): the browser goes back to sign in.
   */
  const accountPage = (path: string, render: (request: FastifyRequest, auth: Auth, msg: PageMessage) => Promise<string | null> | string) => {
    const show = async (request: FastifyRequest, reply: FastifyReply, status = 200, msg: PageMessage = {}) => {
      if (mustSignIn(request, reply, `/login${path}`)) return;
      const html = await render(request, request.auth!, msg);
      return html === null ? reply.redirect('/login', 303) : htmlReply(reply, status, html);
    };
    app.get(path, (rq, rp) => show(rq, rp));
    app.post(path, { schema: { body: CsrfOnly } }, (rq, rp) => show(rq, rp));
    return show;
  };

  const personal = accountPage('/meus-dados', async (request, auth, msg) => {
    const person = await findPerson(app.db, auth.pssFscCodigo);
    if (!person) return null;
    // The e-mail (changed with the password) and Meus dados (LGPD): server/login/paginas-conta.ts.
    const extra = secoesDaConta({ csrf: request.csrfToken, email: person.pssFscEmail, confirmado: await emailConfirmado(app.db, auth.pssFscCodigo, person.pssFscEmail), podeExcluir: !(await temInscricao(app.db, auth.pssFscCodigo)) });
    return personalDataPage({ ...flags, csrf: request.csrfToken, superUsuario: auth.superUsuario, person, ...msg, extra });
  });
  // Esqueci minha senha, confirmed e-mail, Meus dados (issue 23): their own files.
  await app.register(recuperacaoRoutes);
  await app.register(segundoFatorRoutes);
  await app.register(confirmacaoEmailRoutes);
  rotasDoEmail(app, personal);
  rotasMeusDados(app, personal);
  app.post('/meus-dados/salvar', { schema: { body: PersonalDataBody } }, async (request, reply) => {
    if (mustSignIn(request, reply, '/login/meus-dados')) return;
    // The e-mail changes only with the password, through /meus-dados/email (server/login/confirmacao-email.ts).
    const phone = (v?: string) => (v ? onlyDigits(v) || null : null);
    await updatePerson(app.db, request.auth!.pssFscCodigo, {
      pssFscCelular: phone(request.body.pssFscCelular),
      pssFscTelefone: phone(request.body.pssFscTelefone),
    });
    return personal(request, reply, 200, { notice: 'Dados salvos.' });
  });

  const security = accountPage('/minha-seguranca', async (request, auth, msg) =>
    securityPage({ ...flags, csrf: request.csrfToken, superUsuario: auth.superUsuario, ...msg, extra: await secaoSegundoFator(app, auth) }));
  app.post('/minha-seguranca/senha', { schema: { body: PasswordBody } }, async (request, reply) => {
    if (mustSignIn(request, reply, '/login/minha-seguranca')) return;
    const auth = request.auth!;
    const { senhaAtual, novaSenha, confirmacao } = request.body;
    const account = await findAccount(app.db, auth.contaCodigo);
    if (!account || !(await verifyPassword(account.senhaHash, senhaAtual))) return security(request, reply, 400, { error: 'A senha atual não confere.' });
    if (novaSenha.length < 8) return security(request, reply, 400, { error: 'A nova senha deve ter ao menos 8 caracteres.' });
    if (novaSenha !== confirmacao) return security(request, reply, 400, { error: 'A confirmação não é igual à nova senha.' });
    const senhaHash = await hashPassword(novaSenha);
    await app.db.transaction(async (tx) => {
      await updatePassword(tx, auth.contaCodigo, senhaHash, app.clock());
      await deleteOtherSessions(tx, auth.contaCodigo, auth.tokenHash);
    });
    return security(request, reply, 200, { notice: 'Senha alterada. As suas outras sessões foram encerradas.' });
  });

  app.get('/simular', async (request, reply) => {
    if (mustSignIn(request, reply, '/login/simular')) return;
    if (!request.auth!.superUsuario) return reply.redirect('/login/meus-sistemas', 303);
    return htmlReply(reply, 200, simulatePage({ ...flags, csrf: request.csrfToken }));
  });
  app.post('/simular', { schema: { body: Type.Object({ _csrf: Type.Optional(Type.String()), cpf: Type.String({ maxLength: 20 }) }) } }, async (request, reply) => {
    if (mustSignIn(request, reply, '/login/simular')) return;
    const auth = request.auth!;
    if (!auth.superUsuario) return htmlReply(reply, 403, simulatePage({ ...flags, csrf: request.csrfToken, error: 'Apenas super usuários podem simular outra pessoa.' }));
    const cpf = onlyDigits(request.body.cpf);
    const person = isValidCpf(cpf) ? await findPersonByCpf(app.db, cpf) : null;
    if (!person) return htmlReply(reply, 400, simulatePage({ ...flags, csrf: request.csrfToken, error: 'Nenhuma pessoa encontrada com este CPF.' }));
    await iniciarSimulacao(app.db, { tokenHash: auth.tokenHash, contaCodigo: auth.contaCodigo, pssFscCodigo: auth.realPssFscCodigo, simulaPssFscCodigo: person.pssFscCodigo, agora: app.clock(), origem: request.ip });
    request.log.info({ conta: auth.contaCodigo, simula: person.pssFscCodigo }, 'simulação iniciada');
    return reply.redirect('/home', 303);
  });
};
