import { RESERVATION_STATUSES, type ReservationStatus, STUDIO_ROLES } from '@sanza/contracts/constants';

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
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** People with an account: credentials, role and the profile page's fields (spec 1 §3, §5). */
export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    // Null for accounts made through the identity provider until a password is set by reset.
    passwordHash: text('password_hash'),
    // True once the owner proved the mailbox (identity provider, or a password reset by e-mail).
    emailVerified: boolean('email_verified').notNull().default(false),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    gender: text('gender', { enum: ['M', 'F'] }),
    phoneNumber: text('phone_number'),
    // Media path under MEDIA_DIR (`avatars/<random>.png`); the API answers its URL.
    avatar: text('avatar'),
    facebook: text('facebook').notNull().default(''),
    instagram: text('instagram').notNull().default(''),
    tiktok: text('tiktok').notNull().default(''),
    youtube: text('youtube').notNull().default(''),
    interests: text('interests').notNull().default(''),
    // Roles beyond `user` (which every account has): 'organizer', 'artist', 'staff'; one account may hold several.
    roles: text('roles', { enum: STUDIO_ROLES }).array().notNull().default(sql`'{}'::text[]`),
    isActive: boolean('is_active').notNull().default(true),
    // Raised by a password change or reset and by a deactivation: access tokens carry the version they
    // were signed at, and one signed before the last raise no longer writes anything.
    tokenVersion: integer('token_version').notNull().default(0),
    // Issue 20: e-mails about followed artists' concerts and releases (one-click unsubscribe), at most one a day.
    emailArtistNews: boolean('email_artist_news').notNull().default(true),
    lastNewsEmailAt: timestamp('last_news_email_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_username_lower_key').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_lower_key').on(sql`lower(${t.email})`),
    check('users_gender_valid', sql`${t.gender} in ('M', 'F')`),
    check('users_roles_valid', sql`${t.roles} <@ array['organizer', 'artist', 'staff']::text[]`),
  ],
);

/**
 * Refresh tokens: opaque, stored as a sha256 hash, rotated on every use. All tokens descending from one
 * sign-in share a family; presenting a spent token revokes the whole family (theft detection).
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('refresh_tokens_user_idx').on(t.userId), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Single-use password-reset links (hash of the token; valid 1 hour). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('password_reset_tokens_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Single-use links proving a mailbox: a new address chosen on the profile page (it replaces the account's
 * address only once confirmed) or the address given at registration. Hash of the token; valid 24 hours.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('email_confirmations_user_idx').on(t.userId, t.createdAt)],
);

/** Captcha solutions already accepted, kept until their challenge expires: a payload passes once. */
export const captchaUses = pgTable(
  'captcha_uses',
  {
    signature: text('signature').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captcha_uses_expires_idx').on(t.expiresAt)],
);

/** Failed sign-ins, by client address and by account, to require a captcha after repeated failures. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ip: text('ip').notNull(),
    account: text('account').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_ip_idx').on(t.ip, t.createdAt),
    index('login_failures_account_idx').on(t.account, t.createdAt),
    index('login_failures_created_idx').on(t.createdAt),
  ],
);

/** Accounts at an identity provider linked to a user: one (provider, subject) belongs to one user. */
export const identities = pgTable(
  'identities',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    subject: text('subject').notNull(),
    email: text('email').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('identities_provider_subject_key').on(t.provider, t.subject),
    index('identities_user_idx').on(t.userId),
  ],
);

