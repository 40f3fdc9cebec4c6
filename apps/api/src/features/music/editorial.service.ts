import { staffMessages } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import { auditStaffAction, type StaffCall } from '../../lib/staff-actions.ts';
import * as repo from './editorial.repository.ts';

export type EditorialService = ReturnType<typeof createEditorialService>;

/** The editors' picks: albums and playlists staff put first in their featured sections. */
export function createEditorialService(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Puts an album or a playlist among the editors' picks (first in its featured section), or takes it out. */
    async setFeatured(call: StaffCall, kind: 'albums' | 'playlists', id: number, featured: boolean) {
      if (!(await repo.setFeatured(db, kind, id, featured))) {
        throw AppError.notFound(
          kind === 'albums' ? staffMessages.albumNotFound : staffMessages.playlistNotFound,
        );
      }
      auditStaffAction(call, featured ? 'feature' : 'unfeature', {
        [kind === 'albums' ? 'album_id' : 'playlist_id']: id,
      });
      return { id, featured };
    },

    /** The editors' picks now. */
    featured: () => repo.listFeatured(db),
  };
}
