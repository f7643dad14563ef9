/**
 * "Entrar com gov.br" (issue 23 §3), registered inside the login app (/login/govbr...): GET /govbr starts a request
 * at the OpenID provider, GET /govbr/retorno takes its answer and signs the person in (server/entities/pessoa/conta-oidc.ts
 * says whose account opens). Every refusal is a Portuguese page (paginas.ts), never a stack.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from 'typebox';
import { escritoComoCpf, normalizarDocumento } from '../../../src/domain/documento-login.ts';
import { onlyDigits } from '../../../src/domain/cpf.ts';
import { pgErrorCode } from '../../db/errors.ts';
import { startSession } from '../../plugins/session.ts';
import { contaDoVinculo, contaPrivilegiada, vincularProvedor } from '../../entities/pessoa/segundo-fator.ts';
import { registrarAuditoria } from '../../plugins/auditoria.ts';
import { registrarAcesso } from '../../entities/pessoa/conta.ts';
import { findAccount, findAccountByLogin } from '../repository.ts';
import { pedirSegundoFator } from '../segundo-fator/routes.ts';
import { RecusaOidc, type ClienteOidc, type FalhaOidc } from './cliente.ts';
import { vincularConta } from '../../entities/pessoa/conta-oidc.ts';
import { gravarPedido, lerPedido } from './pedido.ts';
import { recusaPage, saidaPage, type MotivoRecusa } from './paginas.ts';
import { guardarIdToken, idTokenDaSessao } from './sessao.ts';
import { htmlReply } from '../resposta-html.ts';

const STATUS: Record<MotivoRecusa, number> = {
  ESTADO: 400, CODIGO: 400, CANCELADO: 400, CPF: 400, COLISAO: 409, PROVEDOR: 502, INDISPONIVEL: 503, DESLIGADO: 404, NAO_VINCULADA: 403, VINCULO_CPF: 409, VINCULO_SESSAO: 401, VINCULO_PAPEL: 403,
};
/** Where "Vincular minha conta gov.br" lives, and where its return goes. */
const SEGURANCA = '/login/minha-seguranca';
const Texto = Type.Optional(Type.String({ maxLength: 4000 }));
/** The provider's answer (RFC 6749 §4.1.2, RFC 9207 iss); anything else it adds is passed on to the library as is. */
const RetornoQuery = Type.Object({ code: Texto, state: Texto, error: Texto, error_description: Texto, iss: Texto, session_state: Texto }, { additionalProperties: Type.String({ maxLength: 4000 }) });

/** The CPF in the configured claim: a string (or number) of a valid CPF, punctuated or not. */
export function cpfDaClaim(valor: unknown): string | null {
  if (typeof valor !== 'string' && typeof valor !== 'number') return null;
  const texto = String(valor);
  return escritoComoCpf(texto) ? onlyDigits(normalizarDocumento(texto)) : null;
}

