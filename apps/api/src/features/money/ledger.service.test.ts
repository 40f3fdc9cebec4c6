import { randomUUID } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { ledgerEntries, payments, refunds } from '../../db/schema.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';
import { doorSalesBench } from '../door/door-sales.test-support.ts';
import { paymentsBench, type Who } from '../payments/payments.test-support.ts';
import { createLedgerService, platformFee } from './ledger.service.ts';

/** The entries written so far, oldest first, as [kind, amount, operator fee, source]. */
async function entries(db: Db) {
  const rows = await db.select().from(ledgerEntries).orderBy(asc(ledgerEntries.id));
  return rows.map((e) => [e.kind, e.amount, e.operatorFee, e.sourceRef]);
}

/** The sum of an organizer's entries. */
async function balance(db: Db, organizerId: number) {
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)::int` })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.organizerId, organizerId));
  return row!.sum;
}

/** The SQLSTATE a statement failed with (looking through the driver's wrappers), or null when it succeeded. */
async function sqlState(statement: PromiseLike<unknown>) {
  try {
    await statement;
    return null;
  } catch (err) {
    for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
      const { code } = e as { code?: unknown };
      if (typeof code === 'string') return code;
    }
    return 'unknown';
  }
}

describe('the platform fee', () => {
  it('is the percentage of the ticket money rounded down to the franc', () => {
    expect(platformFee(10_000, 500)).toBe(500);
    expect(platformFee(1_999, 500)).toBe(99);
    expect(platformFee(19, 500)).toBe(0);
    expect(platformFee(10_001, 250)).toBe(250);
  });
});

describe('ledger entries of online payments', () => {
  const b = paymentsBench();

  async function organizerEvent() {
    const organizer = await createUser(b.db, { roles: ['organizer'] });
    const event = await createEvent(b.db, { date: '2030-06-20', organizerId: organizer.id });
    return { organizer, event };
  }

  /** A declared Airtel payment of 2 × 5 000 XAF (+ 250 operator fee) by `who`, confirmed by staff. */
  async function paidByStaff(event: { id: number }, who: Who = b.owner) {
    const serial = await b.reservation(2, who, event);
    const payment = (await b.pay(serial, {}, who)).json();
    const ok = await b.call('POST', `/api/payment/staff/payments/${payment.id}/confirm/`, b.staff);
    expect(ok.statusCode).toBe(200);
    return { serial, paymentId: payment.id as number };
  }

  it('a confirmed payment credits its ticket money to the organizer, less the platform fee; the operator fee apart', async () => {
    const { organizer, event } = await organizerEvent();
    const { paymentId } = await paidByStaff(event);
    expect(await entries(b.db)).toEqual([
      ['sale', 10_000, 250, `payment:${paymentId}`],
      ['fee', -500, 0, `payment:${paymentId}`],
    ]);
    const rows = await b.db.select().from(ledgerEntries);
    expect(rows.every((e) => e.organizerId === organizer.id && e.eventId === event.id)).toBe(true);
    expect(rows.every((e) => e.createdAt.getTime() === b.clock.now().getTime())).toBe(true);
    expect(await balance(b.db, organizer.id)).toBe(9_500);
  });

  it('recording a payment or a refund again writes nothing more', async () => {
    const { organizer, event } = await organizerEvent();
    const { paymentId } = await paidByStaff(event);
    const ledger = b.ctx.app.ledger;
    await b.db.transaction((tx) => ledger.recordSale(tx, paymentId));
    await b.db.transaction((tx) => ledger.recordDoorSale(tx, { paymentId, keptBySeller: false }));
    expect(await b.db.select().from(ledgerEntries)).toHaveLength(2);

    expect((await b.call('POST', `/api/studio/events/${event.serialId}/cancel/`, organizer)).statusCode).toBe(
      200,
    );
    const [refund] = await b.db.select().from(refunds);
    await b.db.transaction((tx) => ledger.recordRefund(tx, refund!.id));
    expect(await entries(b.db)).toEqual([
      ['sale', 10_000, 250, `payment:${paymentId}`],
      ['fee', -500, 0, `payment:${paymentId}`],
      ['refund', -10_000, 250, `refund:${refund!.id}`],
      ['fee', 500, 0, `refund:${refund!.id}`],
    ]);
    expect(await balance(b.db, organizer.id)).toBe(0);
  });

  /** A refund row for a payment, as the cancellation records it, without its ledger entries. */
  async function refundRow(paymentId: number) {
    const [payment] = await b.db.select().from(payments).where(eq(payments.id, paymentId));
    const [refund] = await b.db
      .insert(refunds)
      .values({
        reservationId: payment!.reservationId,
        paymentId,
        provider: payment!.provider,
        amount: payment!.amount,
        status: 'manual',
        reference: randomUUID(),
        createdAt: b.clock.now(),
      })
      .returning();
    return refund!.id;
  }

  it('a refund gives back the fee its sale recorded, even once the fee setting changed', async () => {
    const { organizer, event } = await organizerEvent();
    const { paymentId } = await paidByStaff(event);
    const refundId = await refundRow(paymentId);
    // The same ledger at 3 % instead of 5 %: it reads the sale's fee, never recomputes it.
    const other = createLedgerService({ db: b.db, clock: b.clock, platformFeeBasisPoints: 300 });
    await b.db.transaction((tx) => other.recordRefund(tx, refundId));
    expect((await entries(b.db)).slice(2)).toEqual([
      ['refund', -10_000, 250, `refund:${refundId}`],
      ['fee', 500, 0, `refund:${refundId}`],
    ]);
    expect(await balance(b.db, organizer.id)).toBe(0);
  });

  it('refuses to change or delete an entry: a correction is a new entry', async () => {
    const { event } = await organizerEvent();
    await paidByStaff(event);
    // restrict_violation, raised by the table's trigger.
    expect(await sqlState(b.db.update(ledgerEntries).set({ amount: 1 }))).toBe('23001');
    expect(await sqlState(b.db.delete(ledgerEntries))).toBe('23001');
    expect(await b.db.select().from(ledgerEntries)).toHaveLength(2);
  });

  it('money that made no sale writes nothing: a rejected payment, a refund of a payment never confirmed', async () => {
    const { event } = await organizerEvent();
    const serial = await b.reservation(2, b.owner, event);
    const payment = (await b.pay(serial)).json();
    const no = await b.call('POST', `/api/payment/staff/payments/${payment.id}/reject/`, b.staff);
    expect(no.statusCode).toBe(200);
    const refundId = await refundRow(payment.id);
    await b.db.transaction((tx) => b.ctx.app.ledger.recordRefund(tx, refundId));
    expect(await b.db.select().from(ledgerEntries)).toHaveLength(0);
  });
});

describe('ledger entries of sales at the gate', () => {
  const b = doorSalesBench();
  const db = () => b.db();

  it('cash kept by the organizer or their door team is paid out to them at once; cash taken by staff is not', async () => {
    const { event, type, organizer, doorStaff } = await b.tonight();
    const staff = await b.person(['staff']);
    for (const seller of [organizer, doorStaff, staff]) {
      const res = await b.sell(event.serialId, seller, { ticket_type_id: type.id, quantity: 2 });
      expect(res.statusCode, res.body).toBe(201);
    }
    const [first, second, third] = (await db().select().from(payments).orderBy(asc(payments.id))).map(
      (p) => p.id,
    );
    expect(await entries(db())).toEqual([
      ['sale', 10_000, 0, `payment:${first}`],
      ['fee', -500, 0, `payment:${first}`],
      ['payout', -10_000, 0, `door:${first}`],
      ['sale', 10_000, 0, `payment:${second}`],
      ['fee', -500, 0, `payment:${second}`],
      ['payout', -10_000, 0, `door:${second}`],
      ['sale', 10_000, 0, `payment:${third}`],
      ['fee', -500, 0, `payment:${third}`],
    ]);
    // The organizer's side holds 20 000 of the gate's cash already; the platform owes them 9 500 of staff's.
    expect(await balance(db(), organizer.id)).toBe(-1_000 + 9_500);
  });

  it('a refund of door cash kept at the gate is paid back from the drawer: the payout comes back', async () => {
    const { event, type, organizer } = await b.tonight();
    expect(
      (await b.sell(event.serialId, organizer, { ticket_type_id: type.id, quantity: 1 })).statusCode,
    ).toBe(201);
    expect((await b.call('POST', `/api/studio/events/${event.serialId}/cancel/`, organizer)).statusCode).toBe(
      200,
    );
    const [refund] = await db().select().from(refunds);
    expect((await entries(db())).slice(3)).toEqual([
      ['refund', -5_000, 0, `refund:${refund!.id}`],
      ['fee', 250, 0, `refund:${refund!.id}`],
      ['payout_returned', 5_000, 0, `door-refund:${refund!.id}`],
    ]);
    expect(await balance(db(), organizer.id)).toBe(0);
  });

  it('a free ticket moves no money and writes no entry', async () => {
    const { event, organizer } = await b.tonight();
    const free = await createTicketType(db(), { eventId: event.id, price: 0, quantityTotal: 5 });
    expect(
      (await b.sell(event.serialId, organizer, { ticket_type_id: free.id, quantity: 2 })).statusCode,
    ).toBe(201);
    expect(await db().select().from(ledgerEntries)).toHaveLength(0);
  });
});
