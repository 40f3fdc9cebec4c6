import { type CreateReservationInput, reservationMessages as msg, type Reservation } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { MediaUrls } from '../../lib/media.ts';
import { issueTicketsWithoutPayment } from '../payments/payments.service.ts';
import { ALONE, createHotSale } from './hot-sale.ts';
import * as inserts from './new-reservations.repository.ts';
import { createNewReservations } from './new-reservations.ts';
import { createReservationPresenter } from './reservation-presenter.ts';
import * as repo from './reservations.repository.ts';
import { createSharing } from './sharing.service.ts';
import { createSaleChecks, type Item } from './ticket-sale-checks.ts';
import * as stock from './ticket-stock.repository.ts';

export type ReservationsService = ReturnType<typeof createReservationsService>;
/** Statuses in which the owner may still change or cancel a reservation (no payment under way). */
const CHANGEABLE = ['pending'] as const;
const CANCELLABLE = ['pending', 'cash_pending'] as const;

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
  /** Most tickets one account may hold unpaid for one event. */
  maxUnpaidTickets: number;
  timeZone: string;
}) {
  const { db, clock, media } = deps;
  const { present, refundsFor } = createReservationPresenter({ db, media });
  const checks = createSaleChecks(deps);
  const { checkForSale, checkUnpaidLimit, take } = checks;
  const reservations = createNewReservations({ clock, holdMs: deps.holdMs, checks });
  const { createIn, createPaidIn, createForAuction } = reservations;
  const hotSale = createHotSale({ db, clock, maxUnpaidTickets: deps.maxUnpaidTickets, checks, reservations });

  /** A reservation the user may see, or 404. */
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

  return {
    createIn,
    createPaidIn,
    createForAuction,
    /** Reserves tickets (either request variant); 400 with the spec's message when it can't. */
    async create(userId: number, input: CreateReservationInput): Promise<Reservation> {
      const request = normalizeRequest(input);
      const [item] = request.items;
      if (request.items.length === 1 && item) {
        const buyer = { userId, quantity: item.quantity, event: request.event };
        const row = await hotSale.submit(item.ticketTypeId, buyer);
        if (row !== ALONE) return present(row, userId);
      }
      return present(await db.transaction((tx) => createIn(tx, userId, request)), userId);
    },

    async list(userId: number): Promise<Reservation[]> {
      const rows = await repo.listVisibleReservations(db, userId);
      const refunds = await refundsFor(rows);
      return rows.map((r) => present(r, userId, refunds));
    },

    async get(userId: number, serialId: string): Promise<Reservation> {
      const row = await load(userId, serialId);
      return present(row, userId, await refundsFor([row]));
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
        const types = await checkForSale(tx, userId, wanted, undefined, now);
        if ([...types.values()].some((t) => t.eventId !== row.eventId))
          throw AppError.badRequest(msg.oneEventPerReservation);
        const current = await repo.itemsOf(tx, row.id);
        // Items already held keep the price they were reserved at.
        const priceOf = (w: Item) =>
          current.find((c) => c.ticketTypeId === w.ticketTypeId)?.unitPrice ??
          types.get(w.ticketTypeId)!.price;
        const isFree = wanted.every((w) => priceOf(w) === 0);
        if (!isFree) {
          await checkUnpaidLimit(
            tx,
            userId,
            row.eventId,
            wanted.reduce((sum, w) => sum + w.quantity, 0),
            { reservationId: row.id, current: current.reduce((sum, c) => sum + c.quantity, 0) },
          );
        }
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
            await stock.giveBackTickets(tx, c.ticketTypeId, c.quantity);
            await repo.deleteItem(tx, c.id);
            continue;
          }
          if (w.quantity < c.quantity)
            await stock.giveBackTickets(tx, c.ticketTypeId, c.quantity - w.quantity);
          if (w.quantity !== c.quantity) await repo.setItemQuantity(tx, c.id, w.quantity);
          total += c.unitPrice * w.quantity;
        }
        const added = wanted.filter((w) => !current.some((c) => c.ticketTypeId === w.ticketTypeId));
        if (added.length) {
          await inserts.insertItems(
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
        // Changed down to free tickets only: nothing left to pay, so it is paid with its e-tickets.
        if (isFree && (await repo.transitionReservation(tx, row.id, ['pending'], 'paid', now))) {
          await issueTicketsWithoutPayment(tx, row.id, now);
        }
      });
      return present(await load(userId, serialId), userId);
    },

    /**
     * Cancels an unpaid reservation, or a free one (paid at once, no money moved) none of whose tickets was used
     * at the door, and gives its tickets back — once, whatever the concurrency. A free one's e-tickets are
     * withdrawn with it.
     */
    async cancel(userId: number, serialId: string) {
      await db.transaction(async (t) => {
        const tx: Db = t;
        const row = await lockOwned(tx, userId, serialId);
        const isFree = row.status === 'paid' && row.totalPrice === 0;
        if (isFree && (await repo.hasUsedTickets(tx, row.id))) throw AppError.conflict(msg.notCancellable);
        const from = isFree ? (['paid'] as const) : CANCELLABLE;
        const moved = await repo.transitionReservation(tx, row.id, [...from], 'cancelled', clock.now());
        if (!moved) throw AppError.conflict(row.status === 'paid' ? msg.alreadyPaid : msg.notCancellable);
        if (isFree) await repo.deleteTicketsOf(tx, row.id);
        await stock.giveBackReservations(tx, [row.id]);
      });
      return { detail: msg.cancelled };
    },

    /**
     * An event's cancellation (studio), inside the caller's transaction: its unpaid holds (`pending`,
     * `cash_pending`: no money has moved) are cancelled and their tickets given back. Answers them (public id and
     * holder).
     */
    async cancelHoldsOfEventIn(tx: Db, eventId: number): Promise<{ serialId: string; userId: number }[]> {
      const rows = await repo.cancelHoldsOfEvent(tx, eventId, clock.now());
      await stock.giveBackReservations(
        tx,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({ serialId: r.serialId, userId: r.userId }));
    },

    /** Expires unpaid reservations whose hold ran out and gives their tickets back; safe in several processes. */
    async expireDue(limit = 200): Promise<number> {
      return db.transaction(async (t) => {
        const tx: Db = t;
        const ids = await repo.expireDueReservations(tx, clock.now(), limit);
        await stock.giveBackReservations(tx, ids);
        return ids.length;
      });
    },

    /**
     * `expireDue` for the given reservations only, inside the caller's transaction: auction settlement lapses
     * an award the moment its payment window ends instead of waiting for the expiry job. Answers the ids expired.
     */
    async expireDueIn(tx: Db, reservationIds: number[]): Promise<number[]> {
      const ids = await repo.expireDueReservations(tx, clock.now(), reservationIds.length, reservationIds);
      await stock.giveBackReservations(tx, ids);
      return ids;
    },

    ...createSharing({ db, load, lockOwned, present }),
  };
}
