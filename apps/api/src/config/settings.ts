import { isIP } from 'node:net';
import { PAYMENT_COUNTRY_CODES } from '@sanza/contracts/constants';
import { z } from 'zod';
import { DEFAULT_POSTGRES_LIMITS, DEFAULT_TRANSACTION_TIMEOUT_MS } from '../lib/db-limits.ts';

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

/** Every setting the server reads from its environment, each checked with its French message. */
export const envSchema = z.object({
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
  PLATFORM_FEE_PERCENT: z.coerce
    .number({ message: 'doit être un nombre entre 0 et 50' })
    .min(0, { message: 'doit être un nombre entre 0 et 50' })
    .max(50, { message: 'doit être un nombre entre 0 et 50' })
    .default(5),
  PAYOUT_HOLD_DAYS: z.coerce
    .number({ message: 'doit être un entier entre 0 et 90' })
    .int({ message: 'doit être un entier entre 0 et 90' })
    .min(0, { message: 'doit être un entier entre 0 et 90' })
    .max(90, { message: 'doit être un entier entre 0 et 90' })
    .default(2),
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

/** The settings once each passed its own check. */
export type Settings = z.output<typeof envSchema>;
