import type { FastifyInstance } from 'fastify';
import { rebuildSite } from './rebuild.ts';
import { snapshotFromApp } from './snapshot.ts';
import { seLivreReconstruir } from './trava.ts';

/**
 * The scheduled rebuild of the public pages (config.rebuildMinutes; 0 = off): new calls appear and closed
 * ones move out of the lists without anyone running a command. Returns the function that stops it. With
 * several API processes each has the timer, and a process finding another one building skips its turn.
 */
export function scheduleRebuilds(app: FastifyInstance, opts: { dataDir: string; everyMinutes: number; runNow?: boolean }): () => void {
  if (opts.everyMinutes <= 0) return () => {};
  const run = () =>
    void seLivreReconstruir(app, () => rebuildSite({ dataDir: opts.dataDir, snapshot: snapshotFromApp(app), log: app.log, perfil: app.config.perfil })).catch((err) =>
      app.log.error({ err: (err as Error).message }, 'reconstrução agendada falhou'),
    );
  const timer = setInterval(run, opts.everyMinutes * 60_000);
  timer.unref();
  if (opts.runNow) setImmediate(run);
  return () => clearInterval(timer);
}
