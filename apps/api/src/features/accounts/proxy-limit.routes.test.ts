import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';

const TOO_MANY = { detail: 'Trop de tentatives. Réessayez dans quelques minutes.' };

/**
 * Signs in with a wrong password `tries` times from the socket address `from`, the i-th try carrying the
 * X-Forwarded-For header `forwardedFor(i)`; answers the status codes.
 */
async function signInTries(
  trustProxy: string,
  tries: number,
  from: string,
  forwardedFor: (i: number) => string,
): Promise<number[]> {
  const ctx = await createTestApp({ env: { AUTH_RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: trustProxy } });
  try {
    const codes: number[] = [];
    for (let i = 0; i < tries; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/token/',
        // A new name each time: failures against one account would ask for a captcha (400) instead.
        payload: { username: `awa${i}`, password: 'Wrong-password1' },
        remoteAddress: from,
        headers: { 'x-forwarded-for': forwardedFor(i) },
      });
      if (res.statusCode === 429) expect(res.json()).toEqual(TOO_MANY);
      codes.push(res.statusCode);
    }
    return codes;
  } finally {
    await ctx.close();
  }
}

const LIMITED = [401, 401, 401, 429, 429];

describe('the sign-in limit behind a reverse proxy', () => {
  it.each(['1', 'true'])(
    'with TRUST_PROXY=%s, rotating the left-most X-Forwarded-For entries does not escape the limit',
    async (trust) => {
      // The proxy (10.0.0.2) appends the address it saw, 203.0.113.7; what comes before is the client's say.
      const codes = await signInTries(trust, 5, '10.0.0.2', (i) => `198.51.100.${i}, 203.0.113.7`);
      expect(codes).toEqual(LIMITED);
    },
  );

  it('with TRUST_PROXY=1, clients seen by the proxy are counted apart', async () => {
    const codes = await signInTries('1', 5, '10.0.0.2', (i) => `203.0.113.${i}`);
    expect(codes).toEqual([401, 401, 401, 401, 401]);
  });

  it('with TRUST_PROXY=2, the second proxy from the end gives the address', async () => {
    const rotating = await signInTries('2', 5, '10.0.0.2', (i) => `198.51.100.${i}, 203.0.113.7, 10.0.0.9`);
    expect(rotating).toEqual(LIMITED);
  });

  it('with a list of proxy addresses, only those are believed', async () => {
    const behind = await signInTries('10.0.0.0/8', 5, '10.0.0.2', (i) => `198.51.100.${i}, 203.0.113.7`);
    expect(behind).toEqual(LIMITED);
    // A client reaching the server directly, not through a listed proxy, cannot name itself.
    const direct = await signInTries('10.0.0.0/8', 5, '192.0.2.50', (i) => `198.51.100.${i}`);
    expect(direct).toEqual(LIMITED);
  });

  it('with TRUST_PROXY=false, X-Forwarded-For is ignored', async () => {
    const codes = await signInTries('false', 5, '192.0.2.50', (i) => `198.51.100.${i}`);
    expect(codes).toEqual(LIMITED);
  });
});
