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
});
