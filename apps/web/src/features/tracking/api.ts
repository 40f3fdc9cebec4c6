import type { TrackingRecord } from '@sanza/contracts';
import { apiUrl, authHeaders } from '../../lib/api-client.ts';

/** Limits of the tracking record schema; longer values would make the server refuse the record. */
const MAX_PATH = 512;
const MAX_USER_AGENT = 512;
const MAX_REFERRER = 1024;

/** Query parameters that carry a credential: their values never leave the browser in a page view. */
const SECRET_PARAMS = ['access_token', 'token', 'code', 'state'];
/** Paths that carry a credential in their segments: the password-reset link. */
const SECRET_PATH = /^(\/password-reset-confirm)\/[^/?#]+\/[^/?#]+/;

/**
 * `path` (or a full URL) with its credentials masked: the reset link's uid and token, and the identity
 * provider's `?access_token=`. A page view is stored on the server; a token in it would be a leak.
 */
export function redactUrl(value: string): string {
  const isAbsolute = /^[a-z][a-z\d+.-]*:/i.test(value);
  let url: URL;
  try {
    url = new URL(value, 'http://sanza.invalid');
  } catch {
    return value;
  }
  url.pathname = url.pathname.replace(SECRET_PATH, '$1/:uid/:token');
  for (const name of SECRET_PARAMS) if (url.searchParams.has(name)) url.searchParams.set(name, 'redacted');
  const rest = url.pathname + url.search + url.hash;
  return isAbsolute ? url.origin + rest : rest;
}

/** The page-view record of `path` ("Tracking record"). */
export function buildPageView(path: string, referrer: string): TrackingRecord {
  return {
    path: redactUrl(path).slice(0, MAX_PATH),
    method: 'GET',
    action: 'page_view',
    user_agent: navigator.userAgent.slice(0, MAX_USER_AGENT),
    metadata: {
      screen_resolution: `${window.screen.width}x${window.screen.height}`,
      referrer: (referrer ? redactUrl(referrer) : referrer).slice(0, MAX_REFERRER),
      timestamp: new Date().toISOString(),
    },
  };
}

/**
 * Records a page view. It goes around the shared client on purpose: a tracking failure (network, 4xx,
 * 5xx, even 401) must never sign the user out or disturb the page, so every failure is swallowed.
 * `keepalive` lets the request finish when the user leaves the page.
 */
export async function sendPageView(record: TrackingRecord): Promise<void> {
  try {
    await fetch(apiUrl('/dataset/log/'), {
      method: 'POST',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', ...authHeaders() },
      body: JSON.stringify(record),
    });
  } catch {
    // Ignored ("Tracking failure: ignored").
  }
}
