import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, ROOT_DIR } from './config.ts';

describe('loadConfig', () => {
  it('works with nothing set: port 3000, embedded database under var/, demo seeded', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(`${ROOT_DIR}/var`);
    expect(config.mediaDir).toBe(`${ROOT_DIR}/var/media`);
    expect(config.seedDemo).toBe(true);
    expect(config.timeZone).toBe('Africa/Douala');
    expect(config.maxUnpaidTicketsPerEvent).toBe(8);
  });

  it('processes songs every 5 s with the shipped ffmpeg by default, or as FFMPEG_PATH and SONG_PROCESS_INTERVAL_S say', () => {
    const defaults = loadConfig({});
    expect([defaults.songProcessIntervalMs, defaults.ffmpegPath]).toEqual([5000, undefined]);
    const set = loadConfig({ SONG_PROCESS_INTERVAL_S: '30', FFMPEG_PATH: ' /usr/bin/ffmpeg ' });
    expect([set.songProcessIntervalMs, set.ffmpegPath]).toEqual([30_000, '/usr/bin/ffmpeg']);
    expect(() => loadConfig({ SONG_PROCESS_INTERVAL_S: '0' })).toThrow(ConfigError);
  });

  it('bounds songs to 20 minutes, 10 min of ffmpeg, 3 unfinished uploads, one job per core, or as SONG_* say', () => {
    const defaults = loadConfig({});
    expect([
      defaults.songMaxMinutes,
      defaults.songTranscodeTimeoutMs,
      defaults.songUploadsMaxPending,
      defaults.songProcessConcurrency,
    ]).toEqual([20, 600_000, 3, Math.min(availableParallelism(), 64)]);
    const set = loadConfig({
      SONG_MAX_MINUTES: '5',
      SONG_TRANSCODE_TIMEOUT_S: '60',
      SONG_UPLOADS_MAX_PENDING: '1',
      SONG_PROCESS_CONCURRENCY: '2',
    });
    expect([set.songMaxMinutes, set.songTranscodeTimeoutMs, set.songUploadsMaxPending]).toEqual([
      5, 60_000, 1,
    ]);
    expect(set.songProcessConcurrency).toBe(2);
    expect(() => loadConfig({ SONG_PROCESS_CONCURRENCY: '0' })).toThrow(/SONG_PROCESS_CONCURRENCY/);
    expect(() => loadConfig({ SONG_MAX_MINUTES: 'vingt' })).toThrow(/SONG_MAX_MINUTES : doit être un entier/);
  });

  it('bounds how long a request holds the database, by default and as the DB_* settings say', () => {
    expect(loadConfig({}).database).toEqual({
      postgres: { statementTimeoutMs: 15_000, lockTimeoutMs: 10_000, idleInTransactionTimeoutMs: 30_000 },
      transactionTimeoutMs: 20_000,
    });
    const set = loadConfig({
      DB_STATEMENT_TIMEOUT_MS: '5000',
      DB_LOCK_TIMEOUT_MS: '1000',
      DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: '9000',
      DB_TRANSACTION_TIMEOUT_MS: '3000',
    });
    expect(set.database).toEqual({
      postgres: { statementTimeoutMs: 5000, lockTimeoutMs: 1000, idleInTransactionTimeoutMs: 9000 },
      transactionTimeoutMs: 3000,
    });
    expect(() => loadConfig({ DB_LOCK_TIMEOUT_MS: '0' })).toThrow(/DB_LOCK_TIMEOUT_MS/);
  });

  it('reads SEED_DEMO=false and a PUBLIC_URL without its trailing slash', () => {
    const config = loadConfig({ SEED_DEMO: 'false', PUBLIC_URL: 'https://sanza.example/' });
    expect(config.seedDemo).toBe(false);
    expect(config.publicUrl).toBe('https://sanza.example');
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['SEED_DEMO', 'peut-être'],
    ['DATABASE_URL', 'not a url'],
    ['JWT_SECRET', 'short'],
    ['LOG_LEVEL', 'loud'],
    ['TIME_ZONE', 'Mars/Olympus'],
    ['SMTP_URL', 'http://mail.example'],
    ['MAIL_FROM', 'personne'],
    ['CAPTCHA_COST', '0'],
    ['CAPTCHA_MAX_NUMBER', 'beaucoup'],
    ['AUTH_RATE_LIMIT_PER_MINUTE', '-1'],
    ['OIDC_PROVIDER', 'Google!'],
    ['MAX_UNPAID_TICKETS_PER_EVENT', '0'],
    ['MAX_UNPAID_TICKETS_PER_EVENT', 'huit'],
  ])('rejects a bad %s with one message naming it', (name, value) => {
    let error: unknown;
    try {
      loadConfig({ [name]: value });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('Configuration invalide');
    expect(message).toContain(name);
  });

  it('defaults the account settings: file mail, light captcha, 20 attempts a minute, no identity provider', () => {
    const config = loadConfig({});
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Sanza <no-reply@sanza.local>');
    expect(config.captcha).toEqual({ cost: 500, maxNumber: 1000 });
    expect(config.authRateLimitPerMinute).toBe(20);
    expect(config.oidc).toBeNull();
  });

  it('reads the identity provider, defaulting its name to google', () => {
    const config = loadConfig({
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    });
    expect(config.oidc).toEqual({
      issuer: 'https://accounts.google.com',
      clientId: 'id',
      clientSecret: 'secret',
      provider: 'google',
    });
    expect(
      loadConfig({ OIDC_ISSUER: 'http://127.0.0.1:9000', OIDC_CLIENT_ID: 'id' }).oidc?.clientSecret,
    ).toBeUndefined();
  });

  it.each([
    [{ OIDC_ISSUER: 'https://accounts.google.com' }, 'OIDC_CLIENT_ID'],
    [{ OIDC_CLIENT_ID: 'id' }, 'OIDC_ISSUER'],
    [{ OIDC_ISSUER: 'http://idp.example', OIDC_CLIENT_ID: 'id' }, 'OIDC_ISSUER'],
  ])('rejects an incomplete or insecure identity provider %j', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});

describe('TRUST_PROXY', () => {
  it.each([
    [undefined, false],
    ['false', false],
    ['0', false],
    ['true', 1],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    [
      ' 10.0.0.0/8 , 192.168.1.1, ::1, fd00::/8 ,loopback',
      ['10.0.0.0/8', '192.168.1.1', '::1', 'fd00::/8', 'loopback'],
    ],
  ])('reads %j as %j', (value, expected) => {
    expect(loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it.each([
    'peut-être',
    '11',
    '-1',
    '1.5',
    '10.0.0.256',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.1,',
    '10.0.0.1/8/8',
    'proxy.local',
  ])('refuses %j with a message naming TRUST_PROXY', (value) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(
      'Configuration invalide :\n  TRUST_PROXY : doit valoir false, un nombre de proxys entre 1 et 10, ou les adresses des proxys (IP ou CIDR) séparées par des virgules',
    );
  });
});
