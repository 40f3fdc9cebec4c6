import type { Reservation } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { MediaUrls } from '../../lib/media.ts';
import * as repo from './reservations.repository.ts';

export type ReservationPresenter = ReturnType<typeof createReservationPresenter>;

/** How a reservation is answered to its owner or to a user it is shared with, refund state included. */
export function createReservationPresenter(deps: { db: Db; media: MediaUrls }) {
  const { db, media } = deps;

  type Refunds = Awaited<ReturnType<typeof repo.refundsOf>>;

  /**
   * What happens to the money of a paid reservation whose event is cancelled: its refund's state once recorded,
   * nothing to give back when it cost nothing; null while the event stands or for an unpaid reservation.
   */
  function refundOf(row: repo.ReservationRow, refunds: Refunds): Reservation['refund'] {
    if (row.event.status !== 'cancelled' || row.status !== 'paid') return null;
    if (row.totalPrice === 0) return { status: 'none', amount: 0 };
    const refund = refunds.get(row.id);
    return refund
      ? { status: refund.status, amount: refund.amount }
      : { status: 'preparing', amount: row.totalPrice };
  }

  /** The refunds the given reservations need to be presented (only those of cancelled events are read). */
  function refundsFor(rows: repo.ReservationRow[]) {
    const ids = rows.filter((r) => r.event.status === 'cancelled' && r.status === 'paid').map((r) => r.id);
    return repo.refundsOf(db, ids);
  }

  /** A reservation as the API answers it to `viewerId`. */
  function present(row: repo.ReservationRow, viewerId: number, refunds: Refunds = new Map()): Reservation {
    const sharedWith = row.shares.map((s) => ({ id: s.user.id, username: s.user.username }));
    return {
      id: row.id,
      serial_id: row.serialId,
      status: row.status,
      data: {
        event: {
          serial_id: row.event.serialId,
          name: row.event.name,
          date: row.event.date,
          time: row.event.time,
          image: media.url(row.event.image),
          location: row.event.location,
          is_cancelled: row.event.status === 'cancelled',
        },
      },
      items: row.items.map((i) => ({
        id: i.id,
        quantity: i.quantity,
        ticket_type: i.ticketTypeId,
        assigned_to: i.assignedUser ? { id: i.assignedUser.id, username: i.assignedUser.username } : null,
        data: {
          ticket: { name: i.ticketType.name, description: i.ticketType.description, price: i.unitPrice },
        },
      })),
      total_price: row.totalPrice,
      is_paid: row.status === 'paid',
      is_shared: sharedWith.length > 0,
      is_owner: row.userId === viewerId,
      owner: { id: row.user.id, username: row.user.username },
      shared_with: sharedWith,
      expires_at:
        row.status === 'pending' || row.status === 'cash_pending'
          ? (row.expiresAt?.toISOString() ?? null)
          : null,
      created_at: row.createdAt.toISOString(),
      refund: refundOf(row, refunds),
    };
  }

  return { present, refundsFor };
}
