import { DOOR_LIMITS, doorMessages } from '@sanza/contracts/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doorScans, eTickets, reservations } from '../../db/schema.ts';
import { type Account, doorBench, type Ticket } from './door.test-support.ts';

const b = doorBench();

const scan = (ticket: Ticket | { code: string }, scanned_at: string, device_id = 'phone-a') => ({
  code: ticket.code,
  scanned_at,
  device_id,
});

/** An organizer's event with two door staff and one paid ticket, at 22:00 in Douala on the night. */
async function night() {
  const { organizer, event } = await b.organizerEvent();
  const koffi = await b.account();
  const mireille = await b.account();
  await b.addDoorStaff(organizer, event, koffi.username);
  await b.addDoorStaff(organizer, event, mireille.username);
  const [ticket] = await b.paidTickets(event);
  b.clock.set(new Date('2030-06-20T21:00:00Z'));
  return { organizer, event, koffi, mireille, ticket: ticket! };
}

/** Tickets bought weeks before the night (sales close when the event starts). */
async function boughtEarlier(event: { id: number }, who = b.other) {
  const night = b.clock.now();
  b.clock.set(new Date('2030-06-01T10:00:00Z'));
  const tickets = await b.paidTickets(event, who);
  b.clock.set(night);
  return tickets;
}

async function ticketRow(ticket: Ticket) {
  return (await b.db.select().from(eTickets).where(eq(eTickets.serialId, ticket.serial_id)))[0]!;
}

