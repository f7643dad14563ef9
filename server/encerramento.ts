import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';

/**
 * The graceful drain of one API process on SIGTERM (systemd stop, a deploy, a scale-down), in this order:
 * 1. readiness answers 503 at once (the process is `encerrando`), so balancers stop choosing it;
 * 2. the listening socket closes (new connections go to the other processes; nginx retries a refused
 *    connection on the next one) and idle keep-alive connections are closed;
 * 3. requests already in flight finish, for at most `limiteMs`; past it their connections are cut (a client
 *    retrying with its idempotency key gets the answer from another process, never a second enrolment);
 * 4. the mail queue sends what is due (the confirmations of the requests just answered), then stops
 *    (server/plugins/mail-queue.ts, on close while draining), background work is awaited;
 * 5. the database pool closes (PGlite's folder is left consistent).
 * Resolves with whether everything finished within the limit.
 */
export async function encerrarComGraca(app: FastifyInstance, database: Pick<Database, 'close'>, opts: { limiteMs: number }): Promise<boolean> {
  app.cicloDeVida.encerrar();
  let limite: NodeJS.Timeout | undefined;
  const noPrazo = await Promise.race([
    app.close().then(() => true),
    new Promise<false>((resolve) => {
      limite = setTimeout(() => resolve(false), opts.limiteMs);
    }),
  ]);
  clearTimeout(limite);
  if (!noPrazo) {
    app.log.warn({ limiteMs: opts.limiteMs }, 'encerramento: requisições ainda em andamento no fim do prazo; conexões cortadas');
    app.server.closeAllConnections();
  }
  await database.close().catch((err) => app.log.error({ err: (err as Error).message }, 'encerramento: falha ao fechar o banco de dados'));
  app.log.info({ noPrazo }, 'encerramento concluído');
  return noPrazo;
}
