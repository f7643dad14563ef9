import type { Server } from 'node:http';
import type { Socket } from 'node:net';

/**
 * Ends the webhook writer's window as soon as every connection open to this process has a call waiting for its
 * answer: nobody else can send a Pix before one of them is answered, so waiting the rest of the window out only
 * delays them. The PSP (and nginx before it) keeps a few connections and sends the next call on each only after the
 * previous answer: with a fixed window, each connection carried one call per window, so a longer window (fewer,
 * larger statements: less of the database's CPU beside the enrolments) capped the PSP's rate. Where the process also
 * serves candidates (the webhook not in a process of its own), their connections never all wait on the webhook, and
 * the window runs its whole length, as before.
 */
export function fechaJanelaQuandoTodasEsperam(server: Server, escritor: { fecharJanela(): void }) {
  let abertas = 0;
  let esperando = 0;
  const todasEsperam = () => abertas > 0 && esperando >= abertas;
  server.on('connection', (s: Socket) => {
    abertas++;
    s.once('close', () => {
      abertas--;
      // An idle connection closed (nginx trimming its pool): those left may all be waiting already.
      if (todasEsperam()) escritor.fecharJanela();
    });
  });
  /** Runs `recebe` (which hands its Pix to the writer before its first await) as one waiting call. */
  return async <T>(recebe: () => Promise<T>): Promise<T> => {
    esperando++;
    try {
      const resposta = recebe();
      // No socket at all: a call injected by the tests, not a connection; the window runs as configured.
      if (todasEsperam()) escritor.fecharJanela();
      return await resposta;
    } finally {
      esperando--;
    }
  };
}
