import type { TrackingRecord } from '@sanza/contracts';
import { apiUrl, authHeaders } from '../../lib/api-client.ts';

/** Limits of the tracking record schema; longer values would make the server refuse the record. */
const MAX_PATH = 512;
const MAX_USER_AGENT = 512;
const MAX_REFERRER = 1024;

/** The page-view record of `path` (spec 1 §3, "Tracking record"). */
export function buildPageView(path: string, referrer: string): TrackingRecord {
  return {
    path: path.slice(0, MAX_PATH),
    method: 'GET',
    action: 'page_view',
    user_agent: navigator.userAgent.slice(0, MAX_USER_AGENT),
    metadata: {
      screen_resolution: `${window.screen.width}x${window.screen.height}`,
      referrer: referrer.slice(0, MAX_REFERRER),
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
    // Ignored (spec 1 §8: "Tracking failure: ignored").
  }
}
