import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reservationItems, reservations, users } from '../../db/schema.ts';
import { createEvent } from '../../test/factories.ts';
import { paymentsBench, type Who } from './payments.test-support.ts';

const b = paymentsBench();
const { call } = b;

type Ticket = { serial_id: string; code: string };

/** A paid reservation of `quantity` seats at `event` for `who` (cash confirmed by staff); answers its tickets. */
async function paidTickets(event: { id: number }, who: Who = b.owner, quantity = 1): Promise<Ticket[]> {
  const serial = await b.reservation(quantity, who, event);
  await b.cash(serial, who);
  const [payment] = (await b.pendingForStaff()).filter(
    (p: { reservation: string }) => p.reservation === serial,
  );
  await call('POST', `/api/payment/staff/payments/${payment.id}/confirm/`, b.staff);
  return (await call('GET', `/api/tickets/reservations/${serial}/tickets/`, who)).json();
}

const checkIn = (code: string, event: string | undefined) =>
  call('POST', '/api/tickets/check-in/', b.staff, event === undefined ? { code } : { code, event });

describe('POST /api/tickets/check-in/ for one event', () => {
  it("admits a ticket once, naming its type, its holder's name and the event; a second scan says when", async () => {
    const event = await createEvent(b.db, { date: '2030-06-20', name: 'Nuit de la Rumba' });
    const awa = await b.person('user', { firstName: 'Awa', lastName: 'Mbemba' });
    const [ticket] = await paidTickets(event, awa);
    const first = await checkIn(ticket!.code, event.serialId);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      detail: 'Billet valide : entrée autorisée',
      ticket: {
        serial_id: ticket!.serial_id,
        ticket_name: 'Standard',
        seat: 1,
        holder_name: 'Awa Mbemba',
        event: { serial_id: event.serialId, name: 'Nuit de la Rumba' },
      },
    });
    const second = await checkIn(ticket!.code, event.serialId);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({
      detail: 'Billet déjà utilisé le 1 juin 2030 à 11:00',
      checked_in_at: '2030-06-01T10:00:00.000Z',
      checked_in_by: (await b.db.select().from(users).where(eq(users.id, b.staff.id)))[0]!.username,
    });
  });

  it("names the item's assignee when there is one, else the owner's username when the profile has no name", async () => {
    const event = await createEvent(b.db, { date: '2030-06-20' });
    const [own] = await paidTickets(event);
    const [owner] = await b.db.select().from(users).where(eq(users.id, b.owner.id));
    const ownerName = owner!.username;
    expect((await checkIn(own!.code, event.serialId)).json().ticket.holder_name).toBe(ownerName);

    const [given] = await paidTickets(event, b.other);
    const friend = await b.person('user', { firstName: 'Ngozi' });
    const [res] = await b.db.select().from(reservations).where(eq(reservations.userId, b.other.id));
    await b.db
      .update(reservationItems)
      .set({ assignedUserId: friend.id })
      .where(eq(reservationItems.reservationId, res!.id));
    expect((await checkIn(given!.code, event.serialId)).json().ticket.holder_name).toBe('Ngozi');
  });

  it("refuses a ticket of another event (409), naming the ticket's event, and leaves it unused", async () => {
    const rumba = await createEvent(b.db, { date: '2030-06-20', name: 'Nuit de la Rumba' });
    const jazz = await createEvent(b.db, { date: '2030-06-21', name: 'Jazz au fleuve' });
    const [ticket] = await paidTickets(rumba);
    const res = await checkIn(ticket!.code, jazz.serialId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ detail: 'Ce billet est pour un autre événement : « Nuit de la Rumba »' });
    expect((await checkIn(ticket!.code, rumba.serialId)).statusCode).toBe(200);
  });

  it("refuses every ticket once the event's day is over in its time zone (409)", async () => {
    const event = await createEvent(b.db, { date: '2030-06-20', name: 'Nuit de la Rumba' });
    const [ticket, other] = await paidTickets(event, b.owner, 2);
    // 2030-06-20 23:30 in Douala (UTC+1): still the event's day.
    b.clock.set(new Date('2030-06-20T22:30:00Z'));
    const late = await checkIn(ticket!.code, event.serialId);
    expect(late.statusCode).toBe(200);
    // 2030-06-21 00:30 in Douala: over.
    b.clock.set(new Date('2030-06-20T23:30:00Z'));
    const res = await checkIn(other!.code, event.serialId);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: 'Événement terminé : « Nuit de la Rumba » a eu lieu le 20 juin 2030. Contrôle impossible.',
    });
  });

  it('answers 404 for an unknown event, 400 without one or with a forged code', async () => {
    const event = await createEvent(b.db, { date: '2030-06-20' });
    const [ticket] = await paidTickets(event);
    const unknown = await checkIn(ticket!.code, 'no-such-event');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Événement introuvable' });
    const missing = await checkIn(ticket!.code, undefined);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ event: ['Choisissez un événement'] });
    const forged = await checkIn(`${ticket!.serial_id}.AAAAAAAAAAAAAAAA`, event.serialId);
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: 'Billet invalide' });
  });
});

describe('GET /api/tickets/check-in/events/', () => {
  it("lists today's and later events in each event's time zone, soonest first", async () => {
    // 2030-06-01 02:00 UTC: still 31 May in Los Angeles, already 1 June in Douala.
    b.clock.set(new Date('2030-06-01T02:00:00Z'));
    await createEvent(b.db, { date: '2030-05-31', name: 'Hier à Brazzaville' });
    await createEvent(b.db, { date: '2030-05-31', name: 'Ce soir à LA', timeZone: 'America/Los_Angeles' });
    await createEvent(b.db, { date: '2030-06-01', time: '09:00:00', name: 'Ce matin' });
    await createEvent(b.db, { date: '2030-07-01', name: 'Plus tard', location: 'Pointe-Noire' });
    const res = await call('GET', '/api/tickets/check-in/events/', b.staff);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { name: string }) => e.name)).toEqual([
      'Ce soir à LA',
      'Ce matin',
      'Plus tard',
    ]);
    expect(res.json()[2]).toMatchObject({ date: '2030-07-01', time: '20:00:00', location: 'Pointe-Noire' });
  });

  it('answers 401 to a visitor and no event to a user who checks none in (door.routes.ts)', async () => {
    await createEvent(b.db, { date: '2030-07-01' });
    expect((await call('GET', '/api/tickets/check-in/events/', null)).statusCode).toBe(401);
    const res = await call('GET', '/api/tickets/check-in/events/', b.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([]);
  });
});
