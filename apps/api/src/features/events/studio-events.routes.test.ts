import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { auctions, eTickets, reservations, ticketTypes, users } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createCategory, createUser } from '../../test/factories.ts';
import { testImage } from '../../test/images.ts';
import { mailText } from '../../test/smtp.ts';

// 2030-06-01 12:00 in Douala (UTC+1).
const NOW = new Date('2030-06-01T11:00:00Z');
const clock = fixedClock(NOW);
const ctx = appPerTest({ clock, start: NOW });

type Who = { id: number; auth: { authorization: string } };
async function person(roles: ('organizer' | 'artist' | 'staff')[] = []): Promise<Who> {
  const user = await createUser(ctx.database.db, { roles });
  return { id: user.id, auth: { authorization: `Bearer ${await accessTokenFor(user.id, NOW)}` } };
}

const call = (who: Who | null, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
  ctx.app.inject({ method, url, payload, headers: who?.auth ?? {} });

const body = (over: object = {}) => ({
  name: 'Nuit de la Rumba',
  description: 'Live',
  category: 'concerts',
  venue: 'Palais des Congrès',
  city: 'Brazzaville',
  starts_at: '2030-07-10T20:30:00+01:00',
  ends_at: '2030-07-10T23:30:00+01:00',
  ticket_types: [
    { name: 'Standard', price: 5000, quantity: 100 },
    { name: 'VIP', price: 20000, quantity: 10, max_per_order: 2 },
    {
      name: 'Carré Or',
      price: 50000,
      quantity: 1,
      auction: { starting_price: 50000, min_increment: 1000, ends_at: '2030-07-09T20:00:00+01:00' },
    },
  ],
  ...over,
});

async function created(owner: Who, over: object = {}) {
  await createCategory(ctx.database.db, { name: 'Concerts', serialId: 'c1a2b3c4d5e6' }).catch(
    () => undefined,
  );
  const res = await call(owner, 'POST', '/api/studio/events/', body(over));
  expect(res.statusCode).toBe(201);
  return res.json();
}

const reserve = (who: Who, ticketTypeId: number, quantity = 1) =>
  call(who, 'POST', '/api/tickets/reservations/', { ticket_type_id: ticketTypeId, quantity });

describe('POST /api/studio/events/', () => {
  it('answers 401 to a visitor and 403 to an account without the organizer role', async () => {
    expect((await call(null, 'POST', '/api/studio/events/', body())).statusCode).toBe(401);
    const res = await call(await person(), 'POST', '/api/studio/events/', body());
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: 'Cette action est réservée aux organisateurs' });
  });

  it('creates a draft: category by slug, venue-local date and time, location, an auction row', async () => {
    const organizer = await person(['organizer']);
    const event = await created(organizer);
    expect(event).toMatchObject({
      status: 'draft',
      name: 'Nuit de la Rumba',
      category: { serial_id: 'c1a2b3c4d5e6', name: 'Concerts' },
      venue: 'Palais des Congrès',
      city: 'Brazzaville',
      location: 'Palais des Congrès, Brazzaville',
      starts_at: '2030-07-10T19:30:00.000Z',
      ends_at: '2030-07-10T22:30:00.000Z',
      time_zone: 'Africa/Douala',
      date: '2030-07-10',
      time: '20:30:00',
      priority: 0,
      image: null,
    });
    expect(event.serial_id).toMatch(/^[0-9a-f]{12}$/);
    expect(event.ticket_types.map((t: { name: string; left: number }) => [t.name, t.left])).toEqual([
      ['Standard', 100],
      ['VIP', 10],
      ['Carré Or', 1],
    ]);
    const [auction] = await ctx.database.db
      .select()
      .from(auctions)
      .where(eq(auctions.ticketTypeId, event.ticket_types[2].id));
    expect(auction).toMatchObject({
      startPrice: 50000,
      currentPrice: 50000,
      minIncrement: 1000,
      startTime: NOW,
      endTime: new Date('2030-07-09T19:00:00Z'),
    });
  });

  it("reads date and time in the event's own time zone when one is given", async () => {
    const event = await created(await person(['organizer']), { time_zone: 'Europe/Paris' });
    expect(event).toMatchObject({ time_zone: 'Europe/Paris', date: '2030-07-10', time: '21:30:00' });
    const bad = await call(
      await person(['organizer']),
      'POST',
      '/api/studio/events/',
      body({ time_zone: 'Mars/Olympus' }),
    );
    expect(bad.json()).toEqual({ time_zone: ['Fuseau horaire inconnu'] });
  });

  it('refuses in French: past start, end before start, sale after the end, auction after the start, unknown category', async () => {
    const organizer = await person(['organizer']);
    await createCategory(ctx.database.db, { name: 'Concerts' });
    const res = await call(
      organizer,
      'POST',
      '/api/studio/events/',
      body({
        category: 'inconnue',
        starts_at: '2030-05-01T20:00:00+01:00',
        ends_at: '2030-04-30T20:00:00+01:00',
        ticket_types: [
          { name: 'A', price: 1, quantity: 1, sales_end: '2030-08-01T00:00:00Z' },
          {
            name: 'B',
            price: 1,
            quantity: 1,
            auction: { starting_price: 1, min_increment: 1, ends_at: '2030-05-02T00:00:00Z' },
          },
        ],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      category: ['Catégorie introuvable'],
      starts_at: ["Le début de l'événement doit être dans le futur"],
      ends_at: ["La fin de l'événement doit être après son début"],
      ticket_types: [
        "La vente doit se terminer au plus tard à la fin de l'événement",
        "L'enchère doit se terminer avant le début de l'événement",
      ],
    });
    const bad = await call(organizer, 'POST', '/api/studio/events/', body({ starts_at: '10/07/2030' }));
    expect(bad.json().starts_at[0]).toMatch(/^Date invalide/);
  });

  it('keeps editorial priority to staff (403 for an organizer)', async () => {
    const organizer = await person(['organizer']);
    await createCategory(ctx.database.db, { name: 'Concerts' });
    const res = await call(organizer, 'POST', '/api/studio/events/', body({ priority: 50 }));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ detail: "La priorité éditoriale est réservée à l'équipe Sanza" });
    const event = await created(await person(['staff']), { priority: 50 });
    expect(event.priority).toBe(50);
    const mine = await created(organizer);
    const patch = await call(organizer, 'PATCH', `/api/studio/events/${mine.serial_id}/`, { priority: 1 });
    expect(patch.statusCode).toBe(403);
    const staffPatch = await call(await person(['staff']), 'PATCH', `/api/studio/events/${mine.serial_id}/`, {
      priority: 80,
    });
    expect(staffPatch.json().priority).toBe(80);
  });
});

