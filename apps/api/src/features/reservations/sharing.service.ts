import { reservationMessages as msg, type Reservation, SHARE_SEARCH } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './reservations.repository.ts';
import * as sharing from './sharing.repository.ts';

/** Statuses of a reservation that is over: nobody may be given it or its tickets any more. */
const CLOSED: readonly string[] = ['cancelled', 'expired'];

type Locked = NonNullable<Awaited<ReturnType<typeof repo.lockReservation>>>;

/**
 * Sharing a reservation and naming who holds each item, part of the reservations service (which passes in
 * how it loads, locks and presents a reservation).
 */
export function createSharing(deps: {
  db: Db;
  load(userId: number, serialId: string, tx?: Db): Promise<repo.ReservationRow>;
  lockOwned(tx: Db, userId: number, serialId: string): Promise<Locked>;
  present(row: repo.ReservationRow, viewerId: number): Reservation;
}) {
  const { db, load, lockOwned, present } = deps;
  return {
    async share(userId: number, serialId: string, userIds: number[]) {
      const ids = [...new Set(userIds)];
      await db.transaction(async (t) => {
        const tx: Db = t;
        const row = await lockOwned(tx, userId, serialId);
        if (CLOSED.includes(row.status)) throw AppError.conflict(msg.shareClosed);
        if (ids.includes(userId)) throw AppError.fields({ shared_with: [msg.shareSelf] });
        const found = await sharing.findUsers(tx, ids);
        if (found.length !== ids.length) throw AppError.fields({ shared_with: [msg.shareUnknownUser] });
        await sharing.addShares(tx, row.id, ids);
      });
      const row = await load(userId, serialId);
      return { detail: msg.shared, shared_with: present(row, userId).shared_with };
    },

    async sharedUsers(userId: number, serialId: string) {
      const row = await load(userId, serialId);
      return sharing.sharedUsers(db, row.id);
    },

    async unshare(userId: number, serialId: string, targetId: number) {
      await db.transaction(async (t) => {
        const tx: Db = t;
        const row = await lockOwned(tx, userId, serialId);
        if (!(await sharing.removeShare(tx, row.id, targetId))) throw AppError.notFound(msg.shareNotShared);
        // No longer shared with them: the tickets assigned to them go back to the owner.
        await sharing.clearAssignments(tx, row.id, targetId);
      });
    },

    /** Users the owner may share with whose name contains the search (2 characters at least, else none). */
    async shareableUsers(userId: number, serialId: string, search: string | undefined) {
      const row = await load(userId, serialId);
      if (row.userId !== userId) throw AppError.forbidden(msg.notOwner);
      const term = (search ?? '').trim();
      if (term.length < SHARE_SEARCH.minLength) return [];
      return sharing.searchShareableUsers(db, {
        reservationId: row.id,
        ownerId: userId,
        search: term,
        limit: SHARE_SEARCH.maxResults,
      });
    },

    /** Names the holder of one item's tickets: the owner or a user the reservation is shared with. */
    async assign(userId: number, itemId: number, targetId: number) {
      return db.transaction(async (t) => {
        const tx: Db = t;
        const found = await sharing.findItemWithReservation(tx, itemId);
        if (!found) throw AppError.notFound(msg.assignUnknownItem);
        // Locked like an unshare, so one running at the same time can't leave the item with someone unshared.
        await repo.lockReservation(tx, found.reservation.serialId);
        const row = await load(userId, found.reservation.serialId, tx).catch(() => {
          throw AppError.notFound(msg.assignUnknownItem);
        });
        if (row.userId !== userId) throw AppError.forbidden(msg.notOwner);
        if (CLOSED.includes(row.status)) throw AppError.conflict(msg.assignClosed);
        const allowed = targetId === userId || row.shares.some((s) => s.user.id === targetId);
        if (!allowed) throw AppError.fields({ user_id: [msg.assignNotShared] });
        await sharing.assignItem(tx, itemId, targetId);
        const user =
          row.userId === targetId ? row.user : row.shares.find((s) => s.user.id === targetId)!.user;
        return { id: itemId, assigned_to: { id: user.id, username: user.username } };
      });
    },
  };
}
