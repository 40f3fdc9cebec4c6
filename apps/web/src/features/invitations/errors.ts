import { invitationMessages as msg } from '@sanza/contracts/constants';
import { ApiError } from '../../lib/api-client.ts';
import type { InvitationAnswer, InvitationBox } from './api.ts';

/** The server's `detail`, if its error body has one. */
function detailOf(body: unknown): string | null {
  const detail = body && typeof body === 'object' ? (body as { detail?: unknown }).detail : null;
  return typeof detail === 'string' && detail ? detail : null;
}

/**
 * The message of a failed invitation ("Send invitation"): 400 the detail or 'Données d'invitation
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

/**
 * The message of a list that failed to load ("List received" / "List sent"): 401 asks to sign in to see
 * that list; anything else is the generic 'Une erreur est survenue lors de la récupération des invitations'.
 */
export function invitationListErrorMessage(box: InvitationBox, error: unknown): string {
  if (error instanceof ApiError && error.status === 401) {
    return box === 'received' ? msg.loginToSeeReceived : msg.loginToSeeSent;
  }
  return msg.listError;
}

/**
 * The message of a failed answer ("Respond"): 401 and 404 their texts; 409 says the invitation can no
 * longer be accepted or refused, after the answer that was tried; anything else the generic one.
 */
export function respondErrorMessage(error: unknown, answer: InvitationAnswer): string {
  if (!(error instanceof ApiError)) return msg.respondError;
  switch (error.status) {
    case 401:
      return msg.loginToRespond;
    case 404:
      return msg.notFound;
    case 409:
      return answer === 'confirmed' ? msg.cannotAccept : msg.cannotDecline;
    default:
      return msg.respondError;
  }
}

/**
 * The message of a failed cancellation ("Cancel"): 400, 401, 403, 404, 409 and 500 their texts; no
 * answer 'Pas de réponse du serveur'; any other status the server's message, else the generic one.
 */
export function cancelErrorMessage(error: unknown): string {
  if (!(error instanceof ApiError)) return msg.cancelError;
  switch (error.status) {
    case 0:
      return msg.noResponse;
    case 400:
      return msg.badRequest;
    case 401:
      return msg.loginToCancel;
    case 403:
      return msg.notAllowedToCancel;
    case 404:
      return msg.notFound;
    case 409:
      return msg.cannotCancel;
    case 500:
      return msg.internal;
    default:
      return detailOf(error.body) ?? msg.cancelError;
  }
}
