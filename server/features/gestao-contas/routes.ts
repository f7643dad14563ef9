import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { isValidCpf, onlyDigits } from '../../../src/domain/cpf.ts';
import {
  AcaoNaConta,
  AlterarEmail,
  EmailAlterado,
  BuscaPessoasQuery,
  CONTAS_SO_PARA_TODOS,
  ContaDaPessoa,
  LoginTransferido,
  PessoaComConta,
  SessoesEncerradas,
  TransferirLogin,
} from '../../../src/domain/wire/gestao-contas.ts';
import { encerrarSessoesDaPessoa, exigirNovaSenha, recusaDeMudancaDeAcesso, trocarEmailDaPessoa } from '../../entities/pessoa/conta-acesso.ts';
import { origemDosLinks, pedirConfirmacaoEmail } from '../../entities/pessoa/conta-email.ts';
import { conflict, forbidden, notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe, JUSTIFICATIVA_MINIMA } from '../../http/gestao.ts';
import { Codigo, EnvelopeOf } from '../../http/schemas.ts';
import { acessosDaPessoa, buscarPessoas, pessoaComConta, sessoesDaConta } from './repository.ts';
import { transferirLogin } from './transferencia.ts';
import { emailValido } from '../../../src/domain/email.ts';

const PorPessoa = Type.Object({ pssFscCodigo: Codigo });
const SemQuery = Type.Object({ _dc: Type.Optional(Type.String({ maxLength: 30 })) }, { additionalProperties: false });
/** People are no process's: the writes need the role for every process (the guard's null). */
const todosOsProcessos = () => null;
/**
 * The person each write changes the sign-in of (a transfer also gives one to `para`): the guard refuses a
 * privileged person to anyone but an Administrador, and anyone acting on themselves (server/entities/pessoa/conta-acesso.ts).
 */
const aPessoa = (request: FastifyRequest) => [(request.params as { pssFscCodigo: number }).pssFscCodigo];
const asDuasPessoas = (request: FastifyRequest) => [...aPessoa(request), (request.body as { para: number }).para];
/** Account support's writes: for every process, on a person the rule lets the caller reach. */
const escritaNaConta = (alteraAcessoDe = aPessoa) => ({ equipe: { pode: 'atender' as const, processo: todosOsProcessos, alteraAcessoDe } });

/** Reads name no process either: the same rule, with words that say why. */
function exigirParaTodos(request: FastifyRequest) {
  if (!request.equipe!.pode('atender', null)) throw forbidden(CONTAS_SO_PARA_TODOS);
}

function exigirJustificativaDaConta(justificativa: string): string {
  const texto = justificativa.trim();
  if (texto.length < JUSTIFICATIVA_MINIMA) throw camposInvalidos({ justificativa: `Escreva uma justificativa (pelo menos ${JUSTIFICATIVA_MINIMA} caracteres): ela fica registrada na auditoria.` });
  return texto;
}

/**
 * Account support (issue 21, item 2): find a person, read their account, sessions and sign-ins, end the sessions,
 * ask for a new password, move a disputed CPF's login to its real owner. Every write audited with its reason.
 */
