import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.ts';
import { eventDoorStaff, payments, reservations } from '../../db/schema.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';
import { paymentsBench, type Who } from '../payments/payments.test-support.ts';

// Tonight's events (2030-06-01, 20:00 in Douala): online buyers and the gate sell them at once. The operators'
// simulator answers requests to pay and sends refunds back, as a real operator would.
const b = paymentsBench({
  listen: true,
  env: {
    PAYMENT_MODE: 'simulator',
    PAYMENT_SIMULATOR_DELAY_MS: '20',
    PAYMENT_CALLBACK_SECRET: 'c'.repeat(40),
  },
});
const { call } = b;

/** One number from a single-row select. */
async function one(db: Db, query: ReturnType<typeof sql>) {
  const result = (await db.execute(query)) as unknown as { rows: { n: number }[] };
  return Number(result.rows[0]!.n);
}

/** An organizer with tonight's event, a ticket type of 40 seats at 5 000 XAF and a door team of one. */
async function tonight() {
  const organizer = await createUser(b.db, { roles: ['organizer'] });
  const event = await createEvent(b.db, { date: '2030-06-01', time: '20:00:00', organizerId: organizer.id });
  const type = await createTicketType(b.db, { eventId: event.id, price: 5000, quantityTotal: 40 });
  const doorStaff = await createUser(b.db);
  await b.db
    .insert(eventDoorStaff)
    .values({ eventId: event.id, userId: doorStaff.id, addedBy: organizer.id });
  return { organizer, event, type, doorStaff };
}
type Tonight = Awaited<ReturnType<typeof tonight>>;

