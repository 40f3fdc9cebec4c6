import { studioEventMessages as msg, reservationMessages } from '@sanza/contracts';
import { describe, expect, it } from 'vitest';
import { artistSubscriptions } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createArtist, createCategory, createUser } from '../../test/factories.ts';

// The organizer asks artists onto an event's line-up; the artist confirms or declines in the studio;
// only confirmed artists show on the event, on the artist's « Concerts à venir », and open the pre-sale.
// 2030-06-01 12:00 in Douala (UTC+1).
const NOW = new Date('2030-06-01T11:00:00Z');
const clock = fixedClock(NOW);
const ctx = appPerTest({ clock, start: NOW });

type Who = { id: number; auth: { authorization: string } };
async function person(roles: ('organizer' | 'artist' | 'staff')[] = []): Promise<Who> {
  const user = await createUser(ctx.database.db, { roles });
  return { id: user.id, auth: { authorization: `Bearer ${await accessTokenFor(user.id, NOW)}` } };
}

/** The same account with a token signed now (a token lives 5 minutes: moving the clock on outlives it). */
const signedNow = async (who: Who): Promise<Who> => ({
  id: who.id,
  auth: { authorization: `Bearer ${await accessTokenFor(who.id, clock.now())}` },
});

const call = (who: Who | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: who?.auth ?? {} });

/** A published event of `organizer` on 10 July, with a 5,000 XAF type (and more types when given). */
async function publishedEvent(
  organizer: Who,
  ticketTypes: object[] = [],
  startsAt = '2030-07-10T20:30:00+01:00',
) {
  await createCategory(ctx.database.db, { name: 'Concerts', serialId: 'c1a2b3c4d5e6' }).catch(
    () => undefined,
  );
  const res = await call(organizer, 'POST', '/api/studio/events/', {
    name: `Nuit ${Math.random().toString(36).slice(2, 7)}`,
    description: 'Live',
    category: 'concerts',
    venue: 'Palais des Congrès',
    city: 'Brazzaville',
    starts_at: startsAt,
    ticket_types: [{ name: 'Standard', price: 5000, quantity: 100 }, ...ticketTypes],
  });
  expect(res.statusCode).toBe(201);
  const serial = res.json().serial_id;
  expect((await call(organizer, 'POST', `/api/studio/events/${serial}/publish/`)).statusCode).toBe(200);
  return res.json() as { serial_id: string; ticket_types: { id: number; name: string }[] };
}

/** An artist of the catalogue managed by a studio account. */
async function artistAccount(name: string) {
  const who = await person(['artist']);
  const artist = await createArtist(ctx.database.db, { name, ownerId: who.id });
  return { who, artist };
}

const setLineup = (organizer: Who, serial: string, artists: number[]) =>
  call(organizer, 'PATCH', `/api/studio/events/${serial}/`, { artists });

async function requestsOf(who: Who) {
  const res = await call(who, 'GET', '/api/studio/lineups/');
  expect(res.statusCode).toBe(200);
  return res.json() as { id: number; status: string; artist: { id: number }; event: { serial_id: string } }[];
}

const publicArtists = async (serial: string) =>
  (await call(null, 'GET', `/api/events/${serial}/`)).json().artists;

