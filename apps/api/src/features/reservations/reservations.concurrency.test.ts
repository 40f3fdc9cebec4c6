import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { reservations, ticketTypes } from '../../db/schema.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { describeOnPostgres } from '../../test/concurrency.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';

// Real concurrency needs a real server with several connections: these run on PostgreSQL only.
describeOnPostgres('no overselling under concurrency (PostgreSQL)', () => {
  const ctx = appPerTest();

  const stock = async (id: number) =>
    (await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0]!.quantityAvailable;

  it('200 simultaneous requests for 50 places hold exactly 50 tickets', async () => {
    const db = ctx.database.db;
    const event = await createEvent(db);
    const type = await createTicketType(db, { eventId: event.id, quantityTotal: 50 });
    const tokens = await Promise.all(
      Array.from({ length: 200 }, async () => accessTokenFor((await createUser(db)).id)),
    );
    const answers = await Promise.all(
      tokens.map((token) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/tickets/reservations/',
          payload: { ticket_type_id: type.id, quantity: 1 },
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    const created = answers.filter((a) => a.statusCode === 201);
    const refused = answers.filter((a) => a.statusCode === 400);
    expect(created).toHaveLength(50);
    expect(refused).toHaveLength(150);
    for (const r of refused) expect(r.json()).toEqual({ detail: 'Seulement 0 billet(s) disponible(s)' });
    expect(await stock(type.id)).toBe(0);
    const held = await db.select().from(reservations).where(eq(reservations.status, 'pending'));
    expect(held).toHaveLength(50);
  }, 60_000);

  it('concurrent cancels and expiries give each ticket back exactly once', async () => {
    const db = ctx.database.db;
    const type = await createTicketType(db, { quantityTotal: 40 });
    const owners = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const id = (await createUser(db)).id;
        return { id, token: await accessTokenFor(id) };
      }),
    );
    const serials: { serial: string; token: string }[] = [];
    for (const o of owners) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/tickets/reservations/',
        payload: { ticket_type_id: type.id, quantity: 2 },
        headers: { authorization: `Bearer ${o.token}` },
      });
      serials.push({ serial: res.json().serial_id, token: o.token });
    }
    expect(await stock(type.id)).toBe(0);
    // Every reservation cancelled three times at once, while the expiry job runs with a clock far ahead.
    await db.update(reservations).set({ expiresAt: new Date(0) });
    const attempts = serials.flatMap(({ serial, token }) =>
      Array.from({ length: 3 }, () =>
        ctx.app.inject({
          method: 'DELETE',
          url: `/api/tickets/reservations/${serial}/cancel/`,
          headers: { authorization: `Bearer ${token}` },
        }),
      ),
    );
    const [answers] = await Promise.all([
      Promise.all(attempts),
      ctx.app.reservations.expireDue(),
      ctx.app.reservations.expireDue(),
    ]);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(20);
    expect(await stock(type.id)).toBe(40);
  }, 60_000);
});
