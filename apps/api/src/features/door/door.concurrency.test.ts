import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { doorScans, eTickets } from '../../db/schema.ts';
import { describeOnPostgres, raceBehindLock } from '../../test/concurrency.ts';
import { doorBench } from './door.test-support.ts';

// One app on PostgreSQL: its connection pool runs the two phones' syncs really in parallel.
describeOnPostgres('two phones syncing one ticket at once (PostgreSQL)', () => {
  const b = doorBench();

  it('admits it exactly once: the other scan is a duplicate naming the winner', async () => {
    const { organizer, event } = await b.organizerEvent();
    const koffi = await b.account();
    const mireille = await b.account();
    await b.addDoorStaff(organizer, event, koffi.username);
    await b.addDoorStaff(organizer, event, mireille.username);
    const [ticket] = await b.paidTickets(event);
    b.clock.set(new Date('2030-06-20T21:00:00Z'));
    // The same second on both phones: neither is earlier, the first decided keeps it.
    const at = '2030-06-20T20:01:00Z';
    const [row] = await b.db.select().from(eTickets).where(eq(eTickets.serialId, ticket!.serial_id));
    const answers = await raceBehindLock(
      b.ctx.database,
      (tx) => tx.execute(sql`select id from e_tickets where id = ${row!.id} for update`),
      2,
      () =>
        Promise.all([
          b.sync(koffi, event, [{ code: ticket!.code, scanned_at: at, device_id: 'phone-k' }]),
          b.sync(mireille, event, [{ code: ticket!.code, scanned_at: at, device_id: 'phone-m' }]),
        ]),
    );
    const results = answers.map((r) => r.json().results[0]);
    expect(results.map((r) => r.outcome).sort()).toEqual(['admitted', 'duplicate']);
    const winner = results.find((r) => r.outcome === 'admitted')!;
    expect(results.find((r) => r.outcome === 'duplicate')).toMatchObject({
      checked_in_at: winner.checked_in_at,
      checked_in_by: winner.checked_in_by,
    });
    const rows = await b.db.select().from(doorScans).where(eq(doorScans.ticketId, row!.id));
    expect(rows.map((r) => r.outcome).sort()).toEqual(['admitted', 'duplicate']);
    expect((await b.sales(organizer, event)).json().conflicts).toHaveLength(1);
  });
});
