import { STUDIO_SONG_MAX_BYTES } from '@sanza/contracts/constants';

/** Size of each PATCH: small enough to lose little on a dropped connection, large enough to be quick. */
export const UPLOAD_CHUNK_BYTES = 2 * 1024 * 1024;
/** Waits before each new try after a dropped connection (then the upload stops and says so). */
export const UPLOAD_RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000, 30_000];
/** How often the processing state is asked for once the file is received. */
export const STATUS_POLL_MS = 2000;
/** Formats the file input offers (the server checks the content itself). */
export const AUDIO_ACCEPT =
  '.mp3,.m4a,.aac,.mp4,.ogg,.oga,.opus,.flac,.wav,audio/mpeg,audio/mp4,audio/aac,audio/x-m4a,audio/ogg,audio/opus,audio/flac,audio/wav,audio/x-wav';

const megabytes = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const kilobytes = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 });

/** A size in French units: « 820 Ko », « 3,2 Mo » (1 Mo = 1 048 576 octets, as the 200 Mo limit counts). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${kilobytes.format(Math.max(0, bytes) / 1024)} Ko`;
  return `${megabytes.format(bytes / (1024 * 1024))} Mo`;
}

/** The whole percent sent, never 100 before the last byte. */
export function percentOf(sent: number, total: number): number {
  if (total <= 0) return 0;
  if (sent >= total) return 100;
  return Math.min(99, Math.floor((sent / total) * 100));
}

/** « 3,2 Mo sur 8,5 Mo ». */
export function progressText(sent: number, total: number): string {
  return `${formatBytes(sent)} sur ${formatBytes(total)}`;
}

/** A title from a file name: no extension, separators as spaces, spaces squeezed. */
export function titleFromFileName(name: string): string {
  const base = name.replace(/\.[A-Za-z0-9]{1,5}$/, '');
  return base.replace(/[_]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 200);
}

/** What the form found wrong in a chosen file before sending it (the server checks the content). */
export function fileProblem(file: File | null, texts: { fileMissing: string; fileTooLarge: string }) {
  if (!file) return texts.fileMissing;
  if (file.size > STUDIO_SONG_MAX_BYTES) return texts.fileTooLarge;
  return null;
}

/** The fields sent with the upload (tus Upload-Metadata): only the ones filled in. */
export type SongMetadata = Record<string, string>;
export function uploadMetadata(
  file: { name: string; type: string },
  fields: { title: string; genre: string; album_id: string; track_number: string },
): SongMetadata {
  const out: SongMetadata = { filename: file.name };
  if (file.type) out.filetype = file.type;
  for (const key of ['title', 'genre', 'album_id', 'track_number'] as const) {
    const value = fields[key].trim();
    if (value) out[key] = value;
  }
  return out;
}

/** Whether an unfinished upload was started with the same song fields (it is resumed only then). */
export function sameSongFields(a: SongMetadata, b: SongMetadata): boolean {
  const keys = ['title', 'genre', 'album_id', 'track_number'];
  return keys.every((key) => (a[key] ?? '') === (b[key] ?? ''));
}

/**
 * Whether a failed request is worth trying again: no answer at all (connection dropped), a server error, or
 * tus's 409/423 on an upload already created (offset out of step, upload locked by a request still closing).
 * At creation (POST) a 409 is the server's verdict (e.g. an artist profile is needed first), like any 4xx.
 */
export function isRetryable(status: number, method = 'PATCH'): boolean {
  if (status === 0 || status >= 500) return true;
  return (status === 409 || status === 423) && method !== 'POST';
}

/** The message of a failed upload request: the server's own French text for a 4xx, else the connection's. */
export function uploadErrorMessage(
  status: number,
  body: string,
  texts: { connectionLost: string; genericError: string },
): string {
  if (status === 0) return texts.connectionLost;
  if (status >= 400 && status < 500) {
    try {
      const parsed = JSON.parse(body) as Record<string, unknown>;
      if (typeof parsed.detail === 'string') return parsed.detail;
      for (const value of Object.values(parsed))
        if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
    } catch {
      // Not the API's JSON: the generic text below.
    }
  }
  return status >= 500 ? texts.connectionLost : texts.genericError;
}

/** Where an upload stands, from choosing the file to the published song. */
export type UploadState =
  | { step: 'idle'; error?: string; notice?: string }
  | { step: 'starting' }
  | { step: 'uploading'; sent: number; total: number; resumedFrom: number | null }
  | { step: 'retrying'; sent: number; total: number; resumedFrom: number | null }
  | { step: 'processing'; uploadId: number }
  | { step: 'ready'; uploadId: number; songId: number }
  | { step: 'failed'; uploadId: number; error: string };

export type UploadEvent =
  | { type: 'start' }
  | { type: 'resumed'; from: number; total: number }
  | { type: 'progress'; sent: number; total: number }
  | { type: 'retrying' }
  | { type: 'received'; uploadId: number }
  | { type: 'status'; status: 'processing' | 'ready' | 'failed'; songId: number | null; error?: string }
  | { type: 'error'; message: string }
  | { type: 'cancel'; notice: string }
  | { type: 'reset' };

const sending = (state: UploadState) => state.step === 'uploading' || state.step === 'retrying';

/** The upload's state machine: events that do not apply to the current step leave it unchanged. */
export function uploadReducer(state: UploadState, event: UploadEvent): UploadState {
  switch (event.type) {
    case 'start':
      return state.step === 'idle' ? { step: 'starting' } : state;
    case 'resumed':
      return state.step === 'starting'
        ? { step: 'uploading', sent: event.from, total: event.total, resumedFrom: event.from }
        : state;
    case 'progress':
      if (state.step === 'starting')
        return { step: 'uploading', sent: event.sent, total: event.total, resumedFrom: null };
      if (!sending(state)) return state;
      // A retry starts again from what the server holds: progress may step back, never past the total.
      return { ...state, step: 'uploading', sent: Math.min(event.sent, event.total), total: event.total };
    case 'retrying':
      if (state.step === 'starting') return { step: 'retrying', sent: 0, total: 0, resumedFrom: null };
      return sending(state) ? { ...state, step: 'retrying' } : state;
    case 'received':
      return state.step === 'starting' || sending(state)
        ? { step: 'processing', uploadId: event.uploadId }
        : state;
    case 'status':
      if (state.step !== 'processing') return state;
      if (event.status === 'ready' && event.songId !== null)
        return { step: 'ready', uploadId: state.uploadId, songId: event.songId };
      if (event.status === 'failed')
        return { step: 'failed', uploadId: state.uploadId, error: event.error ?? '' };
      return state;
    case 'error':
      return state.step === 'starting' || sending(state) ? { step: 'idle', error: event.message } : state;
    case 'cancel':
      return state.step === 'starting' || sending(state) ? { step: 'idle', notice: event.notice } : state;
    case 'reset':
      return { step: 'idle' };
  }
}
