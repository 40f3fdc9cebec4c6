import { z } from 'zod';
import { SONG_UPLOAD_STATUSES, STUDIO_ARTIST_LIMITS } from './studio-music.constants.ts';

export * from './studio-music.constants.ts';

const L = STUDIO_ARTIST_LIMITS;

/** `POST /api/studio/artist/`: my artist profile; genres by name or id. */
export const studioArtistInputSchema = z.object({
  name: z.string().trim().min(1).max(L.name),
  bio: z.string().trim().max(L.bio).optional(),
  country: z.string().trim().max(L.country).optional(),
  genres: z
    .array(z.union([z.number().int().min(1).max(2_147_483_647), z.string().trim().min(1).max(100)]))
    .max(L.genres)
    .optional(),
});
export type StudioArtistInput = z.infer<typeof studioArtistInputSchema>;

export const studioArtistSchema = z.object({
  id: z.number(),
  reference_id: z.string(),
  name: z.string(),
  bio: z.string(),
  country: z.string(),
  genres: z.array(z.string()),
  photo: z.string().nullable(),
});
export type StudioArtist = z.infer<typeof studioArtistSchema>;

/** The text fields of `POST /api/studio/songs/` (multipart, beside `file`). */
export const studioSongFieldsSchema = z.object({
  /** Absent or blank: the file's title tag. */
  title: z.string().trim().max(L.title).optional(),
  genre: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  album_id: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  track_number: z.coerce.number().int().min(1).max(999).optional(),
});
export type StudioSongFields = z.infer<typeof studioSongFieldsSchema>;

export const songUploadAcceptedSchema = z.object({ id: z.number(), status: z.literal('processing') });

export const songUploadSchema = z.object({
  id: z.number(),
  song_id: z.number().nullable(),
  status: z.enum(SONG_UPLOAD_STATUSES),
  duration: z.number().nullable(),
  error: z.string().optional(),
});
export type SongUpload = z.infer<typeof songUploadSchema>;

export const studioSongListSchema = z.array(
  songUploadSchema.extend({
    title: z.string(),
    created_at: z.string(),
    plays: z.number(),
    likes: z.number(),
    /** Why staff hid the song from the public (null while it is public). */
    hidden_reason: z.string().nullable(),
  }),
);

/** `GET /api/studio/artist/stats/`: my artist's audience. */
export const studioArtistStatsSchema = z.object({
  /** The last 30 days (in the platform's time zone), oldest first, days without a stream included. */
  streams_per_day: z.array(z.object({ date: z.string(), streams: z.number() })),
  streams: z.number(),
  likes: z.number(),
  subscribers: z.number(),
  /** My most played songs, most played first (at most 5). */
  top_songs: z.array(z.object({ id: z.number(), title: z.string(), plays: z.number(), likes: z.number() })),
});
export type StudioArtistStats = z.infer<typeof studioArtistStatsSchema>;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date attendue au format AAAA-MM-JJ')
  .refine(
    (d) =>
      !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) && new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
    'Date invalide',
  );
const id = z.number().int().min(1).max(2_147_483_647);

/** `POST /api/studio/albums/`: one of my albums. */
export const studioAlbumInputSchema = z.object({
  title: z.string().trim().min(1).max(L.title),
  release_date: isoDay,
  genre: id.nullable().optional(),
  description: z.string().trim().max(L.description).optional(),
});
export type StudioAlbumInput = z.infer<typeof studioAlbumInputSchema>;

/** `PATCH /api/studio/albums/{id}/`: fields to change, and `tracks` (my song ids) in their new order. */
export const studioAlbumPatchSchema = studioAlbumInputSchema.partial().extend({
  tracks: z.array(id).max(L.tracks).optional(),
});
export type StudioAlbumPatch = z.infer<typeof studioAlbumPatchSchema>;

export const studioAlbumSchema = z.object({
  id: z.number(),
  reference_id: z.string(),
  title: z.string(),
  release_date: z.string(),
  genre: z.number().nullable(),
  description: z.string(),
  cover: z.string().nullable(),
  tracks: z.array(z.object({ song_id: z.number(), title: z.string(), track_number: z.number().nullable() })),
});
export type StudioAlbum = z.infer<typeof studioAlbumSchema>;
