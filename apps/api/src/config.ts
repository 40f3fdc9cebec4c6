import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { envSchema, type Settings, type TrustProxy } from './config/settings.ts';
import { isLoopbackHttp } from './lib/urls.ts';

export { SETTING_NAMES, type TrustProxy } from './config/settings.ts';

/** The repository root, found from this file so the server runs from any working directory. */
export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * Fastify's `trustProxy` for a TRUST_PROXY value. A hop count is handed over as a function: Fastify reads a bare
 * number as "trust nothing", since hops cannot tell the proxy from a client that reached the server directly.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  // Hop 0 is the socket's peer (the nearest proxy); each trusted hop lets the next X-Forwarded-For entry in.
  return (_address, hop) => hop < trust;
}

export class ConfigError extends Error {}

/**
 * The configuration the server runs with, read from valid settings. A rule across settings throws a ConfigError:
 * zod runs this only once every setting passed its own check, so those messages come first.
 */
function toConfig(e: Settings) {
  const dataDir = resolve(ROOT_DIR, e.DATA_DIR);
  if (e.TIME_ZONE && !isTimeZone(e.TIME_ZONE)) {
    throw new ConfigError(`Configuration invalide :\n  TIME_ZONE : fuseau horaire inconnu (${e.TIME_ZONE})`);
  }
  const oidc = readOidc(e);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/$/, ''),
    databaseUrl: e.DATABASE_URL,
    dataDir,
    mediaDir: resolve(ROOT_DIR, e.MEDIA_DIR ?? `${e.DATA_DIR}/media`),
    webDistDir: resolve(ROOT_DIR, e.WEB_DIST_DIR),
    jwtSecret: e.JWT_SECRET,
    seedDemo: e.SEED_DEMO,
    logLevel: e.LOG_LEVEL,
    /** Fastify's `trustProxy`: which proxies' X-Forwarded-For entries give the client's address (rate limits). */
    trustProxy: e.TRUST_PROXY,
    timeZone: e.TIME_ZONE,
    /** `smtp://` or `smtps://` URL; unset = mails written as .eml files under `${dataDir}/mail`. */
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    /** ALTCHA proof of work: PBKDF2 iterations per attempt, and the upper bound of the secret counter. */
    captcha: { cost: e.CAPTCHA_COST, maxNumber: e.CAPTCHA_MAX_NUMBER },
    /** Requests a minute one client may make to each sign-in, sign-up and password-reset call. */
    authRateLimitPerMinute: e.AUTH_RATE_LIMIT_PER_MINUTE,
    /** Images (avatar, artist photo, album or event cover) one account may send a minute. */
    imageUploadsPerMinute: e.IMAGE_UPLOADS_PER_MINUTE,
    /** Live-update streams open at once: anonymous ones per client address, signed-in ones per account. */
    liveStreams: { perAddress: e.LIVE_STREAMS_PER_ADDRESS, perAccount: e.LIVE_STREAMS_PER_ACCOUNT },
    payment: {
      airtelNumber: e.PAYMENT_AIRTEL_NUMBER,
      moovNumber: e.PAYMENT_MOOV_NUMBER,
      airtelUssd: e.PAYMENT_AIRTEL_USSD,
      moovUssd: e.PAYMENT_MOOV_USSD,
      processingTime: e.PAYMENT_PROCESSING_TIME,
      webhookSecret: e.PAYMENT_WEBHOOK_SECRET,
    },
    /** Requests to pay through the operators' collection APIs. */
    collection: readCollection(e),
    /** A bid in the last this-many seconds pushes the end to this long after the bid. */
    auctionSoftCloseS: e.AUCTION_SOFT_CLOSE_S,
    auctionSettleIntervalMs: e.AUCTION_SETTLE_INTERVAL_S * 1000,
    /** A bid may be at most this many times max(current price, ticket price, 1 XAF). */
    auctionMaxBidFactor: e.AUCTION_MAX_BID_FACTOR,
    /** How long the winner (and each next bidder offered the ticket) has to pay. */
    auctionPaymentMs: e.AUCTION_PAYMENT_HOURS * 3_600_000,
    /** How long a winner who let the offer lapse may not bid on that organizer's auctions. */
    auctionNonpaymentBanMs: e.AUCTION_NONPAYMENT_BAN_DAYS * 86_400_000,
    /** How long an unpaid reservation holds its tickets. */
    reservationHoldMs: e.RESERVATION_HOLD_MINUTES * 60_000,
    /** How often the expiry job looks for reservations past their hold. */
    reservationExpiryIntervalMs: e.RESERVATION_EXPIRY_INTERVAL_S * 1000,
    /** How often the song job looks for uploads to transcode. */
    songProcessIntervalMs: e.SONG_PROCESS_INTERVAL_S * 1000,
    /** Songs playing longer (measured by decoding them) are refused before any encoding. */
    songMaxMinutes: e.SONG_MAX_MINUTES,
    /** Most songs transcoded at once by this process, each of a different artist (default: the machine's cores). */
    // Bounded: ffmpeg runs are CPU-bound, more than the cores only makes each slower.
    songProcessConcurrency: e.SONG_PROCESS_CONCURRENCY ?? Math.min(availableParallelism(), 64),
    /** The longest one ffmpeg run may take; past it the song fails for good. */
    songTranscodeTimeoutMs: e.SONG_TRANSCODE_TIMEOUT_S * 1000,
    /** Most unfinished resumable uploads one artist may hold at once. */
    songUploadsMaxPending: e.SONG_UPLOADS_MAX_PENDING,
    /** How often the artist-news job announces new concerts and releases, and sends the e-mails due. */
    artistNewsIntervalMs: e.ARTIST_NEWS_INTERVAL_S * 1000,
    /** The longest a write's answer waits for its read-cache notification to come back (plugins/read-cache.ts). */
    readCacheEchoTimeoutMs: e.READ_CACHE_ECHO_TIMEOUT_MS,
    /** How long one request may hold the database: PostgreSQL's own timeouts, and the embedded database's bound. */
    database: {
      postgres: {
        statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
        lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
        idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      },
      transactionTimeoutMs: e.DB_TRANSACTION_TIMEOUT_MS,
    },
    /** The ffmpeg to run; undefined: the binary shipped by @ffmpeg-installer/ffmpeg. */
    ffmpegPath: e.FFMPEG_PATH,
    /** How long a reservation to pay in cash holds its tickets (staff may extend it by as much). */
    cashHoldMs: e.CASH_HOLD_HOURS * 3_600_000,
    /** Most tickets one account may hold unpaid for one event (pending, cash or awaiting confirmation). */
    maxUnpaidTicketsPerEvent: e.MAX_UNPAID_TICKETS_PER_EVENT,
    /** The platform's fee on each sale's ticket money, in basis points (5 % = 500), rounded down to the franc. */
    platformFeeBasisPoints: Math.round(e.PLATFORM_FEE_PERCENT * 100),
    /** Days after an event ends before its money may be paid out to the organizer. */
    payoutHoldDays: e.PAYOUT_HOLD_DAYS,
    /** The OpenID Connect identity provider, or null when not configured. */
    oidc,
  };
}

