import { DOOR_LIMITS, doorMessages, studioMessages } from '@sanza/contracts/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eTickets, eventDoorStaff } from '../../db/schema.ts';
import { doorBench } from './door.test-support.ts';

const b = doorBench();

describe('door staff of an event (/api/studio/events/{serial_id}/door-staff/)', () => {
  it('names an account by username (201 {id, username}), lists it, and takes it off (204)', async () => {
    const { organizer, event } = await b.organizerEvent();
    const koffi = await b.account();
    const added = await b.addDoorStaff(organizer, event, `  ${koffi.username.toUpperCase()} `);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ id: koffi.id, username: koffi.username });
    const list = await b.call('GET', b.at(event, 'door-staff/'), organizer);
    expect(list.statusCode).toBe(200);
    expect(list.json()).toEqual([{ id: koffi.id, username: koffi.username }]);
    const removed = await b.call('DELETE', b.at(event, `door-staff/${koffi.id}/`), organizer);
    expect(removed.statusCode).toBe(204);
    expect((await b.call('GET', b.at(event, 'door-staff/'), organizer)).json()).toEqual([]);
    const again = await b.call('DELETE', b.at(event, `door-staff/${koffi.id}/`), organizer);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ detail: doorMessages.doorStaffUnknown });
  });

  it('answers 400 for an unknown username or none, 409 for one already there or the organizer', async () => {
    const { organizer, event } = await b.organizerEvent();
    const unknown = await b.addDoorStaff(organizer, event, 'personne_ici');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      username: ["Aucun compte ne porte le nom d'utilisateur « personne_ici »"],
    });
    const empty = await b.addDoorStaff(organizer, event, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ username: [doorMessages.usernameRequired] });
    const koffi = await b.account();
    expect((await b.addDoorStaff(organizer, event, koffi.username)).statusCode).toBe(201);
    const twice = await b.addDoorStaff(organizer, event, koffi.username);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ detail: `${koffi.username} contrôle déjà cet événement` });
    const self = await b.addDoorStaff(organizer, event, organizer.username);
    expect(self.statusCode).toBe(400);
    expect(self.json()).toEqual({ username: [doorMessages.organizerIsDoorStaff] });
    const badId = await b.call('DELETE', b.at(event, 'door-staff/abc/'), organizer);
    expect(badId.statusCode).toBe(400);
  });

  it(`keeps at most ${DOOR_LIMITS.doorStaffMax} door staff per event (400 past it)`, async () => {
    const { organizer, event } = await b.organizerEvent();
    const many = await Promise.all(Array.from({ length: DOOR_LIMITS.doorStaffMax }, () => b.account()));
    await b.db
      .insert(eventDoorStaff)
      .values(many.map((m) => ({ eventId: event.id, userId: m.id, addedBy: organizer.id })));
    const extra = await b.account();
    const res = await b.addDoorStaff(organizer, event, extra.username);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: [doorMessages.doorStaffTooMany] });
  });

  it("lets staff manage any event's list; another organizer gets 404, a non-organizer 403, a visitor 401", async () => {
    const { organizer, event } = await b.organizerEvent();
    const koffi = await b.account();
    expect((await b.addDoorStaff(b.staff, event, koffi.username)).statusCode).toBe(201);
    const rival = await b.account(['organizer']);
    for (const [method, url, payload] of [
      ['GET', b.at(event, 'door-staff/'), undefined],
      ['POST', b.at(event, 'door-staff/'), { username: rival.username }],
      ['DELETE', b.at(event, `door-staff/${koffi.id}/`), undefined],
    ] as const) {
      const other = await b.call(method, url, rival, payload);
      expect(other.statusCode).toBe(404);
      expect(other.json()).toEqual({ detail: 'Événement non trouvé' });
      // A door staff member does not manage the team: not an organizer.
      const member = await b.call(method, url, koffi, payload);
      expect(member.statusCode).toBe(403);
      expect(member.json()).toEqual({ detail: studioMessages.organizerOnly });
      expect((await b.call(method, url, null, payload)).statusCode).toBe(401);
    }
    const unknown = await b.call('GET', '/api/studio/events/no-such-event/door-staff/', organizer);
    expect(unknown.statusCode).toBe(404);
    expect((await b.call('GET', b.at(event, 'door-staff/'), organizer)).json()).toEqual([
      { id: koffi.id, username: koffi.username },
    ]);
  });
});

