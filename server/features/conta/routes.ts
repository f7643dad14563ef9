import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { isValidCpf, onlyDigits } from '../../../src/domain/cpf.ts';
import { escritoComoCpf, normalizarDocumento } from '../../../src/domain/documento-login.ts';
import { badRequest } from '../../http/envelope.ts';
import { TF } from '../../http/schemas.ts';
import { clientKey, consumeRateLimit, tooManyRequests } from '../../plugins/rate-limit.ts';
import { accountExists } from './repository.ts';

const WINDOW_SECONDS = 60;
export const TOO_MANY =
  'Muitas consultas de documento em pouco tempo. Aguarde um minuto e tente novamente.';

const Query = Type.Object(
  {
    dcmPessoal: Type.String({ minLength: 1, maxLength: 40 }),
    tpDcmPessoal: Type.Union([Type.Literal('CPF'), Type.Literal('RG'), Type.Literal('PASSAPORTE')]),
    _dc: Type.Optional(Type.String({ maxLength: 30 })),
  },
  { additionalProperties: false },
);

/**
 * pssFisica/checkContaExisteByDcmPessoal (SPEC §7): tells the entry screen whether the document already has
 * an account (response contaExiste). Because it answers that for anyone, it is rate-limited per client and
 * for everyone (counters in the database, shared by every API process), never cached, and the document is
 * never logged (the request logger drops query strings; nothing here logs it).
 */
export const contaRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
  });

  app.get(
    '/pssFisica/checkContaExisteByDcmPessoal',
    {
      schema: {
        querystring: Query,
        response: {
          200: Type.Object({ success: Type.Boolean(), contaExiste: TF, message: Type.Optional(Type.String()), messageResumida: Type.Optional(Type.String()) }),
        },
      },
    },
    async (request, reply) => {
      const now = app.clock();
      const { perClient, global } = { perClient: app.config.rateLimit.contaPorCliente, global: app.config.rateLimit.contaGlobal };
      const clientOk = await consumeRateLimit(app.db, `conta:cliente:${clientKey(request)}`, perClient, WINDOW_SECONDS, now);
      const globalOk = clientOk && (await consumeRateLimit(app.db, 'conta:global', global, WINDOW_SECONDS, now));
      if (!clientOk || !globalOk) {
        reply.header('Retry-After', String(WINDOW_SECONDS - Math.floor(now.getTime() / 1000) % WINDOW_SECONDS));
        throw tooManyRequests(TOO_MANY);
      }

      const { tpDcmPessoal } = request.query;
      // normalised as at account creation (issue 34, item 6): a look-alike spelling finds the same account
      let documento = normalizarDocumento(request.query.dcmPessoal);
      // a "passport" written like a valid CPF is that CPF (account creation refuses it as a foreign document)
      const comoCpf = tpDcmPessoal === 'CPF' || escritoComoCpf(documento);
      if (comoCpf) {
        if (!isValidCpf(documento)) throw badRequest('O valor do campo de documento pessoal não é válido!');
        documento = onlyDigits(documento);
      } else if (documento === '') {
        throw badRequest('O valor do campo de documento pessoal não é válido!');
      }
      const existe = await accountExists(app.db, comoCpf ? 'CPF' : tpDcmPessoal, documento);
      return { success: true, contaExiste: existe ? 'T' : 'F' } as const;
    },
  );
};