/** Code-flow sign-ins in progress (PKCE verifier, nonce), keyed by state so any instance can finish them. */
export const oidcLoginStates = pgTable(
  'oidc_login_states',
  {
    state: text('state').primaryKey(),
    provider: text('provider').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_login_states_expires_idx').on(t.expiresAt)],
);

/** Our own opaque identity-provider tokens (hash stored), handed to the browser after a provider sign-in. */
export const idpTokens = pgTable(
  'idp_tokens',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('idp_tokens_user_idx').on(t.userId)],
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
    // Studio (issue 16): a draft is seen only in the studio; published events are public; a cancelled one
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
    // Studio (issue 16): at most this many per reservation (null: the spec's 1–4), and the sale window.
    maxPerOrder: integer('max_per_order'),
    salesStart: timestamp('sales_start', { withTimezone: true }),
    salesEnd: timestamp('sales_end', { withTimezone: true }),
    // Issue 20: from this instant until sales_start, only subscribers of the line-up's confirmed artists may buy.
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

/** In-app notices for one user (outbid, auction won…), newest first; `read_at` set once read. */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    data: jsonb('data').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
    // Issue 20: what the notice is about (`concert:<event id>`…): a user is told of one thing once.
    dedupeKey: text('dedupe_key'),
    // When the daily e-mail told of it (artist news only); null: not yet.
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    uniqueIndex('notifications_dedupe_key').on(t.userId, t.dedupeKey).where(sql`${t.dedupeKey} is not null`),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
  ],
);

/**
 * Reservations hold tickets from the moment they are made. `pending` holds until `expires_at`;
 * the payment feature moves them on (`awaiting_confirmation`, `cash_pending`, `paid`); `cancelled`
 * and `expired` have given their tickets back.
 */
export { RESERVATION_STATUSES, type ReservationStatus };

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
    // Sold for cash at the gate (issue 34): the seller (also the owner, who never sees it among their own
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

export const usersRelations = relations(users, ({ many }) => ({ events: many(events) }));
export const categoriesRelations = relations(categories, ({ many }) => ({ events: many(events) }));
export const LINEUP_STATUSES = ['pending', 'confirmed', 'declined'] as const;
export type LineupStatus = (typeof LINEUP_STATUSES)[number];

/**
 * An event's line-up (issue 20): the organizer asks an artist of the catalogue to appear (`pending`); the
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

/**
 * Invitations to an event by e-mail: pending → confirmed | declined by the recipient, or cancelled by the
 * sender while pending. The recipient is whoever holds `recipient_email`, even an account made later.
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    serialId: text('serial_id').notNull().unique(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    invitedById: integer('invited_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    recipientEmail: text('recipient_email').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'declined', 'cancelled'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
  },
  (t) => [
    // One pending invitation per address and event: a second one is a 409.
    uniqueIndex('invitations_pending_key')
      .on(t.eventId, sql`lower(${t.recipientEmail})`)
      .where(sql`${t.status} = 'pending'`),
    index('invitations_recipient_idx').on(sql`lower(${t.recipientEmail})`),
    index('invitations_sender_idx').on(t.invitedById, t.createdAt),
    check('invitations_status_valid', sql`${t.status} in ('pending', 'confirmed', 'declined', 'cancelled')`),
  ],
);
export const invitationsRelations = relations(invitations, ({ one }) => ({
  event: one(events, { fields: [invitations.eventId], references: [events.id] }),
  invitedBy: one(users, { fields: [invitations.invitedById], references: [users.id] }),
}));

/**
 * Payments of reservations. A transaction id is unique per provider (a payment is recorded once), and a
 * reservation has at most one payment awaiting confirmation.
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    serialId: text('serial_id').notNull().unique(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider', { enum: ['airtel', 'moov', 'cash', 'mtn'] }).notNull(),
    phoneNumber: text('phone_number'),
    transactionId: text('transaction_id'),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    status: text('status', { enum: ['pending', 'confirmed', 'rejected'] })
      .notNull()
      .default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: integer('decided_by').references(() => users.id),
    // A provider report that does not match the payment (amount or currency): refused, kept for staff.
    mismatch: jsonb('mismatch').$type<{
      amount: number | null;
      currency: string | null;
      received_at: string;
    }>(),
  },
  (t) => [
    // Transaction ids are compared without case or spaces: 'ab 12cd' and 'AB12CD' are one payment.
    uniqueIndex('payments_provider_transaction_key')
      .on(t.provider, sql`upper(regexp_replace(${t.transactionId}, '[[:space:]]', '', 'g'))`)
      .where(sql`${t.transactionId} is not null`),
    uniqueIndex('payments_one_pending_key').on(t.reservationId).where(sql`${t.status} = 'pending'`),
    index('payments_status_idx').on(t.status, t.createdAt),
    check('payments_amount_positive', sql`${t.amount} >= 0 and ${t.fee} >= 0`),
    check('payments_status_valid', sql`${t.status} in ('pending', 'confirmed', 'rejected')`),
  ],
);

/** One step of a request to pay, kept for staff (issue 21). */
export type PaymentRequestStep = {
  at: string;
  source: 'request' | 'callback' | 'poll' | 'system';
  status: 'pending' | 'succeeded' | 'failed' | 'expired';
  operator_status: string | null;
  note: string | null;
};

