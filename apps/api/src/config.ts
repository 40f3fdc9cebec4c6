import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

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
  TRUST_PROXY: bool.default(false),
  TIME_ZONE: z.string().min(1).default('Africa/Douala'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string | undefined;
  databaseUrl: string | undefined;
  dataDir: string;
  mediaDir: string;
  webDistDir: string;
  jwtSecret: string | undefined;
  seedDemo: boolean;
  logLevel: string;
  trustProxy: boolean;
  timeZone: string;
};

export class ConfigError extends Error {}

/** Reads the configuration from environment variables; a bad value throws a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${String(i.path[0])} : ${i.message}`);
    throw new ConfigError(`Configuration invalide :\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = resolve(ROOT_DIR, e.DATA_DIR);
  if (e.TIME_ZONE && !isTimeZone(e.TIME_ZONE)) {
    throw new ConfigError(`Configuration invalide :\n  TIME_ZONE : fuseau horaire inconnu (${e.TIME_ZONE})`);
  }
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
    trustProxy: e.TRUST_PROXY,
    timeZone: e.TIME_ZONE,
  };
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
