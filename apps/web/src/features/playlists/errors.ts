import { commonMessages, musicMessages } from '@sanza/contracts/constants';
import { ApiError } from '../../lib/api-client.ts';

/** The server's `detail`, else its first field message, if its error body has one. */
function serverMessage(body: unknown): string | null {
  if (!body || typeof body !== 'object') return null;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string' && record.detail) return record.detail;
  for (const value of Object.values(record)) {
    if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  }
  return null;
}

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
      return serverMessage(error.body) ?? fallback;
    default:
      return fallback;
  }
}