/**
 * A request to pay sent to an operator's collection API (issue 21): the buyer approves on the phone, the
 * operator calls back, the reconciliation job polls what has no final answer. `reference` is our idempotency
 * key (MTN's X-Reference-Id, Airtel's transaction id); its payment row is decided once, when this ends.
 */
export const paymentRequests = pgTable(
  'payment_requests',
  {
    id: serial('id').primaryKey(),
    serialId: text('serial_id').notNull().unique(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    operator: text('operator', { enum: ['airtel', 'mtn'] }).notNull(),
    msisdn: text('msisdn').notNull(),
    amount: integer('amount').notNull(),
    fee: integer('fee').notNull(),
    reference: uuid('reference').notNull().unique(),
    operatorReference: text('operator_reference'),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'expired'] })
      .notNull()
      .default('pending'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    nextPollAt: timestamp('next_poll_at', { withTimezone: true }).notNull(),
    polls: integer('polls').notNull().default(0),
    history: jsonb('history').$type<PaymentRequestStep[]>().notNull().default([]),
    callbacks: jsonb('callbacks').$type<{ at: string; body: unknown }[]>().notNull().default([]),
  },
  (t) => [
    index('payment_requests_due_idx').on(t.nextPollAt).where(sql`${t.status} = 'pending'`),
    index('payment_requests_reservation_idx').on(t.reservationId),
    check('payment_requests_status_valid', sql`${t.status} in ('pending', 'succeeded', 'failed', 'expired')`),
  ],
);

/**
 * Money owed back after an event was cancelled (issue 21): sent through the operator's disbursement API when
 * the payment came from a request to pay and the adapter can, else listed for staff to refund by hand.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id),
    provider: text('provider', { enum: ['airtel', 'moov', 'cash', 'mtn'] }).notNull(),
    msisdn: text('msisdn'),
    amount: integer('amount').notNull(),
    status: text('status', { enum: ['sent', 'manual', 'failed'] }).notNull(),
    reference: uuid('reference').notNull().unique(),
    operatorReference: text('operator_reference'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('refunds_payment_key').on(t.paymentId)],
);

/** Every change to a payment or its reservation, who made it and when. Append-only. */
export const paymentAudit = pgTable(
  'payment_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: integer('payment_id').references(() => payments.id),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id),
    actor: text('actor', { enum: ['user', 'staff', 'webhook', 'system'] }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    detail: jsonb('detail').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('payment_audit_reservation_idx').on(t.reservationId, t.createdAt)],
);

/** Provider callbacks already handled, by their event id: a replayed callback changes nothing. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

/** E-tickets: one per seat of a paid reservation; `checked_in_at` is set once at the door. */
export const eTickets = pgTable(
  'e_tickets',
  {
    id: serial('id').primaryKey(),
    serialId: text('serial_id').notNull().unique(),
    reservationId: integer('reservation_id')
      .notNull()
      .references(() => reservations.id, { onDelete: 'cascade' }),
    reservationItemId: integer('reservation_item_id')
      .notNull()
      .references(() => reservationItems.id, { onDelete: 'cascade' }),
    seat: integer('seat').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('e_tickets_item_seat_key').on(t.reservationItemId, t.seat),
    index('e_tickets_reservation_idx').on(t.reservationId),
  ],
);

/** An event's door team (« contrôleurs », issue 34): accounts the organizer named to check its tickets in. */
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
 * Admissions at the door (issue 34): scans made on phones and synced after the fact, and the online check-ins
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
    // The smallest raise over the current price the organizer accepts (the spec's +1 XAF by default).
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

