import type { StudioRole } from '@sanza/contracts/constants';
import { asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  albums,
  artists,
  events,
  playlistReports,
  playlists,
  songArtists,
  songs,
  users,
} from '../../db/schema.ts';

export type StaffUserRow = Pick<
  typeof users.$inferSelect,
  'id' | 'username' | 'email' | 'roles' | 'isActive' | 'createdAt'
>;

const staffUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  roles: users.roles,
  isActive: users.isActive,
  createdAt: users.createdAt,
};

/** Accounts whose username or e-mail contains `q` (any case; no wildcard characters), oldest first. */
export async function listUsers(
  db: Db,
  q: string,
  window: { limit: number; offset: number },
): Promise<{ count: number; rows: StaffUserRow[] }> {
  const where = q
    ? sql`(position(lower(${q}) in lower(${users.username})) > 0 or position(lower(${q}) in lower(${users.email})) > 0)`
    : undefined;
  const [total] = await db.select({ n: count() }).from(users).where(where);
  const rows = await db
    .select(staffUserColumns)
    .from(users)
    .where(where)
    .orderBy(asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
  return { count: total?.n ?? 0, rows };
}

/** An account, active or not. */
export async function findStaffUser(db: Db, id: number): Promise<StaffUserRow | undefined> {
  const [row] = await db.select(staffUserColumns).from(users).where(eq(users.id, id));
  return row;
}

/** Replaces an account's studio roles; the account as it now is, or undefined when there is none. */
export async function replaceRoles(
  db: Db,
  id: number,
  roles: StudioRole[],
  now: Date,
): Promise<StaffUserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ roles, updatedAt: now })
    .where(eq(users.id, id))
    .returning(staffUserColumns);
  return row;
}

/** Lets a deactivated account sign in again (its old tokens stay stale: the version was raised). */
export async function activateUser(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isActive: true, updatedAt: now })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Sets the editors' pick of an album or a playlist; false when there is none with this id. */
export async function setFeatured(db: Db, kind: 'albums' | 'playlists', id: number, featured: boolean) {
  const table = kind === 'albums' ? albums : playlists;
  const rows = await db
    .update(table)
    .set({ isFeatured: featured })
    .where(eq(table.id, id))
    .returning({ id: table.id });
  return rows.length > 0;
}

type Moderation = { hiddenAt: Date | null; hiddenReason: string | null };

/** Hides (with a reason) or shows again an event by serial id; its new state, or undefined when there is none. */
export async function moderateEvent(
  db: Db,
  serialId: string,
  state: Moderation,
): Promise<Moderation | undefined> {
  const [row] = await db
    .update(events)
    .set(state)
    .where(eq(events.serialId, serialId))
    .returning({ hiddenAt: events.hiddenAt, hiddenReason: events.hiddenReason });
  return row;
}

/** Hides (with a reason) or shows again a song by id; its new state, or undefined when there is none. */
export async function moderateSong(db: Db, id: number, state: Moderation): Promise<Moderation | undefined> {
  const [row] = await db
    .update(songs)
    .set(state)
    .where(eq(songs.id, id))
    .returning({ hiddenAt: songs.hiddenAt, hiddenReason: songs.hiddenReason });
  return row;
}

/** Hides (with a reason) or shows again a playlist by id; its new state, or undefined when there is none. */
export async function moderatePlaylist(
  db: Db,
  id: number,
  state: Moderation,
): Promise<Moderation | undefined> {
  const [row] = await db
    .update(playlists)
    .set(state)
    .where(eq(playlists.id, id))
    .returning({ hiddenAt: playlists.hiddenAt, hiddenReason: playlists.hiddenReason });
  return row;
}

/**
 * Playlists listeners reported or staff hid, most reported first (then the latest report), with the count of
 * each reason. At most `limit`: a queue to work through, not an archive.
 */
export async function listReportedPlaylists(db: Db, limit: number) {
  const reports = sql<number>`(select count(*) from ${playlistReports} where ${playlistReports.playlistId} = ${playlists.id})::int`;
  const lastReport = sql<Date | null>`(select max(${playlistReports.createdAt}) from ${playlistReports} where ${playlistReports.playlistId} = ${playlists.id})`;
  const rows = await db
    .select({
      id: playlists.id,
      referenceId: playlists.referenceId,
      name: playlists.name,
      owner: users.username,
      reports,
      lastReportedAt: lastReport,
      hiddenAt: playlists.hiddenAt,
      hiddenReason: playlists.hiddenReason,
    })
    .from(playlists)
    .innerJoin(users, eq(users.id, playlists.ownerId))
    .where(
      sql`(${playlists.hiddenAt} is not null or exists (select 1 from ${playlistReports} where ${playlistReports.playlistId} = ${playlists.id}))`,
    )
    .orderBy(desc(reports), sql`${lastReport} desc nulls last`, asc(playlists.id))
    .limit(limit);
  const reasons =
    rows.length === 0
      ? []
      : await db
          .select({ playlistId: playlistReports.playlistId, reason: playlistReports.reason, n: count() })
          .from(playlistReports)
          .where(
            inArray(
              playlistReports.playlistId,
              rows.map((r) => r.id),
            ),
          )
          .groupBy(playlistReports.playlistId, playlistReports.reason);
  return { rows, reasons };
}

/** Events and songs hidden by staff now, most recently hidden first (a song named with its first credited artist). */
export async function listHidden(db: Db) {
  const hiddenEvents = await db
    .select({
      serialId: events.serialId,
      name: events.name,
      hiddenAt: events.hiddenAt,
      hiddenReason: events.hiddenReason,
    })
    .from(events)
    .where(isNotNull(events.hiddenAt))
    .orderBy(desc(events.hiddenAt), asc(events.id));
  const hiddenSongs = await db
    .select({
      id: songs.id,
      title: songs.title,
      artist: sql<
        string | null
      >`(select ${artists.name} from ${songArtists} join ${artists} on ${artists.id} = ${songArtists.artistId} where ${songArtists.songId} = ${songs.id} order by ${songArtists.position}, ${artists.id} limit 1)`,
      hiddenAt: songs.hiddenAt,
      hiddenReason: songs.hiddenReason,
    })
    .from(songs)
    .where(isNotNull(songs.hiddenAt))
    .orderBy(desc(songs.hiddenAt), asc(songs.id));
  return { events: hiddenEvents, songs: hiddenSongs };
}

/** The albums and playlists staff marked featured, by title. */
export async function listFeatured(db: Db) {
  const featuredAlbums = await db
    .select({ id: albums.id, title: albums.title, artist: artists.name })
    .from(albums)
    .leftJoin(artists, eq(artists.id, albums.artistId))
    .where(eq(albums.isFeatured, true))
    .orderBy(asc(albums.title), asc(albums.id));
  const featuredPlaylists = await db
    .select({ id: playlists.id, name: playlists.name, owner: users.username })
    .from(playlists)
    .leftJoin(users, eq(users.id, playlists.ownerId))
    .where(eq(playlists.isFeatured, true))
    .orderBy(asc(playlists.name), asc(playlists.id));
  return { albums: featuredAlbums, playlists: featuredPlaylists };
}
