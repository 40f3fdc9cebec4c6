import { apiUrl, freshAuthHeaders } from '../../../lib/api-client.ts';
import {
  isRetryable,
  type SongMetadata,
  sameSongFields,
  UPLOAD_CHUNK_BYTES,
  UPLOAD_RETRY_DELAYS_MS,
  uploadErrorMessage,
} from './upload-rules.ts';
import { songUploadTexts as T } from './upload-texts.ts';

/** The resumable upload endpoint (tus 1.0). */
export const SONG_UPLOADS_ENDPOINT = apiUrl('/studio/uploads/');

export type SongUploadHandlers = {
  /** An unfinished upload of the same file and fields was found: it goes on from `from` bytes. */
  onResumed(from: number, total: number): void;
  onProgress(sent: number, total: number): void;
  /** A request failed for a passing reason: the client waits and tries again. */
  onRetrying(): void;
  /** The last byte arrived: the server's upload id (`GET /studio/songs/{id}/` follows it). */
  onReceived(uploadId: number): void;
  /** The upload stopped: the server's French message for a 4xx, else the connection's. */
  onError(message: string): void;
};

/**
 * Sends a song with tus-js-client (loaded only when an upload starts): 2 MB chunks, retries after a dropped
 * connection, the access token renewed before every request. The same file chosen again with the same fields
 * resumes the unfinished upload (tus fingerprint kept in localStorage). Answers a function that cancels.
 */
export async function startSongUpload(
  file: File,
  metadata: SongMetadata,
  handlers: SongUploadHandlers,
): Promise<{ cancel(): Promise<void> }> {
  const tus = await import('tus-js-client');
  let firstResponse = true;
  let resuming = false;
  const upload = new tus.Upload(file, {
    endpoint: SONG_UPLOADS_ENDPOINT,
    chunkSize: UPLOAD_CHUNK_BYTES,
    retryDelays: UPLOAD_RETRY_DELAYS_MS,
    metadata,
    removeFingerprintOnSuccess: true,
    async onBeforeRequest(req) {
      for (const [name, value] of Object.entries(await freshAuthHeaders())) req.setHeader(name, value);
    },
    onAfterResponse(req, res) {
      // The offset the server holds when an unfinished upload is taken up again (its first request).
      if (!firstResponse) return;
      firstResponse = false;
      if (resuming && req.getMethod() === 'HEAD' && res.getStatus() === 200)
        handlers.onResumed(Number(res.getHeader('Upload-Offset') ?? 0), file.size);
    },
    onProgress: (sent, total) => handlers.onProgress(sent, total),
    onShouldRetry(error) {
      const status = error.originalResponse?.getStatus() ?? 0;
      const retry = isRetryable(status, error.originalRequest?.getMethod());
      if (retry) handlers.onRetrying();
      return retry;
    },
    onSuccess({ lastResponse }) {
      try {
        const body = JSON.parse(lastResponse.getBody()) as { id?: unknown };
        if (typeof body.id === 'number') return handlers.onReceived(body.id);
      } catch {
        // Handled below.
      }
      handlers.onError(T.genericError);
    },
    onError(error) {
      const response = 'originalResponse' in error ? error.originalResponse : null;
      handlers.onError(uploadErrorMessage(response?.getStatus() ?? 0, response?.getBody() ?? '', T));
    },
  });
  const previous = await upload.findPreviousUploads();
  const same = previous.find((p) => sameSongFields(p.metadata, metadata));
  if (same) {
    resuming = true;
    upload.resumeFromPreviousUpload(same);
  }
  upload.start();
  return {
    // Ends the upload on the server too (DELETE): nothing is left to expire.
    cancel: () => upload.abort(true).catch(() => undefined),
  };
}
