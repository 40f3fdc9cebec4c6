import { paymentMessages } from '@sanza/contracts/constants';
import { ApiError } from '../../lib/api-client.ts';

/** The server's own message in a DRF-style body: `detail`, else the first field error. */
export function serverMessageOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0) return null;
  const body = error.body;
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string' && record.detail) return record.detail;
  for (const value of Object.values(record)) {
    if (Array.isArray(value) && typeof value[0] === 'string' && value[0]) return value[0];
  }
  return null;
}

/**
 * A failed mobile-money confirmation: 'Payment failed: {server message}' when the server said why,
 * else 'Une erreur est survenue. Veuillez réessayer.' (no answer, or an answer without a message).
 */
export function checkoutFailureMessage(error: unknown): string {
  const message = serverMessageOf(error);
  return message ? paymentMessages.paymentFailed(message) : paymentMessages.genericError;
}

/** A failed cash choice: 'Erreur lors de la confirmation cash : {message}', else the generic text. */
export function cashFailureMessage(error: unknown): string {
  const message = serverMessageOf(error);
  return message ? paymentMessages.cashFailed(message) : paymentMessages.genericError;
}

/** Any other failed payment call (staff decisions, check-in): the server's message, else the generic text. */
export function paymentErrorMessage(error: unknown): string {
  return serverMessageOf(error) ?? paymentMessages.genericError;
}

/** The server's first message about one field of a 400 (`{phone: [msg]}`), or null. */
export function fieldMessageOf(error: unknown, field: string): string | null {
  if (!(error instanceof ApiError) || error.status !== 400) return null;
  const body = error.body;
  if (!body || typeof body !== 'object') return null;
  const value = (body as Record<string, unknown>)[field];
  return Array.isArray(value) && typeof value[0] === 'string' && value[0] ? value[0] : null;
}

/** Whether the call was refused because the user is not staff. */
export function isStaffOnlyError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403;
}
