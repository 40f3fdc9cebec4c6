import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';
import { songs } from './music.schema.ts';

/** Playlists of a user; public ones appear in the featured and popular sections. */
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
    // Moderation by staff: hidden from the home, search and other users; its owner still sees it.
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [index('playlists_owner_idx').on(t.ownerId), index('playlists_public_idx').on(t.isPublic)],
);

/** A listener's report of a playlist: once per user and playlist, with a reason from a closed list. */
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

export const playlistsRelations = relations(playlists, ({ one, many }) => ({
  owner: one(users, { fields: [playlists.ownerId], references: [users.id] }),
  songs: many(playlistSongs),
}));

export const playlistSongsRelations = relations(playlistSongs, ({ one }) => ({
  playlist: one(playlists, { fields: [playlistSongs.playlistId], references: [playlists.id] }),
  song: one(songs, { fields: [playlistSongs.songId], references: [songs.id] }),
}));
