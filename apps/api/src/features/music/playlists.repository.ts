import { POPULAR_PLAYLIST_MIN } from '@sanza/contracts/constants';
import { and, asc, count, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  artists,
  playlistFollows,
  playlistReports,
  playlistSongs,
  playlists,
  songArtists,
  songs,
  users,
} from '../../db/schema.ts';
import type { IdOrReference } from '../../lib/ids.ts';

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
      ownerId: playlists.ownerId,
      owner: users.username,
      followers: followersCount,
      hiddenAt: playlists.hiddenAt,
      hiddenReason: playlists.hiddenReason,
    })
    .from(playlists)
    .innerJoin(users, eq(users.id, playlists.ownerId));
}

/** Public and not hidden by staff: what the home, search and other users may see. */
export const isListed = and(eq(playlists.isPublic, true), isNull(playlists.hiddenAt))!;

/** « Playlists à la une »: the editors' picks only, listed ones. */
export const isEditorsPick = and(isListed, eq(playlists.isFeatured, true))!;

/** The newest first. */
export const featuredOrder: SQL[] = [desc(playlists.createdAt), desc(playlists.id)];

/**
 * « Playlists populaires »: listed playlists with at least `POPULAR_PLAYLIST_MIN` titles and followers, so an
 * empty or fresh playlist never publishes itself to the home.
 */
export const isPopularCandidate = and(
  isListed,
  sql`(select count(*) from ${playlistSongs} where ${playlistSongs.playlistId} = ${playlists.id}) >= ${POPULAR_PLAYLIST_MIN.songs}`,
  sql`(select count(*) from ${playlistFollows} where ${playlistFollows.playlistId} = ${playlists.id}) >= ${POPULAR_PLAYLIST_MIN.followers}`,
)!;

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

// ─── The user's own playlists ──────────────────────────────────────────────────────────────────

/** The condition naming one playlist by id or reference id. */
export const playlistIs = (ref: IdOrReference) =>
  'id' in ref ? eq(playlists.id, ref.id) : eq(playlists.referenceId, ref.referenceId);

/** How many users follow each playlist, as a column of `selectPlaylists`. */
export const followersCount = sql<number>`(select count(*) from ${playlistFollows}
  where ${playlistFollows.playlistId} = ${playlists.id})::int`;

/** The owner's playlists, newest first. */
export const ownedBy = (ownerId: number) => eq(playlists.ownerId, ownerId);
export const newestFirst: SQL[] = [desc(playlists.createdAt), desc(playlists.id)];

/** The playlist's id, owner, visibility and moderation, or undefined. */
export async function findPlaylist(db: Db, ref: IdOrReference) {
  const [row] = await db
    .select({
      id: playlists.id,
      ownerId: playlists.ownerId,
      isPublic: playlists.isPublic,
      hiddenAt: playlists.hiddenAt,
    })
    .from(playlists)
    .where(playlistIs(ref));
  return row;
}

/** Holds the playlist row until the transaction ends (a delete waits); false when it is gone. */
export async function lockPlaylistRow(db: Db, id: number): Promise<boolean> {
  const rows = await db.select({ id: playlists.id }).from(playlists).where(eq(playlists.id, id)).for('share');
  return rows.length > 0;
}

export async function countOwned(db: Db, ownerId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(playlists).where(ownedBy(ownerId));
  return row?.n ?? 0;
}

export async function insertPlaylist(db: Db, values: typeof playlists.$inferInsert) {
  const [row] = await db.insert(playlists).values(values).returning({ id: playlists.id });
  return row!;
}

/** Deletes the owner's playlist (its songs and follows go with it); whether a row was deleted. */
export async function deletePlaylist(db: Db, id: number, ownerId: number): Promise<boolean> {
  const rows = await db
    .delete(playlists)
    .where(and(eq(playlists.id, id), eq(playlists.ownerId, ownerId)))
    .returning({ id: playlists.id });
  return rows.length > 0;
}

/** How many songs a playlist holds, and the next free position. */
export async function playlistFill(db: Db, playlistId: number) {
  const [row] = await db
    .select({ n: count(), last: sql<number | null>`max(${playlistSongs.position})` })
    .from(playlistSongs)
    .where(eq(playlistSongs.playlistId, playlistId));
  return { count: row?.n ?? 0, nextPosition: (row?.last ?? -1) + 1 };
}

/** Puts a song at the end of a playlist; false when it was already there (the primary key keeps one row). */
export async function insertPlaylistSong(db: Db, values: typeof playlistSongs.$inferInsert) {
  const rows = await db
    .insert(playlistSongs)
    .values(values)
    .onConflictDoNothing()
    .returning({ songId: playlistSongs.songId });
  if (rows.length > 0) {
    await db.update(playlists).set({ updatedAt: values.addedAt }).where(eq(playlists.id, values.playlistId));
  }
  return rows.length > 0;
}

export async function deletePlaylistSong(db: Db, playlistId: number, songId: number): Promise<boolean> {
  const rows = await db
    .delete(playlistSongs)
    .where(and(eq(playlistSongs.playlistId, playlistId), eq(playlistSongs.songId, songId)))
    .returning({ songId: playlistSongs.songId });
  return rows.length > 0;
}

/** Songs not in the playlist. */
export function availableFor(playlistId: number): SQL {
  return sql`not exists (select 1 from ${playlistSongs}
    where ${playlistSongs.playlistId} = ${playlistId} and ${playlistSongs.songId} = ${songs.id})`;
}

/** Songs one of whose artists' names contains `search`, case and accents ignored (`%` and `_` are literal). */
export function byArtistName(search: string): SQL {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`exists (select 1 from ${songArtists} inner join ${artists} on ${artists.id} = ${songArtists.artistId}
    where ${songArtists.songId} = ${songs.id} and sanza_unaccent(${artists.name}) like sanza_unaccent(${pattern}))`;
}

export async function isFollowing(db: Db, userId: number, playlistId: number): Promise<boolean> {
  const [row] = await db
    .select({ n: count() })
    .from(playlistFollows)
    .where(and(eq(playlistFollows.userId, userId), eq(playlistFollows.playlistId, playlistId)));
  return (row?.n ?? 0) > 0;
}

export async function insertFollow(db: Db, values: typeof playlistFollows.$inferInsert) {
  const rows = await db
    .insert(playlistFollows)
    .values(values)
    .onConflictDoNothing()
    .returning({ playlistId: playlistFollows.playlistId });
  return rows.length > 0;
}

export async function deleteFollow(db: Db, userId: number, playlistId: number): Promise<boolean> {
  const rows = await db
    .delete(playlistFollows)
    .where(and(eq(playlistFollows.userId, userId), eq(playlistFollows.playlistId, playlistId)))
    .returning({ playlistId: playlistFollows.playlistId });
  return rows.length > 0;
}

export async function countFollowers(db: Db, playlistId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(playlistFollows)
    .where(eq(playlistFollows.playlistId, playlistId));
  return row?.n ?? 0;
}

/** Records a user's report of a playlist; false when they had already reported it (the primary key keeps one). */
export async function insertReport(db: Db, values: typeof playlistReports.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(playlistReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ playlistId: playlistReports.playlistId });
  return rows.length > 0;
}
