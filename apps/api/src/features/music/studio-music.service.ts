import { randomBytes } from 'node:crypto';
import { mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  studioMusicMessages as M,
  STUDIO_STATS,
  type StudioAlbum,
  type StudioAlbumInput,
  type StudioAlbumPatch,
  type StudioArtist,
  type StudioArtistInput,
  type StudioArtistStats,
} from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { type Clock, localDay } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { publicId } from '../../lib/ids.ts';
import { cleanUploadedImage } from '../../lib/image-upload.ts';
import type { MediaUrls } from '../../lib/media.ts';
import type { StudioActor } from '../../plugins/roles.ts';
import {
  type AlbumRow,
  albumsOfArtist,
  findAlbum,
  findGenres,
  findOwnArtist,
  insertAlbum,
  type OwnArtistRow,
  setAlbumTracks,
  setArtistPhoto,
  songsOfArtist,
  streamsPerDay,
  tracksOf,
  updateAlbum,
  upsertOwnArtist,
} from './studio-music.repository.ts';

const PHOTO_SIZE = 600;

/** The artist's studio: their profile and photo, their albums and covers, their audience figures. */
export function createStudioMusicService(deps: {
  db: Db;
  clock: Clock;
  media: MediaUrls;
  mediaDir: string;
  timeZone: string;
}) {
  const { db, clock, media, mediaDir } = deps;
  const today = () => localDay(clock.now(), deps.timeZone);

  const presentArtist = (row: OwnArtistRow): StudioArtist => ({
    id: row.id,
    reference_id: row.referenceId,
    name: row.name,
    bio: row.biography,
    country: row.country,
    genres: row.styles,
    photo: media.url(row.profileImage),
  });

  async function ownArtist(userId: number): Promise<OwnArtistRow> {
    const artist = await findOwnArtist(db, userId);
    if (!artist) throw AppError.notFound(M.artistProfileMissing);
    return artist;
  }

  /** Genres named by id or name, as their stored names, in the order given; 400 for an unknown one. */
  async function genreNames(given: (number | string)[]): Promise<string[]> {
    const ids = given.filter((g): g is number => typeof g === 'number');
    const names = given.filter((g): g is string => typeof g === 'string');
    const found = await findGenres(db, ids, names);
    const out: string[] = [];
    for (const g of given) {
      const hit = found.find((f) =>
        typeof g === 'number' ? f.id === g : f.name.toLowerCase() === g.toLowerCase(),
      );
      if (!hit) throw AppError.fields({ genres: [M.genreUnknown] });
      if (!out.includes(hit.name)) out.push(hit.name);
    }
    return out;
  }

  /** A JPEG/PNG/WebP decoded whole, cropped square to 600 px, stored as WebP under `dir`; answers its path. */
  async function storeSquareImage(bytes: Buffer, dir: 'artists' | 'albums'): Promise<string> {
    const kind = dir === 'artists' ? 'artistPhoto' : 'albumCover';
    const image = await cleanUploadedImage(bytes, { kind, field: 'file', typeMessage: M.photoType });
    const { default: sharp } = await import('sharp');
    const webp = await sharp(image.bytes).resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover' }).webp().toBuffer();
    const path = `${dir}/${randomBytes(16).toString('hex')}.webp`;
    await mkdir(join(mediaDir, dir), { recursive: true });
    await writeFile(join(mediaDir, path), webp);
    return path;
  }

  /** Removes an image a new one replaced, when it is one the studio stored (seeded media stay). */
  async function replaced(old: string | null, prefix: string) {
    if (old?.startsWith(prefix)) await unlink(join(mediaDir, old)).catch(() => undefined);
  }

  const presentAlbum = (
    row: AlbumRow,
    tracks: { songId: number; title: string; trackNumber: number | null }[],
  ): StudioAlbum => ({
    id: row.id,
    reference_id: row.referenceId,
    title: row.title,
    release_date: row.releaseDate,
    genre: row.genreId,
    description: row.description,
    cover: media.url(row.coverImage),
    tracks: tracks.map((t) => ({ song_id: t.songId, title: t.title, track_number: t.trackNumber })),
  });

  /** An album the actor may edit: their artist's, or any for staff; 404 otherwise. */
  async function albumOf(actor: StudioActor, id: number): Promise<AlbumRow> {
    const album = await findAlbum(db, id);
    if (album && (actor.isStaff || (await findOwnArtist(db, actor.userId))?.id === album.artistId))
      return album;
    throw AppError.notFound(M.albumNotFound);
  }

  /**
   * A known genre. Any release date goes: a future one schedules the album, absent from the public answers with
   * its songs until that day in TIME_ZONE (publicAlbum, publicSong).
   */
  async function checkAlbumFields(input: { genre?: number | null }) {
    if (input.genre != null && (await findGenres(db, [input.genre], [])).length === 0)
      throw AppError.fields({ genre: [M.genreUnknown] });
  }

  return {
    async getArtist(actor: StudioActor): Promise<StudioArtist> {
      return presentArtist(await ownArtist(actor.userId));
    },

    async saveArtist(actor: StudioActor, input: StudioArtistInput): Promise<StudioArtist> {
      const styles = input.genres ? await genreNames(input.genres) : undefined;
      const row = await upsertOwnArtist(db, actor.userId, {
        referenceId: publicId(),
        name: input.name,
        ...(input.bio !== undefined ? { biography: input.bio } : {}),
        ...(input.country !== undefined ? { country: input.country } : {}),
        ...(styles ? { styles } : {}),
      });
      return presentArtist(row);
    },

    /** Sets my artist photo: a JPEG/PNG/WebP decoded whole, cropped square to 600 px, stored as WebP. */
    async setArtistPhoto(actor: StudioActor, bytes: Buffer): Promise<StudioArtist> {
      const artist = await ownArtist(actor.userId);
      const path = await storeSquareImage(bytes, 'artists');
      await setArtistPhoto(db, artist.id, path);
      await replaced(artist.profileImage, 'artists/');
      return presentArtist({ ...artist, profileImage: path });
    },

    async createAlbum(actor: StudioActor, input: StudioAlbumInput): Promise<StudioAlbum> {
      const artist = await ownArtist(actor.userId);
      await checkAlbumFields(input);
      const row = await insertAlbum(db, {
        referenceId: publicId(),
        artistId: artist.id,
        title: input.title,
        releaseDate: input.release_date,
        genreId: input.genre ?? null,
        description: input.description ?? '',
      });
      return presentAlbum(row, []);
    },

    async listAlbums(actor: StudioActor): Promise<StudioAlbum[]> {
      const artist = await ownArtist(actor.userId);
      const rows = await albumsOfArtist(db, artist.id);
      const tracks = await tracksOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) =>
        presentAlbum(
          r,
          tracks.filter((t) => t.albumId === r.id),
        ),
      );
    },

    /** Edits my album (staff: any) and, with `tracks`, sets its songs in that order. */
    async updateAlbum(actor: StudioActor, id: number, patch: StudioAlbumPatch): Promise<StudioAlbum> {
      const album = await albumOf(actor, id);
      await checkAlbumFields(patch);
      if (patch.tracks && !(await setAlbumTracks(db, album.id, album.artistId, patch.tracks)))
        throw AppError.fields({ tracks: [M.albumTracksNotMine] });
      await updateAlbum(db, album.id, {
        ...(patch.title !== undefined ? { title: patch.title } : {}),
        ...(patch.release_date !== undefined ? { releaseDate: patch.release_date } : {}),
        ...(patch.genre !== undefined ? { genreId: patch.genre } : {}),
        ...(patch.description !== undefined ? { description: patch.description } : {}),
      });
      return presentAlbum((await findAlbum(db, album.id))!, await tracksOf(db, [album.id]));
    },

    /** Sets an album's cover: cropped square to 600 px, stored as WebP. */
    async setAlbumCover(actor: StudioActor, id: number, bytes: Buffer): Promise<StudioAlbum> {
      const album = await albumOf(actor, id);
      const path = await storeSquareImage(bytes, 'albums');
      await updateAlbum(db, album.id, { coverImage: path });
      await replaced(album.coverImage, 'albums/');
      return presentAlbum({ ...album, coverImage: path }, await tracksOf(db, [album.id]));
    },

    /** My artist's audience: streams per day over the last 30 days, totals and top songs. */
    async stats(actor: StudioActor): Promise<StudioArtistStats> {
      const artist = await ownArtist(actor.userId);
      const end = Date.parse(`${today()}T00:00:00Z`);
      const days = Array.from({ length: STUDIO_STATS.days }, (_, i) =>
        new Date(end - (STUDIO_STATS.days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
      );
      // A day more than the chart: the query's bound is an instant, the chart's days are local.
      const since = new Date(clock.now().getTime() - (STUDIO_STATS.days + 1) * 86_400_000);
      const [perDay, own] = await Promise.all([
        streamsPerDay(db, artist.id, since, deps.timeZone),
        songsOfArtist(db, artist.id),
      ]);
      const byDay = new Map(perDay.map((d) => [d.date, d.streams]));
      return {
        streams_per_day: days.map((date) => ({ date, streams: byDay.get(date) ?? 0 })),
        streams: own.reduce((n, s) => n + s.plays, 0),
        likes: own.reduce((n, s) => n + s.likes, 0),
        subscribers: artist.subscribersCount,
        top_songs: own.slice(0, STUDIO_STATS.topSongs),
      };
    },
  };
}

export type StudioMusicService = ReturnType<typeof createStudioMusicService>;
