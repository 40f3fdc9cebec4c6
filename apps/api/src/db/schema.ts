import { relations, sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** People with an account. Minimal here; the accounts feature adds credentials and profile. */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role', { enum: ['user', 'staff'] })
      .notNull()
      .default('user'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
  ],
);

/** Event categories (spec 2 §3: name, description; spec 1: serial_id). */
export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  serialId: text('serial_id').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

/** Live events (spec 2 §3). `date` and `time` are local to `time_zone`. */
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
    createdAt: createdAt(),
  },
  (t) => [
    index('events_date_idx').on(t.date, t.time),
    index('events_category_idx').on(t.categoryId),
    index('events_priority_idx').on(t.priority),
    check('events_view_nonnegative', sql`${t.view} >= 0`),
    check('events_priority_range', sql`${t.priority} between 0 and 100`),
  ],
);

/** Ticket types of an event (spec 2 §3). Stock never goes below zero: the check is the last guard. */
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
    createdAt: createdAt(),
  },
  (t) => [
    index('ticket_types_event_idx').on(t.eventId),
    check('ticket_types_price_nonnegative', sql`${t.price} >= 0`),
    check('ticket_types_stock_nonnegative', sql`${t.quantityAvailable} >= 0`),
    check('ticket_types_stock_within_total', sql`${t.quantityAvailable} <= ${t.quantityTotal}`),
  ],
);

/** Page views sent by the web app (spec 1 §3, "Tracking record"). */
export const pageViews = pgTable(
  'page_views',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    path: text('path').notNull(),
    method: text('method').notNull(),
    action: text('action').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    metadata: jsonb('metadata').notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('page_views_created_idx').on(t.createdAt)],
);

export const usersRelations = relations(users, ({ many }) => ({ events: many(events) }));
export const categoriesRelations = relations(categories, ({ many }) => ({ events: many(events) }));
export const eventsRelations = relations(events, ({ one, many }) => ({
  organizer: one(users, { fields: [events.organizerId], references: [users.id] }),
  category: one(categories, { fields: [events.categoryId], references: [categories.id] }),
  ticketTypes: many(ticketTypes),
}));
export const ticketTypesRelations = relations(ticketTypes, ({ one }) => ({
  event: one(events, { fields: [ticketTypes.eventId], references: [events.id] }),
}));
