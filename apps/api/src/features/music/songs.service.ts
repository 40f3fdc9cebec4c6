import {
  formatDuration,
  type Genre,
  type LikeResult,
  MUSIC_HOME_SIZES,
  MUSIC_PLAIN_LIST_LIMIT,
  musicMessages as msg,
  type Song,
  type SongDetail,
  TRENDING_WINDOW_DAYS,
} from '@sanza/contracts';
import { and, asc, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockKey } from '../../db/locks.ts';
import { songs } from '../../db/schema.ts';
import { publicSong } from '../../db/song-sql.ts';
import { type Clock, localDay } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { parseIdOrReference } from '../../lib/ids.ts';
import type { MediaUrls } from '../../lib/media.ts';
import { pageWindow } from '../../lib/paging.ts';
import * as likes from './song-likes.repository.ts';
import type { SongPipeline } from './song-pipeline.service.ts';
import * as repo from './songs.repository.ts';
import { createStreamCounting } from './stream-counting.ts';

export type SongsService = ReturnType<typeof createSongsService>;
/** A page of a list: its rows and the total. */
export type Counted<T> = { count: number; results: T[] };

export { CLIENT_PLAY_PURGE_INTERVAL_MS } from './stream-counting.ts';

const DAY_MS = 24 * 3600 * 1000;

