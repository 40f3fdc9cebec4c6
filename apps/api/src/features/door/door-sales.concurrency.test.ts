import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { eTickets, reservationItems, reservations } from '../../db/schema.ts';
import { describeOnPostgres } from '../../test/concurrency.ts';
import { doorSalesBench } from './door-sales.test-support.ts';

// Real concurrency needs a real server with several connections: these run on PostgreSQL only.
describeOnPostgres('door sales racing online buyers (PostgreSQL)', () => {
  const b = doorSalesBench();

  it('never oversells the last seats: the gate and the web share one stock', async () => {
    const { event, type, organizer, doorStaff } = await b.tonight({ quantityTotal: 20 });
    const buyers = await Promise.all(Array.from({ length: 30 }, () => b.person()));
    const sellers = [organizer, doorStaff];
    const online = buyers.map((who) =>
      b.call('POST', '/api/tickets/reservations/', who, { ticket_type_id: type.id, quantity: 1 }),
    );
    const gate = Array.from({ length: 15 }, (_, n) =>
      b.sell(event.serialId, sellers[n % 2]!, { ticket_type_id: type.id, quantity: 2, admit: n % 3 }),
    );
    const [web, door] = await Promise.all([Promise.all(online), Promise.all(gate)]);

    for (const res of [...web, ...door]) {
      expect([201, 400], res.body).toContain(res.statusCode);
      if (res.statusCode === 400)
        expect(res.json().detail).toMatch(/^Seulement \d+ billet\(s\) disponible\(s\)$/);
    }
    const heldOnline = web.filter((r) => r.statusCode === 201).length;
    const soldAtGate = door.filter((r) => r.statusCode === 201).length * 2;
    const left = await b.stock(type.id);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(heldOnline + soldAtGate + left).toBe(20);
    expect(soldAtGate).toBeGreaterThan(0);

    // What the database holds agrees: every seat once, and one e-ticket per seat sold at the gate.
    const [taken] = await b
      .db()
      .select({ n: sql<number>`coalesce(sum(${reservationItems.quantity}), 0)::int` })
      .from(reservationItems)
      .where(eq(reservationItems.ticketTypeId, type.id));
    expect(taken!.n).toBe(20 - left);
    const [issued] = await b
      .db()
      .select({ n: sql<number>`count(*)::int` })
      .from(eTickets)
      .innerJoin(reservations, eq(reservations.id, eTickets.reservationId))
      .where(sql`${reservations.soldAtDoorBy} is not null`);
    expect(issued!.n).toBe(soldAtGate);
  }, 60_000);
});
