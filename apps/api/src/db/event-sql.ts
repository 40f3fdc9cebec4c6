import { sql } from 'drizzle-orm';
import { events } from './schema.ts';

/** The instant an event starts: its local date and time read in its own time zone. */
export const eventStartsAt = sql`((${events.date} + ${events.time}) at time zone ${events.timeZone})`;

/**
 * The instant an event ends: its `ends_at`, else the end of its local day (midnight after its date, in its own
 * time zone), when the door's check-in and sales stop too.
 */
export const eventEndsAt = sql<Date>`coalesce(${events.endsAt}, ((${events.date} + 1)::timestamp at time zone ${events.timeZone}))`;

/** Whether the event has not started at `now`. */
export const hasNotStarted = (now: Date) => sql`${eventStartsAt} > ${now.toISOString()}::timestamptz`;

/**
 * When registration closes: the deadline, or the start of the event when there is none or the deadline falls
 * after it (`least` skips a null), so no event is ever reservable once it has started.
 */
export const registrationClosesAt = sql<Date>`least(${events.registrationDeadline}, ${eventStartsAt})`;

/** Registration is open until it closes (see registrationClosesAt). */
export const isRegistrationOpen = (now: Date) =>
  sql<boolean>`${registrationClosesAt} > ${now.toISOString()}::timestamptz`;

/**
 * Events the public may see: not a draft (seen only in the studio) and not hidden by staff. Every
 * public answer — lists, detail, priority panel, search, reservations, auctions — reads this one condition.
 */
export const publicEvent = sql<boolean>`(${events.status} <> 'draft' and ${events.hiddenAt} is null)`;
