import { reservationMessages as msg } from '@sanza/contracts';
import type { Db } from '../../db/client.ts';
import { lockKeys } from '../../db/locks.ts';
import { createBatcher } from '../../lib/batcher.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import * as inserts from './new-reservations.repository.ts';
import type { NewReservations } from './new-reservations.ts';
import type * as repo from './reservations.repository.ts';
import type { SaleChecks } from './ticket-sale-checks.ts';
import * as stock from './ticket-stock.repository.ts';
import * as unpaid from './unpaid-limit.repository.ts';

/** One buyer of a single ticket type, as the hot sale batches them. */
type Buyer = { userId: number; quantity: number; event?: string };
type NewReservation = Omit<repo.ReservationRow, 'id' | 'event' | 'user' | 'items' | 'shares'>;
/** A batched buyer told to make its reservation alone (see `createMany`). */
export const ALONE = Symbol('alone');
/** The most buyers of one ticket type written by one transaction. */
export const HOT_SALE_BATCH = 64;

/**
 * The hot sale: buyers of one ticket type arriving together are written in batches, one transaction each, so a
 * popular type's stock row is locked once per batch instead of once per buyer.
 */
export function createHotSale(deps: {
  db: Db;
  clock: Clock;
  maxUnpaidTickets: number;
  checks: SaleChecks;
  reservations: NewReservations;
}) {
  const { db, clock } = deps;
  const { isPresale, checkType } = deps.checks;
  const { newReservation, answerOf, createIn } = deps.reservations;

  /**
   * Creates, in ONE transaction, one reservation of one ticket type for each buyer (each a different user), as
   * `createIn` would each: the same checks and messages, buyer by buyer, in arrival order. The hot sale's path:
   * the stock row is locked once for the whole batch, and the statements are shared. A free type
   * answers ALONE for everyone: their tickets are issued at once, one reservation at a time, by `createIn`.
   */
  async function createMany(
    tx: Db,
    ticketTypeId: number,
    buyers: Buyer[],
  ): Promise<PromiseSettledResult<repo.ReservationRow | typeof ALONE>[]> {
    const now = clock.now();
    const [type] = await stock.findTicketTypesForSale(tx, [ticketTypeId], now);
    if (!type) throw AppError.badRequest(msg.ticketTypeNotFound);
    if (type.price === 0) return buyers.map(() => ({ status: 'fulfilled', value: ALONE }));
    const outcomes = new Map<Buyer, PromiseSettledResult<repo.ReservationRow>>();
    const refuse = (b: Buyer, reason: AppError) => outcomes.set(b, { status: 'rejected', reason });
    const followers = isPresale(type, now)
      ? await stock.lineupFollowers(
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
    const held = await unpaid.unpaidTicketsHeldByUsers(
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
    let left = candidates.length ? await stock.lockStock(tx, ticketTypeId) : 0;
    const served: { buyer: Buyer; values: NewReservation }[] = [];
    for (const b of candidates) {
      if (b.quantity > left) {
        refuse(b, AppError.badRequest(msg.onlyAvailable(left)));
        continue;
      }
      left -= b.quantity;
      served.push({ buyer: b, values: newReservation(b.userId, type.eventId, type.price * b.quantity, now) });
    }
    const written = await inserts.insertReservationsOfType(
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

  return hotSale;
}
