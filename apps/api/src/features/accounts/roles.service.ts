import {
  PLAYLIST_REPORT_REASONS,
  type PlaylistReportReason,
  type ReportedPlaylist,
  STAFF_USERS_PAGING,
  type StaffUser,
  type StudioRole,
  staffMessages,
} from '@sanza/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { pageWindow } from '../../lib/paging.ts';
import { deactivateUser } from './accounts.repository.ts';
import * as repo from './roles.repository.ts';

export type RolesService = ReturnType<typeof createRolesService>;

/** The moderation queue of playlists shows at most this many. */
const REPORTED_PLAYLISTS_MAX = 200;

/** Who acts, and the request's logger: every change is written there as a `studio_audit` line. */
export type StaffCall = { actorId: number; log: FastifyBaseLogger };

const present = (u: repo.StaffUserRow): StaffUser => ({
  id: u.id,
  username: u.username,
  email: u.email,
  roles: u.roles,
  is_active: u.isActive,
  date_joined: u.createdAt.toISOString(),
});

const presentModeration = (m: { hiddenAt: Date | null; hiddenReason: string | null }) => ({
  hidden: m.hiddenAt !== null,
  hidden_at: m.hiddenAt?.toISOString() ?? null,
  hidden_reason: m.hiddenReason,
});

/** The staff tools: accounts and their roles, deactivation, and moderation of events and songs. */
export function createRolesService(deps: {
  db: Db;
  clock: Clock;
  /** Called once a song was hidden or shown again: its audio files stop (or start again) being served. */
  songModerated?: () => Promise<void>;
}) {
  const { db, clock } = deps;
  const audit = (call: StaffCall, action: string, target: Record<string, unknown>) =>
    call.log.info({ studio_audit: { actor_id: call.actorId, action, ...target } }, 'studio: staff action');

  async function existing(id: number): Promise<repo.StaffUserRow> {
    const user = await repo.findStaffUser(db, id);
    if (!user) throw AppError.notFound(staffMessages.userNotFound);
    return user;
  }

  /** The state to write: a reason is needed to hide; showing again clears both. */
  function moderation(input: { hidden: boolean; reason?: string | undefined }) {
    if (!input.hidden) return { hiddenAt: null, hiddenReason: null };
    if (!input.reason) throw AppError.fields({ reason: [staffMessages.reasonRequired] });
    return { hiddenAt: clock.now(), hiddenReason: input.reason };
  }

  return {
    async listUsers(q: string, page: number) {
      const pageSize = STAFF_USERS_PAGING.pageSize;
      const found = await repo.listUsers(db, q, pageWindow(page, pageSize));
      return { count: found.count, pageSize, results: found.rows.map(present) };
    },

    /** Sets the account's roles (`user` is implied and dropped); staff never drop their own staff role. */
    async setRoles(call: StaffCall, id: number, requested: readonly string[]): Promise<StaffUser> {
      const before = await existing(id);
      const roles = [...new Set(requested.filter((r): r is StudioRole => r !== 'user'))];
      if (id === call.actorId && !roles.includes('staff'))
        throw AppError.badRequest(staffMessages.ownStaffRole);
      const after = await repo.replaceRoles(db, id, roles, clock.now());
      if (!after) throw AppError.notFound(staffMessages.userNotFound);
      audit(call, 'roles', { user_id: id, before: before.roles, after: after.roles });
      return present(after);
    },

    /** Deactivates an account (its tokens stop writing and its sessions end); never one's own. */
    async setActive(call: StaffCall, id: number, active: boolean): Promise<StaffUser> {
      if (!active && id === call.actorId) throw AppError.badRequest(staffMessages.ownAccount);
      const now = clock.now();
      const done = active ? await repo.activateUser(db, id, now) : await deactivateUser(db, id, now);
      if (!done) throw AppError.notFound(staffMessages.userNotFound);
      audit(call, active ? 'activate' : 'deactivate', { user_id: id });
      return present(await existing(id));
    },

    /** Puts an album or a playlist among the editors' picks (first in its featured section), or takes it out. */
    async setFeatured(call: StaffCall, kind: 'albums' | 'playlists', id: number, featured: boolean) {
      if (!(await repo.setFeatured(db, kind, id, featured))) {
        throw AppError.notFound(
          kind === 'albums' ? staffMessages.albumNotFound : staffMessages.playlistNotFound,
        );
      }
      audit(call, featured ? 'feature' : 'unfeature', {
        [kind === 'albums' ? 'album_id' : 'playlist_id']: id,
      });
      return { id, featured };
    },

    /** What is hidden now, with its reason and date. */
    async hidden() {
      const found = await repo.listHidden(db);
      return {
        events: found.events.map((e) => ({
          serial_id: e.serialId,
          name: e.name,
          hidden_at: (e.hiddenAt as Date).toISOString(),
          hidden_reason: e.hiddenReason,
        })),
        songs: found.songs.map((s) => ({
          id: s.id,
          title: s.title,
          artist: s.artist,
          hidden_at: (s.hiddenAt as Date).toISOString(),
          hidden_reason: s.hiddenReason,
        })),
      };
    },

    /** The editors' picks now. */
    featured: () => repo.listFeatured(db),

    async moderateEvent(
      call: StaffCall,
      serialId: string,
      input: { hidden: boolean; reason?: string | undefined },
    ) {
      const state = await repo.moderateEvent(db, serialId, moderation(input));
      if (!state) throw AppError.notFound(staffMessages.eventNotFound);
      audit(call, input.hidden ? 'hide_event' : 'show_event', {
        serial_id: serialId,
        reason: state.hiddenReason,
      });
      return presentModeration(state);
    },

    /** Reported or hidden playlists, most reported first, with the count of each reason. */
    async reportedPlaylists(): Promise<ReportedPlaylist[]> {
      const found = await repo.listReportedPlaylists(db, REPORTED_PLAYLISTS_MAX);
      return found.rows.map((p) => {
        const reasons = Object.fromEntries(PLAYLIST_REPORT_REASONS.map((r) => [r, 0])) as Record<
          PlaylistReportReason,
          number
        >;
        for (const r of found.reasons) {
          if (r.playlistId === p.id && r.reason in reasons) reasons[r.reason as PlaylistReportReason] = r.n;
        }
        return {
          id: p.id,
          reference_id: p.referenceId,
          name: p.name,
          owner: p.owner,
          reports: p.reports,
          reasons,
          last_reported_at: p.lastReportedAt ? new Date(p.lastReportedAt).toISOString() : null,
          ...presentModeration(p),
        };
      });
    },

    /** Hides a playlist (with a reason) from the home, search and other users, or shows it again. */
    async moderatePlaylist(
      call: StaffCall,
      id: number,
      input: { hidden: boolean; reason?: string | undefined },
    ) {
      const state = await repo.moderatePlaylist(db, id, moderation(input));
      if (!state) throw AppError.notFound(staffMessages.playlistNotFound);
      audit(call, input.hidden ? 'hide_playlist' : 'show_playlist', {
        playlist_id: id,
        reason: state.hiddenReason,
      });
      return presentModeration(state);
    },

    async moderateSong(call: StaffCall, id: number, input: { hidden: boolean; reason?: string | undefined }) {
      const state = await repo.moderateSong(db, id, moderation(input));
      if (!state) throw AppError.notFound(staffMessages.songNotFound);
      await deps.songModerated?.();
      audit(call, input.hidden ? 'hide_song' : 'show_song', { song_id: id, reason: state.hiddenReason });
      return presentModeration(state);
    },
  };
}
