import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { reservationItems, reservations, ticketTypes } from '../../db/schema.ts';
import { accessTokenFor } from '../../test/app.ts';
import { describeOnPostgres, twoServersPerTest } from '../../test/concurrency.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';

describeOnPostgres('unpaid tickets per event under concurrency (PostgreSQL)', () => {
  const servers = twoServersPerTest();

  it('lets one account hold 8 unpaid tickets of an event at most, even with 10 reservations at once on two servers', async () => {
    const db = servers.database.db;
    const event = await createEvent(db);
    const type = await createTicketType(db, { eventId: event.id, quantityTotal: 100 });
    const user = await createUser(db);
    const token = await accessTokenFor(user.id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        (i % 2 ? servers.second : servers.app).inject({
          method: 'POST',
          url: '/api/tickets/reservations/',
          payload: { ticket_type_id: type.id, quantity: 4 },
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(2);
    const refused = answers.filter((a) => a.statusCode === 409);
    expect(refused).toHaveLength(8);
    for (const r of refused) expect(r.json().detail).toContain('Vous avez déjà 8 billet(s) non payé(s)');
    const held = await db
      .select({ quantity: reservationItems.quantity })
      .from(reservationItems)
      .innerJoin(reservations, eq(reservations.id, reservationItems.reservationId))
      .where(eq(reservations.userId, user.id));
    expect(held.reduce((sum, h) => sum + h.quantity, 0)).toBe(8);
    const [row] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, type.id));
    expect(row!.quantityAvailable).toBe(92);
  }, 60_000);

  it('expires a cash reservation past its hold once, giving its tickets back once, with two servers at it', async () => {
    const db = servers.database.db;
    const type = await createTicketType(db, { quantityTotal: 40 });
    const users = await Promise.all(Array.from({ length: 10 }, () => createUser(db)));
    for (const u of users) {
      const res = await servers.app.inject({
        method: 'POST',
        url: '/api/tickets/reservations/',
        payload: { ticket_type_id: type.id, quantity: 4 },
        headers: { authorization: `Bearer ${await accessTokenFor(u.id)}` },
      });
      expect(res.statusCode).toBe(201);
    }
    await db.update(reservations).set({ status: 'cash_pending', expiresAt: new Date(Date.now() - 1000) });
    const counts = await Promise.all([
      servers.app.reservations.expireDue(),
      servers.second.reservations.expireDue(),
      servers.app.reservations.expireDue(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(10);
    const [row] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, type.id));
    expect(row!.quantityAvailable).toBe(40);
  }, 60_000);
});
