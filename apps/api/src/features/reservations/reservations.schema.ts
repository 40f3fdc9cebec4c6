import { RESERVATION_STATUSES, type ReservationStatus } from '@sanza/contracts/constants';
import { relations, sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';
import { events, ticketTypes } from '../events/events.schema.ts';

export { RESERVATION_STATUSES, type ReservationStatus };

/**
 * Reservations hold tickets from the moment they are made. `pending` holds until `expires_at`;
 * the payment feature moves them on (`awaiting_confirmation`, `cash_pending`, `paid`); `cancelled`
 * and `expired` have given their tickets back.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    serialId: text('serial_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    status: text('status', { enum: RESERVATION_STATUSES }).notNull().default('pending'),
    totalPrice: integer('total_price').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // Sold for cash at the gate: the seller (also the owner, who never sees it among their own
    // reservations) and the name the buyer gave, shown at the door instead of the seller's.
    soldAtDoorBy: integer('sold_at_door_by').references(() => users.id),
    buyerName: text('buyer_name'),
  },
  (t) => [
    index('reservations_user_idx').on(t.userId, t.createdAt),
    check('reservations_buyer_name_door_only', sql`${t.buyerName} is null or ${t.soldAtDoorBy} is not null`),
    // Unpaid holds expire: 'pending' after the online hold, 'cash_pending' after the longer cash hold.
    index('reservations_hold_expiry_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('pending', 'cash_pending')`),
    index('reservations_event_user_idx').on(t.eventId, t.userId),
    check('reservations_total_nonnegative', sql`${t.totalPrice} >= 0`),
    check(
      'reservations_status_valid',
      sql`${t.status} in ('pending', 'awaiting_confirmation', 'cash_pending', 'paid', 'cancelled', 'expired')`,
    ),
  ],
);

/** One ticket type in a reservation: 1–4 seats at the price of the moment. */
export const reservationItems = pgTable(
  'reservation_items',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reservation_items_type_key').on(t.reservationId, t.ticketTypeId),
    check('reservation_items_quantity_range', sql`${t.quantity} between 1 and 4`),
    check('reservation_items_price_nonnegative', sql`${t.unitPrice} >= 0`),
  ],
);

/** Users a reservation is shared with: they see it, marked as shared; only the owner changes it. */
export const reservationShares = pgTable(
  'reservation_shares',
  {
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.reservationId, t.userId] }),
    index('reservation_shares_user_idx').on(t.userId),
  ],
);

/** A user's cart: ticket types of one event waiting to be checked out into one reservation. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    serialId: text('serial_id').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_items_user_type_key').on(t.userId, t.ticketTypeId),
    check('cart_items_quantity_range', sql`${t.quantity} between 1 and 4`),
  ],
);

export const reservationsRelations = relations(reservations, ({ one, many }) => ({
  user: one(users, { fields: [reservations.userId], references: [users.id] }),
  event: one(events, { fields: [reservations.eventId], references: [events.id] }),
  items: many(reservationItems),
  shares: many(reservationShares),
}));

export const reservationItemsRelations = relations(reservationItems, ({ one }) => ({
  reservation: one(reservations, { fields: [reservationItems.reservationId], references: [reservations.id] }),
  ticketType: one(ticketTypes, { fields: [reservationItems.ticketTypeId], references: [ticketTypes.id] }),
  assignedUser: one(users, { fields: [reservationItems.assignedUserId], references: [users.id] }),
}));

export const reservationSharesRelations = relations(reservationShares, ({ one }) => ({
  reservation: one(reservations, {
    fields: [reservationShares.reservationId],
    references: [reservations.id],
  }),
  user: one(users, { fields: [reservationShares.userId], references: [users.id] }),
}));
