import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/accounts.schema.ts';
import { artists, songs } from './music.schema.ts';

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
 * Plays a device sent with its own id (heard offline, sent later), counted or not: the primary key makes
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
