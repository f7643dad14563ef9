import type { FastifyReply } from 'fastify';

/** A page of the login app as the answer, with its status (the security headers add no-store and the CSP). */
export const htmlReply = (reply: FastifyReply, status: number, body: string) => reply.code(status).type('text/html; charset=utf-8').send(body);
