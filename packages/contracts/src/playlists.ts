import { z } from 'zod';
import { PLAYLIST_LIMITS, playlistMessages } from './music.constants.ts';
import { musicPageQuerySchema, playlistSchema } from './music.ts';

// The user's own playlists: creating one, adding and removing its songs, following others'.

const playlistText = (max: number, tooLong: string) =>
  z
    .string({ message: tooLong })
    .trim()
    .max(max, { message: tooLong })
    .nullish()
    .transform((v) => v ?? '');

/** `POST /streaming/playlists/`: name required (trimmed), style optional, is_public a checkbox. */
export const createPlaylistSchema = z.object({
  name: z
    .string({ message: playlistMessages.nameRequired })
    .trim()
    .min(1, { message: playlistMessages.nameRequired })
    .max(PLAYLIST_LIMITS.nameMax, { message: playlistMessages.nameTooLong }),
  style: playlistText(PLAYLIST_LIMITS.styleMax, playlistMessages.styleTooLong),
  description: playlistText(PLAYLIST_LIMITS.descriptionMax, playlistMessages.descriptionTooLong),
  // A form may post the checkbox as a string; DRF reads 'true'/'false' too.
  is_public: z
    .union([z.boolean(), z.enum(['true', 'false'])], { message: playlistMessages.invalidPublic })
    .transform((v) => v === true || v === 'true')
    .optional()
    .default(false),
});
export type CreatePlaylistInput = z.input<typeof createPlaylistSchema>;

/** `POST /streaming/playlists/{id}/add-song/`: `content_id`, a song's id (number or digits) or reference_id. */
export const addPlaylistSongSchema = z.object({
  content_id: z
    .union(
      [
        z
          .number({ message: playlistMessages.invalidContentId })
          .int({ message: playlistMessages.invalidContentId })
          .positive({ message: playlistMessages.invalidContentId })
          .max(2_147_483_647, { message: playlistMessages.invalidContentId }),
        z
          .string({ message: playlistMessages.invalidContentId })
          .trim()
          .regex(/^(\d{1,10}|[0-9a-f]{12})$/, { message: playlistMessages.invalidContentId }),
      ],
      {
        error: (issue) =>
          issue.input === undefined || issue.input === null || issue.input === ''
            ? playlistMessages.contentIdRequired
            : playlistMessages.invalidContentId,
      },
    )
    .transform(String),
});

/** A song of a playlist in a path: `/streaming/playlists/{id}/remove-song/{song_id}/`. */
export const playlistSongParamsSchema = z.object({
  id: z.string().min(1).max(64),
  song_id: z.string().min(1).max(64),
});

/** `GET …/available-songs/`: paged with `?page=`, else a plain list; `search` matches titles and artists. */
export const availableSongsQuerySchema = musicPageQuerySchema.extend({
  search: z.string().trim().max(PLAYLIST_LIMITS.searchMax).optional(),
});

/** The answer to add-song: whether the song was added (false: it was already there) and the playlist now. */
export const addPlaylistSongResultSchema = z.object({
  detail: z.string(),
  added: z.boolean(),
  playlist: playlistSchema,
});
export type AddPlaylistSongResult = z.infer<typeof addPlaylistSongResultSchema>;

/** Follow status of a playlist, and the answer to the follow toggle. */
export const playlistFollowStatusSchema = z.object({ is_following: z.boolean() });
export const playlistFollowResultSchema = z.object({
  is_following: z.boolean(),
  followers_count: z.number().int(),
});
export type PlaylistFollowResult = z.infer<typeof playlistFollowResultSchema>;
