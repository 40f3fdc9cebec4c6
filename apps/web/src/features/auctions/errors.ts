import { ApiError } from '../../lib/api-client.ts';

/**
 * The text of a failed auction call: the server's `detail`, else its first field message
 * (`{amount: ['Veuillez entrer un montant valide']}`), else `fallback`.
 */
export function auctionErrorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError) || !error.body || typeof error.body !== 'object') return fallback;
  const body = error.body as Record<string, unknown>;
  if (typeof body.detail === 'string' && body.detail) return body.detail;
  for (const value of Object.values(body)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return fallback;
}
