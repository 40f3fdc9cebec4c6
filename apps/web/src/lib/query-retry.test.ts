import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client.ts';
import { retryUnlessClientError } from './query-retry.ts';

describe('retryUnlessClientError', () => {
  it('retries a network failure once', () => {
    const offline = new ApiError(0, null, 'connexion');
    expect(retryUnlessClientError(0, offline)).toBe(true);
    expect(retryUnlessClientError(1, offline)).toBe(false);
  });

  it('retries a 5xx answer once', () => {
    const down = new ApiError(503, null, 'indisponible');
    expect(retryUnlessClientError(0, down)).toBe(true);
    expect(retryUnlessClientError(1, down)).toBe(false);
  });

  it('retries an unknown error once', () => {
    expect(retryUnlessClientError(0, new Error('boom'))).toBe(true);
    expect(retryUnlessClientError(1, new Error('boom'))).toBe(false);
  });

  it('never retries a 4xx answer', () => {
    expect(retryUnlessClientError(0, new ApiError(404, null, 'introuvable'))).toBe(false);
    expect(retryUnlessClientError(0, new ApiError(400, null, 'invalide'))).toBe(false);
    expect(retryUnlessClientError(0, new ApiError(499, null, 'x'))).toBe(false);
  });
});
