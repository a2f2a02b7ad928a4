// The shop as a Fastify plugin tree, built by a function so tests can `inject` without
// a port: external plugins → API (/api) → images → storefront (/eshop).
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import cookie from '@fastify/cookie';
import type { Database } from '@eshop/db';
import { OneLinePerRequest } from './http/request-log.ts';
import { openApiTransform } from './http/openapi.ts';
import { isDemoShop, publicOrigin, shopSite, type Config } from './config.ts';
import { createServices, type Services } from './services.ts';
import { createJobQueue } from './jobs/queue.ts';
import { jobHandlers } from './jobs/workers.ts';
import { openIntegrations, type Integrations } from './integrations/index.ts';
import { openSharedState } from './shared-state/index.ts';
import { guardedDevRoutes } from './integrations/dev-guard.ts';
import { apiPlugin } from './api.ts';
import { mediaRoutes } from './modules/media/routes.ts';
import { photoRoutes } from './modules/photos/routes.ts';
import { recipeVideoRoutes } from './modules/recipes/routes.ts';
import { storefrontPlugin, type StorefrontBuild } from './web/storefront.ts';
import { siteFiles } from './web/site-files.ts';
import { healthRoutes, type ReadyCheck } from './ops/health.ts';
import { registerMetrics, type QueueStats } from './ops/metrics.ts';
import { closeConnectionsWhileDraining, type Drain } from './ops/shutdown.ts';
import { BODY_LIMIT, SERVER_TIMEOUTS, timeoutOptions, type ServerTimeouts } from './http/transport.ts';
import { helmetHeaders, securityHeaders, shopHelmetOptions } from './http/security-headers.ts';
import { COMPRESS_MIN_BYTES, EACH_REQUEST_LEVEL } from './http/gzip.ts';

