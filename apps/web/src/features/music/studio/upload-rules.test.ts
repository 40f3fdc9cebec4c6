import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  isRetryable,
  percentOf,
  progressText,
  sameSongFields,
  titleFromFileName,
  type UploadState,
  uploadErrorMessage,
  uploadMetadata,
  uploadReducer,
} from './upload-rules.ts';

const MB = 1024 * 1024;
const texts = { connectionLost: 'Connexion perdue', genericError: 'Erreur' };

describe('progress formatting', () => {
  it('writes sizes in French units with a decimal comma', () => {
    expect(formatBytes(3.2 * MB)).toBe('3,2 Mo');
    expect(formatBytes(8.5 * MB)).toBe('8,5 Mo');
    expect(formatBytes(200 * MB)).toBe('200,0 Mo');
    expect(formatBytes(820 * 1024)).toBe('820 Ko');
    expect(formatBytes(0)).toBe('0 Ko');
    expect(progressText(3.2 * MB, 8.5 * MB)).toBe('3,2 Mo sur 8,5 Mo');
  });

  it('gives whole percents, 100 only once every byte is sent', () => {
    expect(percentOf(0, 100)).toBe(0);
    expect(percentOf(376, 1000)).toBe(37);
    expect(percentOf(999, 1000)).toBe(99);
    expect(percentOf(1000, 1000)).toBe(100);
    expect(percentOf(5, 0)).toBe(0);
  });
});

describe('form rules', () => {
  it('takes the title from the file name', () => {
    expect(titleFromFileName('Mbote_na_bino.mp3')).toBe('Mbote na bino');
    expect(titleFromFileName('  Zanzibar   live.final.flac')).toBe('Zanzibar live.final');
    expect(titleFromFileName('sans-extension')).toBe('sans-extension');
  });

  it('sends only the fields filled in, with the file name', () => {
    expect(
      uploadMetadata(
        { name: 'a.mp3', type: 'audio/mpeg' },
        { title: ' Titre ', genre: '3', album_id: '', track_number: '' },
      ),
    ).toEqual({ filename: 'a.mp3', filetype: 'audio/mpeg', title: 'Titre', genre: '3' });
  });

  it('resumes an unfinished upload only when its song fields are the same', () => {
    const a = { filename: 'a.mp3', title: 'T', genre: '3' };
    expect(sameSongFields(a, { ...a, filename: 'b.mp3' })).toBe(true);
    expect(sameSongFields(a, { ...a, genre: '4' })).toBe(false);
    expect(sameSongFields(a, { ...a, album_id: '1' })).toBe(false);
  });
});

describe('errors', () => {
  it('shows the server’s French message for a 4xx, as it is', () => {
    expect(uploadErrorMessage(400, '{"file":["Ce fichier n’est pas audio"]}', texts)).toBe(
      'Ce fichier n’est pas audio',
    );
    expect(uploadErrorMessage(409, '{"detail":"Créez d’abord votre profil"}', texts)).toBe(
      'Créez d’abord votre profil',
    );
    expect(uploadErrorMessage(413, 'not json', texts)).toBe('Erreur');
  });

  it('says the connection was lost when there is no answer or a server error', () => {
    expect(uploadErrorMessage(0, '', texts)).toBe('Connexion perdue');
    expect(uploadErrorMessage(502, '', texts)).toBe('Connexion perdue');
  });

  it('retries dropped connections, server errors and tus conflicts, never a refusal', () => {
    expect([0, 500, 503, 409, 423].map((s) => isRetryable(s))).toEqual([true, true, true, true, true]);
    expect([400, 401, 403, 404, 413].map((s) => isRetryable(s))).toEqual([false, false, false, false, false]);
  });

  it('takes a 409 at creation as the verdict it is (profile first), not as a conflict to retry', () => {
    expect(isRetryable(409, 'POST')).toBe(false);
    expect(isRetryable(423, 'POST')).toBe(false);
    expect(isRetryable(0, 'POST')).toBe(true);
    expect(isRetryable(503, 'POST')).toBe(true);
    expect(isRetryable(409, 'HEAD')).toBe(true);
  });
});

describe('upload state machine', () => {
  const run = (events: Parameters<typeof uploadReducer>[1][], from: UploadState = { step: 'idle' }) =>
    events.reduce(uploadReducer, from);

  it('goes from the form to the published song', () => {
    expect(run([{ type: 'start' }])).toEqual({ step: 'starting' });
    expect(run([{ type: 'start' }, { type: 'progress', sent: 10, total: 100 }])).toEqual({
      step: 'uploading',
      sent: 10,
      total: 100,
      resumedFrom: null,
    });
    const received = run([
      { type: 'start' },
      { type: 'progress', sent: 100, total: 100 },
      { type: 'received', uploadId: 7 },
    ]);
    expect(received).toEqual({ step: 'processing', uploadId: 7 });
    expect(uploadReducer(received, { type: 'status', status: 'processing', songId: null })).toBe(received);
    expect(uploadReducer(received, { type: 'status', status: 'ready', songId: 42 })).toEqual({
      step: 'ready',
      uploadId: 7,
      songId: 42,
    });
    expect(
      uploadReducer(received, { type: 'status', status: 'failed', songId: null, error: 'Illisible' }),
    ).toEqual({
      step: 'failed',
      uploadId: 7,
      error: 'Illisible',
    });
  });

  it('says a dropped connection, then goes back to sending when bytes flow again', () => {
    const retrying = run([
      { type: 'start' },
      { type: 'progress', sent: 50, total: 100 },
      { type: 'retrying' },
    ]);
    expect(retrying).toMatchObject({ step: 'retrying', sent: 50 });
    expect(uploadReducer(retrying, { type: 'progress', sent: 40, total: 100 })).toMatchObject({
      step: 'uploading',
      sent: 40,
    });
  });

  it('remembers where a resumed upload started', () => {
    expect(run([{ type: 'start' }, { type: 'resumed', from: 30, total: 100 }])).toEqual({
      step: 'uploading',
      sent: 30,
      total: 100,
      resumedFrom: 30,
    });
  });

  it('back to the form with the message on an error or a cancel; late events change nothing', () => {
    const sending = run([{ type: 'start' }, { type: 'progress', sent: 5, total: 10 }]);
    expect(uploadReducer(sending, { type: 'error', message: 'Refusé' })).toEqual({
      step: 'idle',
      error: 'Refusé',
    });
    const cancelled = uploadReducer(sending, { type: 'cancel', notice: 'Annulé' });
    expect(cancelled).toEqual({ step: 'idle', notice: 'Annulé' });
    expect(uploadReducer(cancelled, { type: 'progress', sent: 6, total: 10 })).toBe(cancelled);
    expect(uploadReducer(cancelled, { type: 'received', uploadId: 1 })).toBe(cancelled);
    const done = { step: 'ready', uploadId: 1, songId: 2 } as const;
    expect(uploadReducer(done, { type: 'error', message: 'x' })).toBe(done);
    expect(uploadReducer(done, { type: 'reset' })).toEqual({ step: 'idle' });
  });
});