describe('who may check an event in (POST /api/tickets/check-in/)', () => {
  it('admits for the organizer, a door staff member and staff, recording who admitted', async () => {
    const { organizer, event } = await b.organizerEvent();
    const koffi = await b.account();
    await b.addDoorStaff(organizer, event, koffi.username);
    const [a, c, d] = await b.paidTickets(event, b.owner, 3);
    for (const [who, ticket] of [
      [organizer, a!],
      [koffi, c!],
      [b.staff, d!],
    ] as const) {
      const res = await b.checkIn(who, ticket.code, event);
      expect(res.statusCode, res.body).toBe(200);
      const [row] = await b.db.select().from(eTickets).where(eq(eTickets.serialId, ticket.serial_id));
      expect(row!.checkedInBy).toBe(who.id);
    }
  });

  it('answers 403 to another organizer, to door staff of another event and to a plain user', async () => {
    const { organizer, event } = await b.organizerEvent();
    const elsewhere = await b.organizerEvent('Jazz au fleuve');
    const theirStaff = await b.account();
    await b.addDoorStaff(elsewhere.organizer, elsewhere.event, theirStaff.username);
    const [ticket] = await b.paidTickets(event);
    for (const who of [elsewhere.organizer, theirStaff, b.other]) {
      const res = await b.checkIn(who, ticket!.code, event);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: "Vous n'êtes pas contrôleur de cet événement" });
    }
    expect((await b.checkIn(null, ticket!.code, event)).statusCode).toBe(401);
    const [row] = await b.db.select().from(eTickets).where(eq(eTickets.serialId, ticket!.serial_id));
    expect(row!.checkedInAt).toBeNull();
    expect((await b.checkIn(organizer, ticket!.code, event)).statusCode).toBe(200);
  });

  it('stops a removed door staff member at once', async () => {
    const { organizer, event } = await b.organizerEvent();
    const koffi = await b.account();
    await b.addDoorStaff(organizer, event, koffi.username);
    const [first, second] = await b.paidTickets(event, b.owner, 2);
    expect((await b.checkIn(koffi, first!.code, event)).statusCode).toBe(200);
    expect((await b.call('GET', b.at(event, 'door-list/'), koffi)).statusCode).toBe(200);
    await b.call('DELETE', b.at(event, `door-staff/${koffi.id}/`), organizer);
    expect((await b.checkIn(koffi, second!.code, event)).statusCode).toBe(403);
    expect((await b.call('GET', b.at(event, 'door-list/'), koffi)).statusCode).toBe(403);
    expect((await b.sync(koffi, event, [])).statusCode).toBe(400);
    const scans = [{ code: second!.code, scanned_at: '2030-06-20T20:00:00Z', device_id: 'phone-k' }];
    expect((await b.sync(koffi, event, scans)).statusCode).toBe(403);
  });

  it('answers a second scan with 409, when and by whom (username)', async () => {
    const { organizer, event } = await b.organizerEvent();
    const koffi = await b.account();
    await b.addDoorStaff(organizer, event, koffi.username);
    const [ticket] = await b.paidTickets(event);
    b.clock.set(new Date('2030-06-20T20:04:00Z'));
    expect((await b.checkIn(koffi, ticket!.code, event)).statusCode).toBe(200);
    const again = await b.checkIn(organizer, ticket!.code, event);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      detail: 'Billet déjà utilisé le 20 juin 2030 à 21:04',
      checked_in_at: '2030-06-20T20:04:00.000Z',
      checked_in_by: koffi.username,
    });
  });
});

describe('GET /api/tickets/check-in/events/ per caller', () => {
  it('lists all for staff, own events for an organizer, named events for door staff, none for others', async () => {
    const mine = await b.organizerEvent('Nuit de la Rumba');
    const theirs = await b.organizerEvent('Jazz au fleuve');
    const koffi = await b.account();
    await b.addDoorStaff(theirs.organizer, theirs.event, koffi.username);
    const names = async (who: { id: number }) =>
      (await b.call('GET', '/api/tickets/check-in/events/', who)).json().map((e: { name: string }) => e.name);
    expect(await names(b.staff)).toEqual(expect.arrayContaining(['Nuit de la Rumba', 'Jazz au fleuve']));
    expect(await names(mine.organizer)).toEqual(['Nuit de la Rumba']);
    expect(await names(koffi)).toEqual(['Jazz au fleuve']);
    const plain = await b.call('GET', '/api/tickets/check-in/events/', b.other);
    expect(plain.statusCode).toBe(200);
    expect(plain.json()).toEqual([]);
    expect((await b.call('GET', '/api/tickets/check-in/events/', null)).statusCode).toBe(401);
    const [row] = (await b.call('GET', '/api/tickets/check-in/events/', koffi)).json();
    expect(row).toEqual({
      serial_id: theirs.event.serialId,
      name: 'Jazz au fleuve',
      date: '2030-06-20',
      time: '20:00:00',
      location: 'Brazzaville',
    });
  });
});
