import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventStartsAt, hasNotStarted, isRegistrationOpen, publicEvent } from '../../db/event-sql.ts';
import {
  artistSubscriptions,
  artists,
  categories,
  eventArtists,
  events,
  eventViews,
} from '../../db/schema.ts';

/** One query: public events (see publicEvent) with organiser, category and ticket types (cheapest first). */
function findEvents(db: Db, now: Date, where: SQL | undefined, orderBy: SQL[], limit?: number) {
  return db.query.events.findMany({
    where: and(publicEvent, where),
    orderBy,
    limit,
    extras: { isRegistrationOpen: isRegistrationOpen(now).as('is_registration_open') },
    with: {
      organizer: { columns: { username: true } },
      category: { columns: { serialId: true, name: true, description: true } },
      ticketTypes: { orderBy: (t, { asc }) => [asc(t.price), asc(t.id)] },
      // The confirmed artists only, in the organizer's order.
      lineup: {
        columns: { artistId: true },
        where: (l, { eq }) => eq(l.status, 'confirmed'),
        orderBy: (l, { asc }) => [asc(l.position), asc(l.id)],
        with: { artist: { columns: { id: true, name: true, profileImage: true } } },
      },
    },
  });
}

export type EventRow = Awaited<ReturnType<typeof findEvents>>[number];

const chronological = [asc(events.date), asc(events.time), asc(events.id)];

/** All categories, by name. */
export function listCategories(db: Db) {
  return db
    .select({ serialId: categories.serialId, name: categories.name, description: categories.description })
    .from(categories)
    .orderBy(asc(categories.name));
}

/**
 * Upcoming events first, soonest first, then past ones, most recent first: a list opened today leads with
 * what can still be attended, and last week's concert stays findable right after them.
 */
const upcomingThenPast = (now: Date) => [
  desc(hasNotStarted(now)),
  sql`case when ${hasNotStarted(now)} then ${eventStartsAt} end asc`,
  sql`${eventStartsAt} desc`,
  asc(events.id),
];

/** Events, upcoming ones first (see above), optionally of one category and/or not yet started. */
export function listEvents(db: Db, opts: { now: Date; categorySerialId?: string; upcomingOnly?: boolean }) {
  const filters: SQL[] = [];
  if (opts.categorySerialId) {
    const category = db
      .select({ id: categories.id })
      .from(categories)
      .where(sql`${categories.serialId} = ${opts.categorySerialId}`);
    filters.push(inArray(events.categoryId, category));
  }
  if (opts.upcomingOnly) filters.push(hasNotStarted(opts.now));
  return findEvents(db, opts.now, and(...filters), upcomingThenPast(opts.now));
}

/** Up to `limit` events not yet started whose priority is at least `minPriority`, most important first. */
export function listPriorityEvents(db: Db, opts: { now: Date; limit: number; minPriority: number }) {
  return findEvents(
    db,
    opts.now,
    and(gte(events.priority, opts.minPriority), hasNotStarted(opts.now)),
    [desc(events.priority), ...chronological],
    opts.limit,
  );
}

/** The upcoming events an artist is confirmed on, soonest first. */
export function listArtistEvents(db: Db, opts: { now: Date; artistId: number }) {
  const playing = db
    .select({ id: eventArtists.eventId })
    .from(eventArtists)
    .where(and(eq(eventArtists.artistId, opts.artistId), eq(eventArtists.status, 'confirmed')));
  return findEvents(db, opts.now, and(inArray(events.id, playing), hasNotStarted(opts.now)), chronological);
}

/** The next `limit` events (not started) with a confirmed artist `userId` subscribes to, soonest first. */
export function listFollowedEvents(db: Db, opts: { now: Date; userId: number; limit: number }) {
  const followed = db
    .select({ id: eventArtists.eventId })
    .from(eventArtists)
    .innerJoin(artistSubscriptions, eq(artistSubscriptions.artistId, eventArtists.artistId))
    .where(and(eq(artistSubscriptions.userId, opts.userId), eq(eventArtists.status, 'confirmed')));
  return findEvents(
    db,
    opts.now,
    and(inArray(events.id, followed), hasNotStarted(opts.now)),
    chronological,
    opts.limit,
  );
}

export async function artistExists(db: Db, artistId: number): Promise<boolean> {
  const [row] = await db.select({ id: artists.id }).from(artists).where(eq(artists.id, artistId));
  return Boolean(row);
}

/** Events by internal id (search hits), in no particular order. */
export function findEventsByIds(db: Db, opts: { now: Date; ids: number[] }) {
  return findEvents(db, opts.now, inArray(events.id, opts.ids), []);
}

/** One event by its public id, or undefined. */
export async function findEvent(db: Db, opts: { now: Date; serialId: string }) {
  const [row] = await findEvents(db, opts.now, eq(events.serialId, opts.serialId), [], 1);
  return row;
}

/**
 * Counts views, each once per viewer and day of the event venue's calendar, in one statement: a view is recorded
 * in `event_views`, and `events.view` goes up by the number of rows that were new, so reloading a page adds
 * nothing and `view` grows by the number of distinct (viewer, day) pairs. Views of events that are no longer
 * public (or never were) are dropped.
 */
export async function countViews(db: Db, views: { serialId: string; viewer: string; at: Date }[]) {
  // Three parameters a view, well under PostgreSQL's 65,535 a statement.
  for (let i = 0; i < views.length; i += 5_000) await countViewBatch(db, views.slice(i, i + 5_000));
}

async function countViewBatch(db: Db, views: { serialId: string; viewer: string; at: Date }[]) {
  const rows = sql.join(
    views.map((v) => sql`(${v.serialId}, ${v.viewer}, ${v.at.toISOString()}::timestamptz)`),
    sql`, `,
  );
  await db.execute(sql`
    with seen(serial_id, viewer, at) as (values ${rows}),
    recorded as (
      insert into ${eventViews} (event_id, viewer, day)
      select ${events.id}, seen.viewer, (seen.at at time zone ${events.timeZone})::date
        from seen join ${events} on ${events.serialId} = seen.serial_id
       where ${publicEvent}
      on conflict do nothing
      returning event_id
    )
    update ${events} set view = ${events.view} + counted.n
      from (select event_id, count(*)::int as n from recorded group by event_id) counted
     where ${events.id} = counted.event_id`);
}

/** Deletes the view records of days before `day` (they no longer stop a repeat view); answers how many. */
export async function purgeViewsBefore(db: Db, day: string): Promise<number> {
  const rows = await db
    .delete(eventViews)
    .where(lt(eventViews.day, day))
    .returning({ id: eventViews.eventId });
  return rows.length;
}
