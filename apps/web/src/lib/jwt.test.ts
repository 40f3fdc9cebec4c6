import { describe, expect, it } from 'vitest';
import { readJwtExpiry, readJwtUserId } from './jwt.ts';

/** base64url of the UTF-8 JSON of a value, as a JWT encodes its parts. */
function encode(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  const binary = Array.from(bytes, (byte) => String.fromCharCode(byte)).join('');
  return btoa(binary).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
}
const jwt = (claims: unknown) => `${encode({ alg: 'HS256' })}.${encode(claims)}.signature`;

describe('readJwtExpiry', () => {
  it('reads the exp claim of a JWT', () => {
    expect(readJwtExpiry(jwt({ sub: '1', exp: 1_900_000_000 }))).toBe(1_900_000_000);
  });

  it('reads claims holding base64url characters and accents', () => {
    expect(readJwtExpiry(jwt({ first_name: 'Élodie ~~~ ??? 🎵', exp: 42 }))).toBe(42);
  });

  it('answers null for anything else', () => {
    expect(readJwtExpiry('token-de-test')).toBeNull();
    expect(readJwtExpiry('a.b.c')).toBeNull();
    expect(readJwtExpiry(jwt({ sub: '1' }))).toBeNull();
    expect(readJwtExpiry(jwt({ exp: '12' }))).toBeNull();
    expect(readJwtExpiry(jwt(null))).toBeNull();
  });
});

describe('readJwtUserId', () => {
  it('reads user_id, else sub, as a string', () => {
    expect(readJwtUserId(jwt({ user_id: 7, sub: '7' }))).toBe('7');
    expect(readJwtUserId(jwt({ sub: '12' }))).toBe('12');
  });

  it('answers null without an id or for anything that is not a JWT', () => {
    expect(readJwtUserId(jwt({ exp: 1 }))).toBeNull();
    expect(readJwtUserId('token-de-test')).toBeNull();
  });
});
