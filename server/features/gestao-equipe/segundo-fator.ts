/**
 * The second factor on the roles screen (issue 34 §2): its state for a person, and its reset by an Administrador
 * for someone who lost the phone and the recovery codes. The reset removes the secret and the codes, ends every
 * session of the person and is audited with its justification; the next sign-in sets a new factor up.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { RedefinirSegundoFatorBody, SegundoFatorDaPessoa, SegundoFatorQuery, SegundoFatorRedefinido } from '../../../src/domain/wire/gestao-equipe.ts';
import { contaPrivilegiada, estadoSegundoFator, removerSegundoFator } from '../../entities/pessoa/segundo-fator.ts';
import { encerrarSessoesDaConta } from '../../entities/sessao/sessao.ts';
import { conflict, notFound, ok } from '../../http/envelope.ts';
import { camposInvalidos, escritaDaEquipe, JUSTIFICATIVA_MINIMA } from '../../http/gestao.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import { contaDaPessoa } from './repository.ts';

export const PROPRIO_SEGUNDO_FATOR = 'Você não pode redefinir a sua própria verificação em duas etapas: peça a outro administrador.';
export const SEM_SEGUNDO_FATOR = 'Esta pessoa não tem papel na equipe nem é super usuário: ela não entra com verificação em duas etapas.';
const SEM_CONTA = 'Esta pessoa não tem conta de acesso.';

export const segundoFatorDaEquipeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/gestao/equipe/segundo-fator',
    { config: { equipe: { pode: 'papeis' } }, schema: { querystring: SegundoFatorQuery, response: { 200: EnvelopeOf(SegundoFatorDaPessoa) } } },
    async (request) => {
      const c = await contaDaPessoa(app.db, request.query.pssFscCodigo);
      if (!c) throw notFound(SEM_CONTA);
      const estado = await estadoSegundoFator(app.db, c.contaCodigo);
      return ok({ privilegiada: await contaPrivilegiada(app.db, c.contaCodigo), superUsuario: c.superUsuario, estado: !estado ? 'NENHUM' : estado.confirmado ? 'ATIVO' : 'PENDENTE' } as const);
    },
  );

  app.post(
    '/gestao/equipe/segundo-fator/redefinir',
    { config: { equipe: { pode: 'papeis' } }, schema: { body: RedefinirSegundoFatorBody, response: { 200: EnvelopeOf(SegundoFatorRedefinido) } } },
    async (request) => {
      const { pssFscCodigo } = request.body;
      const justificativa = request.body.justificativa.trim();
      if (justificativa.length < JUSTIFICATIVA_MINIMA) throw camposInvalidos({ justificativa: `Escreva uma justificativa (pelo menos ${JUSTIFICATIVA_MINIMA} caracteres): ela fica registrada na auditoria.` });
      // Their own would be undone by their next sign-in with the password alone: another administrator does it.
      if (pssFscCodigo === request.equipe!.pssFscCodigo) throw conflict(PROPRIO_SEGUNDO_FATOR);
      const c = await contaDaPessoa(app.db, pssFscCodigo);
      if (!c) throw camposInvalidos({ pssFscCodigo: SEM_CONTA });
      if (!(await contaPrivilegiada(app.db, c.contaCodigo))) throw conflict(SEM_SEGUNDO_FATOR);
      const r = await escritaDaEquipe(request, { acao: 'segundoFator.redefinir', entidade: 'segundo_fator', prcSltCodigo: null, justificativa }, async (tx) => {
        const removido = await removerSegundoFator(tx, c.contaCodigo);
        const sessoesEncerradas = await encerrarSessoesDaConta(tx, c.contaCodigo, app.clock());
        const antes = { pssFscCodigo, pssFscNome: c.pssFscNome, estado: !removido ? 'NENHUM' : removido.confirmado ? 'ATIVO' : 'PENDENTE' };
        return { chave: c.contaCodigo, antes, depois: { pssFscCodigo, estado: 'NENHUM', sessoesEncerradas }, resultado: { sessoesEncerradas } };
      });
      return { ...ok(r), message: `Verificação em duas etapas de ${c.pssFscNome} redefinida: na próxima entrada ela configura o aplicativo de novo. Sessões encerradas: ${r.sessoesEncerradas}.` };
    },
  );
};
