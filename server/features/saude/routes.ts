/**
 * Health checks (issue 25): liveness at GET /sgps/saude (the process answers; no database work, so a slow
 * database never gets a live process restarted) and readiness at GET /sgps/saude/pronto (the database answers
 * and holds every migration of this code, and the process is not draining). 503 when not ready: nginx's
 * passive checks, the systemd start-up wait and any load balancer read the status code.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { ok } from '../../http/envelope.ts';
import { migracoesAplicadas, migracoesEsperadas } from '../../db/migracoes.ts';
import { ProntidaoResposta, SaudeResposta, type ProntidaoWire } from '../../../src/domain/wire/saude.ts';

const SemQuery = Type.Object({}, { additionalProperties: false });
const INDISPONIVEL = 'O serviço não está pronto para atender.';

export const saudeRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const esperadas = migracoesEsperadas();

  app.get('/saude', { schema: { querystring: SemQuery, response: { 200: SaudeResposta } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return ok({ situacao: app.cicloDeVida.encerrando ? ('encerrando' as const) : ('vivo' as const), pid: process.pid, ativoHaSegundos: Math.floor((Date.now() - app.cicloDeVida.iniciadoEm) / 1000) });
  });

  app.get('/saude/pronto', { schema: { querystring: SemQuery, response: { 200: ProntidaoResposta, 503: ProntidaoResposta } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    let aplicadas = 0;
    let banco = false;
    try {
      aplicadas = await migracoesAplicadas(app.db);
      banco = true;
    } catch (err) {
      app.log.warn({ err: (err as Error).message }, 'prontidão: banco de dados não respondeu');
    }
    const data: ProntidaoWire = { pronto: false, banco, migracoesAplicadas: aplicadas, migracoesEsperadas: esperadas, encerrando: app.cicloDeVida.encerrando };
    data.pronto = banco && aplicadas >= esperadas && !data.encerrando;
    if (!data.pronto) return reply.code(503).send({ success: false, data, message: INDISPONIVEL, messageResumida: INDISPONIVEL });
    return ok(data);
  });
};