describe('ownership', () => {
  it("answers 404 on someone else's event on every route; staff act on all", async () => {
    const owner = await person(['organizer']);
    const other = await person(['organizer']);
    const event = await created(owner);
    const base = `/api/studio/events/${event.serial_id}/`;
    for (const [method, url] of [
      ['GET', base],
      ['PATCH', base],
      ['POST', `${base}publish/`],
      ['POST', `${base}unpublish/`],
      ['POST', `${base}cancel/`],
      ['GET', `${base}sales/`],
      ['GET', `${base}attendees.csv`],
      ['POST', `${base}cover/`],
    ] as const) {
      const res = await call(other, method, url, method === 'PATCH' ? { name: 'Pris' } : undefined);
      expect([url, res.statusCode, res.json()]).toEqual([url, 404, { detail: 'Événement non trouvé' }]);
    }
    expect((await call(other, 'GET', '/api/studio/events/')).json()).toEqual([]);
    const staff = await person(['staff']);
    expect((await call(staff, 'GET', '/api/studio/events/')).json()).toHaveLength(1);
    expect((await call(staff, 'GET', '/api/studio/events/?mine=1')).json()).toEqual([]);
    const renamed = await call(staff, 'PATCH', base, { name: 'Renommé' });
    expect(renamed.json().name).toBe('Renommé');
    expect((await call(owner, 'GET', base)).json().name).toBe('Renommé');
  });
});

