import { ApiError } from './api-client.ts';

/**
 * A 4xx answer will not change on a second try (an unknown event or auction stays unknown); anything else — a
 * network failure, a 5xx — is retried once. For a query's `retry` option.
 */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}
