import {
  type Album,
  type Artist,
  type ArtistDetail,
  MUSIC_HOME_SIZES,
  musicMessages as msg,
  type Song,
  SUBSCRIBER_WEIGHT_IN_PLAYS,
  type SubscribeResult,
} from '@sanza/contracts';
import { and, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockKey } from '../../db/locks.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { parseIdOrReference } from '../../lib/ids.ts';
import type { MediaUrls } from '../../lib/media.ts';
import { pageWindow } from '../../lib/paging.ts';
import type { AlbumsService } from './albums.service.ts';
import * as repo from './artists.repository.ts';
import type { Counted, SongsService } from './songs.service.ts';

export type ArtistsService = ReturnType<typeof createArtistsService>;

const SIMILAR_ARTISTS = 6;

/** Artists: the directory, profiles, popular artists and subscriptions. */
export function createArtistsService(deps: {
  db: Db;
  clock: Clock;
  media: MediaUrls;
  songs: SongsService;
  albums: AlbumsService;
}) {
  const { db, clock, media } = deps;

  function present(r: repo.ArtistRow): Artist {
    return {
      id: r.id,
      reference_id: r.referenceId,
      name: r.name,
      profile_image: media.url(r.profileImage),
      cover_image: media.url(r.coverImage),
      is_premiem: r.isPremium,
      is_certified: r.isCertified,
      style_music: r.styles.map((style) => ({ style })),
      total_subscribers: r.subscribersCount,
      follower_count: r.subscribersCount,
      total_views: r.views,
      total_plays: r.totalPlays,
      biography: r.biography,
      bio: r.biography,
      about_me: r.aboutMe,
      location: r.location,
      production_house: r.productionHouse ? { name: r.productionHouse } : null,
      created_at: r.createdAt.toISOString(),
    };
  }

  async function find(opts: {
    where?: SQL;
    orderBy: SQL[];
    limit: number;
    offset?: number;
  }): Promise<Artist[]> {
    const rows = await repo
      .selectArtists(db)
      .where(opts.where)
      .orderBy(...opts.orderBy)
      .limit(opts.limit)
      .offset(opts.offset ?? 0);
    return rows.map(present);
  }

  /** The artist's row; 404 'Artiste introuvable' when the path names none. */
  async function resolve(value: string) {
    const ref = parseIdOrReference(value);
    const row = ref ? await repo.findArtistId(db, ref) : undefined;
    if (!row) throw AppError.notFound(msg.artistNotFound);
    return row;
  }

  return {
    /** Artists matching `where` (search presents its hits through it). */
    find,

    /** The directory by name, optionally searched (names only) and filtered on premium. */
    async list(opts: {
      search?: string;
      premium?: boolean;
      page: number;
      pageSize: number;
    }): Promise<Counted<Artist>> {
      const search = opts.search?.trim();
      const where = and(
        search ? repo.nameMatches(search) : undefined,
        opts.premium === undefined ? undefined : repo.isPremium(opts.premium),
      );
      const { limit, offset } = pageWindow(opts.page, opts.pageSize);
      const [count, results] = await Promise.all([
        repo.countArtists(db, where),
        find({ where, orderBy: repo.byName, limit, offset }),
      ]);
      return { count, results };
    },

    /** One profile, counting a view, with artists of the same styles. */
    async get(value: string): Promise<ArtistDetail> {
      const ref = parseIdOrReference(value);
      const viewed = ref ? await repo.countView(db, ref) : undefined;
      if (!viewed) throw AppError.notFound(msg.artistNotFound);
      const [[artist], similar] = await Promise.all([
        find({ where: repo.artistIs({ id: viewed.id }), orderBy: [], limit: 1 }),
        viewed.styles.length ? repo.similarArtists(db, viewed.id, viewed.styles, SIMILAR_ARTISTS) : [],
      ]);
      return {
        ...artist!,
        similar_artists: similar.map((a) => ({
          id: a.id,
          reference_id: a.referenceId,
          name: a.name,
          profile_image: media.url(a.profileImage),
        })),
      };
    },

    /** Most followed and most played: subscribers (weighted) plus plays. */
    popular(): Promise<Artist[]> {
      return find({
        orderBy: repo.popularOrder(SUBSCRIBER_WEIGHT_IN_PLAYS),
        limit: MUSIC_HOME_SIZES.section,
      });
    },

    async songs(userId: number | null, value: string): Promise<Song[]> {
      return deps.songs.byArtist(userId, (await resolve(value)).id);
    },

    /** The albums of an artist named by id or reference id; none for an unknown artist (a filter, not a path). */
    async albums(value: string, paging?: { page: number; pageSize: number }): Promise<Counted<Album>> {
      const ref = parseIdOrReference(value);
      const row = ref ? await repo.findArtistId(db, ref) : undefined;
      if (!row) return { count: 0, results: [] };
      return deps.albums.list({ artistId: row.id, paging });
    },

    async subscriptionStatus(userId: number, value: string): Promise<{ is_subscribed: boolean }> {
      const { id } = await resolve(value);
      return { is_subscribed: await repo.isSubscribed(db, userId, id) };
    },

    /**
     * Subscribes or unsubscribes. One user's toggles on one artist are serialised by an advisory lock (two
     * parallel clicks act as two clicks in a row); the counter moves in the same transaction.
     */
    async toggleSubscription(userId: number, value: string): Promise<SubscribeResult> {
      const { id } = await resolve(value);
      return db.transaction(async (tx) => {
        await lockKey(tx, `subscribe:${userId}:${id}`);
        if (await repo.deleteSubscription(tx, userId, id)) {
          return { status: 'unsubscribed', subscribers_count: await repo.addToSubscribers(tx, id, -1) };
        }
        const added = await repo.insertSubscription(tx, { userId, artistId: id, createdAt: clock.now() });
        const count = added
          ? await repo.addToSubscribers(tx, id, 1)
          : (await repo.findArtistId(tx, { id }))!.subscribersCount;
        return { status: 'subscribed', subscribers_count: count };
      });
    },
  };
}
