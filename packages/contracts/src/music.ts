import { z } from 'zod';
import {
  AUDIO_QUALITIES,
  AUDIO_RENDITION_CODECS,
  MUSIC_PAGING,
  musicMessages,
  OFFLINE_PLAYS,
  PLAYLIST_REPORT_REASONS,
  playlistMessages,
} from './music.constants.ts';

export * from './music.constants.ts';

/**
 * An album, artist, playlist or song in a path: its numeric `id` or its 12-hex `reference_id` (both are
 * accepted everywhere; an unknown value is a 404, not a 400).
 */
export const musicRefParamsSchema = z.object({ id: z.string().min(1).max(64) });

const pageNumber = z.coerce
  .number({ message: musicMessages.invalidPage })
  .int({ message: musicMessages.invalidPage })
  .min(1, { message: musicMessages.invalidPage })
  .max(MUSIC_PAGING.maxPage, { message: musicMessages.invalidPage });
const pageSize = z.coerce
  .number({ message: musicMessages.invalidPageSize })
  .int({ message: musicMessages.invalidPageSize })
  .min(1, { message: musicMessages.invalidPageSize })
  .max(MUSIC_PAGING.maxPageSize, { message: musicMessages.invalidPageSize });
/** A query boolean as Django filters read it; empty means no filter. */
const queryBoolean = z
  .enum(['true', 'false', 'True', 'False', '1', '0', ''], { message: musicMessages.invalidBoolean })
  .transform((v) => (v === '' ? undefined : v === 'true' || v === 'True' || v === '1'));

/** `?page=&page_size=`: with `page` the list is paged `{count, next, previous, results}`. */
export const musicPageQuerySchema = z.object({ page: pageNumber.optional(), page_size: pageSize.optional() });

/** `GET /accounts/artists/`: always paged; `search` matches names only; `is_premiem` filters. */
export const artistListQuerySchema = musicPageQuerySchema.extend({
  search: z.string().max(100).optional(),
  is_premiem: queryBoolean.optional(),
});

/** `GET /streaming/albums/`: `artist` (id or reference_id) keeps the albums of one artist. */
export const albumListQuerySchema = musicPageQuerySchema.extend({ artist: z.string().max(64).optional() });

/** `POST /streaming/streams/`: the song's id (number or digits) or its reference_id. */
const musicIdSchema = z
  .union(
    [
      z
        .number({ message: musicMessages.invalidMusicId })
        .int({ message: musicMessages.invalidMusicId })
        .positive({ message: musicMessages.invalidMusicId })
        .max(2_147_483_647, { message: musicMessages.invalidMusicId }),
      z
        .string({ message: musicMessages.invalidMusicId })
        .trim()
        .regex(/^(\d{1,10}|[0-9a-f]{12})$/, { message: musicMessages.invalidMusicId }),
    ],
    { message: musicMessages.invalidMusicId },
  )
  .transform(String);

/** The fields of a play heard offline; all three or none. */
const OFFLINE_PLAY_FIELDS = ['client_play_id', 'listened_seconds', 'played_at'] as const;

/**
 * `POST /streaming/streams/`: the spec's `{music_id}`, or a play heard offline and sent later:
 * `{music_id, client_play_id, listened_seconds, played_at}` — a UUID made by the device (lower-cased), the whole
 * seconds heard, and when the play started (ISO 8601 with an offset, `Z` included).
 */
export const streamBodySchema = z
  .object({
    music_id: musicIdSchema,
    client_play_id: z
      .guid({ message: musicMessages.invalidClientPlayId })
      .transform((v) => v.toLowerCase())
      .optional(),
    listened_seconds: z
      .number({ message: musicMessages.invalidListenedSeconds })
      .int({ message: musicMessages.invalidListenedSeconds })
      .min(0, { message: musicMessages.invalidListenedSeconds })
      .max(OFFLINE_PLAYS.maxListenedS, { message: musicMessages.invalidListenedSeconds })
      .optional(),
    played_at: z.iso.datetime({ offset: true, message: musicMessages.invalidPlayedAt }).optional(),
  })
  .superRefine((body, ctx) => {
    if (!OFFLINE_PLAY_FIELDS.some((key) => body[key] !== undefined)) return;
    for (const key of OFFLINE_PLAY_FIELDS)
      if (body[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: musicMessages.offlinePlayFieldMissing });
  });
export type StreamBody = z.infer<typeof streamBodySchema>;

export const genreSchema = z.object({ id: z.number().int(), name: z.string() });
export type Genre = z.infer<typeof genreSchema>;

export const artistRefSchema = z.object({ id: z.number().int(), reference_id: z.string(), name: z.string() });