/** Music genres (spec 3 §3: name). */
export const genres = pgTable('genres', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Artists' public profiles (spec 3 §3). `subscribers_count` and `views` are counters moved in the same
 * transaction as the rows they count (subscriptions) or by one atomic increment (profile reads).
 */
export const artists = pgTable(
  'artists',
  {
    id: serial('id').primaryKey(),
    referenceId: text('reference_id').notNull().unique(),
    name: text('name').notNull(),
    profileImage: text('profile_image'),
    coverImage: text('cover_image'),
    isPremium: boolean('is_premium').notNull().default(false),
    isCertified: boolean('is_certified').notNull().default(false),
    // The spec's style_music: [{style}], kept as a list of names.
    styles: text('styles').array().notNull().default(sql`'{}'::text[]`),
    biography: text('biography').notNull().default(''),
    aboutMe: text('about_me').notNull().default(''),
    location: text('location').notNull().default(''),
    productionHouse: text('production_house'),
    subscribersCount: integer('subscribers_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    // The account that manages this artist in the studio (issue 16); null for catalogue entries nobody claimed.
    ownerId: integer('owner_id').references(() => users.id, { onDelete: 'set null' }),
    country: text('country').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('artists_name_idx').on(sql`lower(${t.name})`),
    uniqueIndex('artists_owner_key').on(t.ownerId),
    check('artists_counters_nonnegative', sql`${t.subscribersCount} >= 0 and ${t.views} >= 0`),
  ],
);

/** Albums of one main artist (spec 3 §3); `is_featured` is the editors' pick for the featured section. */
export const albums = pgTable(
  'albums',
  {
    id: serial('id').primaryKey(),
    referenceId: text('reference_id').notNull().unique(),
    title: text('title').notNull(),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id').references(() => genres.id, { onDelete: 'set null' }),
    coverImage: text('cover_image'),
    releaseDate: date('release_date', { mode: 'string' }).notNull(),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    label: text('label').notNull().default(''),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('albums_artist_idx').on(t.artistId), index('albums_release_idx').on(t.releaseDate)],
);

/**
 * Songs (spec 3 §3). `audio_file` is a media path under MEDIA_DIR; `play_count` and `like_count` move in
 * the transactions that insert streams and likes, so they always equal those rows' counts.
 */
export const songs = pgTable(
  'songs',
  {
    id: serial('id').primaryKey(),
    referenceId: text('reference_id').notNull().unique(),
    title: text('title').notNull(),
    albumId: integer('album_id').references(() => albums.id, { onDelete: 'set null' }),
    trackNumber: integer('track_number'),
    // Null means the album's cover.
    coverImage: text('cover_image'),
    audioFile: text('audio_file').notNull(),
    duration: integer('duration').notNull(),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    isExplicit: boolean('is_explicit').notNull().default(false),
    playCount: integer('play_count').notNull().default(0),
    likeCount: integer('like_count').notNull().default(0),
    shareCount: integer('share_count').notNull().default(0),
    // Moderation by staff: hidden from every public answer, with the reason shown to the artist.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    // Renditions (issue 17): made from `source_file` (a better file kept aside, e.g. the demo's WAV) or, without
    // one, from `audio_file`. A song made from an upload is `ready` at once; any other starts `pending` and the
    // backfill job makes them (claimed with FOR UPDATE SKIP LOCKED; attempts and run_after space out retries),
    // then points `audio_file` at the `normal` MP3. `failed` keeps its error (French, then ffmpeg's English) for staff.
    sourceFile: text('source_file'),
    renditionsStatus: text('renditions_status', { enum: ['pending', 'ready', 'failed'] })
      .notNull()
      .default('pending'),
    renditionsAttempts: integer('renditions_attempts').notNull().default(0),
    renditionsRunAfter: timestamp('renditions_run_after', { withTimezone: true }).notNull().defaultNow(),
    renditionsError: text('renditions_error'),
    // When the artists' subscribers were told of this release (the artist-news job); null: not yet.
    announcedAt: timestamp('announced_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('songs_album_idx').on(t.albumId, t.trackNumber),
    index('songs_publish_idx').on(t.publishDate),
    index('songs_play_count_idx').on(t.playCount),
    index('songs_renditions_due_idx').on(t.renditionsRunAfter).where(sql`${t.renditionsStatus} = 'pending'`),
    check(
      'songs_counters_nonnegative',
      sql`${t.duration} >= 0 and ${t.playCount} >= 0 and ${t.likeCount} >= 0 and ${t.shareCount} >= 0`,
    ),
    check('songs_renditions_status_valid', sql`${t.renditionsStatus} in ('pending', 'ready', 'failed')`),
  ],
);

/**
 * The encodings a song is played in (issue 17): `eco` (Opus, and MP3 for Safari), `normal` and `high` (MP3), files
 * under MEDIA_DIR. Songs sharing a source share the files; `high` may be the `normal` file (see renditions.policy.ts).
 */
export const songRenditions = pgTable(
  'song_renditions',
  {
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    quality: text('quality', { enum: ['eco', 'normal', 'high'] }).notNull(),
    codec: text('codec', { enum: ['opus', 'mp3', 'aac'] }).notNull(),
    path: text('path').notNull(),
    bitrateKbps: integer('bitrate_kbps').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.songId, t.quality, t.codec] }),
    check('song_renditions_quality_valid', sql`${t.quality} in ('eco', 'normal', 'high')`),
    check('song_renditions_codec_valid', sql`${t.codec} in ('opus', 'mp3', 'aac')`),
    check('song_renditions_sizes_positive', sql`${t.bitrateKbps} > 0 and ${t.sizeBytes} > 0`),
  ],
);

