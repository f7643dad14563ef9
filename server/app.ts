import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import qs from 'qs';
import type { Config } from './config.ts';
import type { Db } from './db/client.ts';
import { featureRoutes, webhookPixRoutes } from './features/index.ts';
import { criarRegistroRelatorios } from './http/relatorios.ts';
import { uploadPlugin } from './http/upload.ts';
import { serializadorQueValida } from './http/respostas.ts';
import { loggerOptions } from './logging.ts';
import { loginRoutes } from './login/routes.ts';
import { criarPedidosDeReconstrucao, type Reconstruir } from './rebuild/pedidos.ts';
import { rebuildSite } from './rebuild/rebuild.ts';
import { snapshotFromApp } from './rebuild/snapshot.ts';
import { auditoriaPlugin } from './plugins/auditoria.ts';
import { cicloDeVidaPlugin } from './plugins/ciclo-de-vida.ts';
import { csrfPlugin } from './plugins/csrf.ts';
import { equipePlugin } from './plugins/equipe.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { limpezaPlugin, URL_LONGA, URL_MAX } from './plugins/limpeza.ts';
import { mailQueuePlugin } from './plugins/mail-queue.ts';
import { mailerPlugin } from './plugins/mailer.ts';
import { metricasPlugin } from './plugins/metricas.ts';
import { routeListPlugin } from './plugins/route-list.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { pixPlugin } from './plugins/pix.ts';
import { remessaPlugin } from './plugins/remessa.ts';
import { segundoPlanoPlugin } from './plugins/segundo-plano.ts';
import { sessionPlugin } from './plugins/session.ts';
import { sitePlugin, siteRewriter } from './plugins/site.ts';
import type { Clock } from './types.ts';
import './types.ts';

export interface BuildOptions {
  db: Db;
  config: Config;
  /** The app's notion of "now": fixed in tests. */
  clock?: Clock;
  /** Folder of the built site; omitted = the API and login app only (API tests). */
  siteDir?: () => string;
  /** Extra logger destination (tests capture logs to scan them). */
  logStream?: NodeJS.WritableStream;
  /**
   * How a staff-requested site rebuild runs. Default: the real rebuild (astro build, atomic swap) when this app
   * serves the site, none otherwise (the API alone: requests wait for a process that serves it). Tests pass a
   * stand-in.
   */
  reconstruir?: Reconstruir | null;
}

/** Fastify's form of TRUST_PROXY: a hop count becomes "trust the first n hops" (as proxy-addr reads a number). */
function trustProxyOption(t: Config['trustProxy']): boolean | string[] | ((address: string, hop: number) => boolean) {
  return typeof t === 'number' ? (_address, hop) => hop < t : t;
}

/**
 * The Fastify instance every kind of API process starts from: its logger, proxy trust, limits, router and validator
 * options, the router's refusals in the envelope, and the app's db, config and clock. `rewriteUrl` only where the app
 * serves the site.
 */
function criarInstancia(opts: BuildOptions) {
  const logger = loggerOptions(opts.config.logLevel) as Record<string, unknown>;
  const app = Fastify({
    logger: opts.logStream ? { ...logger, stream: opts.logStream } : logger,
    // Only the configured proxy may name the client (TRUST_PROXY); by default the socket's address is the client.
    trustProxy: trustProxyOption(opts.config.trustProxy),
    bodyLimit: 1_048_576,
    // Form posts may carry lists: opcoes[0][opcCodigo]=1 (qs keeps them as arrays of objects).
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // An over-long URL is left as it is (the limpeza plugin answers it 414): the rewrite never scans it.
    rewriteUrl: opts.siteDir ? (req) => ((req.url ?? '/').length > URL_MAX ? req.url ?? '/' : siteRewriter(opts.siteDir!)(req.url ?? '/')) : undefined,
    // The router's own refusals (a path segment over maxParamLength, a malformed escape) answer in the envelope like
    // every other error, and never echo the path back.
    frameworkErrors: (err, _request, reply: FastifyReply) => {
      const longa = err.code === 'FST_ERR_MAX_PARAM_LENGTH';
      const message = longa ? URL_LONGA : 'O endereço da requisição é inválido. Confira o link e tente novamente.';
      void reply
        .code(longa ? 414 : 400)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff')
        .send({ success: false, message, messageResumida: message });
    },
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, useDefaults: true, allErrors: false } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  if (opts.config.validarRespostas) app.setSerializerCompiler(serializadorQueValida());
  app.decorate('db', opts.db);
  app.decorate('relatorios', criarRegistroRelatorios());
  app.decorate('config', opts.config);
  app.decorate('clock', opts.clock ?? (() => new Date()));
  return app;
}

/** What every API process has, whatever it serves: the route list, lifecycle, metrics, errors, headers, housekeeping. */
async function registrarBase(app: FastifyInstance) {
  await app.register(routeListPlugin);
  await app.register(cicloDeVidaPlugin);
  await app.register(metricasPlugin);
  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(limpezaPlugin); // before the session: an over-long URL is refused with no database work
}

/** Builds the whole application: plugins first, then the login app and each feature's routes under /sgps. */
export async function buildApp(opts: BuildOptions): Promise<FastifyInstance> {
  const app = criarInstancia(opts);
  await registrarBase(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody, { parser: (body) => qs.parse(body, { arrayLimit: 200, depth: 4, parameterLimit: 2000 }) });
  // Multipart once, for every route: each upload route's file is read by the one reader (server/http/upload.ts).
  await app.register(uploadPlugin);
  await app.register(sessionPlugin);
  await app.register(csrfPlugin);
  await app.register(auditoriaPlugin);
  await app.register(equipePlugin);
  await app.register(mailerPlugin);
  await app.register(mailQueuePlugin);
  await app.register(segundoPlanoPlugin);
  await app.register(pixPlugin);
  await app.register(remessaPlugin);
  const reconstruirSite: Reconstruir | null =
    opts.reconstruir !== undefined ? opts.reconstruir : opts.siteDir ? () => rebuildSite({ dataDir: opts.config.dataDir, snapshot: snapshotFromApp(app), log: app.log, perfil: opts.config.perfil }) : null;
  app.decorate('reconstrucao', criarPedidosDeReconstrucao(app, reconstruirSite));

  await app.register(loginRoutes, { prefix: '/login' });
  await app.register(
    async (sgps) => {
      for (const feature of featureRoutes) await sgps.register(feature);
    },
    { prefix: '/sgps' },
  );
  if (opts.siteDir) await app.register(sitePlugin, { root: opts.siteDir() });
  return app;
}

/**
 * The PSP's webhook process (deploy/systemd/processos-pix-webhook.service, server/main-webhook-pix.ts): the Pix
 * webhook and the health and metrics routes, nothing else. No session, CSRF, staff or audit hooks run on its requests,
 * no e-mail is sent from it and no site is served: at the deadline it answers hundreds of notifications a second on
 * the cores the enrolments need, and each request costs only what the webhook itself does
 * (bench/pix-notificacoes.ts measures it). Its port answers nothing a browser could use.
 */
export async function buildWebhookPixApp(opts: Omit<BuildOptions, 'siteDir' | 'reconstruir'>): Promise<FastifyInstance> {
  const app = criarInstancia(opts);
  await registrarBase(app);
  await app.register(segundoPlanoPlugin);
  await app.register(pixPlugin);
  await app.register(
    async (sgps) => {
      for (const feature of webhookPixRoutes) await sgps.register(feature);
    },
    { prefix: '/sgps' },
  );
  return app;
}