export const oidcRoutes: FastifyPluginAsyncTypebox<{ cliente: ClienteOidc | null; safeReturn: (voltar: unknown) => string }> = async (app, { cliente, safeReturn }) => {
  const demo = app.config.perfil === 'demo';
  const recusa = (reply: FastifyReply, csrf: string, motivo: MotivoRecusa, voltar: string) =>
    htmlReply(reply, STATUS[motivo], recusaPage({ demo, csrf, motivo, voltar }));

  app.get('/govbr', { schema: { querystring: Type.Object({ voltar: Type.Optional(Type.String({ maxLength: 500 })) }) } }, async (request, reply) => {
    const voltar = safeReturn(request.query.voltar);
    if (!cliente) return recusa(reply, request.csrfToken, 'DESLIGADO', voltar);
    try {
      const { url, pedido } = await cliente.iniciar();
      gravarPedido(app, reply, pedido, voltar);
      return reply.redirect(url.href, 303);
    } catch (e) {
      request.log.warn({ oidc: e instanceof RecusaOidc ? e.detalhe : String(e) }, 'gov.br indisponível');
      return recusa(reply, request.csrfToken, 'INDISPONIVEL', voltar);
    }
  });

  // Issue 34 §3: a staff or super-user account links its provider account here, signed in with password and second
  // factor (a privileged session exists only after both); until then gov.br does not open it.
  app.get('/govbr/vincular', async (request, reply) => {
    // Who asks first: a visitor without a session is refused alike whether or not gov.br is configured here.
    const auth = request.auth;
    if (!auth) return recusa(reply, request.csrfToken, 'VINCULO_SESSAO', SEGURANCA);
    if (auth.simulando || !(await contaPrivilegiada(app.db, auth.contaCodigo))) return recusa(reply, request.csrfToken, 'VINCULO_PAPEL', SEGURANCA);
    if (!cliente) return recusa(reply, request.csrfToken, 'DESLIGADO', SEGURANCA);
    try {
      const { url, pedido } = await cliente.iniciar();
      gravarPedido(app, reply, pedido, SEGURANCA, true);
      return reply.redirect(url.href, 303);
    } catch (e) {
      request.log.warn({ oidc: e instanceof RecusaOidc ? e.detalhe : String(e) }, 'gov.br indisponível');
      return recusa(reply, request.csrfToken, 'INDISPONIVEL', SEGURANCA);
    }
  });

  app.get('/govbr/retorno', { schema: { querystring: RetornoQuery } }, async (request, reply) => {
    const pedido = lerPedido(app, request, reply);
    const voltar = pedido?.voltar ?? '/home';
    if (!cliente) return recusa(reply, request.csrfToken, 'DESLIGADO', voltar);
    if (!pedido) return recusa(reply, request.csrfToken, 'ESTADO', voltar);
    let resposta;
    try {
      resposta = await cliente.concluir(request.url.split('?')[1] ?? '', pedido);
    } catch (e) {
      const falha: FalhaOidc = e instanceof RecusaOidc ? e.falha : 'PROVEDOR';
      request.log.warn({ falha, oidc: e instanceof RecusaOidc ? e.detalhe : String(e) }, 'entrada gov.br recusada');
      return recusa(reply, request.csrfToken, falha, voltar);
    }
    const { claims, idToken } = resposta;
    const cpf = cpfDaClaim(claims[cliente.config.claimCpf]);
    if (!cpf) {
      request.log.warn({ claim: cliente.config.claimCpf }, 'entrada gov.br sem CPF válido');
      return recusa(reply, request.csrfToken, 'CPF', voltar);
    }
    const agora = app.clock();
    const sujeito = typeof claims.sub === 'string' && claims.sub.length > 0 ? claims.sub : null;
    if (pedido.vincular) {
      const auth = request.auth;
      if (!auth || auth.simulando || !(await contaPrivilegiada(app.db, auth.contaCodigo))) return recusa(reply, request.csrfToken, 'VINCULO_SESSAO', SEGURANCA);
      const conta = await findAccount(app.db, auth.contaCodigo);
      // The provider must vouch for this account's own CPF: nobody links someone else's gov.br to their account.
      if (!sujeito || conta?.loginTipo !== 'CPF' || conta.login !== cpf) return recusa(reply, request.csrfToken, 'VINCULO_CPF', SEGURANCA);
      await app.db.transaction(async (tx) => {
        await vincularProvedor(tx, { contaCodigo: auth.contaCodigo, emissor: cliente.config.issuer, sujeito, agora });
        await registrarAuditoria(tx, { em: agora, autorPssFscCodigo: auth.realPssFscCodigo, titularPssFscCodigo: auth.realPssFscCodigo, origem: request.ip, acao: 'login:oidc:vincular', entidade: 'vinculo_oidc', chave: String(auth.contaCodigo), depois: { emissor: cliente.config.issuer } });
      });
      return reply.redirect(SEGURANCA, 303);
    }
    // Issue 34 §3: a staff or super-user account never opens by the claim alone — only when its owner linked this
    // provider account, and then our second factor is asked as after a password.
    const existente = await findAccountByLogin(app.db, { tipo: 'CPF', login: cpf });
    if (existente && (await contaPrivilegiada(app.db, existente.contaCodigo))) {
      if (!sujeito || (await contaDoVinculo(app.db, cliente.config.issuer, sujeito)) !== existente.contaCodigo) {
        request.log.warn({ conta: existente.contaCodigo }, 'entrada gov.br recusada: conta da equipe sem vínculo');
        return recusa(reply, request.csrfToken, 'NAO_VINCULADA', voltar);
      }
      return pedirSegundoFator(app, request, reply, existente, { meio: 'OIDC', voltar, idToken });
    }
    const dados = {
      cpf,
      nome: typeof claims.name === 'string' ? claims.name : null,
      email: typeof claims.email === 'string' ? claims.email.trim() : null,
      emailVerificado: claims.email_verified === true || claims.email_verified === 'true',
    };
    const vincular = () => app.db.transaction((tx) => vincularConta(tx, dados, agora));
    // Two first sign-ins of one CPF at once (two tabs): the second finds the account the first created.
    const vinculo = await vincular().catch((e: unknown) => (pgErrorCode(e) === '23505' ? vincular() : Promise.reject(e)));
    if (vinculo.tipo === 'COLISAO') {
      request.log.warn('entrada gov.br recusada: o CPF pertence a uma conta de passaporte/RG');
      return recusa(reply, request.csrfToken, 'COLISAO', voltar);
    }
    const tokenHash = await startSession(app, request, reply, vinculo);
    await app.db.transaction(async (tx) => {
      await guardarIdToken(tx, tokenHash, idToken);
      await registrarAcesso(tx, { contaCodigo: vinculo.contaCodigo, pssFscCodigo: vinculo.pssFscCodigo, em: agora, origem: request.ip, resultado: 'SUCESSO', meio: 'OIDC' });
    });
    request.log.info({ conta: vinculo.contaCodigo, criada: vinculo.criada }, 'login gov.br');
    return reply.redirect(voltar, 303);
  });
};

/**
 * Sair for a session the provider started, when the provider offers an end_session_endpoint: the page that takes
 * the browser on to it (read before the session is deleted, which takes the ID token with it). Null otherwise.
 */
export async function saidaDoProvedor(app: FastifyInstance, cliente: ClienteOidc | null, tokenHash: string | undefined): Promise<{ url: string; pagina: string } | null> {
  if (!cliente || !tokenHash) return null;
  const idToken = await idTokenDaSessao(app.db, tokenHash);
  const url = idToken ? await cliente.saida(idToken) : null;
  return url ? { url: url.href, pagina: saidaPage(url.href) } : null;
}