export interface AppDeps {
  config: Config;
  db: Database;
  /** The built storefront; omitted in API-only tests. */
  web?: StorefrontBuild | undefined;
  /** The built back-office (/backoffice); omitted in API-only tests. */
  backoffice?: StorefrontBuild | undefined;
  logger?: FastifyServerOptions['logger'];
  /**
   * Run the background jobs: true starts the workers before buildApp returns (tests that
   * watch them work); 'once-listening' once the server listens (start.ts: the shop answers
   * /ready without waiting for two dozen queue queries; what is sent meanwhile waits in
   * the queue). Otherwise tests call the services instead.
   */
  runJobs?: boolean | 'once-listening' | undefined;
  /** Tests only: draws the captcha code (default: random). */
  captchaText?: (() => string) | undefined;
  /** Mail, SMS and WeChat clients; by default opened from the config (closed with the app). */
  integrations?: Integrations | undefined;
  /** Dev mode: registers Vite's middleware before the storefront routes. */
  beforeStorefront?: (app: FastifyInstance) => Promise<void>;
  /** Tests only: shorter header, request and keep-alive timeouts than SERVER_TIMEOUTS. */
  serverTimeouts?: Partial<ServerTimeouts> | undefined;
  /** Set on SIGTERM (start.ts): /ready answers 503 and answers close their connections (docs/decisions/0027). */
  drain?: Drain | undefined;
  /** Extra checks of /ready beside the database and migrations (e.g. Redis). */
  readyChecks?: ReadyCheck[] | undefined;
  /** Job queue figures for /metrics. */
  queueStats?: QueueStats | undefined;
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db } = deps;
  const app = Fastify({
    logger: deps.logger ?? false,
    // X-Forwarded-For is believed only from these peers: the storefront's in-process
    // calls (loopback) and, when configured, the load balancer. Anyone else could fake it.
    trustProxy: config.TRUST_PROXY,
    bodyLimit: BODY_LIMIT,
    // Slow headers and slow bodies are cut off; idle keep-alive ends (docs/decisions/0022).
    ...timeoutOptions({ ...SERVER_TIMEOUTS, ...deps.serverTimeouts }),
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 300 },
    logController: new OneLinePerRequest(),
    // On close: idle keep-alive connections are closed, requests in flight finish, and a
    // request arriving meanwhile gets 503 (Fastify's defaults, relied on by ops/shutdown.ts).
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  });
  // Background work: pg-boss on this database (docs/decisions/0025); nothing touches it before prepare().
  const runJobs = Boolean(deps.runJobs) && config.JOBS_RUN;
  const jobs = createJobQueue({ db, log: app.log, pollingSeconds: config.JOBS_POLL_SECONDS, maintenanceSeconds: config.JOBS_MAINTENANCE_SECONDS, runs: runJobs, schema: config.JOBS_SCHEMA });
  // Every request is counted from here on, whichever plugin answers it.
  registerMetrics(app, { db, token: config.METRICS_TOKEN, queueStats: deps.queueStats ?? (() => jobs.stats()) });
  if (deps.drain) closeConnectionsWhileDraining(app, deps.drain);

  // helmet's headers, computed once (the policy never depends on the request), and HSTS over HTTPS.
  securityHeaders(app, helmetHeaders(shopHelmetOptions(config.IMAGE_BASE_URL ? new URL(config.IMAGE_BASE_URL).origin : undefined)));
  // Session cookies are opaque random tokens: no signing secret needed (docs/decisions/0007).
  await app.register(cookie);
  await app.register(compress, { global: true, threshold: COMPRESS_MIN_BYTES, encodings: ['gzip', 'deflate'], zlibOptions: { level: EACH_REQUEST_LEVEL } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Butcher & Deli shop API', version: '1.0.0', description: 'The HTTP contract of the shop (spec section 7). Every request carries the ch (website|wechat) and lang headers; bodies are form-encoded with dotted names; money is integer fen.' },
      servers: [{ url: '/' }],
    },
    transform: openApiTransform,
  });

  // First: an unreachable Redis fails the start before anything else is opened.
  const sharedState = await openSharedState({ config, db, log: app.log });
  app.addHook('onClose', async () => { await sharedState.close(); });
  const integrations = deps.integrations ?? await openIntegrations({ config, db, outbox: jobs });
  if (!deps.integrations) app.addHook('onClose', async () => { await integrations.close(); });
  // The job queue's tables and queues exist before anything can write a job.
  await jobs.prepare();
  // Running jobs finish (or expire and run elsewhere) before the app is closed.
  app.addHook('onClose', async () => { await jobs.stop(); });
  const services = createServices({ db, config, integrations, sharedState, jobs, captchaText: deps.captchaText, log: app.log });
  // Tests and ops scripts reach the use cases of a built app through this.
  app.decorate('eshopServices', services);
  if (runJobs && deps.runJobs === 'once-listening') {
    // onListen hooks run after listen() has resolved; an error is logged, the shop serves on.
    app.addHook('onListen', async () => { await jobs.work(jobHandlers(services)); });
  } else if (runJobs) {
    await jobs.work(jobHandlers(services));
  }

  const drain = deps.drain;
  // Pay pages waiting for their payment (docs/decisions/0050) are answered when the instance
  // starts draining or closes, so that neither waits for them: the pages ask again elsewhere.
  drain?.onBegin(() => services.payments.stopWaiting());
  app.addHook('preClose', (done) => { services.payments.stopWaiting(); done(); });
  const checks = [...(deps.readyChecks ?? []), ...(config.REDIS_URL ? [{ name: 'redis', check: () => sharedState.ping() }] : [])];
  await app.register(healthRoutes({ db, checks, isDraining: () => drain?.isDraining() ?? false }));

  await app.register(apiPlugin(services, { checkContract: config.NODE_ENV !== 'production' }), { prefix: config.API_BASE });
  app.get(`${config.API_BASE}/openapi.json`, { schema: { hide: true } as object }, async () => app.swagger());
  await app.register(mediaRoutes(services.media));
  await app.register(photoRoutes(services.photos.store));
  // The recipe clips at the seed's /media/recipes/<CODE>.mp4 (docs/decisions/0018).
  await app.register(recipeVideoRoutes(undefined, services.recipes.captions));
  // What the local stand-ins received (only when they are in use), behind one loopback guard (docs/decisions/0021).
  await app.register(guardedDevRoutes(integrations.devRoutes), { prefix: '/dev' });

  if (deps.web) {
    if (deps.beforeStorefront) await deps.beforeStorefront(app);
    await app.register(storefrontPlugin({ build: deps.web, apiBase: config.API_BASE, mode: config.NODE_ENV, pageCacheSeconds: config.PAGE_CACHE_SECONDS, demoShop: isDemoShop(config), publicOrigin: publicOrigin(config), site: shopSite(config), invalidations: sharedState.invalidations }), { prefix: '/eshop' });
    app.get('/', { schema: { hide: true } as object }, async (_req, reply) => reply.redirect('/eshop/', 302));
    // robots.txt, the sitemap's root address, icons (docs/decisions/0036).
    await app.register(siteFiles({ clientDir: deps.web.clientDir, publicOrigin: publicOrigin(config), apiBase: config.API_BASE }));
  }
  if (deps.backoffice) {
    // The back-office: its own build (none of its code in the shop's bundles), never page-cached.
    await app.register(storefrontPlugin({ build: deps.backoffice, apiBase: config.API_BASE, mode: config.NODE_ENV, pageCacheSeconds: 0, demoShop: isDemoShop(config), invalidations: sharedState.invalidations, bare: { to: '/backoffice/', withSlash: false } }), { prefix: '/backoffice' });
  }
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    eshopServices: Services;
  }
}
