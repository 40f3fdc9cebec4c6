import { notificationMessages as msg } from '@sanza/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { artistSubscriptions, eventArtists, events, notifications, users } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, createTestApp, type TestContext } from '../../test/app.ts';
import {
  createAlbum,
  createArtist,
  createEvent,
  createSong,
  createTicketType,
  createUser,
} from '../../test/factories.ts';
import { mailText, startSmtpServer } from '../../test/smtp.ts';

// Subscribers of an artist are told of a new concert and a new release, in the app (each thing once)
// and by e-mail (at most one a day, with a one-click unsubscribe link), by a background job.
const NOW = new Date('2030-06-01T10:00:00Z');
const clock = fixedClock(NOW);
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
beforeEach(async () => {
  clock.set(NOW);
  smtp.received.length = 0;
  ctx = await createTestApp({ clock, env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://sanza.test' } });
});
afterEach(() => ctx.close());

const db = () => ctx.database.db;

async function follower(...artistIds: number[]) {
  const user = await createUser(db());
  for (const artistId of artistIds)
    await db().insert(artistSubscriptions).values({ userId: user.id, artistId, createdAt: NOW });
  return user;
}

async function concert(
  artistIds: number[],
  status: 'confirmed' | 'pending' = 'confirmed',
  date = '2030-07-10',
) {
  const event = await createEvent(db(), { date, time: '20:30:00', city: 'Douala', name: 'Nuit du Makossa' });
  await createTicketType(db(), { eventId: event.id });
  for (const artistId of artistIds)
    await db().insert(eventArtists).values({ eventId: event.id, artistId, status, createdAt: NOW });
  return event;
}

const noticesOf = (userId: number) =>
  db().select().from(notifications).where(eq(notifications.userId, userId));

describe('in-app news', () => {
  it('tells each subscriber of a new concert once, even following two of its artists, and never again', async () => {
    const koffi = await createArtist(db(), { name: 'Koffi' });
    const fally = await createArtist(db(), { name: 'Fally' });
    const both = await follower(koffi.id, fally.id);
    const one = await follower(fally.id);
    const nobody = await follower();
    const event = await concert([koffi.id, fally.id]);
    expect(await ctx.app.artistNews.announce()).toBe(2);
    expect(await ctx.app.artistNews.announce()).toBe(0);
    for (const user of [both, one]) {
      const notices = await noticesOf(user.id);
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        kind: 'artist_concert',
        data: {
          event_serial_id: event.serialId,
          event_name: 'Nuit du Makossa',
          date: '2030-07-10',
          city: 'Douala',
        },
      });
    }
    expect(await noticesOf(nobody.id)).toHaveLength(0);
    // Read through the API, with the sentence the bell shows.
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/notifications/',
      headers: { authorization: `Bearer ${await accessTokenFor(one.id, NOW)}` },
    });
    expect(res.json()).toMatchObject({ count: 1, unread_count: 1, results: [{ kind: 'artist_concert' }] });
  });

  it('waits for the artist to confirm and the event to be published and upcoming', async () => {
    const koffi = await createArtist(db());
    const fan = await follower(koffi.id);
    const pending = await concert([koffi.id], 'pending');
    const past = await concert([koffi.id], 'confirmed', '2030-05-01');
    const draft = await concert([koffi.id]);
    await db().update(events).set({ status: 'draft' }).where(eq(events.id, draft.id));
    expect(await ctx.app.artistNews.announce()).toBe(0);
    await db().update(eventArtists).set({ status: 'confirmed' }).where(eq(eventArtists.eventId, pending.id));
    await db().update(events).set({ status: 'published' }).where(eq(events.id, draft.id));
    expect(await ctx.app.artistNews.announce()).toBe(2);
    const told = (await noticesOf(fan.id)).map(
      (n) => (n.data as { event_serial_id: string }).event_serial_id,
    );
    expect(told.sort()).toEqual([pending.serialId, draft.serialId].sort());
    expect(told).not.toContain(past.serialId);
  });

  it('tells of a release once per album, and not of songs published before', async () => {
    const artist = await createArtist(db(), { name: 'Locko' });
    const fan = await follower(artist.id);
    const album = await createAlbum(db(), {
      artistId: artist.id,
      title: 'Nouvel album',
      releaseDate: '2030-06-01',
    });
    await createSong(db(), { albumId: album.id, publishDate: '2030-06-01', artistIds: [artist.id] });
    await createSong(db(), { albumId: album.id, publishDate: '2030-06-01', artistIds: [artist.id] });
    await createSong(db(), { publishDate: '2030-05-01', artistIds: [artist.id] });
    expect(await ctx.app.artistNews.announce()).toBe(1);
    const [notice] = await noticesOf(fan.id);
    expect(notice).toMatchObject({
      kind: 'artist_release',
      data: { artist_name: 'Locko', title: 'Nouvel album' },
    });
    expect(await ctx.app.artistNews.announce()).toBe(0);
  });
});

