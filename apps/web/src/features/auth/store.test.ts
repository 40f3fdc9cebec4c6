// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../lib/api-client.ts';
import { callsTo, jsonResponse, makeAccessToken, mockApi } from '../../test/auth.tsx';
import {
  AUTH_CHECK_INTERVAL_MS,
  acceptProviderToken,
  checkAuthorization,
  hasSessionTokens,
  login,
  loginWithProviderToken,
  logout,
  startAuthorizationChecks,
  startSession,
} from './store.ts';

const stored = () => ({
  access: localStorage.getItem('access'),
  refresh: localStorage.getItem('refresh'),
  idp: localStorage.getItem('idp_access_token'),
});

function store(tokens: { access?: string; refresh?: string; idp?: string }) {
  if (tokens.access) localStorage.setItem('access', tokens.access);
  if (tokens.refresh) localStorage.setItem('refresh', tokens.refresh);
  if (tokens.idp) localStorage.setItem('idp_access_token', tokens.idp);
}

const providers = {
  method: 'GET',
  path: '/api/auth/providers/',
  answer: () => jsonResponse(200, [{ name: 'google', login_url: '/accounts/google/login/' }]),
};

describe('authorization state machine', () => {
  beforeEach(() => {
    logout();
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('a valid access token is authorized without any call', async () => {
    const fetchMock = mockApi([]);
    const access = makeAccessToken(300);
    store({ access, refresh: 'r1' });

    await expect(checkAuthorization()).resolves.toBe(true);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored()).toEqual({ access, refresh: 'r1', idp: null });
  });

  it('an expired access token is refreshed and the rotated tokens are stored', async () => {
    const fresh = makeAccessToken(300);
    const fetchMock = mockApi([
      {
        method: 'POST',
        path: '/api/token/refresh/',
        answer: () => jsonResponse(200, { access: fresh, refresh: 'r2' }),
      },
    ]);
    store({ access: makeAccessToken(-10), refresh: 'r1' });

    await expect(checkAuthorization()).resolves.toBe(true);
    expect(callsTo(fetchMock, '/api/token/refresh/').map((c) => c.body)).toEqual([{ refresh: 'r1' }]);
    expect(stored()).toEqual({ access: fresh, refresh: 'r2', idp: null });
  });

  it('keeps the refresh token when the refresh answers an access token only', async () => {
    const fresh = makeAccessToken(300);
    mockApi([
      { method: 'POST', path: '/api/token/refresh/', answer: () => jsonResponse(200, { access: fresh }) },
    ]);
    store({ access: makeAccessToken(-10), refresh: 'r1' });

    await expect(checkAuthorization()).resolves.toBe(true);
    expect(stored()).toEqual({ access: fresh, refresh: 'r1', idp: null });
  });

  it('a refused refresh signs out: every token is cleared', async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/token/refresh/',
        answer: () => jsonResponse(401, { detail: 'Session expirée. Veuillez vous reconnecter.' }),
      },
    ]);
    store({ access: makeAccessToken(-10), refresh: 'r1', idp: 'idp_1' });

    await expect(checkAuthorization()).resolves.toBe(false);
    expect(stored()).toEqual({ access: null, refresh: null, idp: null });
    expect(hasSessionTokens()).toBe(false);
  });

  it('an expired access token without refresh token signs out', async () => {
    const fetchMock = mockApi([]);
    store({ access: makeAccessToken(-10) });

    await expect(checkAuthorization()).resolves.toBe(false);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(stored()).toEqual({ access: null, refresh: null, idp: null });
  });

  it('an unreachable server keeps the session, to try again later (slow networks)', async () => {
    const fetchMock = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    const expired = makeAccessToken(-10);
    store({ access: expired, refresh: 'r1' });

    await expect(checkAuthorization()).resolves.toBe(true);
    expect(stored()).toEqual({ access: expired, refresh: 'r1', idp: null });
  });

  it('with no access token, a valid identity-provider token is validated with the server', async () => {
    const fetchMock = mockApi([
      providers,
      {
        method: 'POST',
        path: '/api/google/validate_token/',
        answer: () => jsonResponse(200, { valid: true }),
      },
    ]);
    store({ idp: 'idp_abc' });

    await expect(checkAuthorization()).resolves.toBe(true);
    expect(callsTo(fetchMock, '/api/google/validate_token/').map((c) => c.body)).toEqual([
      { access_token: 'idp_abc' },
    ]);
    expect(stored().idp).toBe('idp_abc');
  });

  it('an identity-provider token the server says is invalid is cleared', async () => {
    mockApi([
      providers,
      {
        method: 'POST',
        path: '/api/google/validate_token/',
        answer: () => jsonResponse(200, { valid: false }),
      },
    ]);
    store({ idp: 'idp_old', refresh: 'r0' });

    await expect(checkAuthorization()).resolves.toBe(false);
    expect(stored()).toEqual({ access: null, refresh: null, idp: null });
  });

  it('a garbage access token is cleared with the others', async () => {
    mockApi([]);
    store({ access: 'token-de-test', refresh: 'r1', idp: 'idp_x' });

    await expect(checkAuthorization()).resolves.toBe(false);
    expect(stored()).toEqual({ access: null, refresh: null, idp: null });
  });

  it('a lone refresh token (no access, no provider token) is cleared', async () => {
    mockApi([]);
    store({ refresh: 'r1' });
    await expect(checkAuthorization()).resolves.toBe(false);
    expect(stored().refresh).toBeNull();
  });

  it('concurrent checks share one refresh, so a rotated token is never spent twice', async () => {
    const fetchMock = mockApi([
      {
        method: 'POST',
        path: '/api/token/refresh/',
        answer: () => jsonResponse(200, { access: makeAccessToken(300), refresh: 'r2' }),
      },
    ]);
    store({ access: makeAccessToken(-10), refresh: 'r1' });

    const results = await Promise.all([checkAuthorization(), checkAuthorization(), checkAuthorization()]);
    expect(results).toEqual([true, true, true]);
    expect(callsTo(fetchMock, '/api/token/refresh/')).toHaveLength(1);
  });

  it('checks on start and again every 5 minutes, refreshing a token that expired meanwhile', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    const fetchMock = mockApi([
      {
        method: 'POST',
        path: '/api/token/refresh/',
        answer: () => jsonResponse(200, { access: makeAccessToken(300), refresh: 'r2' }),
      },
    ]);
    store({ access: makeAccessToken(240), refresh: 'r1' });

    const stop = startAuthorizationChecks();
    await vi.advanceTimersByTimeAsync(0);
    expect(callsTo(fetchMock, '/api/token/refresh/')).toHaveLength(0);

    await vi.advanceTimersByTimeAsync(AUTH_CHECK_INTERVAL_MS - 1000);
    expect(callsTo(fetchMock, '/api/token/refresh/')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(callsTo(fetchMock, '/api/token/refresh/')).toHaveLength(1);
    expect(stored().refresh).toBe('r2');

    stop();
    await vi.advanceTimersByTimeAsync(AUTH_CHECK_INTERVAL_MS * 3);
    expect(callsTo(fetchMock, '/api/token/refresh/')).toHaveLength(1);
  });

  it('the 5-minute check signs out when the refresh is refused', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-22T10:00:00Z') });
    mockApi([
      { method: 'POST', path: '/api/token/refresh/', answer: () => jsonResponse(401, { detail: 'x' }) },
    ]);
    store({ access: makeAccessToken(120), refresh: 'r1' });

    const stop = startAuthorizationChecks();
    await vi.advanceTimersByTimeAsync(0);
    expect(hasSessionTokens()).toBe(true);
    await vi.advanceTimersByTimeAsync(AUTH_CHECK_INTERVAL_MS);
    expect(hasSessionTokens()).toBe(false);
    stop();
  });
});

