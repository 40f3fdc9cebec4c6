import {
  type AddPlaylistSongResult,
  MUSIC_HOME_SIZES,
  MUSIC_PLAIN_LIST_LIMIT,
  musicMessages as msg,
  PLAYLIST_LIMITS,
  type Playlist,
  playlistMessages as pmsg,
  type Song,
} from '@sanza/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { lockKey } from '../../db/locks.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { parseIdOrReference, publicId } from '../../lib/ids.ts';
import { pageWindow } from '../../lib/paging.ts';
import type { SongMatcher } from '../search/search.types.ts';
import { createPlaylistFollowsAndReports } from './playlist-follows-reports.ts';
import * as repo from './playlists.repository.ts';
import { countSongs, findSongId, newestSongsFirst } from './songs.repository.ts';
import type { Counted, SongsService } from './songs.service.ts';

export type PlaylistsService = ReturnType<typeof createPlaylistsService>;

/** What creating a playlist takes (already validated by the contract). */
export type NewPlaylist = { name: string; style: string; description: string; is_public: boolean };

/**
 * Playlists: the public ones of the music home, and each user's own. Only the owner changes a
 * playlist; a private one is seen by its owner only (anyone else gets 404, as if it did not exist). Followers are
 * the users who follow it on /playlist/{id} (`subscribers.count`); nobody can like a playlist, so `likes_count` is 0.
 */