export const gestaoContasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/pessoas/busca',
    { config: { equipe: { pode: 'atender' } }, schema: { querystring: BuscaPessoasQuery, response: { 200: EnvelopeOf(Type.Array(PessoaComConta)) } } },
    async (request) => {
      exigirParaTodos(request);
      const q = request.query.q.trim();
      const digitos = onlyDigits(q);
      // Digits only (with the CPF's dots and dash): a CPF, whole; anything else: a part of a name.
      if (/^[\d.\-\s]+$/.test(q)) {
        if (!isValidCpf(digitos)) throw camposInvalidos({ q: 'Informe o CPF inteiro (11 dígitos) e válido, ou parte do nome.' });
        return ok(await buscarPessoas(app.db, { cpf: digitos }));
      }
      if (q.length < 3) throw camposInvalidos({ q: 'Digite ao menos 3 letras do nome, ou o CPF inteiro.' });
      return ok(await buscarPessoas(app.db, { nome: q }));
    },
  );

  app.get(
    '/gestao/pessoas/:pssFscCodigo/conta',
    { config: { equipe: { pode: 'atender' } }, schema: { params: PorPessoa, querystring: SemQuery, response: { 200: EnvelopeOf(ContaDaPessoa) } } },
    async (request) => {
      exigirParaTodos(request);
      const p = await pessoaComConta(app.db, request.params.pssFscCodigo);
      if (!p) throw notFound('Pessoa não encontrada.');
      const [sessoes, acessos, acessoRecusado] = await Promise.all([
        p.contaCodigo === null ? [] : sessoesDaConta(app.db, p.contaCodigo),
        acessosDaPessoa(app.db, p.wire.pssFscCodigo),
        recusaDeMudancaDeAcesso(app.db, request.equipe!, [p.wire.pssFscCodigo]),
      ]);
      return ok({ pessoa: p.wire, sessoes, acessos, acessoRecusado });
    },
  );

  /** The account of the person named in the path, for a write (409 when there is none to act on). */
  const contaDe = async (pssFscCodigo: number) => {
    const p = await pessoaComConta(app.db, pssFscCodigo);
    if (!p) throw notFound('Pessoa não encontrada.');
    if (p.contaCodigo === null) throw conflict(`${p.wire.pssFscNome} não tem conta de acesso.`);
    return { ...p, contaCodigo: p.contaCodigo };
  };

  app.post(
    '/gestao/pessoas/:pssFscCodigo/encerrar-sessoes',
    { config: escritaNaConta(), schema: { params: PorPessoa, body: AcaoNaConta, response: { 200: EnvelopeOf(SessoesEncerradas) } } },
    async (request) => {
      const justificativa = exigirJustificativaDaConta(request.body.justificativa);
      const p = await contaDe(request.params.pssFscCodigo);
      const r = await escritaDaEquipe(request, { acao: 'conta.encerrarSessoes', entidade: 'conta', prcSltCodigo: null, justificativa }, async (tx) => {
        const n = await encerrarSessoesDaPessoa(tx, request.equipe!.acesso!, p.wire.pssFscCodigo, p.contaCodigo, app.clock());
        return { chave: p.contaCodigo, antes: { pssFscCodigo: p.wire.pssFscCodigo, sessoes: n }, depois: { pssFscCodigo: p.wire.pssFscCodigo, sessoes: 0 }, resultado: { sessoesEncerradas: n, senhaRedefinir: p.wire.conta!.senhaRedefinir } };
      });
      return { ...ok(r), message: r.sessoesEncerradas === 1 ? '1 sessão encerrada.' : `${r.sessoesEncerradas} sessões encerradas.` };
    },
  );

  app.post(
    '/gestao/pessoas/:pssFscCodigo/forcar-redefinicao-senha',
    { config: escritaNaConta(), schema: { params: PorPessoa, body: AcaoNaConta, response: { 200: EnvelopeOf(SessoesEncerradas) } } },
    async (request) => {
      const justificativa = exigirJustificativaDaConta(request.body.justificativa);
      const p = await contaDe(request.params.pssFscCodigo);
      if (p.login === null) throw conflict('Esta conta não tem mais login (o CPF foi transferido): ninguém entra nela.');
      const r = await escritaDaEquipe(request, { acao: 'conta.forcarRedefinicaoSenha', entidade: 'conta', prcSltCodigo: null, justificativa }, async (tx) => {
        const acesso = request.equipe!.acesso!;
        await exigirNovaSenha(tx, acesso, p.wire.pssFscCodigo);
        const n = await encerrarSessoesDaPessoa(tx, acesso, p.wire.pssFscCodigo, p.contaCodigo, app.clock());
        const antes = { pssFscCodigo: p.wire.pssFscCodigo, senhaRedefinir: p.wire.conta!.senhaRedefinir, sessoes: n };
        return { chave: p.contaCodigo, antes, depois: { pssFscCodigo: p.wire.pssFscCodigo, senhaRedefinir: true, sessoes: 0 }, resultado: { sessoesEncerradas: n, senhaRedefinir: true } };
      });
      return { ...ok(r), message: 'Na próxima entrada a pessoa terá de definir uma nova senha. As sessões abertas foram encerradas.' };
    },
  );

  app.post(
    '/gestao/pessoas/:pssFscCodigo/transferir-login',
    { config: escritaNaConta(asDuasPessoas), schema: { params: PorPessoa, body: TransferirLogin, response: { 200: EnvelopeOf(LoginTransferido) } } },
    async (request) => {
      const justificativa = exigirJustificativaDaConta(request.body.justificativa);
      const r = await escritaDaEquipe(request, { acao: 'conta.transferirLogin', entidade: 'conta', prcSltCodigo: null, justificativa }, (tx) =>
        transferirLogin(tx, request.equipe!.acesso!, request.params.pssFscCodigo, request.body.para, app.clock()),
      );
      return { ...ok(r), message: 'Login transferido. Entregue a senha provisória à pessoa: ela definirá a própria senha ao entrar.' };
    },
  );

  // "Não tenho mais acesso a este e-mail" (issue 23): staff who checked the person's identity set the new address;
  // it is confirmed by the link it receives, and the sessions end (whoever holds the old inbox may hold a session too).
  app.post(
    '/gestao/pessoas/:pssFscCodigo/alterar-email',
    { config: escritaNaConta(), schema: { params: PorPessoa, body: AlterarEmail, response: { 200: EnvelopeOf(EmailAlterado) } } },
    async (request) => {
      const justificativa = exigirJustificativaDaConta(request.body.justificativa);
      const email = request.body.email.trim();
      if (!emailValido(email)) throw camposInvalidos({ email: 'Informe um e-mail válido.' });
      const p = await contaDe(request.params.pssFscCodigo);
      const agora = app.clock();
      const r = await escritaDaEquipe(request, { acao: 'conta.alterarEmail', entidade: 'pss_fisica', prcSltCodigo: null, justificativa }, async (tx) => {
        const acesso = request.equipe!.acesso!;
        await trocarEmailDaPessoa(tx, acesso, p.wire.pssFscCodigo, email);
        await pedirConfirmacaoEmail(tx, app.csrfSecret, { pssFscCodigo: p.wire.pssFscCodigo, email, agora, origem: origemDosLinks(app.config.publicOrigin, app.config.port, request) });
        const n = await encerrarSessoesDaPessoa(tx, acesso, p.wire.pssFscCodigo, p.contaCodigo, agora);
        return { chave: p.wire.pssFscCodigo, antes: { pssFscEmail: p.wire.pssFscEmail }, depois: { pssFscEmail: email }, resultado: { pssFscEmail: email, sessoesEncerradas: n } };
      });
      app.mailQueue.kick();
      return { ...ok(r), message: 'E-mail alterado. A pessoa deve confirmar o novo endereço pelo link que ele recebeu; depois disso, "Esqueci minha senha" usa esse endereço.' };
    },
  );
};
