/**
 * "Meus dados" in Dados Pessoais (issue 23 §4, LGPD art. 18): the person downloads everything the product holds
 * about them (JSON and PDF), and a person with no enrolment deletes their account. Both are the person's own acts:
 * refused while a super user simulates someone (the data would leave in an export that is not the person's own),
 * and audited.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { verifyPassword } from '../lib/passwords.ts';
import { registrarAuditoria } from '../entities/auditoria/auditoria.ts';
import { endSession } from '../plugins/session.ts';
import { coletarMeusDados, temInscricao } from './meus-dados-repository.ts';
import { meusDadosPdf } from './meus-dados-pdf.ts';
import { contaExcluidaPage } from './paginas-conta.ts';
import { findAccount } from './repository.ts';
import { apagarDaConta } from '../entities/pessoa/segundo-fator.ts';
import { anonimizarConta, registrarExclusao, travarPessoa } from '../entities/pessoa/conta.ts';
import { apagarSessoesDaConta } from '../entities/sessao/sessao.ts';
import { apagarMensagensDaPessoa } from '../entities/mensagem/leitura.ts';
import { retirarPapeisDaPessoa } from '../entities/equipe/equipe.ts';
import { apagarChavesDaPessoa } from '../entities/idempotencia/idempotencia.ts';
import { cabecalhosDeDownload } from '../http/download.ts';
import { htmlReply } from './resposta-html.ts';

type Mostrar = (request: FastifyRequest, reply: FastifyReply, status: number, msg: { error?: string; notice?: string }) => Promise<unknown>;
const SIMULANDO = 'Na simulação não é possível baixar nem excluir os dados da pessoa: só o próprio titular pode.';

export function rotasMeusDados(app: FastifyInstance, mostrar: Mostrar) {
  const flags = { demo: app.config.perfil === 'demo' };

  const exportar = async (request: FastifyRequest, reply: FastifyReply, formato: 'json' | 'pdf') => {
    const auth = request.auth;
    if (!auth) return reply.redirect('/login?voltar=%2Flogin%2Fmeus-dados', 303);
    if (auth.simulando) return mostrar(request, reply, 403, { error: SIMULANDO });
    const agora = app.clock();
    const dados = await coletarMeusDados(app.db, auth.pssFscCodigo, agora);
    await registrarAuditoria(app.db, { em: agora, autorPssFscCodigo: auth.pssFscCodigo, titularPssFscCodigo: auth.pssFscCodigo, origem: request.ip, acao: `lgpd:exportar:${formato}`, entidade: 'pss_fisica', chave: String(auth.pssFscCodigo) });
    const nome = `meus-dados-${auth.pssFscCodigo}.${formato}`;
    reply.headers(cabecalhosDeDownload({ nome, tipo: formato === 'json' ? 'application/json; charset=utf-8' : 'application/pdf' }));
    if (formato === 'json') return reply.send(JSON.stringify(dados, null, 2));
    return reply.send(Buffer.from(await meusDadosPdf(dados, String(dados.pessoa?.pssFscNome ?? ''))));
  };
  // POSTs from the page's forms (issue 34, item 4): each download is audited, and a GET writes nothing, so a link
  // on another site cannot make the person's browser fetch their data and write in their trail. An old bookmark
  // of the GET address lands on the page with the buttons.
  const soCsrf = { schema: { body: Type.Object({ _csrf: Type.Optional(Type.String({ maxLength: 200 })) }) } };
  app.post('/meus-dados/exportar.json', soCsrf, (request, reply) => exportar(request, reply, 'json'));
  app.post('/meus-dados/exportar.pdf', soCsrf, (request, reply) => exportar(request, reply, 'pdf'));
  app.get('/meus-dados/exportar.json', (_request, reply) => reply.redirect('/login/meus-dados', 303));
  app.get('/meus-dados/exportar.pdf', (_request, reply) => reply.redirect('/login/meus-dados', 303));

  app.post(
    '/meus-dados/excluir',
    { schema: { body: Type.Object({ _csrf: Type.Optional(Type.String({ maxLength: 200 })), senha: Type.String({ maxLength: 200 }), confirmacao: Type.String({ maxLength: 20 }) }) } },
    async (request, reply) => {
      const auth = request.auth;
      if (!auth) return reply.redirect('/login?voltar=%2Flogin%2Fmeus-dados', 303);
      if (auth.simulando) return mostrar(request, reply, 403, { error: SIMULANDO });
      const body = request.body as { senha: string; confirmacao: string };
      if (body.confirmacao.trim().toUpperCase() !== 'EXCLUIR') return mostrar(request, reply, 400, { error: 'Para excluir a conta, digite EXCLUIR no campo de confirmação.' });
      const account = await findAccount(app.db, auth.contaCodigo);
      if (!account || !(await verifyPassword(account.senhaHash, body.senha))) return mostrar(request, reply, 400, { error: 'A senha atual não confere.' });
      const pessoa = auth.pssFscCodigo;
      const agora = app.clock();
      const excluida = await app.db.transaction(async (tx) => {
        // Checked inside the write: an enrolment made meanwhile in another tab keeps the account.
        await travarPessoa(tx, pessoa);
        if (await temInscricao(tx, pessoa)) return false;
        // The person's data erased, the rows other tables reference kept (the audit trail, simulations, sign-ins of
        // staff who acted); what exists only about the person goes, each by its owner.
        await anonimizarConta(tx, pessoa, auth.contaCodigo);
        await apagarSessoesDaConta(tx, auth.contaCodigo);
        await apagarMensagensDaPessoa(tx, pessoa);
        await apagarChavesDaPessoa(tx, pessoa);
        await retirarPapeisDaPessoa(tx, pessoa);
        // The account keeps no second factor (its secret, recovery codes) nor gov.br link (issue 34).
        await apagarDaConta(tx, auth.contaCodigo);
        await registrarExclusao(tx, { pssFscCodigo: pessoa, excluidaEm: agora, origem: request.ip });
        await registrarAuditoria(tx, { em: agora, autorPssFscCodigo: pessoa, titularPssFscCodigo: pessoa, origem: request.ip, acao: 'lgpd:conta-excluida', entidade: 'pss_fisica', chave: String(pessoa) });
        return true;
      });
      if (!excluida) return mostrar(request, reply, 409, { error: 'Você tem inscrições em processos seletivos: a conta não pode ser excluída por aqui. Procure o atendimento.' });
      await endSession(app, request, reply);
      request.log.info({ conta: auth.contaCodigo }, 'conta excluída pelo titular');
      return htmlReply(reply, 200, contaExcluidaPage({ ...flags, csrf: request.csrfToken }));
    },
  );
}