describe('login, logout and the identity provider', () => {
  beforeEach(() => {
    logout();
    localStorage.clear();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('login stores access and refresh and resolves true', async () => {
    const access = makeAccessToken();
    const fetchMock = mockApi([
      { method: 'POST', path: '/api/token/', answer: () => jsonResponse(200, { access, refresh: 'r1' }) },
    ]);

    await expect(login({ username: 'awa', password: 'secret1', captcha: 'c' })).resolves.toBe(true);
    expect(stored()).toEqual({ access, refresh: 'r1', idp: null });
    const [call] = callsTo(fetchMock, '/api/token/');
    expect(call?.body).toEqual({ username: 'awa', password: 'secret1', captcha: 'c' });
    expect(call?.init?.headers).not.toHaveProperty('Authorization');
  });

  it('a failed login resolves false, stores nothing, hands the error over and does not redirect', async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/token/',
        answer: () => jsonResponse(401, { detail: "Nom d'utilisateur ou mot de passe incorrect" }),
      },
    ]);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/auth2/login', assign });
    const onError = vi.fn();

    await expect(login({ username: 'awa', password: 'wrong12' }, onError)).resolves.toBe(false);
    expect(stored()).toEqual({ access: null, refresh: null, idp: null });
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 401 });
    expect(assign).not.toHaveBeenCalled();
  });

  it('logout removes the access, refresh and identity-provider tokens', () => {
    store({ access: makeAccessToken(), refresh: 'r', idp: 'i' });
    logout();
    expect(stored()).toEqual({ access: null, refresh: null, idp: null });
  });

  it('reading A: signs in with the provider token and keeps both', async () => {
    const access = makeAccessToken();
    const fetchMock = mockApi([
      {
        method: 'POST',
        path: '/api/google/login/',
        answer: () => jsonResponse(200, { access, refresh: 'r1' }),
      },
    ]);

    await expect(loginWithProviderToken('google', 'idp_1')).resolves.toBe(true);
    expect(callsTo(fetchMock, '/api/google/login/')[0]?.body).toEqual({ access_token: 'idp_1' });
    expect(stored()).toEqual({ access, refresh: 'r1', idp: 'idp_1' });
  });

  it('reading A: a refused provider token leaves nothing stored', async () => {
    mockApi([
      { method: 'POST', path: '/api/google/login/', answer: () => jsonResponse(401, { detail: 'x' }) },
    ]);
    await expect(loginWithProviderToken('google', 'idp_bad')).resolves.toBe(false);
    expect(stored()).toEqual({ access: null, refresh: null, idp: null });
  });

  it('reading B: the provider token alone becomes the bearer of later calls', async () => {
    const fetchMock = mockApi([
      { method: 'GET', path: '/api/auth/user/', answer: () => jsonResponse(200, {}) },
    ]);
    store({ access: makeAccessToken(), refresh: 'old' });

    acceptProviderToken('idp_9');
    await apiGet('/auth/user/');

    expect(stored()).toEqual({ access: null, refresh: null, idp: 'idp_9' });
    expect(callsTo(fetchMock, '/api/auth/user/')[0]?.init?.headers).toMatchObject({
      Authorization: 'Bearer idp_9',
      'X-IdP-Token': 'idp_9',
    });
  });
});

