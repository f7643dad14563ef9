import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The process's place in its life: serving, or draining after SIGTERM (server/main.ts). While draining the
 * readiness check answers 503, so nginx and any load balancer send new requests to the other processes.
 */
export interface CicloDeVida {
  readonly encerrando: boolean;
  readonly iniciadoEm: number;
  encerrar(): void;
}

export const cicloDeVidaPlugin = fp(async (app: FastifyInstance) => {
  let encerrando = false;
  const iniciadoEm = Date.now();
  app.decorate('cicloDeVida', {
    get encerrando() {
      return encerrando;
    },
    iniciadoEm,
    encerrar: () => void (encerrando = true),
  } satisfies CicloDeVida);
});

declare module 'fastify' {
  interface FastifyInstance {
    /** Serving or draining (server/plugins/ciclo-de-vida.ts). */
    cicloDeVida: CicloDeVida;
  }
}
