import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  studioMusicMessages as M,
  type SongUpload,
  STUDIO_ARTIST_LIMITS,
  type StudioSongFields,
} from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { probeAudio } from '../../lib/audio.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { StudioActor } from '../../plugins/roles.ts';
import { findUpload, insertUpload, listUploads, type SongUploadRow } from './song-pipeline.repository.ts';
import { findGenres, findOwnArtist, isAlbumOfArtist, type OwnArtistRow } from './studio-music.repository.ts';

/** Received song files wait here (a dot directory: the media plugin does not serve it). */
export const UPLOADS_DIR = '.uploads';

const presentUpload = (row: SongUploadRow): SongUpload => ({
  id: row.id,
  song_id: row.songId,
  status: row.status,
  duration: row.duration,
  ...(row.status === 'failed' && row.error ? { error: row.error } : {}),
});

export type SongIntake = ReturnType<typeof createSongIntake>;

/**
 * The pipeline's first step: a received song file is checked (the artist's profile, the fields, the audio's first
 * bytes) and recorded for the processing job; and the artist's uploads as they stand.
 */
export function createSongIntake(deps: { db: Db; clock: Clock; mediaDir: string }) {
  const { db, clock, mediaDir } = deps;
  const remove = (path: string) => rm(join(mediaDir, path), { force: true }).catch(() => undefined);

  /** 409 unless the caller has an artist profile (checked before a song file is received). */
  async function requireArtist(actor: StudioActor): Promise<OwnArtistRow> {
    const artist = await findOwnArtist(db, actor.userId);
    if (!artist) throw AppError.conflict(M.artistProfileFirst);
    return artist;
  }

  return {
    /** A new place for a received song file: its path relative to MEDIA_DIR and on disk (directory made). */
    async newUploadFile(): Promise<{ path: string; absolute: string }> {
      await mkdir(join(mediaDir, UPLOADS_DIR), { recursive: true });
      const path = `${UPLOADS_DIR}/${randomBytes(16).toString('hex')}`;
      return { path, absolute: join(mediaDir, path) };
    },

    /** Removes a received file that will not be processed. */
    discardUpload: remove,

    requireArtist,

    /**
     * Accepts a received song file (`sourcePath`, relative to MEDIA_DIR) for processing, or removes it and
     * answers 400 when it is not audio of an accepted format or the fields are wrong. Reusable by any transport
     * that lands the file on disk (the resumable uploads included).
     */
    async acceptUpload(actor: StudioActor, sourcePath: string, fields: StudioSongFields) {
      try {
        const artist = await requireArtist(actor);
        if (fields.album_id !== undefined && !(await isAlbumOfArtist(db, fields.album_id, artist.id)))
          throw AppError.fields({ album_id: [M.albumUnknown] });
        if (fields.genre !== undefined && (await findGenres(db, [fields.genre], [])).length === 0)
          throw AppError.fields({ genre: [M.genreUnknown] });
        // Its first bytes only: the whole file is decoded and measured by the job, bounded by the length limit.
        const probe = await probeAudio(join(mediaDir, sourcePath), { duration: false });
        if (!probe) throw AppError.fields({ file: [M.songFileType] });
        const title = (fields.title || probe.title)?.slice(0, STUDIO_ARTIST_LIMITS.title);
        if (!title) throw AppError.fields({ title: [M.songTitleMissing] });
        const row = await insertUpload(db, {
          userId: actor.userId,
          artistId: artist.id,
          title,
          genreId: fields.genre ?? null,
          albumId: fields.album_id ?? null,
          trackNumber: fields.track_number ?? null,
          sourcePath,
          // Measured when processed, from the audio: a header's duration can say anything.
          duration: null,
          runAfter: clock.now(),
        });
        return { id: row.id, status: 'processing' as const };
      } catch (err) {
        await remove(sourcePath);
        throw err;
      }
    },

    /** One upload: its owner's or, for staff, anyone's; 404 for everyone else. */
    async getUpload(actor: StudioActor, id: number): Promise<SongUpload> {
      const row = await findUpload(db, id);
      if (!row || (row.userId !== actor.userId && !actor.isStaff)) throw AppError.notFound(M.uploadNotFound);
      return presentUpload(row);
    },

    /** The actor's uploads, newest first, with their song's title, counters and moderation once made. */
    async listUploads(actor: StudioActor) {
      const rows = await listUploads(db, actor.userId);
      return rows.map((r) => ({
        ...presentUpload(r.upload),
        title: r.songTitle ?? r.upload.title,
        created_at: r.upload.createdAt.toISOString(),
        plays: r.plays,
        likes: r.likes,
        hidden_reason: r.hiddenReason,
      }));
    },
  };
}