export const songSchema = z.object({
  id: z.number().int(),
  reference_id: z.string(),
  title: z.string(),
  artists: z.array(artistRefSchema),
  album: z.object({ id: z.number().int(), reference_id: z.string(), title: z.string() }).nullable(),
  cover_image: z.string().nullable(),
  file: z.string(),
  duration: z.number().int(),
  duration_formatted: z.string(),
  genres: z.array(genreSchema),
  play_count: z.number().int(),
  likes: z.number().int(),
  publish_date: z.string(),
  popularity: z.number().int().min(0).max(100),
  is_explicit: z.boolean(),
  is_liked: z.boolean(),
  stats: z.object({ plays: z.number().int(), likes: z.number().int(), shares: z.number().int() }),
});
export type Song = z.infer<typeof songSchema>;

/**
 * One encoding of a song, listed by `GET /streaming/musics/{id}/` in this order: eco Opus, eco MP3 (for
 * Safari), normal, high. `url` is a media URL like `file`; `bitrate_kbps` is measured from the file (size × 8 /
 * duration), `size_bytes` is the file's size.
 */
export const audioRenditionSchema = z.object({
  quality: z.enum(AUDIO_QUALITIES),
  url: z.string(),
  codec: z.enum(AUDIO_RENDITION_CODECS),
  bitrate_kbps: z.number().int(),
  size_bytes: z.number().int(),
});
export type AudioRendition = z.infer<typeof audioRenditionSchema>;

/** One song with its renditions (empty until they are made; lists leave them out to save data). */
export const songDetailSchema = songSchema.extend({ audio_renditions: z.array(audioRenditionSchema) });
export type SongDetail = z.infer<typeof songDetailSchema>;

export const albumSchema = z.object({
  id: z.number().int(),
  reference_id: z.string(),
  title: z.string(),
  artist: artistRefSchema.extend({ production_house: z.object({ name: z.string() }).nullable() }),
  cover_image: z.string().nullable(),
  publish_date: z.string(),
  release_date: z.string(),
  number_of_songs: z.number().int(),
  total_duration: z.number().int(),
  description: z.string(),
  tags: z.array(z.string()),
  genre: genreSchema.nullable(),
  monthly_listeners: z.number().int(),
  total_plays: z.number().int(),
  likes: z.number().int(),
  label: z.string(),
});
export type Album = z.infer<typeof albumSchema>;

/** One album with its tracks in order (lists leave `songs` out to save data). */
export const albumDetailSchema = albumSchema.extend({ songs: z.array(songSchema) });
export type AlbumDetail = z.infer<typeof albumDetailSchema>;

export const artistSchema = z.object({
  id: z.number().int(),
  reference_id: z.string(),
  name: z.string(),
  profile_image: z.string().nullable(),
  cover_image: z.string().nullable(),
  is_premiem: z.boolean(),
  is_certified: z.boolean(),
  style_music: z.array(z.object({ style: z.string() })),
  total_subscribers: z.number().int(),
  follower_count: z.number().int(),
  total_views: z.number().int(),
  total_plays: z.number().int(),
  biography: z.string(),
  bio: z.string(),
  about_me: z.string(),
  location: z.string(),
  production_house: z.object({ name: z.string() }).nullable(),
  created_at: z.string(),
});
export type Artist = z.infer<typeof artistSchema>;

/** One artist's profile, with artists of the same styles (lists leave `similar_artists` out). */
export const artistDetailSchema = artistSchema.extend({
  similar_artists: z.array(artistRefSchema.extend({ profile_image: z.string().nullable() })),
});
export type ArtistDetail = z.infer<typeof artistDetailSchema>;

export const playlistSchema = z.object({
  id: z.number().int(),
  reference_id: z.string(),
  name: z.string(),
  description: z.string(),
  style: z.string(),
  is_public: z.boolean(),
  owner: z.object({ username: z.string() }),
  contents: z.array(songSchema),
  subscribers: z.object({ count: z.number().int() }),
  likes_count: z.number().int(),
  created_at: z.string(),
  /** Hidden by staff: only its owner still sees it (then with `hidden_reason`); always false for anyone else. */
  is_hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
});
export type Playlist = z.infer<typeof playlistSchema>;

/** `POST /streaming/playlists/{id}/report/`: a listener flags a playlist, with a reason from the list. */
export const playlistReportSchema = z.object({
  reason: z.enum(PLAYLIST_REPORT_REASONS, { message: playlistMessages.reportReason }),
});
export type PlaylistReportInput = z.infer<typeof playlistReportSchema>;
export const playlistReportResultSchema = z.object({ detail: z.string() });

export const likeStatusSchema = z.object({ is_liked: z.boolean() });
export const likeResultSchema = z.object({ is_liked: z.boolean(), new_like_count: z.number().int() });
export type LikeResult = z.infer<typeof likeResultSchema>;
export const subscriptionStatusSchema = z.object({ is_subscribed: z.boolean() });
export const subscribeResultSchema = z.object({
  status: z.enum(['subscribed', 'unsubscribed']),
  subscribers_count: z.number().int(),
});
export type SubscribeResult = z.infer<typeof subscribeResultSchema>;
export const streamResultSchema = z.object({ counted: z.boolean(), play_count: z.number().int() });
export type StreamResult = z.infer<typeof streamResultSchema>;