describe('drafts and publication', () => {
  it('keeps a draft out of every public answer until it is published', async () => {
    const owner = await person(['organizer']);
    const event = await created(owner);
    const buyer = await person();
    const standard = event.ticket_types[0].id;
    expect((await call(null, 'GET', '/api/events/')).json()).toEqual([]);
    expect((await call(null, 'GET', `/api/events/${event.serial_id}/`)).statusCode).toBe(404);
    expect((await call(null, 'GET', '/api/events/5/priority-0/')).json()).toEqual([]);
    expect((await call(null, 'GET', '/api/tickets/auctions/')).json()).toEqual([]);
    expect((await reserve(buyer, standard)).json()).toEqual({ detail: 'Type de billet introuvable' });
    const cart = await call(buyer, 'POST', '/api/tickets/cart/items/', {
      ticket_type_id: standard,
      quantity: 1,
    });
    expect(cart.json()).toEqual({ detail: 'Type de billet introuvable' });
    const invite = await call(buyer, 'POST', '/api/guest/invitations/', {
      event_id: event.serial_id,
      recipient_email: 'ami@example.test',
    });
    expect(invite.statusCode).toBe(404);
    const auctionId = event.ticket_types[2].auction.id;
    expect((await call(null, 'GET', `/api/tickets/auctions/${auctionId}/`)).statusCode).toBe(404);
    const draftBid = await call(buyer, 'POST', `/api/tickets/auctions/${auctionId}/bid/`, { amount: 60000 });
    expect(draftBid.statusCode).toBe(404);

    const published = await call(owner, 'POST', `/api/studio/events/${event.serial_id}/publish/`);
    expect(published.json()).toMatchObject({ status: 'published', published_at: NOW.toISOString() });
    const list = (await call(null, 'GET', '/api/events/')).json();
    expect(list.map((e: { serial_id: string }) => e.serial_id)).toEqual([event.serial_id]);
    expect((await reserve(buyer, standard)).statusCode).toBe(201);
    expect((await call(owner, 'POST', `/api/studio/events/${event.serial_id}/publish/`)).statusCode).toBe(
      409,
    );
  });

  it('refuses to publish a draft whose start went by (409), so nothing goes on sale for a past event', async () => {
    const owner = await person(['organizer']);
    const event = await created(owner);
    clock.set(new Date('2030-07-10T19:30:00Z')); // the start, 20:30 at +01:00
    const later = {
      ...owner,
      auth: { authorization: `Bearer ${await accessTokenFor(owner.id, clock.now())}` },
    };
    const late = await call(later, 'POST', `/api/studio/events/${event.serial_id}/publish/`);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      detail: 'Cet événement a déjà commencé : changez sa date avant de le publier',
    });
    expect((await call(null, 'GET', `/api/events/${event.serial_id}/`)).statusCode).toBe(404);
  });

  it('unpublishes only while nothing is sold or held', async () => {
    const owner = await person(['organizer']);
    const event = await created(owner);
    const url = `/api/studio/events/${event.serial_id}/`;
    await call(owner, 'POST', `${url}publish/`);
    expect((await call(owner, 'POST', `${url}unpublish/`)).json().status).toBe('draft');
    await call(owner, 'POST', `${url}publish/`);
    await reserve(await person(), event.ticket_types[0].id);
    const res = await call(owner, 'POST', `${url}unpublish/`);
    expect(res.statusCode).toBe(409);
    const other = await created(owner);
    const otherUrl = `/api/studio/events/${other.serial_id}/`;
    await call(owner, 'POST', `${otherUrl}publish/`);
    const bid = await call(
      await person(),
      'POST',
      `/api/tickets/auctions/${other.ticket_types[2].auction.id}/bid/`,
      {
        amount: 51000,
      },
    );
    expect(bid.statusCode).toBe(201);
    expect((await call(owner, 'POST', `${otherUrl}unpublish/`)).statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: "Des billets sont déjà vendus ou réservés : annulez l'événement au lieu de le dépublier",
    });
  });
});