/**
 * Audio files an artist uploaded (issue 16), processed by a background job (ffmpeg) into a song. The upload
 * is `processing` until the job makes the song (`ready`, `song_id` set) or gives up (`failed`, `error` in
 * French). Claimed with `FOR UPDATE SKIP LOCKED`; `attempts` and `run_after` space out retries.
 */
export const songUploads = pgTable(
  'song_uploads',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    genreId: integer('genre_id').references(() => genres.id, { onDelete: 'set null' }),
    albumId: integer('album_id').references(() => albums.id, { onDelete: 'set null' }),
    trackNumber: integer('track_number'),
    // The received file under MEDIA_DIR (removed once processed).
    sourcePath: text('source_path').notNull(),
    status: text('status', { enum: ['processing', 'ready', 'failed'] })
      .notNull()
      .default('processing'),
    duration: integer('duration'),
    error: text('error'),
    songId: integer('song_id').references(() => songs.id, { onDelete: 'set null' }),
    attempts: integer('attempts').notNull().default(0),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    // Set while a worker processes it, renewed as it goes: past it, the worker is taken for dead.
    leasedUntil: timestamp('leased_until', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('song_uploads_user_idx').on(t.userId, t.createdAt),
    index('song_uploads_due_idx').on(t.runAfter).where(sql`${t.status} = 'processing'`),
    index('song_uploads_artist_processing_idx').on(t.artistId).where(sql`${t.status} = 'processing'`),
    check('song_uploads_status_valid', sql`${t.status} in ('processing', 'ready', 'failed')`),
  ],
);

/** The artists credited on a song, in credit order. */
export const songArtists = pgTable(
  'song_artists',
  {
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.songId, t.artistId] }), index('song_artists_artist_idx').on(t.artistId)],
);

export const songGenres = pgTable(
  'song_genres',
  {
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    genreId: integer('genre_id')
      .notNull()
      .references(() => genres.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.songId, t.genreId] }), index('song_genres_genre_idx').on(t.genreId)],
);

/** A user likes a song at most once: the primary key makes a double like impossible. */
export const songLikes = pgTable(
  'song_likes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.songId] }), index('song_likes_song_idx').on(t.songId)],
);

/** A user's subscription to an artist, at most one. */
export const artistSubscriptions = pgTable(
  'artist_subscriptions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    artistId: integer('artist_id')
      .notNull()
      .references(() => artists.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.artistId] }),
    index('artist_subscriptions_artist_idx').on(t.artistId),
  ],
);

