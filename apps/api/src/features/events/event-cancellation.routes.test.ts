import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { eTickets, ticketTypes, users } from '../../db/schema.ts';
import { createEvent, createTicketType } from '../../test/factories.ts';
import { mailText } from '../../test/smtp.ts';
import { paymentsBench, type Who } from '../payments/payments.test-support.ts';

// The operators' simulator answers requests to pay and sends refunds back, as a real operator would.
const b = paymentsBench({
  listen: true,
  env: {
    PAYMENT_MODE: 'simulator',
    PAYMENT_SIMULATOR_DELAY_MS: '20',
    PAYMENT_CALLBACK_SECRET: 'c'.repeat(40),
  },
});
const { call } = b;

type Refund = { status: string; amount: number } | null;
type Mine = { serial_id: string; data: { event: { is_cancelled: boolean } }; refund: Refund };

async function organizer() {
  const who = await b.person();
  await b.db
    .update(users)
    .set({ roles: ['organizer'] })
    .where(eq(users.id, who.id));
  return who;
}

/** A free reservation of `quantity` tickets of a free type of `event`; answers it and the type's id. */
async function reserveFree(who: Who, event: { id: number }, quantity = 2) {
  const type = await createTicketType(b.db, { eventId: event.id, price: 0, quantityTotal: 10 });
  const res = await call('POST', '/api/tickets/reservations/', who, { ticket_type_id: type.id, quantity });
  expect(res.statusCode).toBe(201);
  return { serial: res.json().serial_id as string, typeId: type.id };
}

/** Pays `serial` by a request to pay on an MTN phone and waits for the operator's answer. */
async function payByPhone(serial: string, who: Who) {
  const started = await call('POST', '/api/payment/request-to-pay/', who, {
    reservation_id: serial,
    operator: 'mtn',
    phone: '061234561',
  });
  const { id } = started.json();
  await vi.waitFor(
    async () =>
      expect((await call('GET', `/api/payment/request-to-pay/${id}/`, who)).json().status).toBe('succeeded'),
    { timeout: 5000, interval: 20 },
  );
}

async function mailsTo(userId: number) {
  await b.ctx.app.mailer.flush();
  const [user] = await b.db.select().from(users).where(eq(users.id, userId));
  const dir = join(b.ctx.config.dataDir, 'mail');
  const all = await Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f), 'utf8')));
  return all.filter((m) => m.includes(user!.email) && m.includes('annul')).map(mailText);
}

describe('a free reservation given back by its holder', () => {
  it('is cancelled (200), its tickets go back to the stock and its e-tickets are withdrawn', async () => {
    const event = await createEvent(b.db, { date: '2030-06-20', status: 'published' });
    const { serial, typeId } = await reserveFree(b.owner, event, 2);
    const stock = async () =>
      (await b.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId)))[0]!.quantityAvailable;
    expect(await stock()).toBe(8);
    expect(await b.db.select().from(eTickets)).toHaveLength(2);

    const res = await call('DELETE', `/api/tickets/reservations/${serial}/cancel/`, b.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ detail: 'Réservation annulée avec succès' });
    expect(await b.status(serial)).toBe('cancelled');
    expect(await stock()).toBe(10);
    expect(await b.db.select().from(eTickets)).toHaveLength(0);
    // Once: a second cancellation changes nothing.
    expect((await call('DELETE', `/api/tickets/reservations/${serial}/cancel/`, b.owner)).statusCode).toBe(
      409,
    );
    expect(await stock()).toBe(10);
  });

  it('is refused (409) once one of its tickets was used at the door, and for a paid one', async () => {
    const event = await createEvent(b.db, { date: '2030-06-20', status: 'published' });
    const { serial } = await reserveFree(b.owner, event, 1);
    await b.db.update(eTickets).set({ checkedInAt: b.clock.now() });
    const used = await call('DELETE', `/api/tickets/reservations/${serial}/cancel/`, b.owner);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ detail: 'Cette réservation ne peut plus être annulée' });
    expect(await b.status(serial)).toBe('paid');

    const paid = await b.reservation(1, b.owner, event);
    await payByPhone(paid, b.owner);
    const refused = await call('DELETE', `/api/tickets/reservations/${paid}/cancel/`, b.owner);
    expect(refused.json()).toEqual({ detail: 'Cette réservation est déjà payée' });
  });
});

