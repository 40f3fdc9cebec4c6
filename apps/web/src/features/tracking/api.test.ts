// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildPageView, redactUrl, sendPageView } from './api.ts';

const fetchMock = vi.fn<typeof fetch>();

describe('page-view tracking', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    window.localStorage.clear();
  });

  it('builds a page_view record with path, user agent and metadata', () => {
    const record = buildPageView('/events?x=1', 'https://example.org/');
    expect(record).toMatchObject({
      path: '/events?x=1',
      method: 'GET',
      action: 'page_view',
      user_agent: navigator.userAgent,
      metadata: { referrer: 'https://example.org/' },
    });
    expect(record.metadata.screen_resolution).toMatch(/^\d+x\d+$/);
    expect(Number.isNaN(Date.parse(String(record.metadata.timestamp)))).toBe(false);
  });

  it('posts the record to /api/dataset/log/ with keepalive and the bearer token when signed in', async () => {
    window.localStorage.setItem('access', 'tok');
    fetchMock.mockResolvedValue(new Response('{}', { status: 201 }));

    await sendPageView(buildPageView('/', ''));

    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/dataset/log/');
    expect(init).toMatchObject({ method: 'POST', keepalive: true });
    expect(init?.headers).toMatchObject({ Authorization: 'Bearer tok' });
    expect(JSON.parse(String(init?.body))).toMatchObject({ path: '/', action: 'page_view' });
  });

  it('never throws, neither on a network failure nor on a 401, and keeps the tokens', async () => {
    window.localStorage.setItem('access', 'tok');
    fetchMock.mockRejectedValueOnce(new TypeError('offline'));
    await expect(sendPageView(buildPageView('/', ''))).resolves.toBeUndefined();

    fetchMock.mockResolvedValueOnce(new Response('{}', { status: 401 }));
    await expect(sendPageView(buildPageView('/', ''))).resolves.toBeUndefined();
    expect(window.localStorage.getItem('access')).toBe('tok');
  });
});

describe('redactUrl', () => {
  it('masks the reset link and the identity-provider token, keeps everything else', () => {
    expect(redactUrl('/password-reset-confirm/MTI/abc-DEF_123')).toBe('/password-reset-confirm/:uid/:token');
    expect(redactUrl('/login/callback?access_token=idp_secret&x=1')).toBe(
      '/login/callback?access_token=redacted&x=1',
    );
    expect(redactUrl('http://127.0.0.1:3100/login/google/callback?access_token=s')).toBe(
      'http://127.0.0.1:3100/login/google/callback?access_token=redacted',
    );
    expect(redactUrl('/events?category=abc')).toBe('/events?category=abc');
  });

  it('redacts the page-view record it builds', () => {
    const record = buildPageView(
      '/login/callback?access_token=s',
      'http://a.example/password-reset-confirm/u/t',
    );
    expect(record.path).toBe('/login/callback?access_token=redacted');
    expect(record.metadata.referrer).toBe('http://a.example/password-reset-confirm/:uid/:token');
  });
});
