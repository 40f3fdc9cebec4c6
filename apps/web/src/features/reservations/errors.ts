import { commonMessages, reservationStatusMessages } from '@sanza/contracts/constants';
import { ApiError } from '../../lib/api-client.ts';

/** The server's own message in a DRF-style body: `detail`, else the first field or non-field error. */
export function detailOf(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string' && record.detail) return record.detail;
  for (const value of Object.values(record)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return null;
}

/**
 * The message of a failed reservation or cart call ("Reservation service by status"): 400 the
 * server's detail or 'Données invalides'; 401, 403, 404 their fixed texts; 409 the detail or 'Conflit de
 * données'; any other status 'Erreur serveur ({status})'; no answer 'Erreur de connexion au serveur';
 * anything that is not a call failure 'Erreur de configuration de la requête'.
 */
export function reservationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return commonMessages.requestSetup;
  const detail = detailOf(error.body);
  switch (error.status) {
    case 0:
      return commonMessages.connection;
    case 400:
      return detail ?? reservationStatusMessages[400];
    case 401:
      return reservationStatusMessages[401];
    case 403:
      return reservationStatusMessages[403];
    case 404:
      return reservationStatusMessages[404];
    case 409:
      return detail ?? reservationStatusMessages[409];
    default:
      return commonMessages.serverError(error.status);
  }
}
