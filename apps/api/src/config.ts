import { existsSync } from 'node:fs';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PAYMENT_COUNTRY_CODES } from '@sanza/contracts/constants';
import { z } from 'zod';
import { DEFAULT_POSTGRES_LIMITS, DEFAULT_TRANSACTION_TIMEOUT_MS } from './lib/db-limits.ts';
import { isLoopbackHttp } from './lib/urls.ts';

/** The repository root, found from this file so the server runs from any working directory. */
export const ROOT_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'doit valoir true ou false' })
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalUrl = z
  .string()
  .url({ message: 'doit être une URL' })
  .optional()
  .or(z.literal('').transform(() => undefined));

const positiveInt = (max: number) =>
  z.coerce
    .number({ message: `doit être un entier entre 1 et ${max}` })
    .int({ message: `doit être un entier entre 1 et ${max}` })
    .min(1, { message: `doit être un entier entre 1 et ${max}` })
    .max(max, { message: `doit être un entier entre 1 et ${max}` });

const optionalText = z
  .string()
  .optional()
  .transform((v) => (v?.trim() ? v.trim() : undefined));

/** Which X-Forwarded-For entries to believe: none, the last this-many hops, or those sent by these proxies. */
export type TrustProxy = false | number | string[];

/** An IP address, an address/prefix (CIDR), or a range name Fastify knows (loopback, linklocal, uniquelocal). */
function isProxyAddress(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const [ip = '', prefix, extra] = entry.split('/');
  const version = isIP(ip);
  if (!version || extra !== undefined) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

const MAX_PROXY_HOPS = 10;

/**
 * TRUST_PROXY: `false`, a number of proxy hops, or proxy addresses/CIDRs separated by commas. `true` means one
 * hop: trusting every X-Forwarded-For entry let a client pick its own address (and escape the sign-in limit).
 */
const trustProxy = z.string().transform((value, ctx): TrustProxy => {
  const v = value.trim().toLowerCase();
  if (['', 'false', 'no', '0'].includes(v)) return false;
  if (v === 'true' || v === 'yes') return 1;
  if (/^\d+$/.test(v) && Number(v) <= MAX_PROXY_HOPS) return Number(v);
  const entries = v.split(',').map((entry) => entry.trim());
  if (entries.every(isProxyAddress)) return entries;
  ctx.addIssue({
    code: 'custom',
    message: `doit valoir false, un nombre de proxys entre 1 et ${MAX_PROXY_HOPS}, ou les adresses des proxys (IP ou CIDR) séparées par des virgules`,
  });
  return z.NEVER;
});

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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'doit être un entier entre 1 et 65535' })
    .int({ message: 'doit être un entier entre 1 et 65535' })
    .min(1, { message: 'doit être un entier entre 1 et 65535' })
    .max(65535, { message: 'doit être un entier entre 1 et 65535' })
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: optionalUrl,
  DATA_DIR: z.string().min(1).default('var'),
  MEDIA_DIR: z.string().min(1).optional(),
  WEB_DIST_DIR: z.string().min(1).default('apps/web/dist'),
  JWT_SECRET: z.string().min(32, { message: 'doit faire au moins 32 caractères' }).optional(),
  SEED_DEMO: bool.default(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxy.default(false),
  TIME_ZONE: z.string().min(1).default('Africa/Douala'),
  SMTP_URL: optionalUrl.refine((v) => v === undefined || /^smtps?:\/\//.test(v), {
    message: 'doit être une URL smtp:// ou smtps://',
  }),
  MAIL_FROM: z
    .string()
    .regex(/^[^\r\n]*@[^\r\n]*$/, { message: 'doit contenir une adresse e-mail' })
    .default('Sanza <no-reply@sanza.local>'),
  CAPTCHA_COST: positiveInt(1_000_000).default(500),
  CAPTCHA_MAX_NUMBER: positiveInt(10_000_000).default(1000),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(100_000).default(20),
  IMAGE_UPLOADS_PER_MINUTE: positiveInt(10_000).default(10),
  LIVE_STREAMS_PER_ADDRESS: positiveInt(100_000).default(20),
  LIVE_STREAMS_PER_ACCOUNT: positiveInt(10_000).default(10),
  PAYMENT_AIRTEL_NUMBER: z.string().min(1).max(64).default('+242 05 000 00 00 (démo)'),
  PAYMENT_MOOV_NUMBER: z.string().min(1).max(64).default('+242 06 000 00 00 (démo)'),
  PAYMENT_AIRTEL_USSD: z.string().min(1).max(32).default('*128#'),
  PAYMENT_MOOV_USSD: z.string().min(1).max(32).default('*555#'),
  PAYMENT_PROCESSING_TIME: z
    .string()
    .min(1)
    .max(200)
    .default('Généralement moins de 15 minutes les jours ouvrables'),
  PAYMENT_WEBHOOK_SECRET: z.string().min(32, { message: 'doit faire au moins 32 caractères' }).optional(),
  PAYMENT_MODE: z
    .enum(['simulator', 'live', 'off'], { message: 'doit valoir simulator, live ou off' })
    .optional(),
  PAYMENT_COUNTRY: z
    .enum(PAYMENT_COUNTRY_CODES, { message: `doit valoir ${PAYMENT_COUNTRY_CODES.join(' ou ')}` })
    .default('CG'),
  PAYMENT_CALLBACK_URL: optionalUrl,
  PAYMENT_CALLBACK_SECRET: z.string().min(32, { message: 'doit faire au moins 32 caractères' }).optional(),
  PAYMENT_REQUEST_TTL_S: positiveInt(3600).default(180),
  PAYMENT_RECONCILE_INTERVAL_S: positiveInt(3600).default(5),
  PAYMENT_SIMULATOR_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(3000),
  MTN_BASE_URL: optionalUrl,
  MTN_COLLECTION_KEY: optionalText,
  MTN_DISBURSEMENT_KEY: optionalText,
  MTN_API_USER: optionalText,
  MTN_API_KEY: optionalText,
  MTN_TARGET_ENVIRONMENT: optionalText,
  AIRTEL_BASE_URL: optionalUrl,
  AIRTEL_CLIENT_ID: optionalText,
  AIRTEL_CLIENT_SECRET: optionalText,
  AIRTEL_CALLBACK_KEY: optionalText,
  AUCTION_SOFT_CLOSE_S: positiveInt(3600).default(120),
  AUCTION_SETTLE_INTERVAL_S: positiveInt(3600).default(30),
  AUCTION_MAX_BID_FACTOR: positiveInt(1000).default(10),
  AUCTION_PAYMENT_HOURS: positiveInt(24 * 30).default(12),
  AUCTION_NONPAYMENT_BAN_DAYS: positiveInt(3650).default(30),
  RESERVATION_HOLD_MINUTES: positiveInt(60 * 24 * 30).default(24 * 60),
  RESERVATION_EXPIRY_INTERVAL_S: positiveInt(3600).default(60),
  SONG_PROCESS_INTERVAL_S: positiveInt(3600).default(5),
  SONG_MAX_MINUTES: positiveInt(24 * 60).default(20),
  SONG_PROCESS_CONCURRENCY: positiveInt(64).optional(),
  SONG_TRANSCODE_TIMEOUT_S: positiveInt(6 * 3600).default(600),
  SONG_UPLOADS_MAX_PENDING: positiveInt(1000).default(3),
  ARTIST_NEWS_INTERVAL_S: positiveInt(3600).default(60),
  READ_CACHE_ECHO_TIMEOUT_MS: positiveInt(60_000).default(200),
  DB_STATEMENT_TIMEOUT_MS: positiveInt(3_600_000).default(DEFAULT_POSTGRES_LIMITS.statementTimeoutMs),
  DB_LOCK_TIMEOUT_MS: positiveInt(3_600_000).default(DEFAULT_POSTGRES_LIMITS.lockTimeoutMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: positiveInt(3_600_000).default(
    DEFAULT_POSTGRES_LIMITS.idleInTransactionTimeoutMs,
  ),
  DB_TRANSACTION_TIMEOUT_MS: positiveInt(3_600_000).default(DEFAULT_TRANSACTION_TIMEOUT_MS),
  FFMPEG_PATH: optionalText,
  CASH_HOLD_HOURS: positiveInt(24 * 90).default(72),
  MAX_UNPAID_TICKETS_PER_EVENT: positiveInt(10_000).default(8),
  OIDC_ISSUER: optionalUrl,
  OIDC_CLIENT_ID: optionalText,
  OIDC_CLIENT_SECRET: optionalText,
  OIDC_PROVIDER: z
    .string()
    .regex(/^[a-z0-9_-]{1,32}$/, { message: 'doit être un nom en minuscules (a-z, 0-9, _ ou -)' })
    .default('google'),
});

/** Every setting's name, as the environment spells it (`.env.example` and docs/settings.md list them all). */
export const SETTING_NAMES = Object.keys(envSchema.shape);

type Settings = z.output<typeof envSchema>;

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
    /** The OpenID Connect identity provider, or null when not configured. */
    oidc,
  };
}

const configSchema = envSchema.transform(toConfig);

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
