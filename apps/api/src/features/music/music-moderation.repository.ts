import { asc, count, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { artists, playlistReports, playlists, songArtists, songs, users } from '../../db/schema.ts';
import type { ModerationState } from '../../lib/staff-actions.ts';

/** Hides (with a reason) or shows again a song by id; its new state, or undefined when there is none. */
export async function moderateSong(
  db: Db,
  id: number,
  state: ModerationState,
): Promise<ModerationState | undefined> {
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
  state: ModerationState,
): Promise<ModerationState | undefined> {
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

/** Songs hidden by staff now, most recently hidden first, each named with its first credited artist. */
export function listHiddenSongs(db: Db) {
  return db
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
}
