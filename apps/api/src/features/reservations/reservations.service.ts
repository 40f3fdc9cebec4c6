import { type CreateReservationInput, reservationMessages as msg, type Reservation } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { lockKey, lockKeys } from '../../db/locks.ts';
import { createBatcher } from '../../lib/batcher.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { publicId } from '../../lib/ids.ts';
import type { MediaUrls } from '../../lib/media.ts';
import { issueTicketsWithoutPayment } from '../payments/payments.service.ts';
import * as repo from './reservations.repository.ts';
import { createSharing } from './sharing.service.ts';

export type ReservationsService = ReturnType<typeof createReservationsService>;
type Item = { ticketTypeId: number; quantity: number };
/** One buyer of a single ticket type, as the hot sale batches them. */
type Buyer = { userId: number; quantity: number; event?: string };
type NewReservation = Omit<repo.ReservationRow, 'id' | 'event' | 'user' | 'items' | 'shares'>;
/** A batched buyer told to make its reservation alone (see `createMany`). */
const ALONE = Symbol('alone');
/** The most buyers of one ticket type written by one transaction. */
export const HOT_SALE_BATCH = 64;
type TypeForSale = Awaited<ReturnType<typeof repo.findTicketTypesForSale>>[number];

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
  /** Most tickets one account may hold unpaid for one event. */
  maxUnpaidTickets: number;
  timeZone: string;
}) {
  const { db, clock, media } = deps;

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

  /** Checks every ticket type can be sold on this request, and answers their prices. */
  async function checkForSale(
    tx: Db,
    userId: number,
    items: Item[],
    eventSerialId: string | undefined,
    now: Date,
  ) {
    const ids = items.map((i) => i.ticketTypeId);
    if (new Set(ids).size !== ids.length) throw AppError.fields({ items: [msg.duplicateTicketType] });
    const types = await repo.findTicketTypesForSale(tx, ids, now);
    if (types.length !== ids.length) throw AppError.badRequest(msg.ticketTypeNotFound);
    const eventIds = new Set(types.map((t) => t.eventId));
    if (eventIds.size > 1 || (eventSerialId && types.some((t) => t.eventSerialId !== eventSerialId))) {
      throw AppError.badRequest(msg.oneEventPerReservation);
    }
    const inPresale = types.find((t) => isPresale(t, now));
    const follows = inPresale
      ? (await repo.lineupFollowers(tx, [userId], inPresale.eventId)).has(userId)
      : false;
    for (const t of types) checkType(t, items.find((i) => i.ticketTypeId === t.id)!.quantity, now, follows);
    return new Map(types.map((t) => [t.id, t]));
  }

  /** Whether the type is in its subscribers' pre-sale now: opened to them, not yet to everyone. */
  const isPresale = (t: TypeForSale, now: Date) =>
    t.presaleStart !== null && t.presaleStart <= now && t.salesStart !== null && t.salesStart > now;

  /**
   * Refuses (400) to sell `wanted` tickets of a type now, with the spec's message; passes when it may.
   * `followsLineup`: the buyer subscribes to one of the event's confirmed artists (the pre-sale, issue 20).
   */
  function checkType(t: TypeForSale, wanted: number, now: Date, followsLineup: boolean) {
    if (t.eventCancelled) throw AppError.badRequest(msg.eventCancelled);
    if (!t.registrationOpen) {
      throw AppError.badRequest(
        msg.registrationClosed(frenchDate(new Date(t.registrationClosesAt), deps.timeZone)),
      );
    }
    if (t.isAuction) throw AppError.badRequest(msg.auctionOnly);
    if (!t.isAvailable) throw AppError.badRequest(msg.notOnSale);
    // The organizer's sale window and order limit (studio, issue 16).
    if (isPresale(t, now) && !followsLineup) throw AppError.badRequest(msg.presaleSubscribersOnly);
    if (t.salesStart && t.salesStart > now && !isPresale(t, now))
      throw AppError.badRequest(msg.salesNotStarted);
    if (t.salesEnd && t.salesEnd <= now) throw AppError.badRequest(msg.salesEnded);
    if (t.maxPerOrder !== null && wanted > t.maxPerOrder)
      throw AppError.badRequest(msg.maxPerOrder(t.maxPerOrder));
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

  /**
   * Refuses (409) to let a user hold more than the per-event limit of unpaid tickets. Takes a lock per user
   * and event first, so two reservations of the same user made at once are counted one after the other.
   * `change` names the reservation being changed: its own tickets are counted as its new quantity, and a
   * change that holds no more than before always passes.
   */
  async function checkUnpaidLimit(
    tx: Db,
    userId: number,
    eventId: number,
    wanted: number,
    change?: { reservationId: number; current: number },
  ) {
    if (change && wanted <= change.current) return;
    await lockKey(tx, `reservations:unpaid:${userId}:${eventId}`);
    const others = await repo.unpaidTicketsHeld(tx, userId, eventId, change?.reservationId);
    if (others + wanted > deps.maxUnpaidTickets) {
      throw AppError.conflict(msg.unpaidLimit(others + (change?.current ?? 0), deps.maxUnpaidTickets));
    }
  }

  /**
   * Creates a reservation inside `tx`: pending, holding its tickets until the hold runs out; or, when it
   * costs nothing, paid at once with its e-tickets. Answers it as `load` would, without reading it again.
   */
  async function createIn(
    tx: Db,
    userId: number,
    request: { event?: string; items: Item[] },
  ): Promise<repo.ReservationRow> {
    const now = clock.now();
    const types = await checkForSale(tx, userId, request.items, request.event, now);
    const eventId = types.get(request.items[0]!.ticketTypeId)!.eventId;
    const total = request.items.reduce((sum, i) => sum + types.get(i.ticketTypeId)!.price * i.quantity, 0);
    const isFree = total === 0;
    // A free reservation is paid at once: it holds nothing unpaid, so the limit doesn't apply.
    if (!isFree) {
      const count = request.items.reduce((sum, i) => sum + i.quantity, 0);
      await checkUnpaidLimit(tx, userId, eventId, count);
    }
    const values = newReservation(userId, eventId, total, now);
    const items = request.items.map((i) => ({ ...i, unitPrice: types.get(i.ticketTypeId)!.price }));
    // The stock is taken by the statement that writes the reservation (issue 19, the hot sale): a hot ticket
    // type's row stays locked for the COMMIT's round trip only. A free reservation takes its stock last, after
    // its e-tickets, for the same reason.
    const written = await repo.insertReservationWithItems(tx, values, items, { takeStock: !isFree });
    const short = written.items.find((i) => !i.isTaken);
    if (short)
      throw AppError.badRequest(msg.onlyAvailable(await repo.availableTickets(tx, short.ticketTypeId)));
    const { id, username } = written.reservation!;
    if (isFree) {
      await issueTicketsWithoutPayment(tx, id, now);
      await take(tx, request.items);
    }
    return answerOf(
      { id, ...values },
      { id: userId, username },
      types,
      items.map((i) => ({ ...i, id: written.items.find((w) => w.ticketTypeId === i.ticketTypeId)!.id! })),
    );
  }

  /** A reservation just written, as `load` would answer it, without reading it again. */
  function answerOf(
    reservation: Omit<repo.ReservationRow, 'event' | 'user' | 'items' | 'shares'>,
    user: { id: number; username: string },
    types: Map<number, TypeForSale>,
    items: (Item & { id: number; unitPrice: number })[],
  ): repo.ReservationRow {
    return {
      ...reservation,
      event: types.get(items[0]!.ticketTypeId)!.event,
      user,
      items: items
        .map((i) => {
          const { name, description } = types.get(i.ticketTypeId)!;
          return {
            ...i,
            reservationId: reservation.id,
            assignedUserId: null,
            ticketType: { name, description },
            assignedUser: null,
          };
        })
        .sort((a, b) => a.id - b.id), // in id order, as `load` answers them
      shares: [],
    };
  }

  /**
   * Creates, in ONE transaction, one reservation of one ticket type for each buyer (each a different user), as
   * `createIn` would each: the same checks and messages, buyer by buyer, in arrival order. The hot sale's path
   * (issue 19): the stock row is locked once for the whole batch, and the statements are shared. A free type
   * answers ALONE for everyone: their tickets are issued at once, one reservation at a time, by `createIn`.
   */
  async function createMany(
    tx: Db,
    ticketTypeId: number,
    buyers: Buyer[],
  ): Promise<PromiseSettledResult<repo.ReservationRow | typeof ALONE>[]> {
    const now = clock.now();
    const [type] = await repo.findTicketTypesForSale(tx, [ticketTypeId], now);
    if (!type) throw AppError.badRequest(msg.ticketTypeNotFound);
    if (type.price === 0) return buyers.map(() => ({ status: 'fulfilled', value: ALONE }));
    const outcomes = new Map<Buyer, PromiseSettledResult<repo.ReservationRow>>();
    const refuse = (b: Buyer, reason: AppError) => outcomes.set(b, { status: 'rejected', reason });
    const followers = isPresale(type, now)
      ? await repo.lineupFollowers(
          tx,
          buyers.map((b) => b.userId),
          type.eventId,
        )
      : new Set<number>();
    for (const b of buyers) {
      try {
        if (b.event && b.event !== type.eventSerialId) throw AppError.badRequest(msg.oneEventPerReservation);
        checkType(type, b.quantity, now, followers.has(b.userId));
      } catch (e) {
        refuse(b, e as AppError);
      }
    }
    // The unpaid limit, as `checkUnpaidLimit`: every buyer's lock first (in one fixed order), then one count.
    let candidates = buyers.filter((b) => !outcomes.has(b));
    const unpaidKey = (b: Buyer) => `reservations:unpaid:${b.userId}:${type.eventId}`;
    await lockKeys(tx, candidates.map(unpaidKey));
    const held = await repo.unpaidTicketsHeldByUsers(
      tx,
      candidates.map((b) => b.userId),
      type.eventId,
    );
    for (const b of candidates) {
      const others = held.get(b.userId) ?? 0;
      if (others + b.quantity > deps.maxUnpaidTickets)
        refuse(b, AppError.conflict(msg.unpaidLimit(others, deps.maxUnpaidTickets)));
    }
    // The stock, locked last and once: first come, first served, each buyer taking what is left when its turn comes.
    candidates = candidates.filter((b) => !outcomes.has(b));
    let left = candidates.length ? await repo.lockStock(tx, ticketTypeId) : 0;
    const served: { buyer: Buyer; values: NewReservation }[] = [];
    for (const b of candidates) {
      if (b.quantity > left) {
        refuse(b, AppError.badRequest(msg.onlyAvailable(left)));
        continue;
      }
      left -= b.quantity;
      served.push({ buyer: b, values: newReservation(b.userId, type.eventId, type.price * b.quantity, now) });
    }
    const written = await repo.insertReservationsOfType(
      tx,
      { id: ticketTypeId, price: type.price },
      served.map((s) => ({ ...s.values, quantity: s.buyer.quantity })),
    );
    const types = new Map([[ticketTypeId, type]]);
    for (const { buyer, values } of served) {
      const w = written.get(values.serialId)!;
      outcomes.set(buyer, {
        status: 'fulfilled',
        value: answerOf({ id: w.id, ...values }, { id: buyer.userId, username: w.username }, types, [
          { ticketTypeId, quantity: buyer.quantity, unitPrice: type.price, id: w.itemId },
        ]),
      });
    }
    return buyers.map((b) => outcomes.get(b)!);
  }

  /** A new reservation's columns: pending, held until the hold runs out; or paid at once when it costs nothing. */
  function newReservation(userId: number, eventId: number, total: number, now: Date) {
    const isFree = total === 0;
    return {
      serialId: publicId(),
      userId,
      eventId,
      status: isFree ? ('paid' as const) : ('pending' as const),
      totalPrice: total,
      expiresAt: isFree ? null : new Date(now.getTime() + deps.holdMs),
      createdAt: now,
      updatedAt: now,
      soldAtDoorBy: null,
      buyerName: null,
    };
  }

  /**
   * Buyers of the same single ticket type, in one transaction per batch (see `createMany`); a batch of one is
   * made by `createIn`, as any reservation. One buyer per user in a batch: each is counted against its own limit.
   */
  const hotSale = createBatcher<number, Buyer, repo.ReservationRow | typeof ALONE>({
    maxSize: HOT_SALE_BATCH,
    canJoin: (batch, buyer) => !batch.some((b) => b.userId === buyer.userId),
    run: async (ticketTypeId, buyers) => {
      if (buyers.length > 1) return db.transaction((tx) => createMany(tx, ticketTypeId, buyers));
      const [b] = buyers;
      const one = { event: b!.event, items: [{ ticketTypeId, quantity: b!.quantity }] };
      return Promise.allSettled([db.transaction((tx) => createIn(tx, b!.userId, one))]);
    },
  });

  /**
   * Makes the reservation an auction awards: one ticket of the auction's type at the winning price, held
   * unpaid until `expiresAt` (the auction's payment window, not the usual hold). Null when the ticket is no
   * longer in stock.
   */
  async function createForAuction(
    tx: Db,
    award: { userId: number; ticketTypeId: number; eventId: number; price: number; expiresAt: Date },
  ) {
    if (!(await repo.takeTickets(tx, award.ticketTypeId, 1))) return null;
    const now = clock.now();
    const reservation = await repo.insertReservation(tx, {
      serialId: publicId(),
      userId: award.userId,
      eventId: award.eventId,
      totalPrice: award.price,
      status: 'pending',
      expiresAt: award.expiresAt,
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

  /**
   * A reservation of one ticket type paid on the spot by the one who makes it: a cash sale at the gate (issue
   * 34), inside the caller's transaction, marked as sold at the door with the buyer's name. Its e-tickets are
   * issued, then `settle` writes what the sale records (its payment, its admissions), and its stock is taken
   * last by the same conditional update as online: 400 with the online message when too few are left. Taken
   * last, a hot type's row stays locked for the COMMIT's round trip only (as a free reservation's). The caller
   * checked the type may be sold.
   */
  async function createPaidIn(
    tx: Db,
    sale: {
      sellerId: number;
      eventId: number;
      ticketTypeId: number;
      quantity: number;
      unitPrice: number;
      buyerName: string | null;
    },
    settle: (reservation: { id: number; serialId: string; total: number }) => Promise<void>,
  ) {
    const now = clock.now();
    const total = sale.unitPrice * sale.quantity;
    const values = {
      ...newReservation(sale.sellerId, sale.eventId, total, now),
      status: 'paid' as const,
      expiresAt: null,
      soldAtDoorBy: sale.sellerId,
      buyerName: sale.buyerName,
    };
    const item = { ticketTypeId: sale.ticketTypeId, quantity: sale.quantity, unitPrice: sale.unitPrice };
    const written = await repo.insertReservationWithItems(tx, values, [item], { takeStock: false });
    const reservation = { id: written.reservation!.id, serialId: values.serialId, total };
    await issueTicketsWithoutPayment(tx, reservation.id, now);
    await settle(reservation);
    await take(tx, [item]);
    return reservation;
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
        await repo.giveBackReservations(tx, [row.id]);
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
      await repo.giveBackReservations(
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
        await repo.giveBackReservations(tx, ids);
        return ids.length;
      });
    },

    /**
     * `expireDue` for the given reservations only, inside the caller's transaction: auction settlement lapses
     * an award the moment its payment window ends instead of waiting for the expiry job. Answers the ids expired.
     */
    async expireDueIn(tx: Db, reservationIds: number[]): Promise<number[]> {
      const ids = await repo.expireDueReservations(tx, clock.now(), reservationIds.length, reservationIds);
      await repo.giveBackReservations(tx, ids);
      return ids;
    },

    ...createSharing({ db, load, lockOwned, present }),
  };
}
