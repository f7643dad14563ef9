/**
 * The staff's second factor in the login app (issue 34 §2). After the password (or gov.br) said who the person is,
 * an account with a staff role or super-user status gets no session yet: `pedirSegundoFator` shows the set-up (the
 * first time) or asks for the code; POST /login/segundo-fator/configurar and POST /login/segundo-fator take it and
 * start the session. Wrong codes are counted per account in PostgreSQL (every API process shares the count); a
 * TOTP code is taken once (replay refused); the set-up and every recovery code spent are audited.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import QRCode from 'qrcode';
import { Type } from 'typebox';
import { DEMO_ADMIN, DEMO_GESTOR, DEMO_SUPER } from '../../db/seed/index.ts';
import { findPerson } from '../../entities/pessoa/pessoa.ts';
import {
  aceitarPasso,
  codigosRestantes,
  confirmarConfiguracao,
  contaPrivilegiada,
  estadoSegundoFator,
  gastarCodigoRecuperacao,
  iniciarConfiguracao,
} from '../../entities/pessoa/segundo-fator.ts';
import { registrarAuditoria } from '../../plugins/auditoria.ts';
import { consumeRateLimit, rateLimitCount } from '../../plugins/rate-limit.ts';
import { startSession } from '../../plugins/session.ts';
import { guardarIdToken } from '../oidc/sessao.ts';
import { signInPage } from '../pages.ts';
import { registrarAcesso } from '../../entities/pessoa/conta.ts';
import { findAccount } from '../repository.ts';
import { hashCodigoRecuperacao, normalizarCodigo, novoSegredo, novosCodigosRecuperacao, pareceCodigoRecuperacao, passoDoCodigo, segredoLegivel, uriDoSegredo } from './codigos.ts';
import { codigoPage, codigosRecuperacaoPage, configuracaoPage } from './paginas.ts';
import { emitirEntrada, entradaConfere, lerEntrada, type EntradaPendente } from './ticket.ts';
import { htmlReply } from '../resposta-html.ts';

/** Wrong codes per account in a window: 5 in 15 minutes leaves a guesser 5 in a million per window (6 digits, 3 steps). */
export const LIMITE_CODIGOS_ERRADOS = 5;
const JANELA_CODIGOS_S = 900;
export const CODIGOS_BLOQUEADOS = 'Muitos códigos incorretos para esta conta. Por segurança, aguarde 15 minutos e tente novamente.';
export const CODIGO_INCORRETO = 'Código incorreto. Confira o código do aplicativo (ele muda a cada 30 segundos) ou use um código de recuperação.';
export const CODIGO_JA_USADO = 'Este código já foi usado. Aguarde o próximo código do aplicativo.';
const PRAZO_TERMINOU = 'O prazo para informar o código terminou. Entre de novo com a sua senha.';
const chaveFalhas = (contaCodigo: number) => `segundo-fator-falha:${contaCodigo}`;

/**
 * The demo's own staff accounts (README "Demo accounts") skip the second factor so anyone can try the back office;
 * said on the demo strip. Only in the demo profile: production refuses to start while these accounts exist
 * (server/producao.ts), and no setting lifts the second factor there.
 */
const DEMO_SEM_SEGUNDO_FATOR: ReadonlySet<string> = new Set([DEMO_SUPER.cpf, DEMO_ADMIN.cpf, DEMO_GESTOR.cpf]);

/** True when this sign-in by password needs the second factor before any session. */
export async function precisaSegundoFator(app: FastifyInstance, conta: { contaCodigo: number; login: string | null }): Promise<boolean> {
  if (!(await contaPrivilegiada(app.db, conta.contaCodigo))) return false;
  return !(app.config.perfil === 'demo' && conta.login !== null && DEMO_SEM_SEGUNDO_FATOR.has(conta.login));
}

interface ContaEntrando {
  contaCodigo: number;
  pssFscCodigo: number;
  senhaHash: string;
}

const demoDe = (app: FastifyInstance) => app.config.perfil === 'demo';

