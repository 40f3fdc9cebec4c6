import { commonMessages, musicMessages } from '@sanza/contracts/constants';
import { ApiError } from '../../lib/api-client.ts';
import { detailOf } from '../../lib/error-detail.ts';

/**
 * The message of a failed playlist action (create, add, remove, delete, follow). The original only logged these;
 * we show them: no answer 'Erreur de connexion au serveur'; 404 'Playlist introuvable'; 400 and 403 the server's
 * French text (a rule the user can act on); anything else the action's own `fallback`.
 */
export function playlistErrorMessage(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  switch (error.status) {
    case 0:
      return commonMessages.connection;
    case 404:
      return musicMessages.playlistNotFound;
    case 400:
    case 403:
      return detailOf(error.body) ?? fallback;
    default:
      return fallback;
  }
}
