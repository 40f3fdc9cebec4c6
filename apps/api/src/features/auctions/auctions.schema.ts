import { relations, sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';
import { ticketTypes } from '../events/events.schema.ts';
import { reservations } from '../reservations/reservations.schema.ts';

/** Auctions of a ticket type: bids raise `current_price`; `end_time` null means no end ('Temps indéterminé'). */
export const auctions = pgTable(
  'auctions',
  {
    id: serial('id').primaryKey(),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .unique()
      .references(() => ticketTypes.id, { onDelete: 'cascade' }),
    startPrice: integer('start_price').notNull(),
    currentPrice: integer('current_price').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    bidsCount: integer('bids_count').notNull().default(0),
    // The smallest raise over the current price the organizer accepts (+1 XAF by default).
    minIncrement: integer('min_increment').notNull().default(1),
    // Set once the auction needs no more work: the winner paid, or nobody is left to offer it to.
    settledAt: timestamp('settled_at', { withTimezone: true }),
    // How it ended: 'sold' (a bidder paid) or 'unsold' (no bid, or every offer lapsed: the seat went back
    // to the organizer's normal sale).
    outcome: text('outcome', { enum: ['sold', 'unsold'] }),
    createdAt: createdAt(),
  },
  (t) => [
    index('auctions_open_idx').on(t.endTime).where(sql`${t.settledAt} is null`),
    check('auctions_prices_valid', sql`${t.startPrice} >= 0 and ${t.currentPrice} >= ${t.startPrice}`),
    check('auctions_min_increment_valid', sql`${t.minIncrement} >= 1`),
    check('auctions_outcome_valid', sql`${t.outcome} is null or ${t.outcome} in ('sold', 'unsold')`),
  ],
);

/** Every accepted bid; amounts only rise within an auction. */
export const auctionBids = pgTable(
  'auction_bids',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('auction_bids_auction_idx').on(t.auctionId, t.amount)],
);

/** Who was offered the ticket after the end, in order (winner first, then second chances). */
export const auctionAwards = pgTable(
  'auction_awards',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('auction_awards_user_key').on(t.auctionId, t.userId)],
);

/**
 * A winner who let an auction's offer lapse unpaid may not bid on that organizer's auctions until `until`.
 * One row per auction and user (made when the offer lapses).
 */
export const auctionBans = pgTable(
  'auction_bans',
  {
    id: serial('id').primaryKey(),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestamp('until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('auction_bans_auction_user_key').on(t.auctionId, t.userId),
    index('auction_bans_user_organizer_idx').on(t.userId, t.organizerId, t.until),
  ],
);

export const auctionsRelations = relations(auctions, ({ one, many }) => ({
  ticketType: one(ticketTypes, { fields: [auctions.ticketTypeId], references: [ticketTypes.id] }),
  bids: many(auctionBids),
}));

export const auctionBidsRelations = relations(auctionBids, ({ one }) => ({
  auction: one(auctions, { fields: [auctionBids.auctionId], references: [auctions.id] }),
  user: one(users, { fields: [auctionBids.userId], references: [users.id] }),
}));