describe('the news e-mail', () => {
  it('sends one e-mail a day at most, each news once, with a one-click unsubscribe that is honoured', async () => {
    const koffi = await createArtist(db(), { name: 'Koffi' });
    const fan = await follower(koffi.id);
    await concert([koffi.id]);
    await ctx.app.artistNews.announce();
    expect(await ctx.app.artistNews.emailDue()).toBe(1);
    expect(await ctx.app.artistNews.emailDue()).toBe(0);
    expect(smtp.received).toHaveLength(1);
    const text = mailText(smtp.received[0]!.raw);
    expect(text).toContain('Koffi en concert le 10/07/2030 à 20h30');
    const link = /https:\/\/sanza\.test(\/api\/notifications\/unsubscribe\/\?token=[\w.-]+)/.exec(text)![1]!;

    // A second concert the same day waits for tomorrow's e-mail.
    await concert([koffi.id]);
    await ctx.app.artistNews.announce();
    expect(await ctx.app.artistNews.emailDue()).toBe(0);
    clock.set(new Date(NOW.getTime() + 86_400_000));
    expect(await ctx.app.artistNews.emailDue()).toBe(1);
    expect(smtp.received).toHaveLength(2);
    expect(mailText(smtp.received[1]!.raw).match(/en concert le/g)).toHaveLength(1);

    // One click: no more e-mails, the notices still come in the app.
    const forged = await ctx.app.inject({ method: 'GET', url: link.replace(/\.[\w-]+$/, '.abc') });
    expect(forged.statusCode).toBe(400);
    expect(forged.json()).toEqual({ detail: msg.unsubscribeInvalid });
    const res = await ctx.app.inject({ method: 'GET', url: link });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(msg.unsubscribed);
    const [row] = await db().select().from(users).where(eq(users.id, fan.id));
    expect(row!.emailArtistNews).toBe(false);
    await concert([koffi.id]);
    clock.set(new Date(NOW.getTime() + 3 * 86_400_000));
    expect(await ctx.app.artistNews.announce()).toBe(1);
    expect(await ctx.app.artistNews.emailDue()).toBe(0);
    expect(smtp.received).toHaveLength(2);
  });

  it('lets a listener read and change the preference on the profile', async () => {
    const user = await createUser(db());
    const headers = { authorization: `Bearer ${await accessTokenFor(user.id, NOW)}` };
    const url = '/api/notifications/preferences/';
    expect((await ctx.app.inject({ method: 'GET', url, headers })).json()).toEqual({
      email_artist_news: true,
    });
    const off = await ctx.app.inject({
      method: 'PATCH',
      url,
      headers,
      payload: { email_artist_news: false },
    });
    expect(off.json()).toEqual({ email_artist_news: false });
    expect((await ctx.app.inject({ method: 'GET', url, headers })).json()).toEqual({
      email_artist_news: false,
    });
    expect(
      (await ctx.app.inject({ method: 'PATCH', url, headers, payload: { email_artist_news: 'x' } }))
        .statusCode,
    ).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
