import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { commonMessages } from '@sanza/contracts';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { runCommand } from './cli/commands.ts';
import { type Config, fastifyTrustProxy, hasWebBuild } from './config.ts';
import { createContext } from './context.ts';
import { type Database, openDatabase } from './db/client.ts';
import { claimDataDir } from './db/owner.ts';
import type { DemoAccount } from './db/seed/demo-accounts.ts';
import { prepareDemoAudio } from './db/seed/demo-audio-files.ts';
import { seedDemo } from './db/seed/seed.ts';
import { createAccountsFeature } from './features/accounts/index.ts';
import { createAuctionsFeature } from './features/auctions/index.ts';
import { createDoorFeature } from './features/door/index.ts';
import { createEventsFeature } from './features/events/index.ts';
import { createHealthFeature } from './features/health/index.ts';
import { createInvitationsFeature } from './features/invitations/index.ts';
import { createMoneyFeature } from './features/money/index.ts';
import { createMusicFeature } from './features/music/index.ts';
import { createNotificationsFeature } from './features/notifications/index.ts';
import { createPaymentsFeature } from './features/payments/index.ts';
import { createReservationsFeature } from './features/reservations/index.ts';
import { createSearchFeature } from './features/search/index.ts';
import { createTrackingFeature } from './features/tracking/index.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { type Feature, startJobs } from './lib/feature.ts';
import { imageUploadLimiter } from './lib/image-upload-limit.ts';
import { redactUrl, serializeError } from './lib/redact.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin, frameworkErrors } from './plugins/error-handler.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { mediaPlugin } from './plugins/media.ts';
import { readCachePlugin } from './plugins/read-cache.ts';
import { webPlugin } from './plugins/web.ts';

export type AppDeps = {
  /** An open, migrated database; when absent the app opens the one the config names. */
  database?: Database;
  clock?: Clock;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | object;
  /** Called with every route as it is registered (the fuzz test collects the routes and their schemas). */
  onRoute?: (route: RouteOptions) => void;
};

/** The app, with the services tests and the server's tools drive directly. */
export type App = Awaited<ReturnType<typeof composeApp>>;

/**
 * Log lines without the credentials some URLs carry, nor the SQL, parameters and values of failed statements
 * (see lib/redact.ts).
 */
const serializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: redactUrl(req.url),
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
  err: serializeError,
};

