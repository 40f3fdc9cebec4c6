import { eq, sql } from 'drizzle-orm';
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

  it('reservations of the same two types named in either order neither deadlock nor oversell', async () => {
    const db = ctx.database.db;
    const event = await createEvent(db);
    const a = await createTicketType(db, { eventId: event.id, quantityTotal: 30 });
    const b = await createTicketType(db, { eventId: event.id, quantityTotal: 30 });
    // Enough other types that PostgreSQL finds each wanted one by its index, in the order the request names
    // them: without the lock in id order first, the two orders deadlock here (500s).
    await db.execute(sql`
      insert into ticket_types (event_id, name, price, quantity_total, quantity_available)
      select ${event.id}, 'Autre ' || n, 1000, 10, 10 from generate_series(1, 5000) n`);
    await db.execute(sql`analyze ticket_types`);
    const tokens = await Promise.all(
      Array.from({ length: 60 }, async () => accessTokenFor((await createUser(db)).id)),
    );
    const answers = await Promise.all(
      tokens.map((token, n) => {
        const items = [
          { ticket_type: a.id, quantity: 1 },
          { ticket_type: b.id, quantity: 1 },
        ];
        return ctx.app.inject({
          method: 'POST',
          url: '/api/tickets/reservations/',
          payload: { event: event.serialId, items: n % 2 ? items : items.reverse() },
          headers: { authorization: `Bearer ${token}` },
        });
      }),
    );
    expect(answers.map((r) => r.statusCode).sort()).toEqual([
      ...Array<number>(30).fill(201),
      ...Array<number>(30).fill(400),
    ]);
    expect([await stock(a.id), await stock(b.id)]).toEqual([0, 0]);
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
