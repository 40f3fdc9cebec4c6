import { eventMessages, staffMessages } from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, users } from '../../db/schema.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createEvent, createUser } from '../../test/factories.ts';

const ctx = appPerTest();

const staffUser = async () => {
  const user = await createUser(ctx.database.db, { username: 'sarah' });
  await ctx.database.db
    .update(users)
    .set({ roles: ['staff'] })
    .where(eq(users.id, user.id));
  return user;
};
const bearer = async (id: number) => ({ authorization: `Bearer ${await accessTokenFor(id)}` });
const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const moderate = async (url: string, as: number | null, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: as ? await bearer(as) : {}, payload });

describe('POST /api/studio/moderation/events/{serial_id}/', () => {
  it('hides an event with its reason and shows it again; needs a reason; 404 unknown; staff only', async () => {
    const staff = await staffUser();
    const owner = await createUser(ctx.database.db, { username: 'olivier' });
    await ctx.database.db
      .update(users)
      .set({ roles: ['organizer'] })
      .where(eq(users.id, owner.id));
    const event = await createEvent(ctx.database.db, { organizerId: owner.id });
    const url = `/api/studio/moderation/events/${event.serialId}/`;
    expect((await get(`/api/events/${event.serialId}/`)).statusCode).toBe(200);
    const hidden = await moderate(url, staff.id, { hidden: true, reason: 'Arnaque signalée' });
    expect(hidden.statusCode).toBe(200);
    // Gone for the public (the one publicEvent condition); the organizer still sees it, with the reason.
    const gone = await get(`/api/events/${event.serialId}/`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json()).toEqual({ detail: eventMessages.notFound });
    expect((await get('/api/events/')).json()).toEqual([]);
    const studio = await ctx.app.inject({
      method: 'GET',
      url: `/api/studio/events/${event.serialId}/`,
      headers: await bearer(owner.id),
    });
    expect(studio.json()).toMatchObject({ serial_id: event.serialId, hidden_reason: 'Arnaque signalée' });
    const [row] = await ctx.database.db.select().from(events).where(eq(events.id, event.id));
    expect(row?.hiddenReason).toBe('Arnaque signalée');
    expect(hidden.json()).toEqual({
      hidden: true,
      hidden_at: row?.hiddenAt?.toISOString(),
      hidden_reason: 'Arnaque signalée',
    });
    expect((await moderate(url, staff.id, { hidden: true })).json()).toEqual({
      reason: [staffMessages.reasonRequired],
    });
    expect((await moderate(url, staff.id, { hidden: false })).json()).toEqual({
      hidden: false,
      hidden_at: null,
      hidden_reason: null,
    });
    const unknown = await moderate('/api/studio/moderation/events/inconnu/', staff.id, { hidden: false });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: staffMessages.eventNotFound });
    expect((await moderate(url, owner.id, { hidden: true, reason: 'x' })).statusCode).toBe(403);
    expect((await get(`/api/events/${event.serialId}/`)).statusCode).toBe(200);
  });
});