describe('the line-up', () => {
  it('shows an artist on the event only once they confirm; the organizer sees every answer', async () => {
    const organizer = await person(['organizer']);
    const event = await publishedEvent(organizer);
    const fally = await artistAccount('Fally Ipupa');
    const koffi = await artistAccount('Koffi Olomide');
    const res = await setLineup(organizer, event.serial_id, [fally.artist.id, koffi.artist.id]);
    expect(res.statusCode).toBe(200);
    expect(res.json().artists).toEqual([
      { id: fally.artist.id, name: 'Fally Ipupa', image: null, status: 'pending' },
      { id: koffi.artist.id, name: 'Koffi Olomide', image: null, status: 'pending' },
    ]);
    expect(await publicArtists(event.serial_id)).toEqual([]);

    const [request] = await requestsOf(fally.who);
    expect(request).toMatchObject({
      status: 'pending',
      artist: { id: fally.artist.id, name: 'Fally Ipupa' },
      event: { serial_id: event.serial_id, city: 'Brazzaville', organizer: { username: expect.any(String) } },
      decided_at: null,
    });
    // Each artist sees their own requests only.
    expect((await requestsOf(koffi.who)).map((r) => r.artist.id)).toEqual([koffi.artist.id]);

    const confirmed = await call(fally.who, 'POST', `/api/studio/lineups/${request!.id}/confirm/`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', decided_at: NOW.toISOString() });
    const [koffiRequest] = await requestsOf(koffi.who);
    expect(
      (await call(koffi.who, 'POST', `/api/studio/lineups/${koffiRequest!.id}/decline/`)).json().status,
    ).toBe('declined');
    expect(await publicArtists(event.serial_id)).toEqual([
      { id: fally.artist.id, name: 'Fally Ipupa', image: null },
    ]);
    const studio = await call(organizer, 'GET', `/api/studio/events/${event.serial_id}/`);
    expect(studio.json().artists.map((a: { status: string }) => a.status)).toEqual(['confirmed', 'declined']);
  });

  it('answers once: a second answer is 409; another artist’s request is 404; a listener is 403', async () => {
    const organizer = await person(['organizer']);
    const event = await publishedEvent(organizer);
    const fally = await artistAccount('Fally Ipupa');
    const other = await artistAccount('Werrason');
    await setLineup(organizer, event.serial_id, [fally.artist.id]);
    const [request] = await requestsOf(fally.who);
    const url = (action: string) => `/api/studio/lineups/${request!.id}/${action}/`;
    const stranger = await call(other.who, 'POST', url('confirm'));
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ detail: msg.lineupNotFound });
    expect((await call(await person(), 'GET', '/api/studio/lineups/')).statusCode).toBe(403);
    expect((await call(null, 'GET', '/api/studio/lineups/')).statusCode).toBe(401);
    expect((await call(fally.who, 'POST', url('decline'))).statusCode).toBe(200);
    const again = await call(fally.who, 'POST', url('confirm'));
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: msg.lineupDecided });
    expect((await call(fally.who, 'POST', '/api/studio/lineups/abc/confirm/')).statusCode).toBe(400);
    expect((await call(fally.who, 'POST', '/api/studio/lineups/999999/confirm/')).statusCode).toBe(404);
  });

  it('keeps the answers of artists still listed, drops those removed, asks new ones; refuses unknown artists', async () => {
    const organizer = await person(['organizer']);
    const event = await publishedEvent(organizer);
    const a = await artistAccount('A');
    const b = await artistAccount('B');
    const c = await artistAccount('C');
    await setLineup(organizer, event.serial_id, [a.artist.id, b.artist.id]);
    const [request] = await requestsOf(a.who);
    await call(a.who, 'POST', `/api/studio/lineups/${request!.id}/confirm/`);
    const res = await setLineup(organizer, event.serial_id, [c.artist.id, a.artist.id]);
    expect(res.json().artists.map((x: { name: string; status: string }) => [x.name, x.status])).toEqual([
      ['C', 'pending'],
      ['A', 'confirmed'],
    ]);
    expect(await requestsOf(b.who)).toEqual([]);
    const unknown = await setLineup(organizer, event.serial_id, [a.artist.id, 999_999]);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ artists: [msg.artistUnknown] });
    // Nothing half-written: the line-up is as before.
    const studio = await call(organizer, 'GET', `/api/studio/events/${event.serial_id}/`);
    expect(studio.json().artists.map((x: { name: string }) => x.name)).toEqual(['C', 'A']);
    const tooMany = await setLineup(
      organizer,
      event.serial_id,
      Array.from({ length: 21 }, (_, n) => n + 1),
    );
    expect(tooMany.statusCode).toBe(400);
  });
});

describe('search', () => {
  it('finds an event by the name of an artist confirmed on it, and only once confirmed', async () => {
    const organizer = await person(['organizer']);
    const event = await publishedEvent(organizer);
    const fally = await artistAccount('Fally Ipupa');
    await setLineup(organizer, event.serial_id, [fally.artist.id]);
    const found = async () =>
      (await call(null, 'GET', '/api/search/events/?q=ipupa'))
        .json()
        .results.map((e: { serial_id: string }) => e.serial_id);
    expect(await found()).toEqual([]);
    const [request] = await requestsOf(fally.who);
    await call(fally.who, 'POST', `/api/studio/lineups/${request!.id}/confirm/`);
    expect(await found()).toEqual([event.serial_id]);
  });
});