/** The composition root: opens the database, then composes the shared plugins and the features. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const demoAccounts: DemoAccount[] = [];
  const database = deps.database ?? (await openConfiguredDatabase(config, demoAccounts));
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : { level: config.logLevel, serializers, ...(typeof deps.logger === 'object' ? deps.logger : {}) },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  if (deps.onRoute) app.addHook('onRoute', deps.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (!deps.database) app.addHook('onClose', () => database.close());
  // The demo studio accounts' passwords, new this start: printed this once, stored only hashed.
  for (const a of demoAccounts) {
    app.log.warn(
      `Compte de démonstration ${a.role} « ${a.username} » : mot de passe « ${a.password} » (affiché une seule fois, notez-le).`,
    );
  }
  return composeApp(app, config, database, deps);
}

/** The features, each built from the shared context and the services of those listed before it. */
async function composeApp(app: FastifyInstance, config: Config, database: Database, deps: AppDeps) {
  const ctx = createContext({
    config,
    database,
    clock: deps.clock ?? systemClock,
    log: app.log,
    onClose: (close) => app.addHook('onClose', async () => close()),
    preClose: (close) => app.addHook('preClose', async () => close()),
  });

  // The features: each builds its services, and hands on those the features after it need.
  const accounts = createAccountsFeature(ctx);
  const { resolveStreamToken } = accounts.services;
  const money = createMoneyFeature(ctx);
  const reservations = createReservationsFeature(ctx);
  const payments = await createPaymentsFeature(ctx, {
    ...reservations.services,
    ...money.services,
    resolveStreamToken,
  });
  const door = createDoorFeature(ctx, { ...reservations.services, ...payments.services, ...money.services });
  const notifications = createNotificationsFeature(ctx);
  const auctions = createAuctionsFeature(ctx, {
    ...reservations.services,
    ...notifications.services,
    resolveStreamToken,
  });
  const events = createEventsFeature(ctx, {
    ...reservations.services,
    ...payments.services,
    ...money.services,
    ...door.services,
    ...notifications.services,
  });
  const invitations = createInvitationsFeature(ctx);
  const music = await createMusicFeature(ctx, events.services);
  const search = createSearchFeature(ctx, { ...music.services, ...events.services, ...auctions.services });
  const features: Feature<unknown>[] = [
    createHealthFeature(ctx),
    events,
    createTrackingFeature(ctx),
    accounts,
    reservations,
    invitations,
    auctions,
    notifications,
    payments,
    music,
    search,
    door,
    money,
  ];

  // The shared plugins: errors, input guard, security headers, CORS, compression, rate limits, auth, read cache.
  await app.register(errorHandlerPlugin);
  // Before the auth plugin: tokens with a NUL byte are refused before they are looked up.
  await app.register(inputGuardPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'worker-src': ["'self'", 'blob:'],
        // A form posted to /accounts/{provider}/login/ is redirected to the provider: form-action covers it.
        'form-action': ["'self'", ...(config.oidc ? [new URL(config.oidc.issuer).origin] : [])],
        'upgrade-insecure-requests': null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(cors, { origin: config.publicUrl ? [config.publicUrl] : false, credentials: true });
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      detail: commonMessages.tooManyRequests,
      retryAfter: ctx.after,
    }),
  });
  // One count for every image route.
  const limitImageUploads = imageUploadLimiter(app, config.imageUploadsPerMinute);
  await app.register(authPlugin, {
    tokens: ctx.tokens,
    resolveIdpToken: accounts.services.idp.resolveToken,
    isTokenCurrent: accounts.services.accounts.isTokenCurrent,
  });
  await app.register(readCachePlugin, {
    cache: ctx.readCache,
    database,
    echoTimeoutMs: config.readCacheEchoTimeoutMs,
  });

  // The routes: each feature's under /api, then those outside it, the media files and the web app.
  await app.register(
    async (api) => {
      for (const feature of features) await feature.routes?.(api, { limitImageUploads });
    },
    { prefix: '/api' },
  );
  for (const feature of features) await feature.rootRoutes?.(app);
  await app.register(mediaPlugin, { mediaDir: config.mediaDir, isWithheld: music.services.isWithheld });
  await app.register(webPlugin, { distDir: hasWebBuild(config) ? config.webDistDir : null });

  // Background work runs in the served process only; tests drive the services with their own clock.
  if (!deps.database) {
    const stopJobs = startJobs(
      [
        ...reservations.jobs,
        ...auctions.jobs,
        ...events.jobs,
        ...music.jobs,
        ...payments.jobs,
        ...notifications.jobs,
      ],
      app.log,
    );
    app.addHook('onClose', async () => stopJobs());
  }

  return Object.assign(app, {
    database,
    readCache: ctx.readCache,
    mailer: ctx.mailer,
    events: events.services.events,
    artistNews: notifications.services.artistNews,
    reservations: reservations.services.reservations,
    paymentRequests: payments.services.paymentRequests,
    webhookSecret: payments.services.webhookSecret,
    ledger: money.services.ledger,
    auctions: auctions.services.auctions,
    songs: music.services.songs,
    studioMusic: music.services.studioMusic,
    songPipeline: music.services.songPipeline,
  });
}
/** Opens the configured database, seeding it when asked; the demo accounts given a password go to `demoAccounts`. */
async function openConfiguredDatabase(config: Config, demoAccounts: DemoAccount[]): Promise<Database> {
  // The embedded database has one owner: this server, which also runs the command-line tools' commands
  // (db/owner.ts). Throws DataDirBusyError, before anything is opened, when another process owns DATA_DIR.
  let db: Database['db'] | undefined;
  const claim = config.databaseUrl
    ? undefined
    : await claimDataDir(config.dataDir, {
        kind: 'server',
        handle: async (command) =>
          db
            ? runCommand(db, command)
            : { code: 1, message: 'Le serveur démarre : réessayez dans un instant.' },
      });
  try {
    // The demo tunes (first start only) are made on another thread while the database opens.
    const audio = config.seedDemo ? prepareDemoAudio(config.mediaDir) : undefined;
    const database = await openDatabase({
      ...(config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` }),
      postgres: config.database.postgres,
      guard: {
        // On PostgreSQL in production such a query only reads outside the transaction: reported, not refused.
        // Everywhere else it fails at once; on the embedded database it would wait for itself.
        mode: config.env === 'production' && config.databaseUrl ? 'warn' : 'throw',
        onViolation: (error) => process.emitWarning(error),
        transactionTimeoutMs: config.database.transactionTimeoutMs,
      },
    });
    await database.migrate();
    if (config.seedDemo)
      demoAccounts.push(...(await seedDemo(database.db, { mediaDir: config.mediaDir, audio })));
    db = database.db;
    if (!claim) return database;
    return {
      ...database,
      async close() {
        await database.close();
        await claim.release();
      },
    };
  } catch (err) {
    await claim?.release();
    throw err;
  }
}
