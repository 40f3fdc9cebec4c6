import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { eventDoorStaff, ticketTypes } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';

/** 2030-06-01 11:00 in Douala: the day of the events these tests sell at the gate. */
export const DOOR_DAY = new Date('2030-06-01T10:00:00Z');

export type Who = { id: number } | null;

/**
 * The gate's HTTP test bench: a fresh app per test at DOOR_DAY, and helpers to make tonight's event (its
 * organizer, its door team) and call the API as someone.
 */
export function doorSalesBench() {
  const clock = fixedClock(DOOR_DAY);
  const ctx = appPerTest({ clock, start: DOOR_DAY });
  const db = (): Db => ctx.database.db;

  /** A call as `who` (null: anonymous), its token signed at the clock's time. */
  async function call(method: 'GET' | 'POST', url: string, who: Who, payload?: unknown) {
    const token = who ? await accessTokenFor(who.id, clock.now()) : null;
    return ctx.app.inject({
      method,
      url,
      payload: payload as object,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  }

  /** An account with these roles. */
  const person = async (roles: ('organizer' | 'staff')[] = []) => ({
    id: (await createUser(db(), { roles })).id,
  });

  /** Tonight's event (published, 20:00 in Douala) with one ticket type, its organizer and a door staff member. */
  async function tonight(
    type: Parameters<typeof createTicketType>[1] = {},
    event: Parameters<typeof createEvent>[1] = {},
  ) {
    const organizer = await person(['organizer']);
    const ev = await createEvent(db(), {
      date: '2030-06-01',
      time: '20:00:00',
      name: 'Nuit de la Rumba',
      organizerId: organizer.id,
      ...event,
    });
    const ticketType = await createTicketType(db(), {
      eventId: ev.id,
      price: 5000,
      quantityTotal: 10,
      name: 'Standard',
      ...type,
    });
    const doorStaff = await person();
    await db().insert(eventDoorStaff).values({ eventId: ev.id, userId: doorStaff.id, addedBy: organizer.id });
    return { event: ev, type: ticketType, organizer, doorStaff };
  }

  /** A cash sale at the gate of `serial`, as `who`. */
  const sell = (serial: string, who: Who, body: Record<string, unknown>) =>
    call('POST', `/api/studio/events/${serial}/door-sales/`, who, body);

  const stock = async (id: number) =>
    (await db().select().from(ticketTypes).where(eq(ticketTypes.id, id)))[0]!.quantityAvailable;

  return { clock, ctx, db, call, person, tonight, sell, stock };
}
