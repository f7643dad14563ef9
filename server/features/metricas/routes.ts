/**
 * GET /sgps/metricas: the Prometheus text of this process (server/plugins/metricas.ts), for the configured
 * scrapers only — a bearer token (METRICS_TOKEN) or an address of METRICS_ALLOW. The address rule holds only
 * for a request that reached the process directly: one carrying X-Forwarded-For came through a proxy (nginx,
 * which also refuses the path) and would otherwise borrow the proxy's own loopback address. Nothing configured
 * = nobody may read it.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import net from 'node:net';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { ApiError } from '../../http/envelope.ts';
import { EnvelopeOf } from '../../http/schemas.ts';

const NEGADO = 'Acesso às métricas negado.';

function listaDeEnderecos(allow: string[]): net.BlockList {
  const lista = new net.BlockList();
  for (const item of allow) {
    const [addr, bits] = item.split('/');
    const tipo = net.isIPv6(addr) ? 'ipv6' : 'ipv4';
    if (bits) lista.addSubnet(addr, Number(bits), tipo);
    else lista.addAddress(addr, tipo);
  }
  return lista;
}

const resumo = (s: string) => createHash('sha256').update(s).digest();

export const metricasRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { token, allow } = app.config.metrics;
  const permitidos = listaDeEnderecos(allow);
  const esperado = token ? resumo(token) : null;

  function autorizado(request: FastifyRequest): boolean {
    const auth = request.headers.authorization ?? '';
    if (esperado && auth.startsWith('Bearer ') && timingSafeEqual(resumo(auth.slice(7).trim()), esperado)) return true;
    if (!allow.length || request.headers['x-forwarded-for'] !== undefined) return false;
    const socket = (request.socket.remoteAddress ?? '').replace(/^::ffff:/, '');
    return net.isIP(socket) !== 0 && permitidos.check(socket, net.isIPv6(socket) ? 'ipv6' : 'ipv4');
  }

  app.get(
    '/metricas',
    { schema: { querystring: Type.Object({}, { additionalProperties: false }), response: { 200: Type.String(), 401: EnvelopeOf(Type.Null()), 403: EnvelopeOf(Type.Null()) } } },
    async (request, reply) => {
      // A signed-in person is known and still not a scraper (403); anyone else has not shown the credential (401).
      if (!autorizado(request)) throw new ApiError(request.auth ? 403 : 401, NEGADO);
      reply.header('Cache-Control', 'no-store').type(app.metricas.contentType);
      return app.metricas.metrics();
    },
  );
};
