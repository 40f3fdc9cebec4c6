import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { commonMessages } from '@sanza/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Config, hasWebBuild } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { seedDemo } from './db/seed/seed.ts';
import { eventsRoutes } from './features/events/events.routes.ts';
import { createEventsService } from './features/events/events.service.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { trackingRoutes } from './features/tracking/tracking.routes.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createTokenSigner, resolveJwtSecret } from './lib/jwt.ts';
import { createMediaUrls } from './lib/media.ts';
import { authPlugin } from './plugins/auth.ts';
import { errorHandlerPlugin } from './plugins/error-handler.ts';
import { mediaPlugin } from './plugins/media.ts';
import { webPlugin } from './plugins/web.ts';

export type AppDeps = {
  /** An open, migrated database; when absent the app opens the one the config names. */
  database?: Database;
  clock?: Clock;
  /** Pino logger options, or false for none (tests). */
  logger?: boolean | object;
};

export type App = FastifyInstance & { database: Database };

/** The composition root: opens the database, builds the services and registers every route. */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<App> {
  const clock = deps.clock ?? systemClock;
  const database = deps.database ?? (await openConfiguredDatabase(config));

  const app = Fastify({
    logger: deps.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{1,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  if (!deps.database) app.addHook('onClose', () => database.close());

  const tokens = createTokenSigner(resolveJwtSecret(config.jwtSecret, config.dataDir));
  const media = createMediaUrls(config.publicUrl);
  const events = createEventsService({ db: database.db, clock, media });

  await app.register(errorHandlerPlugin);
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'media-src': ["'self'", 'blob:'],
        'worker-src': ["'self'", 'blob:'],
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
  await app.register(authPlugin, { tokens });

  await app.register(healthRoutes, { db: database.db });
  await app.register(
    async (api) => {
      await api.register(eventsRoutes, { events });
      await api.register(trackingRoutes, { db: database.db });
    },
    { prefix: '/api' },
  );
  await app.register(mediaPlugin, { mediaDir: config.mediaDir });
  await app.register(webPlugin, { distDir: hasWebBuild(config) ? config.webDistDir : null });

  return Object.assign(app, { database }) as unknown as App;
}

async function openConfiguredDatabase(config: Config): Promise<Database> {
  const database = await openDatabase(
    config.databaseUrl ? { url: config.databaseUrl } : { dataDir: `${config.dataDir}/db` },
  );
  await database.migrate();
  if (config.seedDemo) await seedDemo(database.db, { mediaDir: config.mediaDir });
  return database;
}
