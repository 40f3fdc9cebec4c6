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
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt } from '../../db/columns.ts';
import { users } from '../accounts/accounts.schema.ts';

/** Music genres, by unique name. */
export const genres = pgTable('genres', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: createdAt(),
});

/**
 * Artists' public profiles. `subscribers_count` and `views` are counters moved in the same
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
    // The artist's music styles, kept as a list of names.
    styles: text('styles').array().notNull().default(sql`'{}'::text[]`),
    biography: text('biography').notNull().default(''),
    aboutMe: text('about_me').notNull().default(''),
    location: text('location').notNull().default(''),
    productionHouse: text('production_house'),
    subscribersCount: integer('subscribers_count').notNull().default(0),
    views: integer('views').notNull().default(0),
    // The account that manages this artist in the studio; null for catalogue entries nobody claimed.
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

/** Albums of one main artist; `is_featured` is the editors' pick for the featured section. */
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
 * Songs. `audio_file` is a media path under MEDIA_DIR; `play_count` and `like_count` move in
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
    // Renditions: made from `source_file` (a better file kept aside, e.g. the demo's WAV) or, without
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
 * The encodings a song is played in: `eco` (Opus, and MP3 for Safari), `normal` and `high` (MP3), files
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
 * Audio files an artist uploaded, processed by a background job (ffmpeg) into a song. The upload
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
