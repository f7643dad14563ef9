import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { pgError, pgErrorCode } from '../db/errors.ts';
import { ApiError, type Envelope } from '../http/envelope.ts';
import { FalhaNoCalculo } from '../lib/calculo-thread.ts';

const UNAVAILABLE = 'O sistema está temporariamente indisponível. Tente novamente em instantes; nada do que você enviou foi perdido ou registrado pela metade.';
const INTERNAL = 'Houve um erro interno ao processar a sua solicitação. Tente novamente em instantes.';

/** Connection-level database failures: the request may be retried, so answer 503, not 500. */
function isDatabaseUnavailable(err: unknown): boolean {
  const { code = '', message } = pgError(err);
  return (
    /^(08|57P0|53)/.test(code) ||
    ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE'].includes(code) ||
    /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error/i.test(message)
  );
}

/** Ajv's validation errors, in words a candidate can act on. */
function validationMessage(err: FastifyError): string {
  const first = err.validation?.[0];
  if (!first) return 'Dados inválidos na requisição.';
  const params = first.params as Record<string, unknown>;
  const where = (first.instancePath || '').replace(/^\//, '').replace(/\//g, '.');
  const field = (params.missingProperty as string) || (params.additionalProperty as string) || where || 'requisição';
  switch (first.keyword) {
    case 'required':
      return `O campo "${field}" é obrigatório.`;
    case 'additionalProperties':
      return `O campo "${field}" não é aceito nesta requisição.`;
    case 'maxLength':
      return `O campo "${field}" excede o tamanho máximo de ${params.limit} caracteres.`;
    case 'minLength':
      return `O campo "${field}" deve ter ao menos ${params.limit} caractere(s).`;
    case 'pattern':
    case 'format':
      return `O campo "${field}" está em formato inválido.`;
    case 'enum':
    case 'const':
    case 'anyOf':
      return `O valor do campo "${field}" não é permitido.`;
    case 'type':
      return `O campo "${field}" deve ser do tipo ${params.type === 'integer' ? 'número inteiro' : params.type === 'number' ? 'número' : 'texto'}.`;
    case 'minimum':
    case 'maximum':
      return `O valor do campo "${field}" está fora do intervalo permitido.`;
    default:
      return `O campo "${field}" é inválido.`;
  }
}

/**
 * One error handler for the whole app: every failure leaves as the envelope with an honest status.
 * Candidates never see stack traces, SQL or parameter values; 5xx details go to the log only.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    let status: number;
    let message: string;
    if (err instanceof ApiError) {
      status = err.statusCode;
      message = err.message;
      const data = err.data === undefined ? {} : { data: err.data };
      reply.code(status).send({ success: false, message, messageResumida: err.messageResumida, ...data } satisfies Envelope);
      return;
    }
    if (err instanceof FalhaNoCalculo) {
      // A staff computation that failed in its thread: the message says which and why, and that nothing was written.
      request.log.error({ err, causa: err.causa }, 'cálculo falhou');
      reply.code(500).send({ success: false, message: err.message, messageResumida: `${err.tarefa}: não foi possível concluir.` } satisfies Envelope);
      return;
    }
    if (err.validation) {
      status = 400;
      message = validationMessage(err);
    } else if (isDatabaseUnavailable(err)) {
      status = 503;
      message = UNAVAILABLE;
      reply.header('Retry-After', '5');
      request.log.warn({ err }, 'banco de dados indisponível');
    } else if (pgErrorCode(err) === '23505') {
      status = 409;
      message = 'Esta operação conflita com um registro já existente.';
    } else if (pgErrorCode(err) === '23503' || pgErrorCode(err) === '23514' || pgErrorCode(err) === '22P02' || pgErrorCode(err) === '22003') {
      status = 400;
      message = 'Os dados enviados não são válidos para este registro.';
    } else if (err.statusCode === 413) {
      status = 413;
      message = 'A requisição é grande demais.';
    } else if (err.statusCode === 415) {
      status = 415;
      message = 'Formato de envio não suportado. Envie os dados como formulário (application/x-www-form-urlencoded) ou JSON.';
    } else if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      status = err.statusCode;
      message = 'Requisição inválida.';
    } else {
      status = 500;
      message = INTERNAL;
      request.log.error({ err }, 'erro interno');
    }
    reply.code(status).send({ success: false, message, messageResumida: message } satisfies Envelope);
  });

  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send({ success: false, message: 'Recurso não encontrado.', messageResumida: 'Recurso não encontrado.' });
  });
});
