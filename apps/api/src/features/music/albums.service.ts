import {
  type Album,
  type AlbumDetail,
  MONTHLY_LISTENERS_DAYS,
  MUSIC_HOME_SIZES,
  MUSIC_PLAIN_LIST_LIMIT,
  musicMessages as msg,
  type Song,
} from '@sanza/contracts';
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { publicAlbum } from '../../db/song-sql.ts';
import { type Clock, localDay } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { parseIdOrReference } from '../../lib/ids.ts';
import type { MediaUrls } from '../../lib/media.ts';
import { pageWindow } from '../../lib/paging.ts';
import * as repo from './albums.repository.ts';
import type { Counted, SongsService } from './songs.service.ts';

export type AlbumsService = ReturnType<typeof createAlbumsService>;

const DAY_MS = 24 * 3600 * 1000;

/** Albums: lists, home sections, one album with its tracks. */
export function createAlbumsService(deps: {
  db: Db;
  clock: Clock;
  media: MediaUrls;
  songs: SongsService;
  timeZone: string;
}) {
  const { db, clock, media } = deps;
  /** Today in TIME_ZONE (YYYY-MM-DD): an album released on or before it is public (and a new release on it). */
  const today = () => localDay(clock.now(), deps.timeZone);

  function present(r: repo.AlbumRow): Album {
    return {
      id: r.id,
      reference_id: r.referenceId,
      title: r.title,
      artist: {
        id: r.artistId,
        reference_id: r.artistReferenceId,
        name: r.artistName,
        production_house: r.productionHouse ? { name: r.productionHouse } : null,
      },
      cover_image: media.url(r.coverImage),
      publish_date: r.releaseDate,
      release_date: r.releaseDate,
      number_of_songs: r.numberOfSongs,
      total_duration: r.totalDuration,
      description: r.description,
      tags: r.tags,
      genre: r.genreId !== null && r.genreName !== null ? { id: r.genreId, name: r.genreName } : null,
      monthly_listeners: r.monthlyListeners,
      total_plays: r.totalPlays,
      likes: r.likes,
      label: r.label,
    };
  }

  async function find(opts: {
    where?: SQL;
    orderBy: SQL[];
    limit: number;
    offset?: number;
  }): Promise<Album[]> {
    const since = new Date(clock.now().getTime() - MONTHLY_LISTENERS_DAYS * DAY_MS);
    const day = today();
    const rows = await repo
      .selectAlbums(db, since, day)
      .where(and(publicAlbum(day), opts.where))
      .orderBy(...opts.orderBy)
      .limit(opts.limit)
      .offset(opts.offset ?? 0);
    return rows.map(present);
  }

  /** The album's internal id; 404 'Album not found' when the path names none. */
  async function resolve(value: string): Promise<number> {
    const ref = parseIdOrReference(value);
    const row = ref ? await repo.findAlbumId(db, today(), ref) : undefined;
    if (!row) throw AppError.notFound(msg.albumNotFound);
    return row.id;
  }

  return {
    /** Public albums (see publicAlbum) matching `where` (search presents its hits through it). */
    find,

    /** Albums newest first, all or one artist's (`artistId`); one page, or the first 100. */
    async list(opts: {
      artistId?: number;
      paging?: { page: number; pageSize: number };
    }): Promise<Counted<Album>> {
      const where = opts.artistId === undefined ? undefined : repo.ofArtist(opts.artistId);
      if (!opts.paging) {
        const results = await find({ where, orderBy: repo.newestAlbumsFirst, limit: MUSIC_PLAIN_LIST_LIMIT });
        return { count: results.length, results };
      }
      const { limit, offset } = pageWindow(opts.paging.page, opts.paging.pageSize);
      const [count, results] = await Promise.all([
        repo.countAlbums(db, and(publicAlbum(today()), where)),
        find({ where, orderBy: repo.newestAlbumsFirst, limit, offset }),
      ]);
      return { count, results };
    },

    /** Editors' picks (`is_featured`) first, completed by the most liked. */
    featured(): Promise<Album[]> {
      return find({ orderBy: repo.featuredOrder(), limit: MUSIC_HOME_SIZES.section });
    },

    /** The latest albums already released (find shows no other). */
    newReleases(): Promise<Album[]> {
      return find({ orderBy: repo.newestAlbumsFirst, limit: MUSIC_HOME_SIZES.section });
    },

    /** Most played albums (plays summed over their songs). */
    popular(): Promise<Album[]> {
      return find({ orderBy: repo.popularOrder(), limit: MUSIC_HOME_SIZES.section });
    },

    async get(userId: number | null, value: string): Promise<AlbumDetail> {
      const id = await resolve(value);
      const [album] = await find({ where: repo.albumIs({ id }), orderBy: [], limit: 1 });
      return { ...album!, songs: await deps.songs.byAlbum(userId, id) };
    },

    async tracks(userId: number | null, value: string): Promise<Song[]> {
      return deps.songs.byAlbum(userId, await resolve(value));
    },
  };
}
