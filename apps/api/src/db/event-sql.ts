import { sql } from 'drizzle-orm';
import { events } from './schema.ts';

/** The instant an event starts: its local date and time read in its own time zone. */
export const eventStartsAt = sql`((${events.date} + ${events.time}) at time zone ${events.timeZone})`;

/** Whether the event has not started at `now`. */
export const hasNotStarted = (now: Date) => sql`${eventStartsAt} > ${now.toISOString()}::timestamptz`;

/** Registration is open until the deadline, or until the event starts when there is none. */
export const isRegistrationOpen = (now: Date) =>
  sql<boolean>`coalesce(${events.registrationDeadline}, ${eventStartsAt}) > ${now.toISOString()}::timestamptz`;

/** When registration closes: the deadline, or the start of the event. */
export const registrationClosesAt = sql<Date>`coalesce(${events.registrationDeadline}, ${eventStartsAt})`;