async function mostrarConfiguracao(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, conta: ContaEntrando, segredo: string, ticket: string, status = 200, error?: string) {
  const pessoa = await findPerson(app.db, conta.pssFscCodigo);
  const qrSvg = await QRCode.toString(uriDoSegredo(segredo, pessoa?.pssFscNome ?? 'Equipe'), { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return htmlReply(reply, status, configuracaoPage({ demo: demoDe(app), csrf: request.csrfToken, ticket, qrSvg, segredo: segredoLegivel(segredo), error }));
}

/** Instead of a session: the set-up of the second factor (first time) or the code page. */
export async function pedirSegundoFator(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, conta: ContaEntrando, e: Omit<EntradaPendente, 'expira' | 'contaCodigo'>) {
  const agora = app.clock();
  const ticket = emitirEntrada(app.csrfSecret, conta.senhaHash, { ...e, contaCodigo: conta.contaCodigo }, agora);
  const estado = await estadoSegundoFator(app.db, conta.contaCodigo);
  if (estado?.confirmado) return htmlReply(reply, 200, codigoPage({ demo: demoDe(app), csrf: request.csrfToken, ticket }));
  const segredo = await iniciarConfiguracao(app.db, conta.contaCodigo, novoSegredo(), agora);
  return mostrarConfiguracao(app, request, reply, conta, segredo, ticket);
}

/** The session the second factor completes, with the sign-in written as the first step's (password or gov.br). */
async function concluirEntrada(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, conta: ContaEntrando, e: EntradaPendente) {
  const tokenHash = await startSession(app, request, reply, conta);
  await app.db.transaction(async (tx) => {
    if (e.idToken) await guardarIdToken(tx, tokenHash, e.idToken);
    await registrarAcesso(tx, { contaCodigo: conta.contaCodigo, pssFscCodigo: conta.pssFscCodigo, em: app.clock(), origem: request.ip, resultado: 'SUCESSO', meio: e.meio });
  });
  request.log.info({ conta: conta.contaCodigo, meio: e.meio }, 'login com segundo fator');
}

const CodigoBody = Type.Object({
  _csrf: Type.Optional(Type.String({ maxLength: 200 })),
  ticket: Type.String({ maxLength: 8000 }),
  codigo: Type.String({ maxLength: 40 }),
});

export const segundoFatorRoutes: FastifyPluginAsyncTypebox = async (app) => {
  /** The ticket's account, if the ticket is ours, alive, and issued for the account's current password. */
  const entrada = async (ticket: string) => {
    const e = lerEntrada(ticket, app.clock());
    const conta = e ? await findAccount(app.db, e.contaCodigo) : null;
    if (!e || !conta?.login || !entradaConfere(app.csrfSecret, e, conta.senhaHash)) return null;
    return { e, conta };
  };
  const expirou = (request: FastifyRequest, reply: FastifyReply) => htmlReply(reply, 400, signInPage({ demo: demoDe(app), govbr: Boolean(app.config.oidc), csrf: request.csrfToken, voltar: '/home', error: PRAZO_TERMINOU }));
  const bloqueada = async (contaCodigo: number) => (await rateLimitCount(app.db, chaveFalhas(contaCodigo), JANELA_CODIGOS_S, app.clock())) >= LIMITE_CODIGOS_ERRADOS;
  const contarFalha = (contaCodigo: number) => consumeRateLimit(app.db, chaveFalhas(contaCodigo), Number.MAX_SAFE_INTEGER, JANELA_CODIGOS_S, app.clock());

  app.post('/segundo-fator/configurar', { schema: { body: CodigoBody } }, async (request, reply) => {
    const found = await entrada(request.body.ticket);
    if (!found) return expirou(request, reply);
    const { e, conta } = found;
    const estado = await estadoSegundoFator(app.db, conta.contaCodigo);
    if (!estado) return pedirSegundoFator(app, request, reply, conta, e);
    if (estado.confirmado) return htmlReply(reply, 409, codigoPage({ demo: demoDe(app), csrf: request.csrfToken, ticket: request.body.ticket, error: 'A verificação em duas etapas já está configurada nesta conta: informe o código do aplicativo.' }));
    if (await bloqueada(conta.contaCodigo)) return mostrarConfiguracao(app, request, reply, conta, estado.segredo, request.body.ticket, 429, CODIGOS_BLOQUEADOS);
    const agora = app.clock();
    const passo = passoDoCodigo(estado.segredo, normalizarCodigo(request.body.codigo), agora);
    if (passo === null) {
      await contarFalha(conta.contaCodigo);
      return mostrarConfiguracao(app, request, reply, conta, estado.segredo, request.body.ticket, 401, 'Código incorreto. Confira se a conta foi adicionada ao aplicativo e digite o código que ele mostra agora.');
    }
    const codigos = novosCodigosRecuperacao();
    const hashes = codigos.map((c) => hashCodigoRecuperacao(app.csrfSecret, conta.contaCodigo, normalizarCodigo(c)));
    const confirmado = await app.db.transaction(async (tx) => {
      if (!(await confirmarConfiguracao(tx, conta.contaCodigo, passo, hashes, agora))) return false;
      await registrarAuditoria(tx, { em: agora, autorPssFscCodigo: conta.pssFscCodigo, titularPssFscCodigo: conta.pssFscCodigo, origem: request.ip, acao: 'login:segundo-fator:configurar', entidade: 'segundo_fator', chave: String(conta.contaCodigo), depois: { meio: e.meio, codigosRecuperacao: codigos.length } });
      return true;
    });
    // Confirmed meanwhile from another tab: that tab showed the codes; this one asks for a code like any sign-in.
    if (!confirmado) return pedirSegundoFator(app, request, reply, conta, e);
    await concluirEntrada(app, request, reply, conta, e);
    return htmlReply(reply, 200, codigosRecuperacaoPage({ demo: demoDe(app), csrf: request.csrfToken, codigos, voltar: e.voltar, superUsuario: conta.superUsuario }));
  });

  app.post('/segundo-fator', { schema: { body: CodigoBody } }, async (request, reply) => {
    const found = await entrada(request.body.ticket);
    if (!found) return expirou(request, reply);
    const { e, conta } = found;
    const estado = await estadoSegundoFator(app.db, conta.contaCodigo);
    if (!estado?.confirmado) return pedirSegundoFator(app, request, reply, conta, e);
    const again = (status: number, error: string) => htmlReply(reply, status, codigoPage({ demo: demoDe(app), csrf: request.csrfToken, ticket: request.body.ticket, error }));
    if (await bloqueada(conta.contaCodigo)) return again(429, CODIGOS_BLOQUEADOS);
    const agora = app.clock();
    const codigo = normalizarCodigo(request.body.codigo);
    const passo = passoDoCodigo(estado.segredo, codigo, agora);
    if (passo !== null) {
      if (!(await aceitarPasso(app.db, conta.contaCodigo, passo))) {
        // A right code already taken (seen over a shoulder, or sent twice): refused, and counted like a wrong one.
        await contarFalha(conta.contaCodigo);
        return again(401, CODIGO_JA_USADO);
      }
    } else if (pareceCodigoRecuperacao(codigo)) {
      const hash = hashCodigoRecuperacao(app.csrfSecret, conta.contaCodigo, codigo);
      const gasto = await app.db.transaction(async (tx) => {
        if (!(await gastarCodigoRecuperacao(tx, conta.contaCodigo, hash, agora))) return false;
        await registrarAuditoria(tx, { em: agora, autorPssFscCodigo: conta.pssFscCodigo, titularPssFscCodigo: conta.pssFscCodigo, origem: request.ip, acao: 'login:segundo-fator:codigo-recuperacao', entidade: 'segundo_fator', chave: String(conta.contaCodigo), depois: { meio: e.meio, restantes: await codigosRestantes(tx, conta.contaCodigo) } });
        return true;
      });
      if (!gasto) {
        await contarFalha(conta.contaCodigo);
        return again(401, 'Este código de recuperação não vale: ele já foi usado ou não é desta conta.');
      }
    } else {
      await contarFalha(conta.contaCodigo);
      return again(401, CODIGO_INCORRETO);
    }
    await concluirEntrada(app, request, reply, conta, e);
    return reply.redirect(e.voltar, 303);
  });
};
