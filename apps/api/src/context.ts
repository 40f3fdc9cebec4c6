import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { type Config, publicBase } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { type Clock, nextLocalMidnight } from './lib/clock.ts';
import { createTokenSigner, resolveJwtSecret, type TokenSigner } from './lib/jwt.ts';
import { createMailer, type Mailer } from './lib/mailer.ts';
import { createMediaUrls, type MediaUrls } from './lib/media.ts';
import { createReadCache, type ReadCache } from './lib/read-cache.ts';
import { createStreamSlots, type StreamSlots } from './lib/sse.ts';

/** What every feature is built from: the settings, the database, the clock and the app-wide helpers. */
export type AppContext = {
  config: Config;
  database: Database;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The secret tokens are signed with; features derive their own keys from it (`deriveKey`). */
  jwtSecret: string;
  tokens: TokenSigner;
  media: MediaUrls;
  mailer: Mailer;
  /** The public origin links point to. */
  publicBase: string;
  readCache: ReadCache;
  /** One count for every live stream route. */
  streamSlots: StreamSlots;
  /** Adds a step to the app's close (Fastify's onClose, in the order given). */
  onClose: (close: () => Promise<unknown> | unknown) => void;
  /** Adds a step run before the app starts closing (Fastify's preClose: the database is still open). */
  preClose: (close: () => Promise<unknown> | unknown) => void;
};

/** Builds the shared dependencies; the mailer closes with the app. */
export function createContext(opts: {
  config: Config;
  database: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  onClose: AppContext['onClose'];
  preClose: AppContext['preClose'];
}): AppContext {
  const { config, clock, log } = opts;
  const jwtSecret = resolveJwtSecret(config.jwtSecret, config.dataDir);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    dir: join(config.dataDir, 'mail'),
    log,
  });
  opts.onClose(() => mailer.close());
  return {
    ...opts,
    db: opts.database.db,
    jwtSecret,
    tokens: createTokenSigner(jwtSecret, clock),
    media: createMediaUrls(config.publicUrl),
    mailer,
    publicBase: publicBase(config),
    readCache: createReadCache({
      now: () => clock.now().getTime(),
      // Songs and albums come out at local midnight of their release date: no answer outlives it.
      nextBoundary: (now) => nextLocalMidnight(new Date(now), config.timeZone).getTime(),
    }),
    streamSlots: createStreamSlots(config.liveStreams),
  };
}
