import { doorMessages } from '@sanza/contracts/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doorScans, eTickets, reservations } from '../../db/schema.ts';
import { type Account, doorBench, type Ticket } from './door.test-support.ts';

const b = doorBench();

/** A ticket found by name at the door and let in by the team: its serial id, never its code. */
const manual = (ticket: { serial_id: string }, scanned_at: string, device_id = 'phone-a') => ({
  serial_id: ticket.serial_id,
  scanned_at,
  device_id,
});
const scan = (ticket: Ticket, scanned_at: string, device_id = 'phone-a') => ({
  code: ticket.code,
  scanned_at,
  device_id,
});

/** An organizer's event with one door staff member and one paid ticket, at 22:00 in Douala on the night. */
async function night() {
  const { organizer, event } = await b.organizerEvent();
  const koffi = await b.account();
  await b.addDoorStaff(organizer, event, koffi.username);
  const [ticket] = await b.paidTickets(event);
  b.clock.set(new Date('2030-06-20T21:00:00Z'));
  return { organizer, event, koffi, ticket: ticket! };
}

async function ticketRow(ticket: { serial_id: string }) {
  return (await b.db.select().from(eTickets).where(eq(eTickets.serialId, ticket.serial_id)))[0]!;
}

describe('POST /api/studio/events/{serial_id}/check-ins/sync/ — manual admission by serial id', () => {
  it('admits a ticket found by name, echoes its serial id and records the admission as manual', async () => {
    const { event, koffi, ticket } = await night();
    const res = await b.sync(koffi, event, [manual(ticket, '2030-06-20T20:04:00Z')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().results).toEqual([
      {
        code: ticket.serial_id,
        outcome: 'admitted',
        serial_id: ticket.serial_id,
        checked_in_at: '2030-06-20T20:04:00.000Z',
        checked_in_by: koffi.username,
      },
    ]);
    expect(await ticketRow(ticket)).toMatchObject({
      checkedInAt: new Date('2030-06-20T20:04:00Z'),
      checkedInBy: koffi.id,
    });
    const rows = await b.db.select().from(doorScans);
    expect(rows).toEqual([expect.objectContaining({ method: 'manual', outcome: 'admitted' })]);
  });

  it('follows the same rules as a scan: first wins, a conflict on the sales page, a resend counted once', async () => {
    const { organizer, event, koffi, ticket } = await night();
    const first = await b.sync(koffi, event, [scan(ticket, '2030-06-20T20:01:00Z', 'phone-m')]);
    expect(first.json().results[0]).toMatchObject({ outcome: 'admitted' });
    const body = [manual(ticket, '2030-06-20T20:05:00Z', 'phone-k')];
    const late = await b.sync(koffi, event, body);
    expect(late.json().results).toEqual([
      {
        code: ticket.serial_id,
        outcome: 'duplicate',
        serial_id: ticket.serial_id,
        checked_in_at: '2030-06-20T20:01:00.000Z',
        checked_in_by: koffi.username,
      },
    ]);
    expect((await b.sync(koffi, event, body)).json()).toEqual(late.json());
    expect(await b.db.select().from(doorScans)).toHaveLength(2);
    const sales = (await b.sales(organizer, event)).json();
    expect(sales.check_ins).toBe(1);
    expect(sales.conflicts).toEqual([
      expect.objectContaining({
        serial_id: ticket.serial_id,
        refused: { at: '2030-06-20T20:05:00.000Z', by: koffi.username, device_id: 'phone-k' },
      }),
    ]);
    // An earlier manual admission synced later takes the ticket from the scan, as an earlier scan would.
    const earlier = await b.sync(koffi, event, [manual(ticket, '2030-06-20T19:59:00Z', 'phone-j')]);
    expect(earlier.json().results[0]).toMatchObject({
      outcome: 'admitted',
      checked_in_at: '2030-06-20T19:59:00.000Z',
    });
  });

  it('answers `invalid` to an unknown serial id, another event’s ticket and a cancelled one', async () => {
    const { event, koffi, ticket } = await night();
    const elsewhere = await b.organizerEvent('Jazz au fleuve');
    b.clock.set(new Date('2030-06-01T10:00:00Z'));
    const [theirs] = await b.paidTickets(elsewhere.event, b.owner);
    const [cancelled] = await b.paidTickets(event, b.other);
    b.clock.set(new Date('2030-06-20T21:00:00Z'));
    await b.db.update(reservations).set({ status: 'cancelled' }).where(eq(reservations.userId, b.other.id));
    const res = await b.sync(koffi, event, [
      manual({ serial_id: 'pas-un-billet' }, '2030-06-20T20:00:00Z'),
      manual(theirs!, '2030-06-20T20:00:00Z'),
      manual(cancelled!, '2030-06-20T20:00:00Z'),
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().results.map((r: { code: string; outcome: string }) => [r.code, r.outcome])).toEqual([
      ['pas-un-billet', 'invalid'],
      [theirs!.serial_id, 'invalid'],
      [cancelled!.serial_id, 'invalid'],
    ]);
    expect((await ticketRow(theirs!)).checkedInAt).toBeNull();
    expect((await ticketRow(ticket)).checkedInAt).toBeNull();
    expect(await b.db.select().from(doorScans)).toEqual([]);
  });

  it('asks for exactly one of code and serial id, with its message', async () => {
    const { event, koffi, ticket } = await night();
    const at = '2030-06-20T20:00:00Z';
    const both = { code: ticket.code, serial_id: ticket.serial_id, scanned_at: at, device_id: 'phone-a' };
    const neither = { scanned_at: at, device_id: 'phone-a' };
    for (const bad of [both, neither]) {
      const res = await b.sync(koffi, event, [bad]);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ scans: [doorMessages.codeOrSerialId] });
    }
    expect((await ticketRow(ticket)).checkedInAt).toBeNull();
  });

  it('lets only the organizer, door staff and staff admit by name; 403 to others', async () => {
    const { organizer, event, koffi, ticket } = await night();
    const elsewhere = await b.organizerEvent('Jazz au fleuve');
    const theirStaff: Account = await b.account();
    await b.addDoorStaff(elsewhere.organizer, elsewhere.event, theirStaff.username);
    const body = [manual(ticket, '2030-06-20T20:01:00Z')];
    for (const who of [elsewhere.organizer, theirStaff, b.other]) {
      const res = await b.sync(who, event, body);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: doorMessages.notAllowedAtDoor });
    }
    expect((await ticketRow(ticket)).checkedInAt).toBeNull();
    for (const who of [organizer, koffi, b.staff])
      expect((await b.sync(who, event, body)).statusCode).toBe(200);
  });
});