describe('GET /api/events/-/followed/ (« Vos artistes en concert »)', () => {
  it('answers the upcoming events of the artists the user follows, confirmed only, soonest first', async () => {
    const organizer = await person(['organizer']);
    const fally = await artistAccount('Fally Ipupa');
    const other = await artistAccount('Werrason');
    const later = await publishedEvent(organizer, [], '2030-08-01T20:00:00+01:00');
    const sooner = await publishedEvent(organizer, [], '2030-07-01T20:00:00+01:00');
    const notFollowed = await publishedEvent(organizer, [], '2030-06-15T20:00:00+01:00');
    for (const e of [later, sooner]) await setLineup(organizer, e.serial_id, [fally.artist.id]);
    await setLineup(organizer, notFollowed.serial_id, [other.artist.id]);
    for (const who of [fally.who, other.who])
      for (const r of await requestsOf(who)) await call(who, 'POST', `/api/studio/lineups/${r.id}/confirm/`);
    const fan = await person();
    await ctx.database.db
      .insert(artistSubscriptions)
      .values({ userId: fan.id, artistId: fally.artist.id, createdAt: NOW });
    const res = await call(fan, 'GET', '/api/events/-/followed/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    expect(res.json().map((e: { serial_id: string }) => e.serial_id)).toEqual([
      sooner.serial_id,
      later.serial_id,
    ]);
    expect((await call(await person(), 'GET', '/api/events/-/followed/')).json()).toEqual([]);
    expect((await call(null, 'GET', '/api/events/-/followed/')).statusCode).toBe(401);
  });
});