export function createPlaylistsService(deps: {
  db: Db;
  songs: SongsService;
  clock: Clock;
  /** The main search's matching of songs (features/search), for the Add-tracks search. */
  matchSongs: SongMatcher;
}) {
  const { db, clock } = deps;

  async function find(userId: number | null, opts: { where?: SQL; orderBy: SQL[]; limit: number }) {
    const rows = await repo
      .selectPlaylists(db)
      .where(opts.where)
      .orderBy(...opts.orderBy)
      .limit(opts.limit);
    const entries = await repo.songsOfPlaylists(
      db,
      rows.map((r) => r.id),
    );
    const songs = await deps.songs.byIds(userId, [...new Set(entries.map((e) => e.songId))]);
    return rows.map(
      (r): Playlist => ({
        id: r.id,
        reference_id: r.referenceId,
        name: r.name,
        description: r.description,
        style: r.style,
        is_public: r.isPublic,
        owner: { username: r.owner },
        contents: entries
          .filter((e) => e.playlistId === r.id)
          .map((e) => songs.get(e.songId))
          .filter((s): s is Song => s !== undefined),
        subscribers: { count: r.followers },
        likes_count: 0,
        created_at: r.createdAt.toISOString(),
        is_hidden: r.hiddenAt !== null,
        // Only the owner sees a hidden playlist at all; the reason is for them.
        hidden_reason: r.hiddenAt !== null && r.ownerId === userId ? r.hiddenReason : null,
      }),
    );
  }

  /**
   * The playlist named in the path as `userId` may see it; 404 'Playlist introuvable' otherwise. A private
   * playlist, or one staff hid, is its owner's only.
   */
  async function visible(userId: number | null, value: string) {
    const ref = parseIdOrReference(value);
    const row = ref ? await repo.findPlaylist(db, ref) : undefined;
    const isListed = row?.isPublic === true && row.hiddenAt === null;
    if (!row || (!isListed && row.ownerId !== userId)) throw AppError.notFound(msg.playlistNotFound);
    return row;
  }

  /** The playlist, for its owner to change: 404 when `userId` cannot see it, 403 when they see but do not own it. */
  async function owned(userId: number, value: string) {
    const row = await visible(userId, value);
    if (row.ownerId !== userId) throw AppError.forbidden(pmsg.notOwner);
    return row;
  }

  async function one(userId: number | null, id: number): Promise<Playlist> {
    const [playlist] = await find(userId, { where: repo.playlistIs({ id }), orderBy: [], limit: 1 });
    if (!playlist) throw AppError.notFound(msg.playlistNotFound);
    return playlist;
  }

  return {
    /** Playlists matching `where`, with their songs (search presents its hits through it). */
    find,

    /** « Playlists à la une »: the public playlists staff picked (the seed picks some), newest first. */
    featured(userId: number | null): Promise<Playlist[]> {
      return find(userId, {
        where: repo.isEditorsPick,
        orderBy: repo.featuredOrder,
        limit: MUSIC_HOME_SIZES.section,
      });
    },
    /** Public playlists with enough titles and followers, whose songs were played the most. */
    popular(userId: number | null): Promise<Playlist[]> {
      return find(userId, {
        where: repo.isPopularCandidate,
        orderBy: repo.popularOrder,
        limit: MUSIC_HOME_SIZES.section,
      });
    },

    /** The user's own playlists, public and private, newest first, with their songs. */
    mine(userId: number): Promise<Playlist[]> {
      return find(userId, {
        where: repo.ownedBy(userId),
        orderBy: repo.newestFirst,
        limit: PLAYLIST_LIMITS.maxPerUser,
      });
    },

    /** One playlist with its songs in order (a private one for its owner only). */
    async get(userId: number | null, value: string): Promise<Playlist> {
      const { id } = await visible(userId, value);
      return one(userId, id);
    },

    /** Creates a playlist owned by `userId`; the owner's creations are serialised so the cap holds. */
    async create(userId: number, input: NewPlaylist): Promise<Playlist> {
      const id = await db.transaction(async (tx) => {
        await lockKey(tx, `playlist:owner:${userId}`);
        if ((await repo.countOwned(tx, userId)) >= PLAYLIST_LIMITS.maxPerUser) {
          throw AppError.badRequest(pmsg.tooMany);
        }
        const now = clock.now();
        const row = await repo.insertPlaylist(tx, {
          referenceId: publicId(),
          ownerId: userId,
          name: input.name,
          style: input.style,
          description: input.description,
          isPublic: input.is_public,
          createdAt: now,
          updatedAt: now,
        });
        return row.id;
      });
      return one(userId, id);
    },

    /** Deletes the owner's playlist. */
    async remove(userId: number, value: string): Promise<void> {
      const { id } = await owned(userId, value);
      // Already gone (a parallel delete): the end state is the one asked for.
      await repo.deletePlaylist(db, id, userId);
    },

    /**
     * Songs that are not in the playlist yet: one page, or the first `MUSIC_PLAIN_LIST_LIMIT`. Without `search`
     * the newest first; with it, the main search's hits in its order (accents, prefixes, typos: 'makosa' finds
     * « Makossa »), plus songs whose artist's name contains it. Anyone who may see the playlist may ask (the list
     * is the public catalogue).
     */
    async availableSongs(
      userId: number | null,
      value: string,
      opts: { search?: string; paging?: { page: number; pageSize: number } },
    ): Promise<Counted<Song>> {
      const { id } = await visible(userId, value);
      const { limit, offset } = opts.paging
        ? pageWindow(opts.paging.page, opts.paging.pageSize)
        : { limit: MUSIC_PLAIN_LIST_LIMIT, offset: 0 };
      if (opts.search) {
        const found = await deps.matchSongs(opts.search, {
          today: deps.songs.today(),
          where: repo.availableFor(id),
          alsoMatching: repo.byArtistName(opts.search),
          limit,
          offset,
        });
        const byId = await deps.songs.byIds(userId, found.ids);
        const results = found.ids.flatMap((songId) => byId.get(songId) ?? []);
        return { count: opts.paging ? found.count : results.length, results };
      }
      const where = repo.availableFor(id);
      if (!opts.paging) {
        const results = await deps.songs.find(userId, { where, orderBy: newestSongsFirst, limit });
        return { count: results.length, results };
      }
      const [count, results] = await Promise.all([
        countSongs(db, deps.songs.today(), where),
        deps.songs.find(userId, { where, orderBy: newestSongsFirst, limit, offset }),
      ]);
      return { count, results };
    },

    /**
     * Adds a song at the end of the owner's playlist. Adding one already there changes nothing (`added: false`).
     * Additions to one playlist are serialised by an advisory lock, so positions and the size cap hold under
     * parallel calls; the primary key (playlist, song) keeps a song once whatever happens.
     */
    async addSong(userId: number, value: string, contentId: string): Promise<AddPlaylistSongResult> {
      const { id } = await owned(userId, value);
      const songRef = parseIdOrReference(contentId);
      const song = songRef ? await findSongId(db, deps.songs.today(), songRef) : undefined;
      if (!song) throw AppError.fields({ content_id: [pmsg.songNotFound] });
      const added = await db.transaction(async (tx) => {
        await lockKey(tx, `playlist:songs:${id}`);
        // A delete that committed meanwhile leaves nothing to add to; one in flight waits for this transaction.
        if (!(await repo.lockPlaylistRow(tx, id))) throw AppError.notFound(msg.playlistNotFound);
        const fill = await repo.playlistFill(tx, id);
        const inserted = await repo.insertPlaylistSong(tx, {
          playlistId: id,
          songId: song.id,
          position: fill.nextPosition,
          addedAt: clock.now(),
        });
        // Checked after the insert so a song already there is "no change" rather than "full".
        if (inserted && fill.count >= PLAYLIST_LIMITS.maxSongs) throw AppError.badRequest(pmsg.full);
        return inserted;
      });
      return {
        detail: added ? pmsg.songAdded : pmsg.songAlreadyThere,
        added,
        playlist: await one(userId, id),
      };
    },

    /** Takes a song out of the owner's playlist (no change if it was not there); answers the playlist. */
    async removeSong(userId: number, value: string, songValue: string): Promise<Playlist> {
      const { id } = await owned(userId, value);
      const songRef = parseIdOrReference(songValue);
      const song = songRef ? await findSongId(db, deps.songs.today(), songRef) : undefined;
      if (!song) throw AppError.notFound(pmsg.songNotFound);
      await repo.deletePlaylistSong(db, id, song.id);
      return one(userId, id);
    },

    ...createPlaylistFollowsAndReports({ db, clock, visible }),
  };
}