/** The settings' schema turned into the configuration: what `loadConfig` parses the environment with. */
export const configSchema = envSchema.transform(toConfig);

/** The configuration the server runs with: its type follows from the settings' schema and `toConfig`. */
export type Config = z.output<typeof configSchema>;
export type OidcConfig = NonNullable<Config['oidc']>;
export type CollectionConfig = Config['collection'];

/** Reads the configuration from environment variables; a bad value throws a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])} : ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  return parsed.data;
}

/** The identity provider settings: all or nothing, https except on the loopback interface (tests, development). */
function readOidc(e: Settings) {
  if (!e.OIDC_ISSUER && !e.OIDC_CLIENT_ID && !e.OIDC_CLIENT_SECRET) return null;
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID) {
    const missing = !e.OIDC_ISSUER ? 'OIDC_ISSUER' : 'OIDC_CLIENT_ID';
    throw new ConfigError(
      `Configuration invalide :\n  ${missing} : requis quand le fournisseur d'identité est configuré`,
    );
  }
  const issuer = new URL(e.OIDC_ISSUER);
  if (issuer.protocol !== 'https:' && !isLoopbackHttp(issuer)) {
    throw new ConfigError(
      'Configuration invalide :\n  OIDC_ISSUER : doit être en https (http seulement sur 127.0.0.1 ou localhost)',
    );
  }
  return {
    issuer: e.OIDC_ISSUER,
    clientId: e.OIDC_CLIENT_ID,
    clientSecret: e.OIDC_CLIENT_SECRET,
    provider: e.OIDC_PROVIDER,
  };
}

/** The collection settings; in live mode an operator is on when all its variables are set. */
function readCollection(e: Settings) {
  /** simulator: the local operator simulator (default with the demo); live: the operators' APIs; off: none. */
  const mode = e.PAYMENT_MODE ?? (e.SEED_DEMO ? 'simulator' : 'off');
  const live = mode === 'live';
  const mtnSet = e.MTN_BASE_URL && e.MTN_COLLECTION_KEY && e.MTN_API_USER && e.MTN_API_KEY;
  const airtelSet =
    e.AIRTEL_BASE_URL && e.AIRTEL_CLIENT_ID && e.AIRTEL_CLIENT_SECRET && e.AIRTEL_CALLBACK_KEY;
  if (live && !e.PAYMENT_CALLBACK_URL) {
    throw new ConfigError(
      'Configuration invalide :\n  PAYMENT_CALLBACK_URL : requis quand PAYMENT_MODE vaut live (l’adresse publique où les opérateurs rappellent)',
    );
  }
  return {
    mode,
    country: e.PAYMENT_COUNTRY,
    /** Where operators reach our callback routes (PAYMENT_CALLBACK_URL); undefined: this machine's loopback. */
    callbackUrl: e.PAYMENT_CALLBACK_URL?.replace(/\/$/, ''),
    callbackSecret: e.PAYMENT_CALLBACK_SECRET,
    requestTtlMs: e.PAYMENT_REQUEST_TTL_S * 1000,
    reconcileIntervalMs: e.PAYMENT_RECONCILE_INTERVAL_S * 1000,
    simulatorDelayMs: e.PAYMENT_SIMULATOR_DELAY_MS,
    mtn:
      live && mtnSet
        ? {
            baseUrl: e.MTN_BASE_URL!,
            collectionKey: e.MTN_COLLECTION_KEY!,
            disbursementKey: e.MTN_DISBURSEMENT_KEY,
            apiUser: e.MTN_API_USER!,
            apiKey: e.MTN_API_KEY!,
            targetEnvironment: e.MTN_TARGET_ENVIRONMENT ?? 'sandbox',
          }
        : null,
    airtel:
      live && airtelSet
        ? {
            baseUrl: e.AIRTEL_BASE_URL!,
            clientId: e.AIRTEL_CLIENT_ID!,
            clientSecret: e.AIRTEL_CLIENT_SECRET!,
            callbackKey: e.AIRTEL_CALLBACK_KEY!,
          }
        : null,
  };
}

/** The public origin links point to: PUBLIC_URL, or this machine's port. */
export function publicBase(config: Config): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('fr-FR', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** True when the built web app is present, so the server can serve it. */
export function hasWebBuild(config: Config): boolean {
  return existsSync(resolve(config.webDistDir, 'index.html'));
}
