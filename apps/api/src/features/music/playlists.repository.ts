import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { playlistSongs, playlists, songs, users } from '../../db/schema.ts';

/** Playlists with their owner's name; callers add filters, order and window. */
export function selectPlaylists(db: Db) {
  return db
    .select({
      id: playlists.id,
      referenceId: playlists.referenceId,
      name: playlists.name,
      description: playlists.description,
      style: playlists.style,
      isPublic: playlists.isPublic,
      createdAt: playlists.createdAt,
      owner: users.username,
    })
    .from(playlists)
    .innerJoin(users, eq(users.id, playlists.ownerId));
}

export const isPublic = eq(playlists.isPublic, true);

/** Editors' picks first, then the newest. */
export const featuredOrder: SQL[] = [
  desc(playlists.isFeatured),
  desc(playlists.createdAt),
  desc(playlists.id),
];

/** Most plays summed over the playlist's songs, then the newest. */
export const popularOrder: SQL[] = [
  desc(sql`coalesce((select sum(${songs.playCount}) from ${playlistSongs}
    inner join ${songs} on ${songs.id} = ${playlistSongs.songId}
    where ${playlistSongs.playlistId} = ${playlists.id}), 0)`),
  desc(playlists.createdAt),
  desc(playlists.id),
];

/** The song ids of some playlists, in playlist order. */
export function songsOfPlaylists(db: Db, playlistIds: number[]) {
  if (playlistIds.length === 0) return Promise.resolve([]);
  return db
    .select({ playlistId: playlistSongs.playlistId, songId: playlistSongs.songId })
    .from(playlistSongs)
    .where(inArray(playlistSongs.playlistId, playlistIds))
    .orderBy(asc(playlistSongs.playlistId), asc(playlistSongs.position), asc(playlistSongs.songId));
}
