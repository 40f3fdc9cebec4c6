// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiGet, apiRequest, setBeforeAuthenticatedRequest } from './api-client.ts';

const fetchMock = vi.fn<typeof fetch>();

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

describe('apiRequest', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('calls the path under /api and returns the JSON answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, [{ serial_id: 'a' }]));

    await expect(apiGet('/events/')).resolves.toEqual([{ serial_id: 'a' }]);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/events/');
  });

  it('sends the stored access token as bearer and the identity-provider token as X-IdP-Token', async () => {
    window.localStorage.setItem('access', 'acc-1');
    window.localStorage.setItem('idp_access_token', 'idp-1');
    fetchMock.mockResolvedValue(jsonResponse(200, {}));

    await apiRequest('/x/', { method: 'POST', json: { a: 1 } });

    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.headers).toMatchObject({
      Authorization: 'Bearer acc-1',
      'X-IdP-Token': 'idp-1',
      'Content-Type': 'application/json',
    });
    expect(init?.body).toBe('{"a":1}');
  });

  it('sends no credential header when nothing is stored', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiGet('/x/');
    const headers = fetchMock.mock.calls[0]?.[1]?.headers as Record<string, string>;
    expect(headers.Authorization).toBeUndefined();
    expect(headers['X-IdP-Token']).toBeUndefined();
  });

  it('throws an ApiError carrying status, body and the detail message', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { detail: 'Événement non trouvé' }));

    const error = await apiGet('/events/zz/').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, body: { detail: 'Événement non trouvé' } });
    expect((error as ApiError).message).toBe('Événement non trouvé');
  });

  it('reads the first field error of a validation body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(400, { username: ["Le nom d'utilisateur est requis"] }));
    await expect(apiGet('/x/')).rejects.toThrow("Le nom d'utilisateur est requis");
  });

  it('reports a network failure as status 0 with the connection message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/x/')).rejects.toMatchObject({
      status: 0,
      message: 'Erreur de connexion au serveur',
    });
  });

  it('on 401 removes every stored token and redirects to /login, remembering the page', async () => {
    window.localStorage.setItem('access', 'a');
    window.localStorage.setItem('refresh', 'r');
    window.localStorage.setItem('idp_access_token', 'i');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/reservations', assign });
    fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'Veuillez vous connecter' }));

    await expect(apiGet('/tickets/reservations/')).rejects.toMatchObject({ status: 401 });
    expect(window.localStorage.getItem('access')).toBeNull();
    expect(window.localStorage.getItem('refresh')).toBeNull();
    expect(window.localStorage.getItem('idp_access_token')).toBeNull();
    expect(assign).toHaveBeenCalledWith('/login?next=%2Freservations');
  });
});

describe('apiRequest options of the account calls', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    setBeforeAuthenticatedRequest(null);
    window.localStorage.clear();
  });

  it('an anonymous call sends no credentials and its 401 neither clears tokens nor redirects', async () => {
    window.localStorage.setItem('access', 'a');
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, pathname: '/auth2/login', assign });
    fetchMock.mockResolvedValue(jsonResponse(401, { detail: "Nom d'utilisateur ou mot de passe incorrect" }));

    await expect(apiRequest('/token/', { method: 'POST', json: {}, anonymous: true })).rejects.toMatchObject({
      status: 401,
    });
    expect(fetchMock.mock.calls[0]?.[1]?.headers).not.toHaveProperty('Authorization');
    expect(window.localStorage.getItem('access')).toBe('a');
    expect(assign).not.toHaveBeenCalled();
  });

  it('sends a FormData body as is, without a JSON content type', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    const form = new FormData();
    form.append('avatar', new Blob(['x']), 'a.png');
    await apiRequest('/auth/user/avatar/', { method: 'POST', form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).not.toHaveProperty('Content-Type');
  });

  it('runs the renewal hook before authenticated calls only', async () => {
    const hook = vi.fn(async () => {
      window.localStorage.setItem('access', 'renewed');
    });
    setBeforeAuthenticatedRequest(hook);
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));

    await apiGet('/auth/user/');
    expect(hook).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({ Authorization: 'Bearer renewed' });

    await apiRequest('/token/', { method: 'POST', json: {}, anonymous: true });
    expect(hook).toHaveBeenCalledTimes(1);
  });

  it('uses the identity-provider token as bearer when there is no access token', async () => {
    window.localStorage.setItem('idp_access_token', 'idp-1');
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiGet('/auth/user/');
    expect(fetchMock.mock.calls[0]?.[1]?.headers).toMatchObject({
      Authorization: 'Bearer idp-1',
      'X-IdP-Token': 'idp-1',
    });
  });
});