describe('POST /api/studio/events/{serial_id}/check-ins/sync/', () => {
  it("admits a ticket at the phone's scan time, recording who admitted it", async () => {
    const { event, koffi, ticket } = await night();
    const res = await b.sync(koffi, event, [scan(ticket, '2030-06-20T20:04:00+01:00')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      results: [
        {
          code: ticket.code,
          outcome: 'admitted',
          serial_id: ticket.serial_id,
          checked_in_at: '2030-06-20T19:04:00.000Z',
          checked_in_by: koffi.username,
        },
      ],
    });
    expect(await ticketRow(ticket)).toMatchObject({
      checkedInAt: new Date('2030-06-20T19:04:00Z'),
      checkedInBy: koffi.id,
    });
    expect((await b.doorList(koffi, event)).json()).toMatchObject({ expected: 1, checked_in: 1 });
  });

  it('answers a later scan of a ticket admitted online with `duplicate`, the winner, and a conflict', async () => {
    const { organizer, event, koffi, ticket } = await night();
    b.clock.set(new Date('2030-06-20T19:04:00Z'));
    expect((await b.checkIn(organizer, ticket.code, event)).statusCode).toBe(200);
    b.clock.set(new Date('2030-06-20T21:00:00Z'));
    const res = await b.sync(koffi, event, [scan(ticket, '2030-06-20T19:10:00Z', 'phone-b')]);
    expect(res.json().results).toEqual([
      {
        code: ticket.code,
        outcome: 'duplicate',
        serial_id: ticket.serial_id,
        checked_in_at: '2030-06-20T19:04:00.000Z',
        checked_in_by: organizer.username,
      },
    ]);
    const sales = (await b.sales(organizer, event)).json();
    expect(sales).toMatchObject({ expected: 1, check_ins: 1, door_cash: [] });
    expect(sales.conflicts).toEqual([
      {
        serial_id: ticket.serial_id,
        holder_name: expect.any(String),
        ticket_name: 'Standard',
        admitted: { at: '2030-06-20T19:04:00.000Z', by: organizer.username, device_id: null },
        refused: { at: '2030-06-20T19:10:00.000Z', by: koffi.username, device_id: 'phone-b' },
      },
    ]);
  });

  it('answers `invalid` to a forged code, a ticket of another event and a cancelled reservation', async () => {
    const { event, koffi, ticket } = await night();
    const elsewhere = await b.organizerEvent('Jazz au fleuve');
    const [theirs] = await boughtEarlier(elsewhere.event, b.owner);
    const [cancelled] = await boughtEarlier(event);
    await b.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.userId, b.other.id));
    const forged = `${ticket.serial_id}.AAAAAAAAAAAAAAAA`;
    const res = await b.sync(koffi, event, [
      scan({ code: forged }, '2030-06-20T19:00:00Z'),
      scan({ code: 'pas-un-billet' }, '2030-06-20T19:00:00Z'),
      scan(theirs!, '2030-06-20T19:00:00Z'),
      scan(cancelled!, '2030-06-20T19:00:00Z'),
    ]);
    expect(res.statusCode).toBe(200);
    const invalid = (code: string, serial: string | null) => ({
      code,
      outcome: 'invalid',
      serial_id: serial,
      checked_in_at: null,
      checked_in_by: null,
    });
    expect(res.json().results).toEqual([
      invalid(forged, null),
      invalid('pas-un-billet', null),
      invalid(theirs!.code, theirs!.serial_id),
      invalid(cancelled!.code, cancelled!.serial_id),
    ]);
    expect((await ticketRow(ticket)).checkedInAt).toBeNull();
    expect((await ticketRow(theirs!)).checkedInAt).toBeNull();
    expect(await b.db.select().from(doorScans)).toEqual([]);
  });

  it('lets the first of two offline phones win, whatever order they sync in; one conflict on the sales page', async () => {
    const { organizer, event, koffi, mireille, ticket } = await night();
    // Koffi's phone scanned at 21:05 and syncs first; Mireille's scanned at 21:01 and syncs after.
    const late = await b.sync(koffi, event, [scan(ticket, '2030-06-20T20:05:00Z', 'phone-k')]);
    expect(late.json().results[0]).toMatchObject({ outcome: 'admitted', checked_in_by: koffi.username });
    const early = await b.sync(mireille, event, [scan(ticket, '2030-06-20T20:01:00Z', 'phone-m')]);
    expect(early.json().results[0]).toMatchObject({
      outcome: 'admitted',
      checked_in_at: '2030-06-20T20:01:00.000Z',
      checked_in_by: mireille.username,
    });
    expect(await ticketRow(ticket)).toMatchObject({
      checkedInAt: new Date('2030-06-20T20:01:00Z'),
      checkedInBy: mireille.id,
    });
    // Koffi's phone sends its scan again: it lost, and says to whom.
    const again = await b.sync(koffi, event, [scan(ticket, '2030-06-20T20:05:00Z', 'phone-k')]);
    expect(again.json().results[0]).toMatchObject({
      outcome: 'duplicate',
      checked_in_at: '2030-06-20T20:01:00.000Z',
      checked_in_by: mireille.username,
    });
    const sales = (await b.sales(organizer, event)).json();
    expect(sales.check_ins).toBe(1);
    expect(sales.conflicts).toEqual([
      expect.objectContaining({
        serial_id: ticket.serial_id,
        admitted: { at: '2030-06-20T20:01:00.000Z', by: mireille.username, device_id: 'phone-m' },
        refused: { at: '2030-06-20T20:05:00.000Z', by: koffi.username, device_id: 'phone-k' },
      }),
    ]);
  });

  it('decides two scans of one ticket in one request by time, not by order', async () => {
    const { event, koffi, ticket } = await night();
    const res = await b.sync(koffi, event, [
      scan(ticket, '2030-06-20T20:05:00Z', 'phone-k'),
      scan(ticket, '2030-06-20T20:01:00Z', 'phone-m'),
    ]);
    expect(res.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['duplicate', 'admitted']);
    expect(res.json().results[0].checked_in_at).toBe('2030-06-20T20:01:00.000Z');
  });

  it('lets a synced scan earlier than an online check-in take the ticket; the online one becomes the conflict', async () => {
    const { organizer, event, koffi, ticket } = await night();
    b.clock.set(new Date('2030-06-20T20:10:00Z'));
    expect((await b.checkIn(organizer, ticket.code, event)).statusCode).toBe(200);
    b.clock.set(new Date('2030-06-20T20:30:00Z'));
    const res = await b.sync(koffi, event, [scan(ticket, '2030-06-20T20:02:00Z', 'phone-k')]);
    expect(res.json().results[0]).toMatchObject({
      outcome: 'admitted',
      checked_in_at: '2030-06-20T20:02:00.000Z',
      checked_in_by: koffi.username,
    });
    expect(await ticketRow(ticket)).toMatchObject({
      checkedInAt: new Date('2030-06-20T20:02:00Z'),
      checkedInBy: koffi.id,
    });
    const sales = (await b.sales(organizer, event)).json();
    expect(sales.conflicts).toEqual([
      expect.objectContaining({
        admitted: { at: '2030-06-20T20:02:00.000Z', by: koffi.username, device_id: 'phone-k' },
        refused: { at: '2030-06-20T20:10:00.000Z', by: organizer.username, device_id: null },
      }),
    ]);
    const online = await b.checkIn(organizer, ticket.code, event);
    expect(online.statusCode).toBe(409);
    expect(online.json()).toMatchObject({
      detail: 'Billet déjà utilisé le 20 juin 2030 à 21:02',
      checked_in_by: koffi.username,
    });
  });

  it('counts a scan sent twice (the answer was lost) once, and answers it the same', async () => {
    const { organizer, event, koffi, ticket } = await night();
    const [other] = await boughtEarlier(event);
    const scans = [scan(ticket, '2030-06-20T20:01:00Z'), scan(other!, '2030-06-20T20:02:00.000+00:00')];
    const first = await b.sync(koffi, event, scans);
    const second = await b.sync(koffi, event, [...scans, scans[0]!]);
    expect(second.statusCode).toBe(200);
    expect(second.json().results).toEqual([...first.json().results, first.json().results[0]]);
    expect(first.json().results.map((r: { outcome: string }) => r.outcome)).toEqual(['admitted', 'admitted']);
    expect(await b.db.select().from(doorScans)).toHaveLength(2);
    expect((await b.sales(organizer, event)).json().conflicts).toEqual([]);
  });

  it(`takes a scan more than ${DOOR_LIMITS.scanClockSkewMinutes} min ahead of the server as made now`, async () => {
    const { event, koffi, ticket } = await night();
    const [other] = await boughtEarlier(event);
    const res = await b.sync(koffi, event, [
      scan(ticket, '2030-06-20T23:00:00Z'),
      scan(other!, '2030-06-20T21:05:00Z'),
    ]);
    expect(res.json().results.map((r: { checked_in_at: string }) => r.checked_in_at)).toEqual([
      '2030-06-20T21:00:00.000Z',
      '2030-06-20T21:05:00.000Z',
    ]);
  });

  it('answers the organizer, door staff and staff; 403 to others, 404 unknown, 401 signed out', async () => {
    const { organizer, event, koffi, ticket } = await night();
    const elsewhere = await b.organizerEvent('Jazz au fleuve');
    const theirStaff: Account = await b.account();
    await b.addDoorStaff(elsewhere.organizer, elsewhere.event, theirStaff.username);
    const body = [scan(ticket, '2030-06-20T20:01:00Z')];
    for (const who of [elsewhere.organizer, theirStaff, b.other]) {
      const res = await b.sync(who, event, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: doorMessages.notAllowedAtDoor });
    }
    expect((await b.sync(null, event, body)).statusCode).toBe(401);
    const unknown = await b.call('POST', '/api/studio/events/no-such-event/check-ins/sync/', organizer, {
      scans: body,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await ticketRow(ticket)).checkedInAt).toBeNull();
    for (const who of [organizer, koffi, b.staff])
      expect((await b.sync(who, event, body)).statusCode).toBe(200);
  });

  it('refuses bad input with 400 and its message', async () => {
    const { event, koffi, ticket } = await night();
    const many = Array.from({ length: DOOR_LIMITS.syncScansMax + 1 }, (_, i) =>
      scan(ticket, '2030-06-20T20:01:00Z', `phone-${i}`),
    );
    const tooMany = await b.sync(koffi, event, many);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ scans: ['Au plus 500 scans par envoi'] });
    for (const bad of ['21:04', '2030-06-20', '2030-02-30T20:00:00Z', 'demain', '']) {
      const res = await b.sync(koffi, event, [scan(ticket, bad)]);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ scans: ['Heure de scan invalide : utilisez le format ISO 8601'] });
    }
    const device = await b.sync(koffi, event, [scan(ticket, '2030-06-20T20:01:00Z', 'x'.repeat(65))]);
    expect(device.json()).toEqual({ scans: [doorMessages.deviceIdInvalid] });
    const none = await b.sync(koffi, event, []);
    expect(none.json()).toEqual({ scans: [doorMessages.scansRequired] });
    const missing = await b.call('POST', b.at(event, 'check-ins/sync/'), koffi, {});
    expect(missing.statusCode).toBe(400);
    const notList = await b.call('POST', b.at(event, 'check-ins/sync/'), koffi, { scans: 'x' });
    expect(notList.statusCode).toBe(400);
    expect((await ticketRow(ticket)).checkedInAt).toBeNull();
  });
});
