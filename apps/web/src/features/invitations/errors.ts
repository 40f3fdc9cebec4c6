import { invitationMessages as msg } from '@sanza/contracts/constants';
import { ApiError } from '../../lib/api-client.ts';

/** The server's `detail`, if its error body has one. */
function detailOf(body: unknown): string | null {
  const detail = body && typeof body === 'object' ? (body as { detail?: unknown }).detail : null;
  return typeof detail === 'string' && detail ? detail : null;
}

/**
 * The message of a failed invitation (spec 2 §8, "Send invitation"): 400 the detail or 'Données d'invitation
 * invalides'; 401, 404, 409 their texts; no answer 'Erreur de connexion au serveur'; anything else the generic one.
 */
export function invitationErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return msg.sendError;
  switch (error.status) {
    case 0:
      return msg.connectionError;
    case 400:
      return detailOf(error.body) ?? msg.invalidData;
    case 401:
      return msg.loginToSend;
    case 404:
      return msg.eventNotFound;
    case 409:
      return msg.alreadyInvited;
    default:
      return msg.sendError;
  }
}
