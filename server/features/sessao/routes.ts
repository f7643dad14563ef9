import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { NOT_LOGGED_IN_PERSON } from '../../../src/domain/constants.ts';
import { badRequest, ok } from '../../http/envelope.ts';
import { EnvelopeOf } from '../../http/schemas.ts';
import { assertCsrfHeader } from '../../plugins/csrf.ts';
import { requireLogin } from '../../plugins/session.ts';
import { encerrarSimulacao } from '../../entities/sessao/simulacao.ts';
import { findPerson } from '../../entities/pessoa/pessoa.ts';
import { DadosSessao } from '../../../src/domain/wire/pessoa.ts';
import { temPapelDeEquipe } from '../../entities/equipe/equipe.ts';

/** Systems the login redirect knows; concatPath is a page inside it. */
const SYSTEMS: Record<string, string> = { login: '/login/' };

/**
 * Session calls of SPEC §7 "Person" and "External": who is signed in, super-user permissions,
 * the redirect to the login application and cancelling a super user's simulation.
 */
export const sessaoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/pssFisica/buscaDadosSessao', { schema: { response: { 200: EnvelopeOf(DadosSessao) } } }, async (request) => {
    if (!request.auth) return ok([{ pssFscCodigo: NOT_LOGGED_IN_PERSON }]);
    const auth = request.auth;
    // A simulating super user acts as the candidate: no back office then (its routes refuse a simulation too).
    const [person, equipe] = await Promise.all([findPerson(app.db, auth.pssFscCodigo), auth.simulando ? false : temPapelDeEquipe(app.db, auth.realPssFscCodigo)]);
    if (!person) return ok([{ pssFscCodigo: NOT_LOGGED_IN_PERSON }]);
    return ok([{ pssFscCodigo: person.pssFscCodigo, pssFscNome: person.pssFscNome, pssFscEmail: person.pssFscEmail, equipe }]);
  });

  app.get(
    '/permissoes',
    {
      preHandler: requireLogin,
      schema: {
        response: {
          200: EnvelopeOf(
            Type.Union([Type.Null(), Type.Object({ superUsuario: Type.String(), pssFscCodigoSuper: Type.Optional(Type.Integer()) })]),
          ),
        },
      },
    },
    async (request) => {
      const auth = request.auth!;
      if (!auth.superUsuario) return ok(null);
      // The super person code is present only while simulating: it is what makes the menu offer "Cancelar Simulação".
      return ok({ superUsuario: 'T', ...(auth.simulando ? { pssFscCodigoSuper: auth.realPssFscCodigo } : {}) });
    },
  );

  app.get(
    '/intern/redirect',
    {
      schema: {
        querystring: Type.Object(
          { sistema: Type.String({ maxLength: 30 }), concatPath: Type.Optional(Type.String({ maxLength: 100 })), voltar: Type.Optional(Type.String({ maxLength: 500 })) },
          { additionalProperties: false },
        ),
        response: { 200: Type.Object({ success: Type.Boolean(), url: Type.String() }) },
      },
    },
    async (request) => {
      const { sistema, concatPath, voltar } = request.query;
      const base = Object.hasOwn(SYSTEMS, sistema) ? SYSTEMS[sistema] : undefined;
      if (!base) throw badRequest(`Sistema desconhecido: ${sistema.slice(0, 30)}.`);
      if (concatPath !== undefined && !/^[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(concatPath)) throw badRequest('Caminho inválido para o redirecionamento.');
      const back = voltar && voltar.startsWith('/') && !voltar.startsWith('//') ? `?voltar=${encodeURIComponent(voltar)}` : '';
      return { success: true, url: `${base}${concatPath ?? ''}${back}` };
    },
  );

  app.get('/smlUsuario/atualizaCancelaSimulacao', { preHandler: requireLogin, config: { escrita: true }, schema: { response: { 200: EnvelopeOf(Type.Null()) } } }, async (request) => {
    // A GET that changes state (the spec's shape): it demands the CSRF header like any POST would.
    assertCsrfHeader(request);
    const auth = request.auth!;
    if (!auth.superUsuario || !auth.simulando) throw badRequest('Não há simulação em andamento para cancelar.');
    await encerrarSimulacao(app.db, auth.tokenHash, 'saida', app.clock());
    return { ...ok(null), message: 'Simulação cancelada.' };
  });
};
