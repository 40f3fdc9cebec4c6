import {
  type CreateReservationInput,
  reservationMessages as msg,
  type Reservation,
  SHARE_SEARCH,
} from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { publicId } from '../../lib/ids.ts';
import type { MediaUrls } from '../../lib/media.ts';
import * as repo from './reservations.repository.ts';

export type ReservationsService = ReturnType<typeof createReservationsService>;
type Item = { ticketTypeId: number; quantity: number };

/** Statuses in which the owner may still change or cancel a reservation (no payment under way). */
const CHANGEABLE = ['pending'] as const;
const CANCELLABLE = ['pending', 'cash_pending'] as const;

const frenchDate = (d: Date, timeZone: string) =>
  new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short', timeZone }).format(d);

/** Both request variants of the spec, as one list of items (and the event when the client named it). */
export function normalizeRequest(input: CreateReservationInput): { event?: string; items: Item[] } {
  if ('ticket_type_id' in input)
    return { items: [{ ticketTypeId: input.ticket_type_id, quantity: input.quantity }] };
  return {
    event: input.event,
    items: input.items.map((i) => ({ ticketTypeId: i.ticket_type, quantity: i.quantity })),
  };
}

/** Reservations: holding tickets without ever overselling, giving them back exactly once, sharing. */
export function createReservationsService(deps: {
  db: Db;
  clock: Clock;
  media: MediaUrls;
  holdMs: number;
  timeZone: string;
}) {
  const { db, clock, media } = deps;

  function present(row: repo.ReservationRow, viewerId: number): Reservation {
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
      expires_at: row.status === 'pending' ? (row.expiresAt?.toISOString() ?? null) : null,
      created_at: row.createdAt.toISOString(),
    };
  }

  /** Checks every ticket type can be sold on this request, and answers their prices. */
  async function checkForSale(tx: Db, items: Item[], eventSerialId: string | undefined, now: Date) {
    const ids = items.map((i) => i.ticketTypeId);
    if (new Set(ids).size !== ids.length) throw AppError.fields({ items: [msg.duplicateTicketType] });
    const types = await repo.findTicketTypesForSale(tx, ids, now);
    if (types.length !== ids.length) throw AppError.badRequest(msg.ticketTypeNotFound);
    const eventIds = new Set(types.map((t) => t.eventId));
    if (eventIds.size > 1 || (eventSerialId && types.some((t) => t.eventSerialId !== eventSerialId))) {
      throw AppError.badRequest(msg.oneEventPerReservation);
    }
    for (const t of types) {
      if (!t.registrationOpen) {
        throw AppError.badRequest(
          msg.registrationClosed(frenchDate(new Date(t.registrationClosesAt), deps.timeZone)),
        );
      }
      if (t.isAuction) throw AppError.badRequest(msg.auctionOnly);
      if (!t.isAvailable) throw AppError.badRequest(msg.notOnSale);
    }
    return new Map(types.map((t) => [t.id, t]));
  }

  /** Takes the stock of each item in id order (a fixed order keeps concurrent transactions from deadlocking). */
  async function take(tx: Db, items: Item[]) {
    for (const item of [...items].sort((a, b) => a.ticketTypeId - b.ticketTypeId)) {
      if (!(await repo.takeTickets(tx, item.ticketTypeId, item.quantity))) {
        throw AppError.badRequest(msg.onlyAvailable(await repo.availableTickets(tx, item.ticketTypeId)));
      }
    }
  }

  async function load(userId: number, serialId: string, tx: Db = db) {
    const row = await repo.findVisibleReservation(tx, userId, serialId);
    if (!row) throw AppError.notFound(msg.notFound);
    return row;
  }

  /** The reservation locked for a change by its owner: 404 when invisible, 403 for a user it is shared with. */
  async function lockOwned(tx: Db, userId: number, serialId: string) {
    const row = await repo.lockReservation(tx, serialId);
    if (!row) throw AppError.notFound(msg.notFound);
    if (row.userId !== userId) {
      const visible = await repo.findVisibleReservation(tx, userId, serialId);
      throw visible ? AppError.forbidden(msg.notOwner) : AppError.notFound(msg.notFound);
    }
    return row;
  }

  /** Creates a pending reservation inside `tx`, holding its tickets until the hold runs out. */
  async function createIn(tx: Db, userId: number, request: { event?: string; items: Item[] }) {
    const now = clock.now();
    const types = await checkForSale(tx, request.items, request.event, now);
    await take(tx, request.items);
    const total = request.items.reduce((sum, i) => sum + types.get(i.ticketTypeId)!.price * i.quantity, 0);
    const reservation = await repo.insertReservation(tx, {
      serialId: publicId(),
      userId,
      eventId: types.get(request.items[0]!.ticketTypeId)!.eventId,
      totalPrice: total,
      status: 'pending',
      expiresAt: new Date(now.getTime() + deps.holdMs),
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertItems(
      tx,
      request.items.map((i) => ({
        reservationId: reservation.id,
        ticketTypeId: i.ticketTypeId,
        quantity: i.quantity,
        unitPrice: types.get(i.ticketTypeId)!.price,
      })),
    );
    return reservation.serialId;
  }

  /**
   * Makes the reservation an auction awards: one ticket of the auction's type at the winning price, held
   * like any unpaid reservation. Null when the ticket is no longer in stock.
   */
  async function createForAuction(
    tx: Db,
    award: { userId: number; ticketTypeId: number; eventId: number; price: number },
  ) {
    if (!(await repo.takeTickets(tx, award.ticketTypeId, 1))) return null;
    const now = clock.now();
    const reservation = await repo.insertReservation(tx, {
      serialId: publicId(),
      userId: award.userId,
      eventId: award.eventId,
      totalPrice: award.price,
      status: 'pending',
      expiresAt: new Date(now.getTime() + deps.holdMs),
      createdAt: now,
      updatedAt: now,
    });
    await repo.insertItems(tx, [
      {
        reservationId: reservation.id,
        ticketTypeId: award.ticketTypeId,
        quantity: 1,
        unitPrice: award.price,
      },
    ]);
    return reservation;
  }

  return {
    createIn,
    createForAuction,
    /** Reserves tickets (either request variant); 400 with the spec's message when it can't. */
    async create(userId: number, input: CreateReservationInput): Promise<Reservation> {
      const serialId = await db.transaction((tx) => createIn(tx, userId, normalizeRequest(input)));
      return present(await load(userId, serialId), userId);
    },

    async list(userId: number): Promise<Reservation[]> {
      return (await repo.listVisibleReservations(db, userId)).map((r) => present(r, userId));
    },

    async get(userId: number, serialId: string): Promise<Reservation> {
      return present(await load(userId, serialId), userId);
    },

    /** Sets the quantities of a pending reservation: taking more stock or giving some back, never overselling. */
    async updateItems(userId: number, serialId: string, items: { ticket_type: number; quantity: number }[]) {
      const wanted = items.map((i) => ({ ticketTypeId: i.ticket_type, quantity: i.quantity }));
      await db.transaction(async (t) => {
        const tx: Db = t;
        const now = clock.now();
        const row = await lockOwned(tx, userId, serialId);
        if (!(CHANGEABLE as readonly string[]).includes(row.status))
          throw AppError.conflict(msg.notModifiable);
        const types = await checkForSale(tx, wanted, undefined, now);
        if ([...types.values()].some((t) => t.eventId !== row.eventId))
          throw AppError.badRequest(msg.oneEventPerReservation);
        const current = await repo.itemsOf(tx, row.id);
        const more: Item[] = [];
        for (const w of wanted) {
          const had = current.find((c) => c.ticketTypeId === w.ticketTypeId)?.quantity ?? 0;
          if (w.quantity > had) more.push({ ticketTypeId: w.ticketTypeId, quantity: w.quantity - had });
        }
        await take(tx, more);
        let total = 0;
        for (const c of current) {
          const w = wanted.find((x) => x.ticketTypeId === c.ticketTypeId);
          if (!w) {
            await repo.giveBackTickets(tx, c.ticketTypeId, c.quantity);
            await repo.deleteItem(tx, c.id);
            continue;
          }
          if (w.quantity < c.quantity)
            await repo.giveBackTickets(tx, c.ticketTypeId, c.quantity - w.quantity);
          if (w.quantity !== c.quantity) await repo.setItemQuantity(tx, c.id, w.quantity);
          total += c.unitPrice * w.quantity;
        }
        const added = wanted.filter((w) => !current.some((c) => c.ticketTypeId === w.ticketTypeId));
        if (added.length) {
          await repo.insertItems(
            tx,
            added.map((w) => ({
              reservationId: row.id,
              ticketTypeId: w.ticketTypeId,
              quantity: w.quantity,
              unitPrice: types.get(w.ticketTypeId)!.price,
            })),
          );
          total += added.reduce((s, w) => s + types.get(w.ticketTypeId)!.price * w.quantity, 0);
        }
        await repo.setTotal(tx, row.id, total, now);
      });
      return present(await load(userId, serialId), userId);
    },

    /** Cancels an unpaid reservation and gives its tickets back — once, whatever the concurrency. */
    async cancel(userId: number, serialId: string) {
      await db.transaction(async (t) => {
        const tx: Db = t;
        const row = await lockOwned(tx, userId, serialId);
        const moved = await repo.transitionReservation(
          tx,
          row.id,
          [...CANCELLABLE],
          'cancelled',
          clock.now(),
        );
        if (!moved) throw AppError.conflict(row.status === 'paid' ? msg.alreadyPaid : msg.notCancellable);
        await repo.giveBackReservations(tx, [row.id]);
      });
      return { detail: msg.cancelled };
    },

    /** Expires unpaid reservations whose hold ran out and gives their tickets back; safe in several processes. */
    async expireDue(limit = 200): Promise<number> {
      return db.transaction(async (t) => {
        const tx: Db = t;
        const ids = await repo.expireDueReservations(tx, clock.now(), limit);
        await repo.giveBackReservations(tx, ids);
        return ids.length;
      });
    },

    async share(userId: number, serialId: string, userIds: number[]) {
      const ids = [...new Set(userIds)];
      await db.transaction(async (t) => {
        const tx: Db = t;
        const row = await lockOwned(tx, userId, serialId);
        if (ids.includes(userId)) throw AppError.fields({ shared_with: [msg.shareSelf] });
        const found = await repo.findUsers(tx, ids);
        if (found.length !== ids.length) throw AppError.fields({ shared_with: [msg.shareUnknownUser] });
        await repo.addShares(tx, row.id, ids);
      });
      const row = await load(userId, serialId);
      return { detail: msg.shared, shared_with: present(row, userId).shared_with };
    },

    async sharedUsers(userId: number, serialId: string) {
      const row = await load(userId, serialId);
      return repo.sharedUsers(db, row.id);
    },

    async unshare(userId: number, serialId: string, targetId: number) {
      await db.transaction(async (t) => {
        const tx: Db = t;
        const row = await lockOwned(tx, userId, serialId);
        if (!(await repo.removeShare(tx, row.id, targetId))) throw AppError.notFound(msg.shareNotShared);
      });
    },

    /** Users the owner may share with whose name contains the search (2 characters at least, else none). */
    async shareableUsers(userId: number, serialId: string, search: string | undefined) {
      const row = await load(userId, serialId);
      if (row.userId !== userId) throw AppError.forbidden(msg.notOwner);
      const term = (search ?? '').trim();
      if (term.length < SHARE_SEARCH.minLength) return [];
      return repo.searchShareableUsers(db, {
        reservationId: row.id,
        ownerId: userId,
        search: term,
        limit: SHARE_SEARCH.maxResults,
      });
    },

    /** Names the holder of one item's tickets: the owner or a user the reservation is shared with. */
    async assign(userId: number, itemId: number, targetId: number) {
      const found = await repo.findItemWithReservation(db, itemId);
      if (!found) throw AppError.notFound(msg.assignUnknownItem);
      const row = await load(userId, found.reservation.serialId).catch(() => {
        throw AppError.notFound(msg.assignUnknownItem);
      });
      if (row.userId !== userId) throw AppError.forbidden(msg.notOwner);
      const allowed = targetId === userId || row.shares.some((s) => s.user.id === targetId);
      if (!allowed) throw AppError.fields({ user_id: [msg.assignNotShared] });
      await repo.assignItem(db, itemId, targetId);
      const user = row.userId === targetId ? row.user : row.shares.find((s) => s.user.id === targetId)!.user;
      return { id: itemId, assigned_to: { id: user.id, username: user.username } };
    },
  };
}
