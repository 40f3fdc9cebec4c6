import { commonMessages } from '@sanza/contracts/constants';
import { loginPathFor } from './return-path.ts';
import { clearTokens, readToken } from './tokens.ts';

/** Root every call goes under; set `VITE_API_ROOT` to serve the API from another origin. */
export const API_ROOT = (import.meta.env.VITE_API_ROOT ?? '/api').replace(/\/+$/, '');

/** A failed call: `status` is the HTTP status (0 when the server could not be reached), `body` its JSON. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** Full URL of an API path such as `/events/`. */
export function apiUrl(path: string): string {
  return API_ROOT + path;
}

/**
 * The credential headers of the signed-in user: the access token as bearer, plus the
 * identity-provider token in its own header. A user signed in through the provider only
 * has no access token: the provider token is then the bearer.
 */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const access = readToken('access');
  const idp = readToken('idp');
  const bearer = access ?? idp;
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  if (idp) headers['X-IdP-Token'] = idp;
  return headers;
}

/** Called before every authenticated call, to renew an access token about to expire (set by the auth feature). */
let beforeAuthenticatedRequest: (() => Promise<unknown>) | null = null;

/** Registers the hook that renews the access token before authenticated calls; `null` removes it. */
export function setBeforeAuthenticatedRequest(hook: (() => Promise<unknown>) | null): void {
  beforeAuthenticatedRequest = hook;
}

/**
 * The credential headers for a call made outside `apiRequest` (a resumable upload's chunks): the access token
 * is renewed first when it is about to expire, as `apiRequest` does.
 */
export async function freshAuthHeaders(): Promise<Record<string, string>> {
  if (beforeAuthenticatedRequest) await beforeAuthenticatedRequest().catch(() => undefined);
  return authHeaders();
}

/** The message a DRF-style error body carries: `detail`, else the first field error. */
export function messageOf(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const record = body as Record<string, unknown>;
    if (typeof record.detail === 'string') return record.detail;
    for (const value of Object.values(record)) {
      if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    }
  }
  return commonMessages.serverError(status);
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Any 401 removes the stored tokens and sends the user to the sign-in page, which brings them
 * back to where they were once signed in again.
 */
function handleUnauthorized(): void {
  clearTokens();
  const { pathname, search } = window.location;
  if (pathname === '/login' || pathname === '/auth2/login') return;
  window.location.assign(loginPathFor(pathname + search));
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as a JSON body. */
  json?: unknown;
  /** Sent as a multipart body (file uploads); the browser writes its content type. */
  form?: FormData;
  /**
   * A call made without credentials (sign-in, sign-up, token refresh, password reset): no credential header,
   * no token renewal, and a 401 is that call's own answer, not a signed-out session.
   */
  anonymous?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** Calls the API and returns its JSON answer; throws `ApiError` on a network failure or a non-2xx answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  if (!options.anonymous && beforeAuthenticatedRequest) {
    // A renewal failure is the session's business; the call goes on and gets its own answer.
    await beforeAuthenticatedRequest().catch(() => undefined);
  }
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...(options.anonymous ? {} : authHeaders()),
    ...options.headers,
  };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.json === undefined ? options.form : JSON.stringify(options.json),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null, commonMessages.connection);
  }
  const body = await readBody(response);
  if (response.status === 401 && !options.anonymous) handleUnauthorized();
  if (!response.ok) throw new ApiError(response.status, body, messageOf(body, response.status));
  return body as T;
}

/** `GET` shorthand. */
export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { signal });
}

/**
 * `GET` of a public answer, without credentials even when signed in (event browsing sends no token):
 * the same bytes for everyone, which the service worker and shared caches may keep.
 */
export function apiGetPublic<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { signal, anonymous: true });
}