describe('startSession', () => {
  beforeEach(() => {
    logout();
    localStorage.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('renews an expiring access token before an authenticated call, which then carries the new one', async () => {
    const fresh = makeAccessToken(300);
    const fetchMock = mockApi([
      {
        method: 'POST',
        path: '/api/token/refresh/',
        answer: () => jsonResponse(200, { access: fresh, refresh: 'r2' }),
      },
      { method: 'GET', path: '/api/auth/user/', answer: () => jsonResponse(200, { id: 1 }) },
    ]);
    const stop = startSession();
    // Set after the start-up check, as a token that expired while the tab slept.
    await Promise.resolve();
    store({ access: makeAccessToken(10), refresh: 'r1' });

    await apiGet('/auth/user/');
    stop();

    expect(callsTo(fetchMock, '/api/token/refresh/')).toHaveLength(1);
    expect(callsTo(fetchMock, '/api/auth/user/')[0]?.init?.headers).toMatchObject({
      Authorization: `Bearer ${fresh}`,
    });
  });

  it('tells its caller when the last token goes away', () => {
    mockApi([]);
    const onSignedOut = vi.fn();
    store({ access: makeAccessToken(), refresh: 'r' });
    const stop = startSession(onSignedOut);
    logout();
    stop();
    expect(onSignedOut).toHaveBeenCalled();
  });
});