describe('GET /api/accounts/artists/{id}/events/', () => {
  it('lists the upcoming events the artist is confirmed on, soonest first, with city and lowest price', async () => {
    const organizer = await person(['organizer']);
    const fally = await artistAccount('Fally Ipupa');
    const later = await publishedEvent(
      organizer,
      [{ name: 'Balcon', price: 3000, quantity: 5 }],
      '2030-08-01T20:00:00+01:00',
    );
    const sooner = await publishedEvent(organizer, [], '2030-07-01T20:00:00+01:00');
    const declined = await publishedEvent(organizer, [], '2030-06-20T20:00:00+01:00');
    for (const e of [later, sooner, declined]) await setLineup(organizer, e.serial_id, [fally.artist.id]);
    const requests = await requestsOf(fally.who);
    for (const r of requests) {
      const action = r.event.serial_id === declined.serial_id ? 'decline' : 'confirm';
      await call(fally.who, 'POST', `/api/studio/lineups/${r.id}/${action}/`);
    }
    const res = await call(null, 'GET', `/api/accounts/artists/${fally.artist.id}/events/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((e: { serial_id: string }) => e.serial_id)).toEqual([
      sooner.serial_id,
      later.serial_id,
    ]);
    expect(res.json()[0]).toMatchObject({ city: 'Brazzaville', lowest_price: 5000, date: '2030-07-01' });
    expect(res.json()[1]).toMatchObject({ lowest_price: 3000 });
    // A past event is not upcoming.
    clock.set(new Date('2030-07-15T00:00:00Z'));
    const after = await call(null, 'GET', `/api/accounts/artists/${fally.artist.id}/events/`);
    expect(after.json().map((e: { serial_id: string }) => e.serial_id)).toEqual([later.serial_id]);
    clock.set(NOW);
  });

  it('answers [] for an artist with no concert, 404 for an unknown artist, 400 for a malformed id', async () => {
    const { artist } = await artistAccount('Sans concert');
    expect((await call(null, 'GET', `/api/accounts/artists/${artist.id}/events/`)).json()).toEqual([]);
    const unknown = await call(null, 'GET', '/api/accounts/artists/999999/events/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Artiste introuvable' });
    expect((await call(null, 'GET', '/api/accounts/artists/abc/events/')).statusCode).toBe(400);
  });
});

describe('the subscribers’ pre-sale', () => {
  /** An event whose type opens to subscribers on 1 June 10:00 and to everyone on 5 June. */
  async function presale() {
    const organizer = await person(['organizer']);
    const fally = await artistAccount('Fally Ipupa');
    const event = await publishedEvent(organizer, [
      {
        name: 'Prévente',
        price: 8000,
        quantity: 50,
        presale_start: '2030-06-01T10:00:00+01:00',
        sales_start: '2030-06-05T10:00:00+01:00',
      },
    ]);
    await setLineup(organizer, event.serial_id, [fally.artist.id]);
    const [request] = await requestsOf(fally.who);
    await call(fally.who, 'POST', `/api/studio/lineups/${request!.id}/confirm/`);
    const type = event.ticket_types.find((t) => t.name === 'Prévente')!;
    return { organizer, fally, event, type };
  }

  async function follower(artistId: number) {
    const who = await person();
    await ctx.database.db.insert(artistSubscriptions).values({ userId: who.id, artistId, createdAt: NOW });
    return who;
  }

  const reserve = (who: Who, ticketTypeId: number) =>
    call(who, 'POST', '/api/tickets/reservations/', { ticket_type_id: ticketTypeId, quantity: 1 });

  it('sells to a subscriber of a confirmed artist, refuses others until the public sale, then sells to all', async () => {
    const { type, fally } = await presale();
    const fan = await follower(fally.artist.id);
    expect((await reserve(fan, type.id)).statusCode).toBe(201);
    const stranger = await person();
    const refused = await reserve(stranger, type.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ detail: reservationMessages.presaleSubscribersOnly });
    clock.set(new Date('2030-06-05T09:00:00Z'));
    expect((await reserve(await signedNow(stranger), type.id)).statusCode).toBe(201);
    clock.set(NOW);
  });

  it('does not open to subscribers of an artist who declined or was only asked, nor before the pre-sale', async () => {
    const organizer = await person(['organizer']);
    const asked = await artistAccount('Pas encore');
    const declined = await artistAccount('Pas disponible');
    const event = await publishedEvent(organizer, [
      {
        name: 'Prévente',
        price: 8000,
        quantity: 50,
        presale_start: '2030-06-02T10:00:00+01:00',
        sales_start: '2030-06-05T10:00:00+01:00',
      },
    ]);
    await setLineup(organizer, event.serial_id, [asked.artist.id, declined.artist.id]);
    const [request] = await requestsOf(declined.who);
    const answer = await call(declined.who, 'POST', `/api/studio/lineups/${request!.id}/decline/`);
    expect(answer.json().status).toBe('declined');
    const fans = { asked: await follower(asked.artist.id), declined: await follower(declined.artist.id) };
    const type = event.ticket_types.find((t) => t.name === 'Prévente')!;
    // Before the pre-sale: the sale has not started, for anyone.
    const early = await reserve(fans.asked, type.id);
    expect(early.json()).toEqual({ detail: reservationMessages.salesNotStarted });
    clock.set(new Date('2030-06-03T09:00:00Z'));
    // Each fan's answer: its status and message.
    const during: Record<string, [number, string | undefined]> = {};
    for (const [artist, fan] of Object.entries(fans)) {
      const res = await reserve(await signedNow(fan), type.id);
      during[artist] = [res.statusCode, res.json().detail];
    }
    const refused = [400, reservationMessages.presaleSubscribersOnly];
    expect(during).toEqual({ asked: refused, declined: refused });
    clock.set(NOW);
  });

  it('does not open to subscribers of an artist confirmed only on another event; opens to those of its own', async () => {
    const { organizer, fally, type } = await presale();
    const other = await publishedEvent(organizer, [], '2030-07-20T20:30:00+01:00');
    const koffi = await artistAccount('Koffi Olomide');
    await setLineup(organizer, other.serial_id, [koffi.artist.id]);
    const [request] = await requestsOf(koffi.who);
    const answer = await call(koffi.who, 'POST', `/api/studio/lineups/${request!.id}/confirm/`);
    expect(answer.json().status).toBe('confirmed');

    const elsewhere = await reserve(await follower(koffi.artist.id), type.id);
    expect([elsewhere.statusCode, elsewhere.json().detail]).toEqual([
      400,
      reservationMessages.presaleSubscribersOnly,
    ]);
    expect((await reserve(await follower(fally.artist.id), type.id)).statusCode).toBe(201);
  });

  it('lets the organizer set a pre-sale only before a public sale date', async () => {
    const organizer = await person(['organizer']);
    await createCategory(ctx.database.db, { name: 'Concerts', serialId: 'c1a2b3c4d5e6' }).catch(
      () => undefined,
    );
    const make = (type: object) =>
      call(organizer, 'POST', '/api/studio/events/', {
        name: 'Nuit',
        description: '',
        category: 'concerts',
        venue: 'Palais',
        city: 'Douala',
        starts_at: '2030-07-10T20:30:00+01:00',
        ticket_types: [{ name: 'Standard', price: 5000, quantity: 10, ...type }],
      });
    const noPublic = await make({ presale_start: '2030-06-02T10:00:00+01:00' });
    expect(noPublic.json()).toEqual({ ticket_types: [msg.presaleNeedsSalesStart] });
    const after = await make({
      presale_start: '2030-06-06T10:00:00+01:00',
      sales_start: '2030-06-05T10:00:00+01:00',
    });
    expect(after.json()).toEqual({ ticket_types: [msg.presaleAfterSalesStart] });
    const ok = await make({
      presale_start: '2030-06-02T10:00:00+01:00',
      sales_start: '2030-06-05T10:00:00+01:00',
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().ticket_types[0]).toMatchObject({
      presale_start: '2030-06-02T09:00:00.000Z',
      sales_start: '2030-06-05T09:00:00.000Z',
    });
  });
});
