import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hasNotStarted } from '../../db/event-sql.ts';
import { notifications, users } from '../../db/schema.ts';

/** The kinds the daily e-mail tells of. */
export const NEWS_KINDS = ['artist_concert', 'artist_release'] as const;

type Counts = { announced: number; told: number };
const counts = (result: unknown): Counts => {
  const row = (result as { rows: { announced: number; told: number }[] }).rows[0];
  return { announced: Number(row?.announced ?? 0), told: Number(row?.told ?? 0) };
};

/**
 * Tells the subscribers of each artist newly confirmed on a published, upcoming event, in one statement: up to
 * `limit` line-up rows are claimed (SKIP LOCKED: several processes share the work) and marked announced with the
 * notices they caused, so a concert is announced once. A listener following two artists of the same event is
 * told once (`concert:<event>`), ever.
 */
export async function announceConcerts(db: Db, now: Date, limit: number): Promise<Counts> {
  return counts(
    await db.execute(sql`
      with due as (
        select ea.id, ea.artist_id, ea.event_id
          from event_artists ea join events on events.id = ea.event_id
         where ea.status = 'confirmed' and ea.announced_at is null
           and events.status = 'published' and events.hidden_at is null and ${hasNotStarted(now)}
         order by ea.id limit ${limit}
           for update of ea skip locked),
      marked as (
        update event_artists set announced_at = ${now.toISOString()}::timestamptz
         where id in (select id from due) returning id),
      told as (
        insert into notifications (user_id, kind, data, created_at, dedupe_key)
        select distinct on (s.user_id, e.id) s.user_id, 'artist_concert',
               jsonb_build_object('artist_id', a.id, 'artist_name', a.name, 'event_serial_id', e.serial_id,
                 'event_name', e.name, 'date', e.date, 'time', e.time, 'city', e.city),
               ${now.toISOString()}::timestamptz, 'concert:' || e.id
          from due
          join artist_subscriptions s on s.artist_id = due.artist_id
          join users u on u.id = s.user_id and u.is_active
          join artists a on a.id = due.artist_id
          join events e on e.id = due.event_id
         order by s.user_id, e.id, due.id
        on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
        returning id)
      select (select count(*) from marked)::int as announced, (select count(*) from told)::int as told`),
  );
}

/**
 * Tells the subscribers of the artists of each song published in the last `recentDays` days up to `today` (a
 * scheduled release on its day), as `announceConcerts` does: once per album (or single song) and listener.
 * Songs published earlier and never announced (the catalogue before this job) stay untold.
 */
export async function announceReleases(db: Db, now: Date, today: string, recentDays: number, limit: number) {
  return counts(
    await db.execute(sql`
      with due as (
        select s.id, s.album_id, s.title, s.reference_id
          from songs s
         where s.announced_at is null and s.hidden_at is null
           and s.publish_date <= ${today}::date and s.publish_date > ${today}::date - ${recentDays}::int
           and not exists (select 1 from albums later where later.id = s.album_id and later.release_date > ${today}::date)
         order by s.id limit ${limit}
           for update of s skip locked),
      marked as (
        update songs set announced_at = ${now.toISOString()}::timestamptz
         where id in (select id from due) returning id),
      told as (
        insert into notifications (user_id, kind, data, created_at, dedupe_key)
        select distinct on (sub.user_id, coalesce('album:' || due.album_id, 'song:' || due.id))
               sub.user_id, 'artist_release',
               jsonb_build_object('artist_id', a.id, 'artist_name', a.name,
                 'title', coalesce(al.title, due.title), 'song_id', due.reference_id),
               ${now.toISOString()}::timestamptz,
               'release:' || coalesce('album:' || due.album_id, 'song:' || due.id)
          from due
          join song_artists sa on sa.song_id = due.id
          join artist_subscriptions sub on sub.artist_id = sa.artist_id
          join users u on u.id = sub.user_id and u.is_active
          join artists a on a.id = sa.artist_id
          left join albums al on al.id = due.album_id
         order by sub.user_id, coalesce('album:' || due.album_id, 'song:' || due.id), due.id
        on conflict (user_id, dedupe_key) where dedupe_key is not null do nothing
        returning id)
      select (select count(*) from marked)::int as announced, (select count(*) from told)::int as told`),
  );
}

/** Conditions of a user who may get the news e-mail now: wants it, active, none in the last day. */
const mayBeMailed = (dayAgo: Date) =>
  and(
    eq(users.emailArtistNews, true),
    eq(users.isActive, true),
    or(isNull(users.lastNewsEmailAt), lte(users.lastNewsEmailAt, dayAgo)),
  );

/** Users with artist news not yet e-mailed (of the last `since`) who may get the e-mail now; `limit` of them. */
export async function usersDueNewsEmail(db: Db, dayAgo: Date, since: Date, limit: number): Promise<number[]> {
  const rows = await db
    .selectDistinct({ id: users.id })
    .from(notifications)
    .innerJoin(users, eq(users.id, notifications.userId))
    .where(
      and(
        isNull(notifications.emailedAt),
        inArray(notifications.kind, [...NEWS_KINDS]),
        gt(notifications.createdAt, since),
        mayBeMailed(dayAgo),
      ),
    )
    .limit(limit);
  return rows.map((r) => r.id);
}

/**
 * Claims the user's e-mail of today (false when another process did, or the user may not get one) and marks the
 * news it tells of e-mailed, in the caller's transaction: each notice is e-mailed once, a user mailed once a day.
 */
export async function claimNewsEmail(tx: Db, userId: number, now: Date, dayAgo: Date, since: Date) {
  const [user] = await tx
    .update(users)
    .set({ lastNewsEmailAt: now })
    .where(and(eq(users.id, userId), mayBeMailed(dayAgo)))
    .returning({ email: users.email, username: users.username });
  if (!user) return null;
  const news = await tx
    .update(notifications)
    .set({ emailedAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.emailedAt),
        inArray(notifications.kind, [...NEWS_KINDS]),
        gt(notifications.createdAt, since),
      ),
    )
    .returning({ kind: notifications.kind, data: notifications.data, createdAt: notifications.createdAt });
  return { ...user, news };
}

export async function setNewsEmails(db: Db, userId: number, wanted: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ emailArtistNews: wanted })
    .where(eq(users.id, userId))
    .returning({ id: users.id });
  return rows.length === 1;
}

export async function newsEmailsWanted(db: Db, userId: number): Promise<boolean> {
  const [row] = await db.select({ wanted: users.emailArtistNews }).from(users).where(eq(users.id, userId));
  return row?.wanted ?? false;
}