/** A pending reservation of `quantity` seats of tonight's `night` by a new buyer. */
async function reserve(night: Tonight, quantity: number) {
  const buyer = await b.person();
  const res = await call('POST', '/api/tickets/reservations/', buyer, {
    ticket_type_id: night.type.id,
    quantity,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { buyer, serial: res.json().serial_id as string, total: quantity * 5000 };
}

/** An Airtel Money payment declared by the buyer (operator fee 2.5 %, rounded up), its transaction id `txid`. */
async function declare(night: Tonight, quantity: number, txid: string) {
  const r = await reserve(night, quantity);
  const amount = r.total + Math.ceil(r.total * 0.025);
  const res = await b.pay(r.serial, { transaction_id: txid, amount }, r.buyer);
  expect(res.statusCode, res.body).toBe(201);
  return { ...r, paymentId: res.json().id as number, amount, txid };
}

/** A reservation to pay in cash at the office. */
async function cashPending(night: Tonight, quantity: number) {
  const r = await reserve(night, quantity);
  expect((await b.cash(r.serial, r.buyer)).statusCode).toBe(200);
  const [row] = await b.db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(reservations, eq(reservations.id, payments.reservationId))
    .where(eq(reservations.serialId, r.serial));
  return { ...r, paymentId: row!.id };
}

/** A request to pay through MTN, answered by the simulator; settles with the request's final status. */
async function requestToPay(serial: string, who: Who) {
  const started = await call('POST', '/api/payment/request-to-pay/', who, {
    reservation_id: serial,
    operator: 'mtn',
    phone: '061234561',
  });
  if (started.statusCode !== 202) {
    // The reservation was cancelled with its event first.
    expect(started.statusCode, started.body).toBe(409);
    return 'refused';
  }
  const { id } = started.json();
  return vi.waitFor(
    async () => {
      const { status } = (await call('GET', `/api/payment/request-to-pay/${id}/`, who)).json();
      expect(status).not.toBe('pending');
      return status as string;
    },
    { timeout: 10_000, interval: 20 },
  );
}

const confirm = (paymentId: number) =>
  call('POST', `/api/payment/staff/payments/${paymentId}/confirm/`, b.staff);
const webhook = (txid: string, amount: number) =>
  b.hook({ event_id: `evt-${txid}`, transaction_id: txid, status: 'success', amount, currency: 'XAF' });
const sell = (night: Tonight, who: Who, quantity: number) =>
  call('POST', `/api/studio/events/${night.event.serialId}/door-sales/`, who, {
    ticket_type_id: night.type.id,
    quantity,
  });

describe('the money ledger under concurrent sales, refunds and payouts', () => {
  it('balances plus platform fees equal what buyers paid less refunds and payouts, each movement written once', async () => {
    const [kept, other, cancelled] = [await tonight(), await tonight(), await tonight()];
    const nights = [kept, other, cancelled];

    // Payments waiting for their confirmation, on every event: declared (staff or the operator's callback
    // confirms them), cash at the office (staff), and reservations to pay by request to pay.
    const declared = [];
    const cash = [];
    const toRequest = [];
    for (const [n, night] of nights.entries()) {
      for (let i = 0; i < 4; i += 1)
        declared.push(await declare(night, 1 + (i % 3), `MP240601.${1000 + n * 10 + i}`));
      for (let i = 0; i < 2; i += 1) cash.push(await cashPending(night, 1 + i));
      for (let i = 0; i < 2; i += 1) toRequest.push(await reserve(night, 1 + i));
    }
    // Money already in on the event to cancel: a confirmed payment and cash kept at the gate.
    const early = await declare(cancelled, 2, 'MP240601.9000');
    expect((await confirm(early.paymentId)).statusCode).toBe(200);
    expect((await sell(cancelled, cancelled.organizer, 1)).statusCode).toBe(201);

    const calls: Promise<unknown>[] = [
      ...declared.map((p, i) => (i % 2 === 0 ? confirm(p.paymentId) : webhook(p.txid, p.amount))),
      ...cash.map((p) => confirm(p.paymentId)),
      ...toRequest.map((r) => requestToPay(r.serial, r.buyer)),
      ...nights.flatMap((night) => [
        sell(night, night.organizer, 2),
        sell(night, night.doorStaff, 1),
        sell(night, b.staff, 3),
        sell(night, night.organizer, 1),
      ]),
    ];
    // The cancellation races the rest, in the middle of them.
    const middle = Math.floor(calls.length / 2);
    calls.splice(
      middle,
      0,
      call('POST', `/api/studio/events/${cancelled.event.serialId}/cancel/`, cancelled.organizer),
    );
    const answers = await Promise.all(calls);
    expect((answers[middle] as { statusCode: number }).statusCode).toBe(200);
    // Losers of a race are refused (409), never failed.
    for (const answer of answers) {
      if (typeof answer === 'object') expect((answer as { statusCode: number }).statusCode).toBeLessThan(500);
    }

    const db = b.db;
    // What buyers paid for tickets (the operator's fee passes through), what was refunded of it, and the gate's
    // cash the organizer's side kept (the seller is the organizer or their door team), less what it paid back.
    const paid = await one(
      db,
      sql`select coalesce(sum(amount - fee), 0) as n from payments where status = 'confirmed'`,
    );
    const refunded = await one(
      db,
      sql`select coalesce(sum(f.amount - p.fee), 0) as n from refunds f join payments p on p.id = f.payment_id
          where p.status = 'confirmed'`,
    );
    const keptAtGate = await one(
      db,
      sql`select coalesce(sum(p.amount - p.fee), 0) as n from payments p
          join reservations r on r.id = p.reservation_id join events e on e.id = r.event_id
          where p.status = 'confirmed' and r.sold_at_door_by is not null
            and (r.sold_at_door_by = e.organizer_id or exists (select 1 from event_door_staff d
                 where d.event_id = e.id and d.user_id = r.sold_at_door_by))
            and not exists (select 1 from refunds f where f.payment_id = p.id)`,
    );
    const balances = await one(db, sql`select coalesce(sum(amount), 0) as n from ledger_entries`);
    const platformFees = await one(
      db,
      sql`select coalesce(-sum(amount), 0) as n from ledger_entries where kind = 'fee'`,
    );
    const paidOut = await one(
      db,
      sql`select coalesce(-sum(amount), 0) as n from ledger_entries where kind in ('payout', 'payout_returned')`,
    );

    expect(paid).toBeGreaterThan(0);
    expect(refunded).toBeGreaterThan(0);
    expect(keptAtGate).toBeGreaterThan(0);
    expect(paidOut).toBe(keptAtGate);
    expect(balances + platformFees).toBe(paid - refunded - paidOut);

    // Exactly one sale per confirmed payment, of its ticket money, with the platform's 5 % fee; exactly one
    // refund entry, giving the fee back, per refund of a confirmed payment; nothing for money that made no sale.
    const badSales = await one(
      db,
      sql`select count(*) as n from payments p where p.status = 'confirmed' and p.amount > p.fee and 1 <> (
            select count(*) from ledger_entries e where e.kind = 'sale' and e.payment_id = p.id
              and e.amount = p.amount - p.fee and e.operator_fee = p.fee
              and e.source_ref = 'payment:' || p.id)`,
    );
    const badFees = await one(
      db,
      sql`select count(*) as n from payments p where p.status = 'confirmed' and p.amount > p.fee and 1 <> (
            select count(*) from ledger_entries e where e.kind = 'fee' and e.source_ref = 'payment:' || p.id
              and e.payment_id = p.id and e.amount = -((p.amount - p.fee) * 500 / 10000))`,
    );
    const badRefunds = await one(
      db,
      sql`select count(*) as n from refunds f join payments p on p.id = f.payment_id
          where p.status = 'confirmed' and 1 <> (
            select count(*) from ledger_entries e where e.kind = 'refund' and e.refund_id = f.id
              and e.amount = -(f.amount - p.fee) and e.operator_fee = p.fee)`,
    );
    const badFeesBack = await one(
      db,
      sql`select count(*) as n from refunds f join payments p on p.id = f.payment_id
          where p.status = 'confirmed' and 1 <> (
            select count(*) from ledger_entries e where e.kind = 'fee' and e.refund_id = f.id
              and e.amount = (f.amount - p.fee) * 500 / 10000)`,
    );
    const strays = await one(
      db,
      sql`select count(*) as n from ledger_entries e left join payments p on p.id = e.payment_id
          where p.status is distinct from 'confirmed'`,
    );
    expect({ badSales, badFees, badRefunds, badFeesBack, strays }).toEqual({
      badSales: 0,
      badFees: 0,
      badRefunds: 0,
      badFeesBack: 0,
      strays: 0,
    });
    // Every organizer's entries are of their own events.
    const foreign = await one(
      db,
      sql`select count(*) as n from ledger_entries l join events e on e.id = l.event_id
          where e.organizer_id <> l.organizer_id`,
    );
    expect(foreign).toBe(0);
  }, 60_000);
});