/** Counted streams: one row per play the server counted (at most one per user and song every 30 s). */
export const streams = pgTable(
  'streams',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('streams_song_time_idx').on(t.songId, t.createdAt),
    // The 30-second and per-minute checks read one user's latest streams.
    index('streams_user_time_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Plays a device sent with its own id (issue 17: heard offline, sent later), counted or not: the primary key makes
 * a replayed `client_play_id` of one user a no-op. Counted ones also have their row in `streams`, at `played_at`.
 * Rows older than the accepted age of a play are purged (a replay that old is refused anyway).
 */
export const clientPlays = pgTable(
  'client_plays',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientPlayId: uuid('client_play_id').notNull(),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull(),
    listenedSeconds: integer('listened_seconds').notNull(),
    counted: boolean('counted').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clientPlayId] }),
    index('client_plays_played_idx').on(t.playedAt),
    check('client_plays_listened_nonnegative', sql`${t.listenedSeconds} >= 0`),
  ],
);

/** Playlists of a user (spec 3 §3); public ones appear in the featured and popular sections. */
export const playlists = pgTable(
  'playlists',
  {
    id: serial('id').primaryKey(),
    referenceId: text('reference_id').notNull().unique(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    style: text('style').notNull().default(''),
    isPublic: boolean('is_public').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // Moderation by staff (issue 18): hidden from the home, search and other users; its owner still sees it.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [index('playlists_owner_idx').on(t.ownerId), index('playlists_public_idx').on(t.isPublic)],
);

/** A listener's report of a playlist (issue 18): once per user and playlist, with a reason from a closed list. */
export const playlistReports = pgTable(
  'playlist_reports',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.playlistId] }),
    index('playlist_reports_playlist_idx').on(t.playlistId),
  ],
);

/** The songs of a playlist in order; a song appears once in a playlist. */
export const playlistSongs = pgTable(
  'playlist_songs',
  {
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    songId: integer('song_id')
      .notNull()
      .references(() => songs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.playlistId, t.songId] }),
    index('playlist_songs_order_idx').on(t.playlistId, t.position),
    index('playlist_songs_song_idx').on(t.songId),
  ],
);

/** A user follows a playlist at most once (the /playlist/{id} follow toggle, saved). */
export const playlistFollows = pgTable(
  'playlist_follows',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    playlistId: integer('playlist_id')
      .notNull()
      .references(() => playlists.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.playlistId] }),
    index('playlist_follows_playlist_idx').on(t.playlistId),
  ],
);

export const artistsRelations = relations(artists, ({ many }) => ({
  albums: many(albums),
  songs: many(songArtists),
}));
export const albumsRelations = relations(albums, ({ one, many }) => ({
  artist: one(artists, { fields: [albums.artistId], references: [artists.id] }),
  genre: one(genres, { fields: [albums.genreId], references: [genres.id] }),
  songs: many(songs),
}));
export const songsRelations = relations(songs, ({ one, many }) => ({
  album: one(albums, { fields: [songs.albumId], references: [albums.id] }),
  artists: many(songArtists),
  genres: many(songGenres),
}));
export const songArtistsRelations = relations(songArtists, ({ one }) => ({
  song: one(songs, { fields: [songArtists.songId], references: [songs.id] }),
  artist: one(artists, { fields: [songArtists.artistId], references: [artists.id] }),
}));
export const songGenresRelations = relations(songGenres, ({ one }) => ({
  song: one(songs, { fields: [songGenres.songId], references: [songs.id] }),
  genre: one(genres, { fields: [songGenres.genreId], references: [genres.id] }),
}));
export const playlistsRelations = relations(playlists, ({ one, many }) => ({
  owner: one(users, { fields: [playlists.ownerId], references: [users.id] }),
  songs: many(playlistSongs),
}));
export const playlistSongsRelations = relations(playlistSongs, ({ one }) => ({
  playlist: one(playlists, { fields: [playlistSongs.playlistId], references: [playlists.id] }),
  song: one(songs, { fields: [playlistSongs.songId], references: [songs.id] }),
}));
