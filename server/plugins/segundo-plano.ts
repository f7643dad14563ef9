import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Work an API process starts for itself, outside any request (today: loading a public room list into
 * memory). Nothing waits for it while serving; closing the app does, so the database is never closed
 * under a running load, and tests and benches can wait for it instead of sleeping.
 */
export interface SegundoPlano {
  acompanhar(tarefa: Promise<unknown>): void;
  /** Resolves when nothing is running, including work started by work that was running. */
  aguardar(): Promise<void>;
}

export const segundoPlanoPlugin = fp(async (app: FastifyInstance) => {
  const tarefas = new Set<Promise<unknown>>();
  const segundoPlano: SegundoPlano = {
    acompanhar(tarefa) {
      const acompanhada = tarefa.catch(() => undefined).finally(() => tarefas.delete(acompanhada));
      tarefas.add(acompanhada);
    },
    async aguardar() {
      while (tarefas.size > 0) await Promise.allSettled([...tarefas]);
    },
  };
  app.decorate('segundoPlano', segundoPlano);
  app.addHook('onClose', () => segundoPlano.aguardar());
});
