import type { FastifyRequest } from 'fastify';
import { badRequest } from './envelope.ts';

const KEY = /^[A-Za-z0-9_-]{8,100}$/;

/**
 * The form's idempotency key: header Idempotency-Key, or field idempotencyKey. Absent = undefined. Reading it
 * is the HTTP layer's; what it guards is server/entities/idempotencia/idempotencia.ts's.
 */
export function idempotencyKey(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  const field = (request.body as Record<string, unknown> | undefined)?.idempotencyKey;
  const raw = typeof header === 'string' && header !== '' ? header : typeof field === 'string' && field !== '' ? field : undefined;
  if (raw === undefined) return undefined;
  if (!KEY.test(raw)) throw badRequest('Chave de idempotência inválida.');
  return raw;
}
