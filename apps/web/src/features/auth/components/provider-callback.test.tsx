// @vitest-environment jsdom
import '../../../test/dom.ts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, makeAccessToken, makeUser, mockApi, renderAt } from '../../../test/auth.tsx';
import { logout } from '../store.ts';
import { LoginCallback, ProviderCallback } from './provider-callback.tsx';

describe('identity-provider return', () => {
  beforeEach(() => {
    logout();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('reading B: stores the token, fetches the user with it as bearer and goes to /', async () => {
    const fetchMock = mockApi([
      { method: 'GET', path: '/api/auth/user/', answer: () => jsonResponse(200, makeUser()) },
    ]);
    renderAt(<LoginCallback />, { path: '/login/callback', url: '/login/callback?access_token=idp_abc' });

    expect(await screen.findByRole('heading', { name: 'Page /' })).toBeInTheDocument();
    expect(localStorage.getItem('idp_access_token')).toBe('idp_abc');
    expect(callsTo(fetchMock, '/api/auth/user/')[0]?.init?.headers).toMatchObject({
      Authorization: 'Bearer idp_abc',
    });
  });

  it('reading B: without a token, goes to /login', async () => {
    const fetchMock = mockApi([]);
    renderAt(<LoginCallback />, { path: '/login/callback', url: '/login/callback' });
    expect(await screen.findByRole('heading', { name: 'Page /login' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reading B: when the user cannot be fetched, goes to /login', async () => {
    mockApi([{ method: 'GET', path: '/api/auth/user/', answer: () => jsonResponse(500, { detail: 'x' }) }]);
    renderAt(<LoginCallback />, { path: '/login/callback', url: '/login/callback?access_token=idp_abc' });
    expect(await screen.findByRole('heading', { name: 'Page /login' })).toBeInTheDocument();
  });

  it('reading A: signs in with the provider token and goes to /', async () => {
    const access = makeAccessToken();
    const fetchMock = mockApi([
      {
        method: 'POST',
        path: '/api/google/login/',
        answer: () => jsonResponse(200, { access, refresh: 'r1' }),
      },
    ]);
    renderAt(<ProviderCallback />, {
      path: '/login/:provider/callback',
      url: '/login/google/callback?access_token=idp_abc',
    });

    expect(await screen.findByRole('heading', { name: 'Page /' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/google/login/')[0]?.body).toEqual({ access_token: 'idp_abc' });
    expect(localStorage.getItem('access')).toBe(access);
    expect(localStorage.getItem('idp_access_token')).toBe('idp_abc');
  });

  it('reading A: a refused token goes back to the sign-in page, which says so', async () => {
    mockApi([
      { method: 'POST', path: '/api/google/login/', answer: () => jsonResponse(401, { detail: 'x' }) },
    ]);
    renderAt(<ProviderCallback />, {
      path: '/login/:provider/callback',
      url: '/login/google/callback?access_token=bad',
    });
    expect(await screen.findByRole('heading', { name: 'Page /login?error=idp' })).toBeInTheDocument();
    expect(localStorage.getItem('idp_access_token')).toBeNull();
  });
});
