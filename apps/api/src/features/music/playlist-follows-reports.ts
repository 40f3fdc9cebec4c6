import {
  musicMessages as msg,
  type PlaylistFollowResult,
  type PlaylistReportReason,
  playlistMessages as pmsg,
} from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { foreignKeyViolation } from '../../db/errors.ts';
import { lockKey } from '../../db/locks.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './playlists.repository.ts';

/** What a listener does to a playlist someone else owns: follow it, or report it to staff. */
export function createPlaylistFollowsAndReports(deps: {
  db: Db;
  clock: Clock;
  /** The playlist `userId` may see (listed, or their own); 404 otherwise. */
  visible: (userId: number | null, value: string) => Promise<{ id: number; ownerId: number }>;
}) {
  const { db, clock, visible } = deps;
  return {
    /**
     * A listener flags a playlist they can see but do not own, once, with a reason from the list; staff find it
     * in the studio's moderation page. A playlist deleted meanwhile is 404.
     */
    async report(userId: number, value: string, reason: PlaylistReportReason): Promise<{ detail: string }> {
      const row = await visible(userId, value);
      if (row.ownerId === userId) throw AppError.forbidden(pmsg.reportOwn);
      let inserted: boolean;
      try {
        inserted = await repo.insertReport(db, {
          userId,
          playlistId: row.id,
          reason,
          createdAt: clock.now(),
        });
      } catch (err) {
        if (foreignKeyViolation(err) === 'playlist_reports_playlist_id_playlists_id_fk') {
          throw AppError.notFound(msg.playlistNotFound);
        }
        throw err;
      }
      if (!inserted) throw AppError.conflict(pmsg.reportTwice);
      return { detail: pmsg.reported };
    },

    /** Whether the user follows this playlist. */
    async followStatus(userId: number, value: string): Promise<{ is_following: boolean }> {
      const { id } = await visible(userId, value);
      return { is_following: await repo.isFollowing(db, userId, id) };
    },

    /**
     * Follows or unfollows a playlist the user can see. One user's toggles on one playlist are serialised by an
     * advisory lock, so two parallel clicks act as two clicks in a row. A playlist deleted meanwhile is 404.
     */
    async toggleFollow(userId: number, value: string): Promise<PlaylistFollowResult> {
      const { id } = await visible(userId, value);
      try {
        return await db.transaction(async (tx) => {
          await lockKey(tx, `playlist:follow:${userId}:${id}`);
          const wasFollowing = await repo.deleteFollow(tx, userId, id);
          if (!wasFollowing) await repo.insertFollow(tx, { userId, playlistId: id, createdAt: clock.now() });
          return { is_following: !wasFollowing, followers_count: await repo.countFollowers(tx, id) };
        });
      } catch (err) {
        // The delete committed between the check above and the insert: the follow has nothing left to point to.
        if (foreignKeyViolation(err) === 'playlist_follows_playlist_id_playlists_id_fk') {
          throw AppError.notFound(msg.playlistNotFound);
        }
        throw err;
      }
    },
  };
}
