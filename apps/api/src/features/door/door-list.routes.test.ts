import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, reservationItems, reservations, users } from '../../db/schema.ts';
import { doorBench } from './door.test-support.ts';

const b = doorBench();
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('GET /api/studio/events/{serial_id}/door-list/', () => {
  it("lists every valid ticket with its code's SHA-256, holder, type, seat and check-in; no e-mail, no phone", async () => {
    const { organizer, event } = await b.organizerEvent();
    const koffi = await b.account();
    await b.addDoorStaff(organizer, event, koffi.username);
    await b.db
      .update(users)
      .set({ firstName: 'Awa', lastName: 'Mbemba', phoneNumber: '+242061234567' })
      .where(eq(users.id, b.owner.id));
    const [first, second] = await b.paidTickets(event, b.owner, 2);
    const [given] = await b.paidTickets(event, b.other);
    const friend = await b.person('user', { firstName: 'Ngozi' });
    const [res] = await b.db.select().from(reservations).where(eq(reservations.userId, b.other.id));
    await b.db
      .update(reservationItems)
      .set({ assignedUserId: friend.id })
      .where(eq(reservationItems.reservationId, res!.id));
    // A cancelled reservation's ticket is not valid: not listed, not expected.
    const [gone] = await b.paidTickets(event, b.other);
    const [goneRow] = await b.db
      .select({ id: reservations.id })
      .from(reservations)
      .innerJoin(reservationItems, eq(reservationItems.reservationId, reservations.id))
      .where(eq(reservations.userId, b.other.id))
      .orderBy(reservations.id)
      .offset(1);
    await b.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.id, goneRow!.id));
    b.clock.set(new Date('2030-06-20T19:30:00Z'));
    expect((await b.checkIn(koffi, first!.code, event)).statusCode).toBe(200);

    const list = await b.doorList(koffi, event);
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toEqual({
      event: {
        serial_id: event.serialId,
        name: 'Nuit de la Rumba',
        date: '2030-06-20',
        time: '20:00:00',
        location: 'Brazzaville',
        is_cancelled: false,
      },
      generated_at: '2030-06-20T19:30:00.000Z',
      expected: 3,
      checked_in: 1,
      tickets: [
        {
          serial_id: first!.serial_id,
          code_sha256: sha256(first!.code),
          holder_name: 'Awa Mbemba',
          ticket_name: 'Standard',
          seat: 1,
          checked_in_at: '2030-06-20T19:30:00.000Z',
          checked_in_by: koffi.username,
        },
        {
          serial_id: second!.serial_id,
          code_sha256: sha256(second!.code),
          holder_name: 'Awa Mbemba',
          ticket_name: 'Standard',
          seat: 2,
          checked_in_at: null,
          checked_in_by: null,
        },
        {
          serial_id: given!.serial_id,
          code_sha256: sha256(given!.code),
          holder_name: 'Ngozi',
          ticket_name: 'Standard',
          seat: 1,
          checked_in_at: null,
          checked_in_by: null,
        },
      ],
    });
    const [owner] = await b.db.select().from(users).where(eq(users.id, b.owner.id));
    expect(list.body).not.toContain(owner!.email);
    expect(list.body).not.toContain('+242061234567');
    expect(list.body).not.toContain(first!.code);
    expect(list.body).not.toContain(gone!.serial_id);
  });

  it('answers the organizer, door staff and staff; 403 to others, 404 for an unknown event, 401 signed out', async () => {
    const { organizer, event } = await b.organizerEvent();
    const koffi = await b.account();
    await b.addDoorStaff(organizer, event, koffi.username);
    const elsewhere = await b.organizerEvent('Jazz au fleuve');
    const theirStaff = await b.account();
    await b.addDoorStaff(elsewhere.organizer, elsewhere.event, theirStaff.username);
    for (const who of [organizer, koffi, b.staff])
      expect((await b.doorList(who, event)).statusCode).toBe(200);
    for (const who of [elsewhere.organizer, theirStaff, b.other]) {
      const res = await b.doorList(who, event);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: "Vous n'êtes pas contrôleur de cet événement" });
      expect(res.body).not.toContain('Nuit de la Rumba');
    }
    const unknown = await b.call('GET', '/api/studio/events/no-such-event/door-list/', organizer);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Événement non trouvé' });
    expect((await b.doorList(null, event)).statusCode).toBe(401);
  });

  it('still answers for a cancelled event, saying so (the phone refuses every ticket)', async () => {
    const { organizer, event } = await b.organizerEvent();
    await b.paidTickets(event);
    await b.db.update(events).set({ status: 'cancelled' }).where(eq(events.id, event.id));
    const res = await b.doorList(organizer, event);
    expect(res.statusCode).toBe(200);
    expect(res.json().event.is_cancelled).toBe(true);
  });
});
