import { z } from 'zod';
import { PLAYLIST_REPORT_REASONS } from './music.constants.ts';
import { MODERATION_REASON_MAX, STAFF_USERS_PAGING, staffMessages } from './staff.constants.ts';
import { ROLES, STUDIO_ROLES } from './studio.constants.ts';

export * from './staff.constants.ts';

/** `GET /api/studio/users/?q=&page=`: `q` matches usernames and e-mails (part of, any case). */
export const staffUsersQuerySchema = z.object({
  q: z.string().trim().max(STAFF_USERS_PAGING.queryMax, { message: staffMessages.queryTooLong }).optional(),
  page: z.coerce
    .number({ message: staffMessages.invalidPage })
    .int({ message: staffMessages.invalidPage })
    .min(1, { message: staffMessages.invalidPage })
    .max(STAFF_USERS_PAGING.maxPage, { message: staffMessages.invalidPage })
    .optional(),
});

/** An account as the staff tools show it. */
export const staffUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  roles: z.array(z.enum(STUDIO_ROLES)),
  is_active: z.boolean(),
  date_joined: z.string(),
});
export type StaffUser = z.infer<typeof staffUserSchema>;

export const staffUserPageSchema = z.object({
  count: z.number().int(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(staffUserSchema),
});

export const staffUserParamsSchema = z.object({
  id: z.coerce.number({ message: staffMessages.userNotFound }).int().min(1).max(2_147_483_647),
});

/** `PUT /api/studio/users/{id}/roles/`: the whole set of roles (`user` accepted and implied). */
export const staffRolesSchema = z.object({
  roles: z.array(z.enum(ROLES, { message: staffMessages.roleUnknown })).max(ROLES.length * 2),
});

/** `POST /api/studio/moderation/{events|songs|playlists}/{id}/`: hide with a reason, or show again. */
export const moderationSchema = z.object({
  hidden: z.boolean(),
  reason: z.string().trim().max(MODERATION_REASON_MAX, { message: staffMessages.reasonTooLong }).optional(),
});

/** `POST /api/studio/editorial/{albums|playlists}/{id}/`: the editors' pick, shown first in the featured section. */
export const editorialSchema = z.object({ featured: z.boolean() });
export const editorialStateSchema = z.object({ id: z.number().int(), featured: z.boolean() });

/** The moderation state of an event (by `serial_id`) or a song (by `id`). */
export const moderationStateSchema = z.object({
  hidden: z.boolean(),
  hidden_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
});

/** `GET /api/studio/moderation/`: what staff hide now, newest first, each with its reason and date. */
export const hiddenListSchema = z.object({
  events: z.array(
    z.object({
      serial_id: z.string(),
      name: z.string(),
      hidden_at: z.string(),
      hidden_reason: z.string().nullable(),
    }),
  ),
  songs: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      artist: z.string().nullable(),
      hidden_at: z.string(),
      hidden_reason: z.string().nullable(),
    }),
  ),
});
export type HiddenList = z.infer<typeof hiddenListSchema>;

/** `GET /api/studio/editorial/`: the editors' picks now (albums and playlists marked featured). */
export const editorialListSchema = z.object({
  albums: z.array(z.object({ id: z.number().int(), title: z.string(), artist: z.string().nullable() })),
  playlists: z.array(z.object({ id: z.number().int(), name: z.string(), owner: z.string().nullable() })),
});
export type EditorialList = z.infer<typeof editorialListSchema>;

/**
 * `GET /api/studio/moderation/playlists/`: the playlists listeners reported or staff hid, most reported first,
 * with how many reports each reason got.
 */
export const reportedPlaylistsSchema = z.array(
  z.object({
    id: z.number().int(),
    reference_id: z.string(),
    name: z.string(),
    owner: z.string(),
    reports: z.number().int(),
    reasons: z.record(z.enum(PLAYLIST_REPORT_REASONS), z.number().int()),
    last_reported_at: z.string().nullable(),
    hidden: z.boolean(),
    hidden_at: z.string().nullable(),
    hidden_reason: z.string().nullable(),
  }),
);
export type ReportedPlaylist = z.infer<typeof reportedPlaylistsSchema>[number];
