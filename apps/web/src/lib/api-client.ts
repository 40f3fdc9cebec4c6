import { commonMessages } from '@sanza/contracts';
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

/** The credential headers of the signed-in user: bearer access token and identity-provider token. */
export function authHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const access = readToken('access');
  const idp = readToken('idp');
  if (access) headers.Authorization = `Bearer ${access}`;
  if (idp) headers['X-IdP-Token'] = idp;
  return headers;
}

/** The message a DRF-style error body carries: `detail`, else the first field error. */
function messageOf(body: unknown, status: number): string {
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

/** Spec 1 §4: any 401 removes the stored tokens and sends the user to the sign-in page. */
function handleUnauthorized(): void {
  clearTokens();
  if (window.location.pathname !== '/login') window.location.assign('/login');
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as a JSON body. */
  json?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/** Calls the API and returns its JSON answer; throws `ApiError` on a network failure or a non-2xx answer. */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...authHeaders(),
    ...options.headers,
  };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(apiUrl(path), {
      method: options.method ?? 'GET',
      headers,
      body: options.json === undefined ? undefined : JSON.stringify(options.json),
      signal: options.signal,
    });
  } catch (error) {
    if (options.signal?.aborted) throw error;
    throw new ApiError(0, null, commonMessages.connection);
  }
  const body = await readBody(response);
  if (response.status === 401) handleUnauthorized();
  if (!response.ok) throw new ApiError(response.status, body, messageOf(body, response.status));
  return body as T;
}

/** `GET` shorthand. */
export function apiGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  return apiRequest<T>(path, { signal });
}