describe('an event cancelled by its organizer, as its buyers see it', () => {
  it('reads cancelled everywhere, with each reservation’s refund, a notice and an e-mail on the money', async () => {
    const owner = await organizer();
    const event = await createEvent(b.db, { date: '2030-06-20', organizerId: owner.id, status: 'published' });
    const byPhone = await b.reservation(1, b.owner, event);
    await payByPhone(byPhone, b.owner);
    const { serial: free } = await reserveFree(b.owner, event, 2);
    const byHand = await b.reservation(1, b.other, event);
    await b.pay(byHand, { amount: 5125 }, b.other);
    const [pending] = await b.pendingForStaff();
    await call('POST', `/api/payment/staff/payments/${pending.serial_id}/confirm/`, b.staff);
    const holder = await b.person();
    const hold = await b.reservation(1, holder, event);

    const page = async () => (await call('GET', `/api/events/${event.serialId}/`, null)).json();
    expect(await page()).toMatchObject({ is_cancelled: false, is_registration_open: true });
    const mine = async (who: Who) =>
      (await call('GET', '/api/tickets/reservations/', who)).json() as Promise<Mine[]>;
    expect((await mine(b.owner)).map((r) => r.refund)).toEqual([null, null]);

    expect((await call('POST', `/api/studio/events/${event.serialId}/cancel/`, owner)).statusCode).toBe(200);

    // The public page and list: « Annulé », nothing to reserve.
    expect(await page()).toMatchObject({ is_cancelled: true, is_registration_open: false });
    const list = (await call('GET', '/api/events/', null)).json();
    expect(list.find((e: { serial_id: string }) => e.serial_id === event.serialId)).toMatchObject({
      is_cancelled: true,
      is_registration_open: false,
    });

    // Each reservation's real state and its refund's.
    const state = (rows: Mine[]) =>
      Object.fromEntries(rows.map((r) => [r.serial_id, [r.data.event.is_cancelled, r.refund]]));
    expect(state(await mine(b.owner))).toEqual({
      [byPhone]: [true, { status: 'sent', amount: 5125 }],
      [free]: [true, { status: 'none', amount: 0 }],
    });
    expect(state(await mine(b.other))).toEqual({ [byHand]: [true, { status: 'manual', amount: 5125 }] });
    const one = (await call('GET', `/api/tickets/reservations/${byPhone}/`, b.owner)).json();
    expect(one.refund).toEqual({ status: 'sent', amount: 5125 });

    // An in-app notice for each holder, paid or not.
    for (const who of [b.owner, b.other, holder]) {
      const notices = (await call('GET', '/api/notifications/', who)).json().results;
      expect(notices.map((n: { kind: string; data: object }) => [n.kind, n.data])).toEqual([
        ['event_cancelled', { event_name: event.name, event_serial_id: event.serialId }],
      ]);
    }

    // The e-mail says what happened to the money, reservation by reservation.
    const [toOwner, ...moreToOwner] = await mailsTo(b.owner.id);
    expect(moreToOwner).toEqual([]);
    expect(toOwner).toContain(
      `Réservation ${byPhone} : 5\u00a0125\u00a0XAF remboursés automatiquement sur le +242061234561.`,
    );
    expect(toOwner).toContain(`Réservation ${free} : Billets gratuits : rien à rembourser.`);
    expect(toOwner).not.toContain('vous contactera');
    const [toOther] = await mailsTo(b.other.id);
    expect(toOther).toContain(
      `Réservation ${byHand} : 5\u00a0125\u00a0XAF à vous rembourser à la main par l’organisateur, qui vous contactera.`,
    );
    // At the door, its tickets are refused, and the event is no longer offered to check in.
    const [ticket] = (await call('GET', `/api/tickets/reservations/${byPhone}/tickets/`, b.owner)).json();
    const scan = await call('POST', '/api/tickets/check-in/', b.staff, {
      code: ticket.code,
      event: event.serialId,
    });
    expect(scan.statusCode).toBe(409);
    expect(scan.json()).toEqual({
      detail: `Événement annulé : « ${event.name} » n'aura pas lieu, ses billets ne sont plus valables.`,
    });
    const doors = (await call('GET', '/api/tickets/check-in/events/', b.staff)).json();
    expect(doors.map((e: { serial_id: string }) => e.serial_id)).not.toContain(event.serialId);

    const [toHolder] = await mailsTo(holder.id);
    expect(toHolder).toContain(`Réservation ${hold} (non payée) : annulée, vous n’avez rien payé`);
  });

  it('gives the organizer sales net of refunds and lists no free ticket to refund', async () => {
    const owner = await organizer();
    const event = await createEvent(b.db, { date: '2030-06-20', organizerId: owner.id, status: 'published' });
    const byPhone = await b.reservation(1, b.owner, event);
    await payByPhone(byPhone, b.owner);
    await reserveFree(b.other, event, 2);
    const sales = async () =>
      (await call('GET', `/api/studio/events/${event.serialId}/sales/`, owner)).json();
    expect((await sales()).revenue).toEqual([{ provider: 'mtn', amount: 5125, refunded: 0, count: 1 }]);

    await call('POST', `/api/studio/events/${event.serialId}/cancel/`, owner);
    const after = await sales();
    expect(after.revenue).toEqual([{ provider: 'mtn', amount: 0, refunded: 5125, count: 1 }]);
    expect(after.refunds.map((r: { reservation: string }) => r.reservation)).toEqual([byPhone]);
  });
});
