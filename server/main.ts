import { buildApp, buildWebhookPixApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { encerrarComGraca } from './encerramento.ts';
import { iniciarPspDeDemonstracao, webhookLocal } from './pix-demo.ts';
import { problemasDeProducao, recusaDeProducao } from './producao.ts';
import { scheduleRebuilds } from './rebuild/schedule.ts';
import { servedSiteDir } from './rebuild/site-folder.ts';

/** Thrown when the production profile finds demo defaults: the message is for the person deploying. */
export class RecusaDeProducao extends Error {
  constructor(readonly problemas: string[]) {
    super(recusaDeProducao(problemas));
  }
}

/**
 * config -> database -> app -> listen; on SIGINT/SIGTERM drains (server/encerramento.ts) so PGlite's folder stays
 * consistent and no request is cut. `webhookPix`: the PSP's webhook process (server/main-webhook-pix.ts) — the
 * webhook, health and metrics only; no site, no rebuilds, no demo PSP of its own.
 */
export async function main(opts: { siteDir?: () => string; rebuildNow?: boolean; webhookPix?: boolean } = {}) {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolMax: config.dbPoolMax });
  if (config.perfil === 'producao') {
    const problemas = await problemasDeProducao(config, database.db);
    if (problemas.length) {
      await database.close();
      throw new RecusaDeProducao(problemas);
    }
  }
  // The webhook's process touches neither the site's folder nor the demo's PSP: the candidates' processes own both.
  let psp: Awaited<ReturnType<typeof iniciarPspDeDemonstracao>> = null;
  let app: Awaited<ReturnType<typeof buildApp>>;
  if (opts.webhookPix) app = await buildWebhookPixApp({ db: database.db, config });
  else {
    // The served site is DATA_DIR/site/current (swapped atomically by each rebuild), else the prebuilt SITE_DIR.
    const served = servedSiteDir(config.dataDir, config.siteDir);
    psp = await iniciarPspDeDemonstracao(config);
    app = await buildApp({ db: database.db, config, siteDir: opts.siteDir ?? (() => served) });
  }
  if (psp) app.addHook('onClose', () => psp.fechar());
  let closing = false;
  let stopRebuilds = () => {};
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    stopRebuilds();
    app.log.info({ signal, limiteMs: config.shutdownSeconds * 1000 }, 'encerrando');
    const noPrazo = await encerrarComGraca(app, database, { limiteMs: config.shutdownSeconds * 1000 });
    process.exit(noPrazo ? 0 : 1);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.port, host: config.host });
  if (psp && config.port === 0) {
    // The port was chosen by the system: the simulator learns the webhook's address now.
    config.pix.webhookUrl = webhookLocal((app.server.address() as { port: number }).port);
    await app.pix?.registrarWebhook().catch((err: unknown) => app.log.warn({ err }, 'pix: webhook do simulador não registrado'));
  }
  if (!opts.webhookPix) stopRebuilds = scheduleRebuilds(app, { dataDir: config.dataDir, everyMinutes: config.rebuildMinutes, runNow: opts.rebuildNow });
  return { app, database, config };
}

/** Runs `main` as a program: a refusal of the production profile printed as its list, any other failure as it is; exit 1. */
export function executar(opts: Parameters<typeof main>[0] = {}) {
  main(opts).catch((err) => {
    console.error(err instanceof RecusaDeProducao ? err.message : err);
    process.exit(1);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) executar();
