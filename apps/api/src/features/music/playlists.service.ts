import { MUSIC_HOME_SIZES, type Playlist, type Song } from '@sanza/contracts';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import * as repo from './playlists.repository.ts';
import type { SongsService } from './songs.service.ts';

export type PlaylistsService = ReturnType<typeof createPlaylistsService>;

/**
 * Public playlists for the music home (spec 3 §3). Nobody can follow or like a playlist yet (the spec has no
 * such call), so `subscribers.count` and `likes_count` are 0 until that exists.
 */
export function createPlaylistsService(deps: { db: Db; songs: SongsService }) {
  const { db } = deps;

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
        subscribers: { count: 0 },
        likes_count: 0,
        created_at: r.createdAt.toISOString(),
      }),
    );
  }

  return {
    /** Public playlists, editors' picks first, then the newest. */
    featured(userId: number | null): Promise<Playlist[]> {
      return find(userId, {
        where: repo.isPublic,
        orderBy: repo.featuredOrder,
        limit: MUSIC_HOME_SIZES.section,
      });
    },
    /** Public playlists whose songs were played the most. */
    popular(userId: number | null): Promise<Playlist[]> {
      return find(userId, {
        where: repo.isPublic,
        orderBy: repo.popularOrder,
        limit: MUSIC_HOME_SIZES.section,
      });
    },
  };
}
