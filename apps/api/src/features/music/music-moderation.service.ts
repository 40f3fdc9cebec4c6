import {
  PLAYLIST_REPORT_REASONS,
  type PlaylistReportReason,
  type ReportedPlaylist,
  staffMessages,
} from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import {
  auditStaffAction,
  moderationState,
  presentModeration,
  type StaffCall,
} from '../../lib/staff-actions.ts';
import * as repo from './music-moderation.repository.ts';

export type MusicModerationService = ReturnType<typeof createMusicModerationService>;

/** The moderation queue of playlists shows at most this many. */
const REPORTED_PLAYLISTS_MAX = 200;

type ModerationInput = { hidden: boolean; reason?: string | undefined };

/** Staff moderation of songs and playlists: hiding one (with a reason) or showing it again, and the report queue. */
export function createMusicModerationService(deps: {
  db: Db;
  clock: Clock;
  /** Called once a song was hidden or shown again: its audio files stop (or start again) being served. */
  songModerated?: () => Promise<void>;
}) {
  const { db, clock } = deps;
  return {
    /** Hides a song with a reason (its audio stops being served), or shows it again; 404 for an unknown one. */
    async moderateSong(call: StaffCall, id: number, input: ModerationInput) {
      const state = await repo.moderateSong(db, id, moderationState(clock.now(), input));
      if (!state) throw AppError.notFound(staffMessages.songNotFound);
      await deps.songModerated?.();
      auditStaffAction(call, input.hidden ? 'hide_song' : 'show_song', {
        song_id: id,
        reason: state.hiddenReason,
      });
      return presentModeration(state);
    },

    /** Hides a playlist (with a reason) from the home, search and other users, or shows it again. */
    async moderatePlaylist(call: StaffCall, id: number, input: ModerationInput) {
      const state = await repo.moderatePlaylist(db, id, moderationState(clock.now(), input));
      if (!state) throw AppError.notFound(staffMessages.playlistNotFound);
      auditStaffAction(call, input.hidden ? 'hide_playlist' : 'show_playlist', {
        playlist_id: id,
        reason: state.hiddenReason,
      });
      return presentModeration(state);
    },

    /** The songs hidden now, with their reason and date, most recently hidden first. */
    async hiddenSongs() {
      const rows = await repo.listHiddenSongs(db);
      return rows.map((s) => ({
        id: s.id,
        title: s.title,
        artist: s.artist,
        hidden_at: (s.hiddenAt as Date).toISOString(),
        hidden_reason: s.hiddenReason,
      }));
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
  };
}
