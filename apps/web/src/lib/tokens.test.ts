// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { AUTH_TOKEN_MIRROR_KEY, clearTokens, readToken, writeTokens } from './tokens.ts';

describe('authToken mirror of the access token', () => {
  afterEach(() => window.localStorage.clear());

  it('writes authToken whenever the access token is written', () => {
    writeTokens({ access: 'acc-1', refresh: 'ref-1' });
    expect(window.localStorage.getItem(AUTH_TOKEN_MIRROR_KEY)).toBe('acc-1');

    writeTokens({ access: 'acc-2' });
    expect(window.localStorage.getItem(AUTH_TOKEN_MIRROR_KEY)).toBe('acc-2');
    expect(readToken('access')).toBe('acc-2');
  });

  it('leaves authToken alone when only other tokens change', () => {
    writeTokens({ access: 'acc-1' });
    writeTokens({ refresh: 'ref-2', idp: 'idp-1' });
    expect(window.localStorage.getItem(AUTH_TOKEN_MIRROR_KEY)).toBe('acc-1');
  });

  it('does not write authToken for an identity-provider token alone', () => {
    writeTokens({ idp: 'idp-1' });
    expect(window.localStorage.getItem(AUTH_TOKEN_MIRROR_KEY)).toBeNull();
  });

  it('removes authToken when the access token is removed', () => {
    writeTokens({ access: 'acc-1' });
    writeTokens({ access: null });
    expect(window.localStorage.getItem(AUTH_TOKEN_MIRROR_KEY)).toBeNull();
  });

  it('removes authToken with every other token on sign-out', () => {
    writeTokens({ access: 'acc-1', refresh: 'ref-1', idp: 'idp-1' });
    clearTokens();
    expect(window.localStorage.getItem(AUTH_TOKEN_MIRROR_KEY)).toBeNull();
    expect(readToken('access')).toBeNull();
    expect(readToken('refresh')).toBeNull();
    expect(readToken('idp')).toBeNull();
  });
});
