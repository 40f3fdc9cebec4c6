import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { clientPlays, songs, streams } from '../../db/schema.ts';

/**
 * Streams counted for the user less than `songWindowS` before or after `at` for this song, and less than
 * `userWindowS` before or after `at` for any song. Both sides, because plays heard offline arrive in any order.
 */
export async function streamsAround(
  db: Db,
  opts: { userId: number; songId: number; at: Date; songWindowS: number; userWindowS: number },
) {
  const around = (seconds: number) => {
    const from = new Date(opts.at.getTime() - seconds * 1000).toISOString();
    const to = new Date(opts.at.getTime() + seconds * 1000).toISOString();
    return sql`${streams.createdAt} > ${from}::timestamptz and ${streams.createdAt} < ${to}::timestamptz`;
  };
  const widest = Math.max(opts.songWindowS, opts.userWindowS);
  const [row] = await db
    .select({
      thisSong:
        sql<number>`count(*) filter (where ${streams.songId} = ${opts.songId} and ${around(opts.songWindowS)})`.mapWith(
          Number,
        ),
      all: sql<number>`count(*) filter (where ${around(opts.userWindowS)})`.mapWith(Number),
    })
    .from(streams)
    .where(and(eq(streams.userId, opts.userId), around(widest)));
  return { thisSong: row?.thisSong ?? 0, all: row?.all ?? 0 };
}

/**
 * Where a play heard from `start` to `end` stands among the user's other plays:
 * - `isSongInSession`: this song already has a counted stream in the same listening session. A session is a run
 *   of the user's listening (every received play, counted or not, from its start to its end, and every counted
 *   stream) without a silence longer than `gapS`; looked at within `lookS` either side, because plays heard
 *   offline arrive in any order.
 * - `overlapsCounted`: a counted play of the user lies inside this one (one listener hears one track at a time).
 */
export async function listeningContext(
  db: Db,
  opts: { userId: number; songId: number; start: Date; end: Date; gapS: number; lookS: number },
) {
  const start = opts.start.toISOString();
  const end = opts.end.toISOString();
  const lo = new Date(opts.start.getTime() - opts.lookS * 1000).toISOString();
  const hi = new Date(opts.end.getTime() + opts.lookS * 1000).toISOString();
  // Both drivers answer `{ rows }` for a raw statement.
  const result = (await db.execute(sql`
    with acts as (
      select ${clientPlays.playedAt} as s,
             ${clientPlays.playedAt} + make_interval(secs => ${clientPlays.listenedSeconds}) as e,
             null::int as song, false as is_new
        from ${clientPlays}
       where ${clientPlays.userId} = ${opts.userId}
         and ${clientPlays.playedAt} > ${lo}::timestamptz and ${clientPlays.playedAt} < ${hi}::timestamptz
      union all
      select ${streams.createdAt}, ${streams.createdAt}, ${streams.songId}, false
        from ${streams}
       where ${streams.userId} = ${opts.userId}
         and ${streams.createdAt} > ${lo}::timestamptz and ${streams.createdAt} < ${hi}::timestamptz
      union all
      select ${start}::timestamptz, ${end}::timestamptz, null::int, true
    ),
    ordered as (
      select *, max(e) over (order by s, is_new rows between unbounded preceding and 1 preceding) as prev_end
        from acts
    ),
    numbered as (
      select *, sum(case when prev_end is null or s - prev_end > make_interval(secs => ${opts.gapS}) then 1 else 0 end)
                  over (order by s, is_new rows between unbounded preceding and current row) as session
        from ordered
    )
    select
      exists (select 1 from numbered n join numbered me on me.is_new and n.session = me.session
               where n.song = ${opts.songId}) as in_session,
      exists (select 1 from ${streams}
               where ${streams.userId} = ${opts.userId}
                 and ${streams.createdAt} > ${start}::timestamptz and ${streams.createdAt} < ${end}::timestamptz)
      or exists (select 1 from ${clientPlays}
               where ${clientPlays.userId} = ${opts.userId} and ${clientPlays.counted}
                 and ${clientPlays.playedAt} < ${end}::timestamptz
                 and ${clientPlays.playedAt} + make_interval(secs => ${clientPlays.listenedSeconds}) > ${start}::timestamptz)
        as overlaps
  `)) as unknown as { rows: { in_session: boolean; overlaps: boolean }[] };
  const row = result.rows[0];
  return { isSongInSession: Boolean(row?.in_session), overlapsCounted: Boolean(row?.overlaps) };
}

/**
 * Records a play sent with the device's id; false when this user already sent that id (the primary key decides,
 * so two copies sent at once record one).
 */
export async function insertClientPlay(db: Db, values: typeof clientPlays.$inferInsert): Promise<boolean> {
  const rows = await db
    .insert(clientPlays)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: clientPlays.userId });
  return rows.length > 0;
}

/** Whether the user already sent the play `clientPlayId`. */
export async function hasClientPlay(db: Db, userId: number, clientPlayId: string): Promise<boolean> {
  const rows = await db
    .select({ userId: clientPlays.userId })
    .from(clientPlays)
    .where(and(eq(clientPlays.userId, userId), eq(clientPlays.clientPlayId, clientPlayId)));
  return rows.length > 0;
}

/** Removes the device play ids of plays started before `before`; answers how many. */
export async function deleteClientPlaysBefore(db: Db, before: Date): Promise<number> {
  const rows = await db
    .delete(clientPlays)
    .where(lt(clientPlays.playedAt, before))
    .returning({ userId: clientPlays.userId });
  return rows.length;
}

/** Records a counted stream and adds one play to the song, in the caller's transaction; answers the new count. */
export async function insertStream(db: Db, values: { userId: number; songId: number; createdAt: Date }) {
  await db.insert(streams).values(values);
  const [row] = await db
    .update(songs)
    .set({ playCount: sql`${songs.playCount} + 1` })
    .where(eq(songs.id, values.songId))
    .returning({ playCount: songs.playCount });
  return row!.playCount;
}
