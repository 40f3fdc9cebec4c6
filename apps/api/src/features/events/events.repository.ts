import { and, asc, desc, eq, gte, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { hasNotStarted, isRegistrationOpen } from '../../db/event-sql.ts';
import { categories, events } from '../../db/schema.ts';

/** One query: events with organiser, category and ticket types (cheapest first) aggregated in. */
function findEvents(db: Db, now: Date, where: SQL | undefined, orderBy: SQL[], limit?: number) {
  return db.query.events.findMany({
    where,
    orderBy,
    limit,
    extras: { isRegistrationOpen: isRegistrationOpen(now).as('is_registration_open') },
    with: {
      organizer: { columns: { username: true } },
      category: { columns: { serialId: true, name: true, description: true } },
      ticketTypes: { orderBy: (t, { asc }) => [asc(t.price), asc(t.id)] },
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

/** Events in date order, optionally of one category and/or not yet started. */
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
  return findEvents(db, opts.now, and(...filters), chronological);
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

/** Events by internal id (search hits), in no particular order. */
export function findEventsByIds(db: Db, opts: { now: Date; ids: number[] }) {
  return findEvents(db, opts.now, inArray(events.id, opts.ids), []);
}

/** One event by its public id, or undefined. */
export async function findEvent(db: Db, opts: { now: Date; serialId: string }) {
  const [row] = await findEvents(db, opts.now, eq(events.serialId, opts.serialId), [], 1);
  return row;
}

/** Counts one view of an event; false when there is no such event. */
export async function countView(db: Db, serialId: string): Promise<boolean> {
  const rows = await db
    .update(events)
    .set({ view: sql`${events.view} + 1` })
    .where(eq(events.serialId, serialId))
    .returning({ id: events.id });
  return rows.length > 0;
}
