import {
  DOOR_LIMITS,
  doorMessages,
  reservationMessages,
  studioEventMessages,
} from '@sanza/contracts/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eTickets, notifications, payments, reservations, users } from '../../db/schema.ts';
import { createEvent, createTicketType } from '../../test/factories.ts';
import { doorSalesBench } from './door-sales.test-support.ts';

const b = doorSalesBench();

type Ticket = { serial_id: string; code: string; qr_svg: string; seat: number; checked_in_at: string | null };

describe('POST /api/studio/events/{serial_id}/door-sales/: who sells', () => {
  it('lets a door staff member sell for cash: a paid reservation, its tickets with QR codes, all admitted', async () => {
    const { event, type, doorStaff } = await b.tonight();
    const res = await b.sell(event.serialId, doorStaff, {
      ticket_type_id: type.id,
      quantity: 2,
      buyer_name: '  Awa Mbemba ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const sale = res.json();
    expect(sale).toMatchObject({ amount: 10000, buyer_name: 'Awa Mbemba' });
    expect(sale.tickets).toHaveLength(2);
    for (const [i, t] of (sale.tickets as Ticket[]).entries()) {
      expect(t).toMatchObject({
        seat: i + 1,
        ticket_name: 'Standard',
        checked_in_at: b.clock.now().toISOString(),
      });
      expect(t.code).toMatch(/^\w+\.[\w-]{16}$/);
      expect(t.qr_svg).toMatch(/^<svg/);
    }
    expect(await b.stock(type.id)).toBe(8);
    const [row] = await b.db().select().from(reservations).where(eq(reservations.serialId, sale.reservation));
    expect(row).toMatchObject({
      status: 'paid',
      userId: doorStaff.id,
      soldAtDoorBy: doorStaff.id,
      buyerName: 'Awa Mbemba',
      totalPrice: 10000,
      expiresAt: null,
    });
    const cash = await b.db().select().from(payments).where(eq(payments.reservationId, row!.id));
    expect(cash).toEqual([
      expect.objectContaining({
        provider: 'cash',
        status: 'confirmed',
        amount: 10000,
        fee: 0,
        decidedBy: doorStaff.id,
      }),
    ]);
  });

  it('lets the organizer and platform staff sell at the gate too', async () => {
    const { event, type, organizer } = await b.tonight();
    const staff = await b.person(['staff']);
    expect(
      (await b.sell(event.serialId, organizer, { ticket_type_id: type.id, quantity: 1 })).statusCode,
    ).toBe(201);
    expect((await b.sell(event.serialId, staff, { ticket_type_id: type.id, quantity: 3 })).statusCode).toBe(
      201,
    );
    expect(await b.stock(type.id)).toBe(6);
  });

  it('refuses another organizer, door staff of another event and any other account (403), a visitor (401)', async () => {
    const { event, type } = await b.tonight();
    const elsewhere = await b.tonight();
    const refused = [
      await b.person(['organizer']),
      elsewhere.organizer,
      elsewhere.doorStaff,
      await b.person(),
    ];
    for (const who of refused) {
      const res = await b.sell(event.serialId, who, { ticket_type_id: type.id, quantity: 1 });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: doorMessages.notAllowedAtDoor });
    }
    expect((await b.sell(event.serialId, null, { ticket_type_id: type.id, quantity: 1 })).statusCode).toBe(
      401,
    );
    const unknown = await b.sell('nope', refused[0]!, { ticket_type_id: type.id, quantity: 1 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: studioEventMessages.notFound });
    expect(await b.stock(type.id)).toBe(10);
  });
});

