import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';
import { events } from '../events/events.schema.ts';
import { eTickets } from '../payments/payments.schema.ts';

/** An event's door team (« contrôleurs »): accounts the organizer named to check its tickets in. */
export const eventDoorStaff = pgTable(
  'event_door_staff',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.userId] }), index('event_door_staff_user_idx').on(t.userId)],
);

/**
 * Admissions at the door: scans made on phones and synced after the fact, and the online check-ins
 * they displaced. The earliest `effective_at` of a ticket is its check-in (`admitted`); every later one is a
 * second admission (`duplicate`), counted as a conflict. `scanned_at` is the phone's own time, kept as sent so
 * a resent scan is found again; `effective_at` is that time, or the time received when the phone was ahead.
 */
export const doorScans = pgTable(
  'door_scans',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => eTickets.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    deviceId: text('device_id').notNull(),
    scannedAt: timestamp('scanned_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
    scannedBy: integer('scanned_by').references(() => users.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: ['admitted', 'duplicate'] }).notNull(),
    /** 'scan': a QR code read; 'manual': a ticket found by name and let in by the door team (by serial id). */
    method: text('method', { enum: ['scan', 'manual'] })
      .notNull()
      .default('scan'),
  },
  (t) => [
    uniqueIndex('door_scans_ticket_device_scanned_key').on(t.ticketId, t.deviceId, t.scannedAt),
    index('door_scans_event_outcome_idx').on(t.eventId, t.outcome),
    check('door_scans_outcome_valid', sql`${t.outcome} in ('admitted', 'duplicate')`),
    check('door_scans_method_valid', sql`${t.method} in ('scan', 'manual')`),
  ],
);
