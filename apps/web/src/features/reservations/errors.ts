import { commonMessages, reservationStatusMessages } from '@sanza/contracts/constants';
import { ApiError } from '../../lib/api-client.ts';
import { detailOf } from '../../lib/error-detail.ts';

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
