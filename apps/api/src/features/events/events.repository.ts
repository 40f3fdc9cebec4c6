import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, events, ticketTypes, users } from '../../db/schema.ts';

/** The instant an event starts: its local date and time read in its own time zone. */
export const eventStartsAt = sql`((${events.date} + ${events.time}) at time zone ${events.timeZone})`;

/** Registration is open until the deadline, or until the event starts when there is none. */
const isRegistrationOpen = (now: Date) =>
  sql<boolean>`coalesce(${events.registrationDeadline}, ${eventStartsAt}) > ${now.toISOString()}::timestamptz`;

export type EventRow = Awaited<ReturnType<typeof selectEvents>>[number];
export type TicketTypeRow = typeof ticketTypes.$inferSelect;

function selectEvents(db: Db, now: Date, where: SQL | undefined, order: SQL[], limit?: number) {
  const query = db
    .select({
      id: events.id,
      serialId: events.serialId,
      name: events.name,
      description: events.description,
      date: events.date,
      time: events.time,
      location: events.location,
      image: events.image,
      view: events.view,
      priority: events.priority,
      registrationDeadline: events.registrationDeadline,
      isRegistrationOpen: isRegistrationOpen(now),
      organizerUsername: users.username,
      category: {
        serialId: categories.serialId,
        name: categories.name,
        description: categories.description,
      },
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.organizerId))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .where(where)
    .orderBy(...order);
  return limit === undefined ? query : query.limit(limit);
}

/** All categories, by name. */
export function listCategories(db: Db) {
  return db
    .select({ serialId: categories.serialId, name: categories.name, description: categories.description })
    .from(categories)
    .orderBy(asc(categories.name));
}

/** Events in date order, optionally of one category and/or not yet started. */
export function listEvents(db: Db, opts: { now: Date; categorySerialId?: string; upcomingOnly?: boolean }) {
  const filters: SQL[] = [];
  if (opts.categorySerialId) filters.push(eq(categories.serialId, opts.categorySerialId));
  if (opts.upcomingOnly) filters.push(sql`${eventStartsAt} > ${opts.now.toISOString()}::timestamptz`);
  return selectEvents(db, opts.now, and(...filters), [asc(events.date), asc(events.time), asc(events.id)]);
}

/** Up to `limit` events not yet started whose priority is at least `minPriority`, most important first. */
export function listPriorityEvents(db: Db, opts: { now: Date; limit: number; minPriority: number }) {
  return selectEvents(
    db,
    opts.now,
    and(
      gte(events.priority, opts.minPriority),
      sql`${eventStartsAt} > ${opts.now.toISOString()}::timestamptz`,
    ),
    [desc(events.priority), asc(events.date), asc(events.time), asc(events.id)],
    opts.limit,
  );
}

/** Ticket types of the given events, cheapest first within each event. */
export function listTicketTypes(db: Db, eventIds: number[]) {
  if (eventIds.length === 0) return Promise.resolve([] as TicketTypeRow[]);
  return db
    .select()
    .from(ticketTypes)
    .where(inArray(ticketTypes.eventId, eventIds))
    .orderBy(asc(ticketTypes.price), asc(ticketTypes.id));
}
