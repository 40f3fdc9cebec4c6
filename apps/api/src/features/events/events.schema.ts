import { relations, sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';
import { artists } from '../music/music.schema.ts';

/** Event categories: a name, a description and a public serial id. */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  serialId: text('serial_id').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

/** Live events. `date` and `time` are local to `time_zone`. */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    serialId: text('serial_id').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    organizerId: integer('organizer_id')
      .notNull()
      .references(() => users.id),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    date: date('date', { mode: 'string' }).notNull(),
    time: time('time').notNull(),
    timeZone: text('time_zone').notNull().default('Africa/Douala'),
    location: text('location').notNull().default(''),
    image: text('image'),
    view: integer('view').notNull().default(0),
    // Editorial weight 0–100 used by the right-hand priority panel; higher shows first.
    priority: integer('priority').notNull().default(0),
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true }),
    // A draft is seen only in the studio; published events are public; a cancelled one
    // stays readable (holders are told) but sells nothing. Seeded events are published.
    status: text('status', { enum: ['draft', 'published', 'cancelled'] })
      .notNull()
      .default('published'),
    venue: text('venue').notNull().default(''),
    city: text('city').notNull().default(''),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // A tiny blurred preview of the cover (data URI) shown while the sized WebP images load.
    imagePlaceholder: text('image_placeholder'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Moderation by staff: hidden from every public answer, with the reason shown to the organizer.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('events_date_idx').on(t.date, t.time),
    index('events_organizer_idx').on(t.organizerId),
    check('events_status_valid', sql`${t.status} in ('draft', 'published', 'cancelled')`),
    index('events_category_idx').on(t.categoryId),
    index('events_priority_idx').on(t.priority),
    check('events_view_nonnegative', sql`${t.view} >= 0`),
    check('events_priority_range', sql`${t.priority} between 0 and 100`),
  ],
);

/** Ticket types of an event. Stock never goes below zero: the check is the last guard. */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    typeBillet: text('type_billet').notNull().default('standard'),
    price: integer('price').notNull(),
    quantityTotal: integer('quantity_total').notNull(),
    quantityAvailable: integer('quantity_available').notNull(),
    isAvailable: boolean('is_available').notNull().default(true),
    isAuction: boolean('is_auction').notNull().default(false),
    description: text('description').notNull().default(''),
    // At most this many per reservation (null: the default 1–4), and the sale window.
    maxPerOrder: integer('max_per_order'),
    salesStart: timestamp('sales_start', { withTimezone: true }),
    salesEnd: timestamp('sales_end', { withTimezone: true }),
    // From this instant until sales_start, only subscribers of the line-up's confirmed artists may buy.
    presaleStart: timestamp('presale_start', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_types_event_idx').on(t.eventId),
    check('ticket_types_max_per_order_valid', sql`${t.maxPerOrder} is null or ${t.maxPerOrder} >= 1`),
    check('ticket_types_price_nonnegative', sql`${t.price} >= 0`),
    check('ticket_types_stock_nonnegative', sql`${t.quantityAvailable} >= 0`),
    check('ticket_types_stock_within_total', sql`${t.quantityAvailable} <= ${t.quantityTotal}`),
  ],
);

/**
 * Who viewed an event, once per viewer and day (a user id, or a hash of the anonymous client): the
 * popularity count (`events.view`) moves only when a row is new, so reloading cannot game the sort.
 */
export const eventViews = pgTable(
  'event_views',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    viewer: text('viewer').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.day, t.viewer] })],
);

export const LINEUP_STATUSES = ['pending', 'confirmed', 'declined'] as const;

export type LineupStatus = (typeof LINEUP_STATUSES)[number];

/**
 * An event's line-up: the organizer asks an artist of the catalogue to appear (`pending`); the
 * artist's account confirms or declines. Only confirmed artists show on the event.
 */
export const eventArtists = pgTable(
  'event_artists',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    status: text('status', { enum: LINEUP_STATUSES }).notNull().default('pending'),
    // The position the organizer gave the artist in the line-up.
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // When the artist's subscribers were told of this concert (the artist-news job); null: not yet.
    announcedAt: timestamp('announced_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('event_artists_event_artist_key').on(t.eventId, t.artistId),
    index('event_artists_artist_idx').on(t.artistId, t.status),
  ],
);

export const usersRelations = relations(users, ({ many }) => ({ events: many(events) }));

export const categoriesRelations = relations(categories, ({ many }) => ({ events: many(events) }));

export const eventsRelations = relations(events, ({ one, many }) => ({
  organizer: one(users, { fields: [events.organizerId], references: [users.id] }),
  category: one(categories, { fields: [events.categoryId], references: [categories.id] }),
  ticketTypes: many(ticketTypes),
  lineup: many(eventArtists),
}));

export const eventArtistsRelations = relations(eventArtists, ({ one }) => ({
  event: one(events, { fields: [eventArtists.eventId], references: [events.id] }),
  artist: one(artists, { fields: [eventArtists.artistId], references: [artists.id] }),
}));

export const ticketTypesRelations = relations(ticketTypes, ({ one }) => ({
  event: one(events, { fields: [ticketTypes.eventId], references: [events.id] }),
}));
