/**
 * "Meus dados" in Dados Pessoais (issue 23 §4, LGPD art. 18): the person downloads everything the product holds
 * about them (JSON and PDF), and a person with no enrolment deletes their account. Both are the person's own acts:
 * refused while a super user simulates someone (the data would leave in an export that is not the person's own),
 * and audited.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { conta, contaExclusao } from '../db/schema/index.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { registrarAuditoria } from '../entities/auditoria/auditoria.ts';
import { apagarChavesDaPessoa } from '../entities/idempotencia/idempotencia.ts';
import { endSession } from '../plugins/session.ts';
import { coletarMeusDados, temInscricao } from './meus-dados-repository.ts';
import { meusDadosPdf } from './meus-dados-pdf.ts';
import { contaExcluidaPage } from './paginas-conta.ts';
import { findAccount } from './repository.ts';
import { apagarDaConta } from '../entities/pessoa/segundo-fator.ts';
import { cabecalhosDeDownload } from '../http/download.ts';

type Mostrar = (request: FastifyRequest, reply: FastifyReply, status: number, msg: { error?: string; notice?: string }) => Promise<unknown>;
const SIMULANDO = 'Na simulação não é possível baixar nem excluir os dados da pessoa: só o próprio titular pode.';
/** What the person's name becomes; the RG keeps the row within pss_fisica_documento (a person has a document). */
export const NOME_EXCLUIDA = 'Conta excluída';
const RG_EXCLUIDA = 'CONTA EXCLUÍDA';

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
        await tx.execute(sql`SELECT 1 FROM pss_fisica WHERE "pssFscCodigo" = ${pessoa} FOR UPDATE`);
        if (await temInscricao(tx, pessoa)) return false;
        await anonimizar(tx, pessoa, auth.contaCodigo);
        // The account keeps no second factor (its secret, recovery codes) nor gov.br link (issue 34).
        await apagarDaConta(tx, auth.contaCodigo);
        await tx.insert(contaExclusao).values({ pssFscCodigo: pessoa, excluidaEm: agora, origem: request.ip });
        await registrarAuditoria(tx, { em: agora, autorPssFscCodigo: pessoa, titularPssFscCodigo: pessoa, origem: request.ip, acao: 'lgpd:conta-excluida', entidade: 'pss_fisica', chave: String(pessoa) });
        return true;
      });
      if (!excluida) return mostrar(request, reply, 409, { error: 'Você tem inscrições em processos seletivos: a conta não pode ser excluída por aqui. Procure o atendimento.' });
      await endSession(app, request, reply);
      request.log.info({ conta: auth.contaCodigo }, 'conta excluída pelo titular');
      return reply.code(200).type('text/html; charset=utf-8').send(contaExcluidaPage({ ...flags, csrf: request.csrfToken }));
    },
  );
}

/**
 * The person's data erased, the rows other tables reference kept (the audit trail, simulations, sign-ins of staff
 * who acted): every nullable column of pss_fisica emptied, the name replaced, the account left with no login and
 * no usable password, and what exists only about the person (sessions, sign-ins, e-mail confirmations, recovery
 * requests, messages received, staff roles) deleted.
 */
async function anonimizar(tx: Parameters<Parameters<FastifyInstance['db']['transaction']>[0]>[0], pessoa: number, contaCodigo: number) {
  const r = (await tx.execute(sql`SELECT column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = 'pss_fisica' AND is_nullable = 'YES'`)) as unknown as { rows: { column_name: string }[] };
  const anular = r.rows.filter((c) => c.column_name !== 'pssFscRG').map((c) => sql`${sql.identifier(c.column_name)} = NULL`);
  // One statement: the row never lacks a document, even between two updates (pss_fisica_documento).
  await tx.execute(sql`UPDATE pss_fisica SET ${sql.join(anular, sql`, `)}, "pssFscNome" = ${NOME_EXCLUIDA}, "pssFscRG" = ${RG_EXCLUIDA}, "pssFscVncInterno" = false, "pssFscTemporaria" = false
     WHERE "pssFscCodigo" = ${pessoa}`);
  // '!' is no argon2 hash: no password ever verifies against it.
  await tx.update(conta).set({ login: null, senhaHash: '!', superUsuario: false, senhaRedefinir: false }).where(eq(conta.contaCodigo, contaCodigo));
  await tx.execute(sql`DELETE FROM sessao WHERE "contaCodigo" = ${contaCodigo}`);
  await tx.execute(sql`DELETE FROM recuperacao_senha WHERE "contaCodigo" = ${contaCodigo}`);
  await tx.execute(sql`DELETE FROM acesso WHERE "pssFscCodigo" = ${pessoa}`);
  await tx.execute(sql`DELETE FROM confirmacao_email WHERE "pssFscCodigo" = ${pessoa}`);
  await tx.execute(sql`DELETE FROM mns_destinatario WHERE "pssFscCodigo" = ${pessoa}`);
  await apagarChavesDaPessoa(tx, pessoa);
  await tx.execute(sql`DELETE FROM papel_equipe WHERE "pssFscCodigo" = ${pessoa}`);
}