describe('PATCH /api/studio/events/{serial_id}/', () => {
  it('never sets stock below what is held, and a price change leaves reservations as they were', async () => {
    const owner = await person(['organizer']);
    const event = await created(owner);
    const url = `/api/studio/events/${event.serial_id}/`;
    await call(owner, 'POST', `${url}publish/`);
    const standard = event.ticket_types[0].id;
    const held = await reserve(await person(), standard, 3);
    expect(held.json().total_price).toBe(15000);

    const low = await call(owner, 'PATCH', url, { ticket_types: [{ id: standard, quantity: 2 }] });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toEqual({
      ticket_types: [
        'Le stock de « Standard » ne peut pas descendre sous 3 billet(s) déjà vendu(s) ou réservé(s)',
      ],
    });

    const ok = await call(owner, 'PATCH', url, {
      venue: 'Stade Massamba-Débat',
      ticket_types: [
        { id: standard, quantity: 3, price: 9000 },
        { name: 'Balcon', price: 3000, quantity: 5 },
      ],
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().location).toBe('Stade Massamba-Débat, Brazzaville');
    expect(ok.json().ticket_types[0]).toMatchObject({ price: 9000, quantity: 3, held: 3, sold: 0, left: 0 });
    expect(ok.json().ticket_types.map((t: { name: string }) => t.name)).toContain('Balcon');
    const [reservation] = await ctx.database.db.select().from(reservations);
    expect(reservation!.totalPrice).toBe(15000);
  });

  it('checks existing sale windows and auctions against moved event times', async () => {
    const owner = await person(['organizer']);
    const event = await created(owner);
    const res = await call(owner, 'PATCH', `/api/studio/events/${event.serial_id}/`, {
      starts_at: '2030-07-05T20:00:00+01:00',
      ends_at: '2030-07-05T23:00:00+01:00',
    });
    expect(res.json()).toEqual({
      ticket_types: ["L'enchère doit se terminer avant le début de l'événement"],
    });
    const sale = await call(owner, 'PATCH', `/api/studio/events/${event.serial_id}/`, {
      ticket_types: [{ id: event.ticket_types[0].id, sales_end: '2030-07-11T00:00:00Z' }],
    });
    expect(sale.json()).toEqual({
      ticket_types: ["La vente doit se terminer au plus tard à la fin de l'événement"],
    });
    const moved = await call(owner, 'PATCH', `/api/studio/events/${event.serial_id}/`, {
      starts_at: '2030-07-12T18:00:00+01:00',
      ends_at: null,
    });
    expect(moved.json()).toMatchObject({ date: '2030-07-12', time: '18:00:00', ends_at: null });
  });

  it('saves every field of a published event at once, category included, as the studio form sends them', async () => {
    const owner = await person(['organizer']);
    const event = await created(owner);
    const url = `/api/studio/events/${event.serial_id}/`;
    await call(owner, 'POST', `${url}publish/`);
    await createCategory(ctx.database.db, { name: 'Théâtre', serialId: 'a1b2c3d4e5f6' });
    const res = await call(owner, 'PATCH', url, {
      name: 'Nuit de la Rumba II',
      description: 'Deux scènes',
      category: 'theatre',
      venue: 'Institut français',
      city: 'Pointe-Noire',
      starts_at: '2030-07-20T19:00:00+01:00',
      ends_at: '2030-07-20T23:00:00+01:00',
      time_zone: 'Africa/Brazzaville',
      ticket_types: [{ id: event.ticket_types[0].id, price: 7500 }],
      artists: [],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Nuit de la Rumba II',
      category: { serial_id: 'a1b2c3d4e5f6', name: 'Théâtre' },
      location: 'Institut français, Pointe-Noire',
      date: '2030-07-20',
      time: '19:00:00',
    });
    expect(res.json().ticket_types[0]).toMatchObject({ price: 7500 });
    const unchanged = await call(owner, 'PATCH', url, { category: 'a1b2c3d4e5f6' });
    expect(unchanged.statusCode).toBe(200);
    const unknown = await call(owner, 'PATCH', url, { category: 'nulle-part' });
    expect(unknown.json()).toEqual({ category: ['Catégorie introuvable'] });
  });

  it("refuses another event's ticket type", async () => {
    const owner = await person(['organizer']);
    const mine = await created(owner);
    const theirs = await created(await person(['organizer']));
    const res = await call(owner, 'PATCH', `/api/studio/events/${mine.serial_id}/`, {
      ticket_types: [{ id: theirs.ticket_types[0].id, quantity: 1 }],
    });
    expect(res.json()).toEqual({ ticket_types: ['Type de billet introuvable'] });
  });
});

describe('sale rules in reservations and bids', () => {
  it('enforces sales_start, sales_end and max_per_order with French messages', async () => {
    const owner = await person(['organizer']);
    const event = await created(owner, {
      ticket_types: [
        { name: 'Tôt', price: 1000, quantity: 10, sales_start: '2030-06-05T00:00:00Z' },
        { name: 'Fini', price: 1000, quantity: 10, sales_end: '2030-06-01T10:00:00Z' },
        { name: 'Limité', price: 1000, quantity: 10, max_per_order: 2 },
      ],
    });
    await call(owner, 'POST', `/api/studio/events/${event.serial_id}/publish/`);
    const buyer = await person();
    const [early, ended, limited] = event.ticket_types.map((t: { id: number }) => t.id);
    expect((await reserve(buyer, early)).json()).toEqual({ detail: "La vente n'a pas encore commencé" });
    expect((await reserve(buyer, ended)).json()).toEqual({ detail: 'La vente est terminée' });
    expect((await reserve(buyer, limited, 3)).json()).toEqual({ detail: 'Au plus 2 billet(s) par commande' });
    expect((await reserve(buyer, limited, 2)).statusCode).toBe(201);
  });

  it('asks a bid to reach current price + the organizer raise', async () => {
    const owner = await person(['organizer']);
    const event = await created(owner);
    await call(owner, 'POST', `/api/studio/events/${event.serial_id}/publish/`);
    const auctionId = event.ticket_types[2].auction.id;
    const bidder = await person();
    // The public auction says the raise, so the bid form can ask for it before the server refuses.
    const shown = await call(bidder, 'GET', `/api/tickets/auctions/${auctionId}/`);
    expect(shown.json()).toMatchObject({ current_price: 50000, min_increment: 1000 });
    const low = await call(bidder, 'POST', `/api/tickets/auctions/${auctionId}/bid/`, { amount: 50500 });
    expect(low.json()).toEqual({ detail: "Le montant doit être d'au moins 51000XAF" });
    const ok = await call(bidder, 'POST', `/api/tickets/auctions/${auctionId}/bid/`, { amount: 51000 });
    expect(ok.statusCode).toBe(201);
  });
});

describe('cancel, sales and attendees', () => {
  it('cancels holds with their tickets back and refuses new sales', async () => {
    const owner = await person(['organizer']);
    const event = await created(owner);
    const url = `/api/studio/events/${event.serial_id}/`;
    await call(owner, 'POST', `${url}publish/`);
    const buyer = await person();
    const standard = event.ticket_types[0].id;
    await reserve(buyer, standard, 2);
    const res = await call(owner, 'POST', `${url}cancel/`);
    expect(res.json()).toMatchObject({ status: 'cancelled', cancelled_at: NOW.toISOString() });
    const [reservation] = await ctx.database.db.select().from(reservations);
    expect(reservation!.status).toBe('cancelled');
    const [type] = await ctx.database.db.select().from(ticketTypes).where(eq(ticketTypes.id, standard));
    expect(type!.quantityAvailable).toBe(100);
    expect((await reserve(buyer, standard)).json()).toEqual({ detail: 'Cet événement est annulé' });
    const checkout = await call(buyer, 'POST', '/api/payment/checkout/', {
      reservation: reservation!.serialId,
      phone_number: '+242061234567',
      transaction_id: 'MP300601.0002',
      amount: 10250,
      provider: 'airtel',
    });
    expect(checkout.statusCode).toBe(409);
    const auctionId = event.ticket_types[2].auction.id;
    const bid = await call(buyer, 'POST', `/api/tickets/auctions/${auctionId}/bid/`, { amount: 60000 });
    expect(bid.json()).toEqual({ detail: 'Cet événement est annulé' });
    const [auction] = await ctx.database.db.select().from(auctions).where(eq(auctions.id, auctionId));
    expect(auction).toMatchObject({ settledAt: NOW, outcome: 'unsold' });
    expect((await call(owner, 'POST', `${url}cancel/`)).statusCode).toBe(409);
    expect((await call(owner, 'PATCH', url, { name: 'x' })).statusCode).toBe(409);
    const sales = (await call(owner, 'GET', `${url}sales/`)).json();
    expect(sales).toEqual({
      ticket_types: event.ticket_types.map((t: { id: number; name: string }) => ({
        id: t.id,
        name: t.name,
        sold: 0,
        held: 0,
      })),
      revenue: [],
      check_ins: 0,
      expected: 0,
      door_cash: [],
      conflicts: [],
      per_day: [],
      refunds: [],
      money: { sales: 0, fees: 0, refunds: 0, net: 0 },
    });
  });

  it('exports attendees as CSV with a BOM, a header row and defused formulas', async () => {
    const owner = await person(['organizer']);
    const event = await created(owner);
    const res = await call(owner, 'GET', `/api/studio/events/${event.serial_id}/attendees.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.body).toBe('\uFEFF"Billet","Type","Réservation","Utilisateur","E-mail","Entrée"\r\n');
    const { csvCell } = await import('../../lib/csv.ts');
    expect(['=1+1', '+x', '-2', '@a', 'a"b', 'ok'].map(csvCell)).toEqual([
      `"'=1+1"`,
      `"'+x"`,
      `"'-2"`,
      `"'@a"`,
      '"a""b"',
      '"ok"',
    ]);
  });
});

describe('POST /api/studio/events/{serial_id}/cover/', () => {
  const BOUNDARY = 'studio-cover';
  const multipart = (bytes: Buffer, field = 'file') =>
    Buffer.concat([
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${field}"; filename="c.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      bytes,
      Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
    ]);
  const upload = (who: Who, serial: string, payload: Buffer) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/studio/events/${serial}/cover/`,
      payload,
      headers: { ...who.auth, 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    });

  it('stores sized WebP covers and a placeholder that the public answers show', async () => {
    const owner = await person(['organizer']);
    const event = await created(owner);
    const res = await upload(
      owner,
      event.serial_id,
      multipart(await testImage('png', { width: 1600, height: 900 })),
    );
    expect(res.statusCode).toBe(200);
    const cover = res.json();
    expect(cover.image).toMatch(
      new RegExp(`^/media/events/covers/${event.serial_id}-[0-9a-f]{8}-640\\.webp$`),
    );
    expect(cover.image_srcset).toBe(
      [320, 640, 1280].map((w) => `${cover.image.replace('-640.webp', `-${w}.webp`)} ${w}w`).join(', '),
    );
    expect(cover.image_placeholder).toMatch(/^data:image\/webp;base64,/);
    await call(owner, 'POST', `/api/studio/events/${event.serial_id}/publish/`);
    const detail = (await call(null, 'GET', `/api/events/${event.serial_id}/`)).json();
    expect(detail).toMatchObject({
      image: cover.image,
      image_srcset: cover.image_srcset,
      image_placeholder: cover.image_placeholder,
    });
    const files = await readdir(join(ctx.config.mediaDir, 'events', 'covers'));
    const widths = await Promise.all(
      files
        .sort()
        .map(async (f) => (await sharp(join(ctx.config.mediaDir, 'events', 'covers', f)).metadata()).width),
    );
    expect(widths.sort((a, b) => a! - b!)).toEqual([320, 640, 1280]);
  });

  it('refuses a file that is not an image, and one over 10 MB', async () => {
    const owner = await person(['organizer']);
    const event = await created(owner);
    const text = await upload(owner, event.serial_id, multipart(Buffer.from('pas une image')));
    expect(text.json()).toEqual({ file: ['Image invalide : JPEG, PNG ou WebP uniquement'] });
    const big = await upload(owner, event.serial_id, multipart(Buffer.alloc(10 * 1024 * 1024 + 1)));
    expect(big.json()).toEqual({ file: ['Image trop volumineuse (10 Mo maximum)'] });
  });
});

describe('cancellation of an event with sales', () => {
  /** A published event whose VIP ticket (20 000 XAF) `buyer` paid by Airtel Money, confirmed by staff. */
  async function withPaidTicket(owner: Who, buyer: Who, typeName = 'VIP') {
    const event = await created(owner, {
      ticket_types: [
        { name: 'Standard', price: 5000, quantity: 100 },
        { name: typeName, price: 20000, quantity: 10 },
      ],
    });
    await call(owner, 'POST', `/api/studio/events/${event.serial_id}/publish/`);
    const reservation = (await reserve(buyer, event.ticket_types[1].id)).json().serial_id;
    const paid = await call(buyer, 'POST', '/api/payment/checkout/', {
      reservation,
      phone_number: '+242061234567',
      transaction_id: 'MP300601.0001',
      amount: 20500,
      provider: 'airtel',
    });
    expect(paid.statusCode).toBeLessThan(300);
    const staff = await person(['staff']);
    const [payment] = (await call(staff, 'GET', '/api/payment/staff/payments/?status=pending')).json();
    const confirmed = await call(staff, 'POST', `/api/payment/staff/payments/${payment.serial_id}/confirm/`);
    expect(confirmed.statusCode).toBe(200);
    return { event, reservation };
  }

  it('lists paid reservations for refund, counts sales per type, provider and day, and e-mails every holder', async () => {
    const owner = await person(['organizer']);
    const payer = await person();
    const holder = await person();
    const { event, reservation } = await withPaidTicket(owner, payer);
    await reserve(holder, event.ticket_types[0].id, 2);
    const url = `/api/studio/events/${event.serial_id}/`;

    const before = (await call(owner, 'GET', `${url}sales/`)).json();
    expect(before).toMatchObject({
      ticket_types: [
        { name: 'Standard', sold: 0, held: 2 },
        { name: 'VIP', sold: 1, held: 0 },
      ],
      revenue: [{ provider: 'airtel', amount: 20500, count: 1 }],
      check_ins: 0,
      expected: 1,
      conflicts: [],
      per_day: [{ day: '2030-06-01', tickets: 1, amount: 20500 }],
      refunds: [],
      // The ledger's side: the ticket money (the operator's 500 aside), Sanza's 5 %, what is left.
      money: { sales: 20000, fees: -1000, refunds: 0, net: 19000 },
    });

    await call(owner, 'POST', `${url}cancel/`);
    const after = (await call(owner, 'GET', `${url}sales/`)).json();
    const [payerRow] = await ctx.database.db.select().from(users).where(eq(users.id, payer.id));
    expect(after.refunds).toEqual([
      {
        reservation,
        username: payerRow!.username,
        email: payerRow!.email,
        // What the buyer paid, fees included, as staff's refund list says.
        amount: 20500,
        provider: 'airtel',
        // Paid by hand (not through a request to pay): nothing can send it back but a person.
        refund_status: 'manual',
      },
    ]);
    expect(after.ticket_types[0]).toMatchObject({ sold: 0, held: 0 });
    // Recorded refunds are the organizer's to give back (owed by hand here), and Sanza's fee comes back with them.
    expect(after.money).toEqual({ sales: 20000, fees: 0, refunds: -20000, net: 0 });

    await ctx.app.mailer.flush();
    const dir = join(ctx.config.dataDir, 'mail');
    const mails = await Promise.all((await readdir(dir)).map((f) => readFile(join(dir, f), 'utf8')));
    const cancelled = mails.filter((m) => m.includes('annul'));
    expect(cancelled).toHaveLength(2);
    const [holderRow] = await ctx.database.db.select().from(users).where(eq(users.id, holder.id));
    const toPayer = cancelled.find((m) => m.includes(payerRow!.email))!;
    const toHolder = cancelled.find((m) => m.includes(holderRow!.email))!;
    // Paid by hand, with no request to pay: only a person can give it back.
    expect(mailText(toPayer)).toContain(
      `Réservation ${reservation} : 20\u00a0500\u00a0XAF à vous rembourser à la main par l’organisateur`,
    );
    expect(mailText(toHolder)).toContain('(non payée) : annulée, vous n’avez rien payé');
  });

  it('exports one CSV line per paid seat, a formula in a ticket name defused, and counts check-ins', async () => {
    const owner = await person(['organizer']);
    const payer = await person();
    const { event, reservation } = await withPaidTicket(owner, payer, '=HYPERLINK("http://x","VIP")');
    await ctx.database.db.update(eTickets).set({ checkedInAt: NOW });
    const res = await call(owner, 'GET', `/api/studio/events/${event.serial_id}/attendees.csv`);
    const [ticket] = await ctx.database.db.select().from(eTickets);
    const [payerRow] = await ctx.database.db.select().from(users).where(eq(users.id, payer.id));
    expect(res.body.split('\r\n')).toEqual([
      '\uFEFF"Billet","Type","Réservation","Utilisateur","E-mail","Entrée"',
      `"${ticket!.serialId}","'=HYPERLINK(""http://x"",""VIP"")","${reservation}","${payerRow!.username}","${payerRow!.email}","${NOW.toISOString()}"`,
      '',
    ]);
    expect((await call(owner, 'GET', `/api/studio/events/${event.serial_id}/sales/`)).json().check_ins).toBe(
      1,
    );
  });
});
