import { Socket } from 'node:net';

/** A connection that carried a webhook call within this long still counts as one of the PSP's. */
const RECENTE_MS = 1000;

/**
 * Ends the webhook writer's window as soon as every connection the PSP is using waits for its answer: nobody else
 * can send a Pix before one of them is answered, so waiting the rest of the window out only delays them. The PSP
 * (and nginx before it) keeps a few connections and sends the next call on each only after the previous answer:
 * with a fixed window, each connection carried one call per window, so a longer window (fewer, larger statements:
 * less of the database's CPU beside the enrolments) capped the PSP's rate.
 *
 * "The PSP's connections" are those that carried a webhook call in the last second: an idle connection that never
 * did (the metrics scraper's, a health check's, the candidates' where the webhook shares their process) or that nginx
 * keeps in its pool unused must not hold the window open. A call with no real connection (injected by the tests)
 * leaves the window as configured.
 */
export function fechaJanelaQuandoTodasEsperam(escritor: { fecharJanela(): void }, agora: () => number = () => performance.now()) {
  /** The PSP's connections: when each last sent a call. */
  const ultimaChamada = new Map<Socket, number>();
  /** Calls waiting for their answer, per connection. */
  const esperando = new Map<Socket, number>();
  /** Connections whose closing is already watched (one that went quiet and came back is not watched twice). */
  const vigiadas = new WeakSet<Socket>();
  const todasEsperam = () => {
    const limite = agora() - RECENTE_MS;
    let todas = true;
    for (const [s, quando] of ultimaChamada) {
      if (esperando.has(s)) continue;
      if (quando < limite) ultimaChamada.delete(s); // gone quiet: no longer one of the PSP's
      else todas = false;
    }
    return todas;
  };
  return async <T>(socket: unknown, recebe: () => Promise<T>): Promise<T> => {
    if (!(socket instanceof Socket)) return recebe();
    if (!vigiadas.has(socket)) {
      vigiadas.add(socket);
      socket.once('close', () => {
        ultimaChamada.delete(socket);
        // A connection of the PSP's closed: those left may all be waiting already.
        if (esperando.size > 0 && todasEsperam()) escritor.fecharJanela();
      });
    }
    ultimaChamada.set(socket, agora());
    esperando.set(socket, (esperando.get(socket) ?? 0) + 1);
    try {
      // `recebe` hands its Pix to the writer before its first await: the window is open when this looks.
      const resposta = recebe();
      if (todasEsperam()) escritor.fecharJanela();
      return await resposta;
    } finally {
      const n = esperando.get(socket)! - 1;
      if (n > 0) esperando.set(socket, n);
      else esperando.delete(socket);
    }
  };
}
