import { commonMessages } from '@sanza/contracts/constants';
import { ApiError, apiUrl, freshAuthHeaders, messageOf } from './api-client.ts';

/** A file the API answered: its content and the name the server gives it. */
export type ApiFile = { blob: Blob; fileName: string };

/**
 * `GET path` as a file, with the credential headers (a plain link would go without them, and the studio's files
 * are the signed-in user's own): answers the file and the name of its `Content-Disposition`, else `fallbackName`.
 * A failure is an `ApiError` carrying the server's message.
 */
export async function fetchApiFile(path: string, fallbackName: string): Promise<ApiFile> {
  const headers = await freshAuthHeaders();
  let response: Response;
  try {
    response = await fetch(apiUrl(path), { headers });
  } catch {
    throw new ApiError(0, null, commonMessages.connection);
  }
  if (!response.ok) {
    const text = await response.text();
    let body: unknown = text || null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // Not JSON: the text itself is the body, and the message falls back to the status.
    }
    throw new ApiError(response.status, body, messageOf(body, response.status));
  }
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  return { blob: await response.blob(), fileName };
}

/** Saves a file the page holds: a temporary link to it, clicked, then let go. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the URL by now; a later release leaves slow browsers time to read it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