describe('door sales: stock, admissions and input', () => {
  it('refuses more than remains with the refusal online buyers get, and takes nothing', async () => {
    const { event, type, doorStaff } = await b.tonight({ quantityTotal: 1 });
    const buyer = await b.person();
    const online = await b.call('POST', '/api/tickets/reservations/', buyer, {
      ticket_type_id: type.id,
      quantity: 2,
    });
    const gate = await b.sell(event.serialId, doorStaff, { ticket_type_id: type.id, quantity: 2 });
    expect(gate.statusCode).toBe(400);
    expect(gate.json()).toEqual(online.json());
    expect(gate.json()).toEqual({ detail: reservationMessages.onlyAvailable(1) });
    expect(await b.stock(type.id)).toBe(1);
    expect(await b.db().select().from(reservations)).toEqual([]);
    expect(await b.db().select().from(payments)).toEqual([]);
  });

  it('admits only the first `admit` tickets: the others stay valid at the door, once each', async () => {
    const { event, type, doorStaff } = await b.tonight();
    const res = await b.sell(event.serialId, doorStaff, { ticket_type_id: type.id, quantity: 3, admit: 1 });
    expect(res.statusCode).toBe(201);
    const tickets = res.json().tickets as Ticket[];
    expect(tickets.map((t) => t.checked_in_at !== null)).toEqual([true, false, false]);
    const checkIn = (code: string) =>
      b.call('POST', '/api/tickets/check-in/', doorStaff, { code, event: event.serialId });
    const again = await checkIn(tickets[0]!.code);
    expect(again.statusCode).toBe(409);
    expect(again.json().detail).toBe('Billet déjà utilisé le 1 juin 2030 à 11:00');
    expect((await checkIn(tickets[1]!.code)).statusCode).toBe(200);
    expect((await checkIn(tickets[1]!.code)).statusCode).toBe(409);
    const none = await b.sell(event.serialId, doorStaff, { ticket_type_id: type.id, quantity: 2, admit: 0 });
    expect((none.json().tickets as Ticket[]).every((t) => t.checked_in_at === null)).toBe(true);
  });

  it('names the buyer at the check-in and in the door list, not the seller', async () => {
    const { event, type, doorStaff } = await b.tonight();
    const sale = await b.sell(event.serialId, doorStaff, {
      ticket_type_id: type.id,
      quantity: 1,
      admit: 0,
      buyer_name: 'Ngozi Okafor',
    });
    const [ticket] = sale.json().tickets as Ticket[];
    const list = await b.call('GET', `/api/studio/events/${event.serialId}/door-list/`, doorStaff);
    expect(list.json().tickets).toEqual([expect.objectContaining({ holder_name: 'Ngozi Okafor' })]);
    const res = await b.call('POST', '/api/tickets/check-in/', doorStaff, {
      code: ticket!.code,
      event: event.serialId,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().ticket.holder_name).toBe('Ngozi Okafor');
  });

  it('keeps the sale out of the seller’s own reservations', async () => {
    const { event, type, doorStaff } = await b.tonight();
    const sale = await b.sell(event.serialId, doorStaff, {
      ticket_type_id: type.id,
      quantity: 1,
      admit: 0,
      buyer_name: 'Ngozi',
    });
    const mine = await b.call('GET', '/api/tickets/reservations/', doorStaff);
    expect(mine.statusCode).toBe(200);
    expect(JSON.stringify(mine.json())).not.toContain(sale.json().reservation);
  });

  it('sells a free ticket type for nothing, with no payment recorded', async () => {
    const { event, type, doorStaff } = await b.tonight({ price: 0 });
    const res = await b.sell(event.serialId, doorStaff, { ticket_type_id: type.id, quantity: 2 });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ amount: 0, buyer_name: null });
    expect(await b.db().select().from(payments)).toEqual([]);
    expect(await b.db().select().from(eTickets)).toHaveLength(2);
  });

  it('refuses another event’s ticket type (400) and the auction’s, and honours the order limit', async () => {
    const { event, type, doorStaff } = await b.tonight({ maxPerOrder: 2 });
    const other = await createTicketType(b.db(), { eventId: (await createEvent(b.db())).id });
    const res = await b.sell(event.serialId, doorStaff, { ticket_type_id: other.id, quantity: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ ticket_type_id: [studioEventMessages.ticketTypeUnknown] });
    const limit = await b.sell(event.serialId, doorStaff, { ticket_type_id: type.id, quantity: 3 });
    expect(limit.json()).toEqual({ detail: reservationMessages.maxPerOrder(2) });
    const auction = await createTicketType(b.db(), { eventId: event.id, isAuction: true });
    const bid = await b.sell(event.serialId, doorStaff, { ticket_type_id: auction.id, quantity: 1 });
    expect(bid.json()).toEqual({ detail: reservationMessages.auctionOnly });
    expect(await b.stock(other.id)).toBe(other.quantityTotal);
  });

  it('answers bad input with 400 and the contract’s texts, never a 500', async () => {
    const { event, type, doorStaff } = await b.tonight();
    const sell = (body: unknown) => b.sell(event.serialId, doorStaff, body as Record<string, unknown>);
    const long = await sell({
      ticket_type_id: type.id,
      quantity: 1,
      buyer_name: 'A'.repeat(DOOR_LIMITS.buyerNameMax + 1),
    });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ buyer_name: [doorMessages.buyerNameTooLong] });
    const many = await sell({ ticket_type_id: type.id, quantity: DOOR_LIMITS.doorSaleMax + 1 });
    expect(many.json()).toEqual({ quantity: [doorMessages.doorSaleQuantity] });
    const admit = await sell({ ticket_type_id: type.id, quantity: 1, admit: 2 });
    expect(admit.json()).toEqual({ admit: [doorMessages.doorSaleAdmitRange] });
    for (const body of [
      {},
      { ticket_type_id: 'x', quantity: 1 },
      { ticket_type_id: 2 ** 40, quantity: 1 },
      { ticket_type_id: type.id, quantity: '2' },
      { ticket_type_id: type.id, quantity: 1, buyer_name: 42 },
      { ticket_type_id: type.id, quantity: 1, admit: -1 },
      [1, 2],
    ]) {
      expect((await sell(body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect(await b.stock(type.id)).toBe(10);
  });
});

describe('door sales: when the gate is open', () => {
  it('sells from the event’s day until its end, even after the online sales ended', async () => {
    const { event, type, doorStaff } = await b.tonight(
      { salesEnd: new Date('2030-06-01T08:00:00Z') },
      { endsAt: new Date('2030-06-02T01:00:00Z') },
    );
    // After the start, the online sale closed: the gate still sells, until 02:00 in Douala.
    b.clock.set(new Date('2030-06-01T22:00:00Z'));
    expect(
      (await b.sell(event.serialId, doorStaff, { ticket_type_id: type.id, quantity: 1 })).statusCode,
    ).toBe(201);
    b.clock.set(new Date('2030-06-02T00:30:00Z'));
    expect(
      (await b.sell(event.serialId, doorStaff, { ticket_type_id: type.id, quantity: 1 })).statusCode,
    ).toBe(201);
    b.clock.set(new Date('2030-06-02T01:00:00Z'));
    const over = await b.sell(event.serialId, doorStaff, { ticket_type_id: type.id, quantity: 1 });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({ detail: doorMessages.doorSaleClosed });
  });

  it('refuses before the event’s day, after its day without an end time, and for a cancelled event (409)', async () => {
    const tomorrow = await b.tonight({}, { date: '2030-06-02' });
    const yesterday = await b.tonight({}, { date: '2030-05-31' });
    const cancelled = await b.tonight({}, { status: 'cancelled' });
    for (const { event, type, doorStaff } of [tomorrow, yesterday, cancelled]) {
      const res = await b.sell(event.serialId, doorStaff, { ticket_type_id: type.id, quantity: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ detail: doorMessages.doorSaleClosed });
      expect(await b.stock(type.id)).toBe(10);
    }
  });
});

describe('the sales page counts the gate', () => {
  it('shows the cash taken per seller, in the revenue (cash) and in the sold counts', async () => {
    const { event, type, organizer, doorStaff } = await b.tonight();
    await b.sell(event.serialId, doorStaff, { ticket_type_id: type.id, quantity: 2 });
    await b.sell(event.serialId, doorStaff, { ticket_type_id: type.id, quantity: 1, buyer_name: 'Awa' });
    await b.sell(event.serialId, organizer, { ticket_type_id: type.id, quantity: 4 });
    const res = await b.call('GET', `/api/studio/events/${event.serialId}/sales/`, organizer);
    expect(res.statusCode, res.body).toBe(200);
    const sales = res.json();
    const name = async (id: number) =>
      (await b.db().select().from(users).where(eq(users.id, id)))[0]!.username;
    const cash = [
      { username: await name(doorStaff.id), tickets: 3, amount: 15000 },
      { username: await name(organizer.id), tickets: 4, amount: 20000 },
    ];
    expect(sales.door_cash).toEqual(cash.sort((x, y) => (x.username < y.username ? -1 : 1)));
    expect(sales.revenue).toEqual([{ provider: 'cash', amount: 35000, refunded: 0, count: 3 }]);
    expect(sales.ticket_types).toEqual([{ id: type.id, name: 'Standard', sold: 7, held: 0 }]);
    expect(sales.check_ins).toBe(7);
  });

  it('after a cancellation, lists the gate’s cash to refund by hand and tells the seller nothing', async () => {
    const { event, type, organizer, doorStaff } = await b.tonight();
    const sale = (await b.sell(event.serialId, doorStaff, { ticket_type_id: type.id, quantity: 2 })).json();
    const cancel = await b.call('POST', `/api/studio/events/${event.serialId}/cancel/`, organizer);
    expect(cancel.statusCode, cancel.body).toBe(200);
    const sales = (await b.call('GET', `/api/studio/events/${event.serialId}/sales/`, organizer)).json();
    expect(sales.refunds).toEqual([
      expect.objectContaining({
        reservation: sale.reservation,
        amount: 10000,
        provider: 'cash',
        refund_status: 'manual',
      }),
    ]);
    expect(sales.revenue).toEqual([{ provider: 'cash', amount: 0, refunded: 10000, count: 1 }]);
    expect(await b.db().select().from(notifications).where(eq(notifications.userId, doorStaff.id))).toEqual(
      [],
    );
  });
});
