import { STUDIO_ROLES } from '@sanza/contracts/constants';

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';

/** People with an account: credentials, roles and the profile page's fields. */
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
    // E-mails about followed artists' concerts and releases (one-click unsubscribe), at most one a day.
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