/** Songs, likes and stream counting. */
export function createSongsService(deps: {
  db: Db;
  clock: Clock;
  media: MediaUrls;
  timeZone: string;
  renditions: Pick<SongPipeline, 'listFor'>;
}) {
  const { db, clock, media } = deps;
  /** Today in TIME_ZONE (YYYY-MM-DD): what is published on or before it is public. */
  const today = () => localDay(clock.now(), deps.timeZone);

  /** Shapes rows as the spec names the fields, with their artists and genres (two more queries in all). */
  async function present(rows: repo.SongRow[]): Promise<Song[]> {
    const ids = rows.map((r) => r.id);
    const [credits, genreRows] = await Promise.all([
      repo.artistsOfSongs(db, ids),
      repo.genresOfSongs(db, ids),
    ]);
    const artistsOf = groupBy(credits, (c) => c.songId);
    const genresOf = groupBy(genreRows, (g) => g.songId);
    return rows.map((r) => ({
      id: r.id,
      reference_id: r.referenceId,
      title: r.title,
      artists: (artistsOf.get(r.id) ?? []).map((a) => ({
        id: a.id,
        reference_id: a.referenceId,
        name: a.name,
      })),
      album:
        r.albumId !== null && r.albumReferenceId !== null && r.albumTitle !== null
          ? { id: r.albumId, reference_id: r.albumReferenceId, title: r.albumTitle }
          : null,
      cover_image: media.url(r.coverImage),
      file: media.url(r.audioFile) ?? '',
      duration: r.duration,
      duration_formatted: formatDuration(r.duration),
      genres: (genresOf.get(r.id) ?? []).map((g) => ({ id: g.id, name: g.name })),
      play_count: r.playCount,
      likes: r.likeCount,
      publish_date: r.publishDate,
      popularity: r.popularity,
      is_explicit: r.isExplicit,
      is_liked: Boolean(r.isLiked),
      stats: { plays: r.playCount, likes: r.likeCount, shares: r.shareCount },
    }));
  }

  /** Public songs (see publicSong) matching `where` in `orderBy`, for `userId`. */
  async function find(
    userId: number | null,
    opts: { where?: SQL; orderBy: SQL[]; limit: number; offset?: number },
  ): Promise<Song[]> {
    const rows = await repo
      .selectSongs(db, userId)
      .where(and(publicSong(today()), opts.where))
      .orderBy(...opts.orderBy)
      .limit(opts.limit)
      .offset(opts.offset ?? 0);
    return present(rows);
  }

  /** The song's internal id; 404 'Song not found' when the path names none. */
  async function resolve(value: string) {
    const ref = parseIdOrReference(value);
    const row = ref ? await repo.findSongId(db, today(), ref) : undefined;
    if (!row) throw AppError.notFound(msg.songNotFound);
    return row;
  }

  return {
    ...createStreamCounting({ db, clock, resolve }),
    today,
    present,
    find,

    /** The catalogue, newest first: one page, or the first `MUSIC_PLAIN_LIST_LIMIT` songs. */
    async list(userId: number | null, paging?: { page: number; pageSize: number }): Promise<Counted<Song>> {
      if (!paging) {
        const results = await find(userId, { orderBy: repo.newestSongsFirst, limit: MUSIC_PLAIN_LIST_LIMIT });
        return { count: results.length, results };
      }
      const { limit, offset } = pageWindow(paging.page, paging.pageSize);
      const [count, results] = await Promise.all([
        repo.countSongs(db, today()),
        find(userId, { orderBy: repo.newestSongsFirst, limit, offset }),
      ]);
      return { count, results };
    },

    /** Most streamed over the last 7 days; ties by likes, then the newest. */
    trending(userId: number | null): Promise<Song[]> {
      const since = new Date(clock.now().getTime() - TRENDING_WINDOW_DAYS * DAY_MS);
      return find(userId, { orderBy: repo.trendingOrder(since), limit: MUSIC_HOME_SIZES.trending });
    },

    async get(userId: number | null, value: string): Promise<Song> {
      const { id } = await resolve(value);
      const [song] = await find(userId, { where: repo.songIs({ id }), orderBy: [], limit: 1 });
      return song!;
    },

    /** One song with its audio renditions (none until they are made: then `file` is the one to play). */
    async detail(userId: number | null, value: string): Promise<SongDetail> {
      const song = await this.get(userId, value);
      return { ...song, audio_renditions: await deps.renditions.listFor(song.id) };
    },

    /** An artist's songs, most played first. */
    byArtist(userId: number | null, artistId: number): Promise<Song[]> {
      return find(userId, {
        where: repo.byArtist(artistId),
        orderBy: [repo.mostPlayedFirst, ...repo.newestSongsFirst],
        limit: MUSIC_PLAIN_LIST_LIMIT,
      });
    },

    /** An album's tracks in order. */
    byAlbum(userId: number | null, albumId: number): Promise<Song[]> {
      return find(userId, {
        where: repo.inAlbum(albumId),
        orderBy: [asc(songs.trackNumber), asc(songs.id)],
        limit: 1000,
      });
    },

    /** Songs by internal id, in the order given (playlists). */
    async byIds(userId: number | null, ids: number[]): Promise<Map<number, Song>> {
      if (ids.length === 0) return new Map();
      const found = await find(userId, { where: inArray(songs.id, ids), orderBy: [], limit: ids.length });
      return new Map(found.map((s) => [s.id, s]));
    },

    async genres(): Promise<Genre[]> {
      return repo.listGenres(db);
    },

    /**
     * `answer` (an answer made for everyone, where no song is liked) with `is_liked` set for the songs the user
     * likes, wherever they sit in it (a list, a playlist's songs, search hits); the shared answer is not changed.
     */
    async withLikes<T>(userId: number, answer: T): Promise<T> {
      const ids: number[] = [];
      collectSongs(answer, (song) => ids.push(song.id));
      const liked = await likes.likedAmong(db, userId, [...new Set(ids)]);
      return markSongs(answer, (song) => ({ ...song, is_liked: liked.has(song.id) })) as T;
    },

    async likeStatus(userId: number, value: string): Promise<{ is_liked: boolean }> {
      const { id } = await resolve(value);
      return { is_liked: await likes.isLiked(db, userId, id) };
    },

    /**
     * Likes or unlikes. Toggles of one user on one song are serialised by an advisory lock, so two parallel
     * clicks behave as two clicks in a row; the counter moves in the same transaction as the like row.
     */
    async toggleLike(userId: number, value: string): Promise<LikeResult> {
      const { id } = await resolve(value);
      return db.transaction(async (tx) => {
        await lockKey(tx, `like:${userId}:${id}`);
        if (await likes.deleteLike(tx, userId, id)) {
          return { is_liked: false, new_like_count: await likes.addToLikeCount(tx, id, -1) };
        }
        const added = await likes.insertLike(tx, { userId, songId: id, createdAt: clock.now() });
        const count = added
          ? await likes.addToLikeCount(tx, id, 1)
          : (await repo.findSongId(tx, today(), { id }))!.likeCount;
        return { is_liked: true, new_like_count: count };
      });
    },
  };
}

function groupBy<T, K>(items: T[], key: (item: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list) list.push(item);
    else out.set(k, [item]);
  }
  return out;
}

/** A song as answers hold it: an object with a numeric `id` and a boolean `is_liked`. */
type SongLike = { id: number; is_liked: boolean };

const isSong = (value: object): value is SongLike =>
  'is_liked' in value && typeof value.is_liked === 'boolean' && 'id' in value && typeof value.id === 'number';

/** Calls `visit` with every song in a JSON-like answer. */
function collectSongs(value: unknown, visit: (song: SongLike) => void): void {
  if (Array.isArray(value)) for (const item of value) collectSongs(item, visit);
  else if (value !== null && typeof value === 'object') {
    if (isSong(value)) visit(value);
    for (const item of Object.values(value)) collectSongs(item, visit);
  }
}

/** A copy of a JSON-like answer with every song replaced by `mark(song)`; what holds no song is shared, not copied. */
function markSongs(value: unknown, mark: (song: SongLike) => SongLike): unknown {
  if (Array.isArray(value)) return value.map((item) => markSongs(item, mark));
  if (value === null || typeof value !== 'object' || value instanceof Date) return value;
  const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, markSongs(item, mark)]));
  return isSong(value) ? mark(copy as SongLike) : copy;
}
