import {
  moneySummarySchema,
  statementSchema,
  studioMessages,
  studioMoneyMessages,
  studioSalesSchema,
} from '@sanza/contracts';
import { describe, expect, it } from 'vitest';
import { ledgerEntries } from '../../db/schema.ts';
import { fixedClock } from '../../lib/clock.ts';
import { accessTokenFor, appPerTest } from '../../test/app.ts';
import { createEvent, createTicketType, createUser } from '../../test/factories.ts';

// 2030-06-01 12:00 in Douala (UTC+1, the platform's TIME_ZONE and the events' default).
const NOW = new Date('2030-06-01T11:00:00Z');
const DAY = 24 * 3_600_000;
const clock = fixedClock(NOW);
const ctx = appPerTest({ clock, start: NOW });
const db = () => ctx.database.db;

type Who = { id: number };
async function person(roles: ('organizer' | 'artist' | 'staff')[] = []): Promise<Who> {
  return { id: (await createUser(db(), { roles })).id };
}

/** A call as `who`, with a token signed at the clock's time (tests move the clock days ahead). */
async function call(who: Who | null, url: string, method: 'GET' | 'POST' = 'GET', payload?: object) {
  const headers = who ? { authorization: `Bearer ${await accessTokenFor(who.id, clock.now())}` } : {};
  return ctx.app.inject({ method, url, payload, headers });
}

let refs = 0;
/** Writes one ledger entry as the ledger service would (entries are never changed: only inserted). */
async function entry(
  organizer: Who,
  kind: (typeof ledgerEntries.$inferInsert)['kind'],
  amount: number,
  at: Date | string,
  event?: { id: number },
) {
  refs += 1;
  await db()
    .insert(ledgerEntries)
    .values({
      organizerId: organizer.id,
      eventId: event?.id ?? null,
      kind,
      amount,
      sourceRef: `test:${refs}`,
      createdAt: new Date(at),
    });
}

const summary = async (who: Who) => {
  const res = await call(who, '/api/studio/money/');
  expect(res.statusCode, res.body).toBe(200);
  return moneySummarySchema.parse(res.json());
};

const statement = async (who: Who, query = '') => {
  const res = await call(who, `/api/studio/money/statement/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return statementSchema.parse(res.json());
};

describe('the studio money routes: who may read them', () => {
  it('answers 401 to a visitor and 403 in French to an account that is not an organizer', async () => {
    const user = await person();
    const artist = await person(['artist']);
    for (const url of [
      '/api/studio/money/',
      '/api/studio/money/statement/',
      '/api/studio/money/statement/?format=csv',
    ]) {
      expect((await call(null, url)).statusCode).toBe(401);
      for (const who of [user, artist]) {
        const res = await call(who, url);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual({ detail: studioMessages.organizerOnly });
      }
    }
  });

  it('answers staff with their own ledger, empty, not an organizer’s', async () => {
    const organizer = await person(['organizer']);
    const staff = await person(['staff']);
    await entry(organizer, 'sale', 10000, NOW, await createEvent(db(), { organizerId: organizer.id }));
    expect(await summary(staff)).toEqual({ balance: 0, available: 0, pending: 0, currency: 'XAF' });
    expect((await statement(staff)).entries).toEqual([]);
  });
});

describe('GET /api/studio/money/', () => {
  it('answers zeros to an organizer who sold nothing', async () => {
    const organizer = await person(['organizer']);
    expect(await summary(organizer)).toEqual({ balance: 0, available: 0, pending: 0, currency: 'XAF' });
  });

  it('counts a sale confirmed by staff, less Sanza’s fee, pending until PAYOUT_HOLD_DAYS after the event’s day', async () => {
    const organizer = await person(['organizer']);
    const buyer = await person();
    const staff = await person(['staff']);
    // 2030-06-10 at 20:00 in Douala, no end given: it ends at midnight, 2030-06-10T23:00Z.
    const event = await createEvent(db(), { organizerId: organizer.id, date: '2030-06-10' });
    const type = await createTicketType(db(), { eventId: event.id, price: 5000, quantityTotal: 10 });
    const reserved = await call(buyer, '/api/tickets/reservations/', 'POST', {
      ticket_type_id: type.id,
      quantity: 2,
    });
    const paid = await call(buyer, '/api/payment/checkout/', 'POST', {
      reservation: reserved.json().serial_id,
      phone_number: '+242061234567',
      transaction_id: 'MP300601.0001',
      amount: 10250,
      provider: 'airtel',
    });
    expect(paid.statusCode, paid.body).toBeLessThan(300);
    const [payment] = (await call(staff, '/api/payment/staff/payments/?status=pending')).json();
    const confirmed = await call(staff, `/api/payment/staff/payments/${payment.serial_id}/confirm/`, 'POST');
    expect(confirmed.statusCode, confirmed.body).toBe(200);

    // The ticket money is 10 000 (the 250 of Airtel's fee is the operator's); Sanza keeps 5 % of it.
    expect(await summary(organizer)).toEqual({ balance: 9500, available: 0, pending: 9500, currency: 'XAF' });
    const sales = await call(organizer, `/api/studio/events/${event.serialId}/sales/`);
    expect(studioSalesSchema.parse(sales.json()).money).toEqual({
      sales: 10000,
      fees: -500,
      refunds: 0,
      net: 9500,
    });
    const releasedAt = new Date(Date.parse('2030-06-10T23:00:00Z') + 2 * DAY);
    clock.set(new Date(releasedAt.getTime() - 1000));
    expect((await summary(organizer)).available).toBe(0);
    clock.set(releasedAt);
    expect(await summary(organizer)).toEqual({ balance: 9500, available: 9500, pending: 0, currency: 'XAF' });
  });

  it('reads an event’s end from ends_at when it has one', async () => {
    const organizer = await person(['organizer']);
    // Starts 2030-06-10 at 20:00 in Douala and runs until the 12th at noon.
    const event = await createEvent(db(), {
      organizerId: organizer.id,
      date: '2030-06-10',
      endsAt: new Date('2030-06-12T11:00:00Z'),
    });
    await entry(organizer, 'sale', 8000, NOW, event);
    clock.set(new Date('2030-06-14T10:59:59Z'));
    expect((await summary(organizer)).available).toBe(0);
    clock.set(new Date('2030-06-14T11:00:00Z'));
    expect((await summary(organizer)).available).toBe(8000);
  });

  it('counts payouts at once and keeps what is available between 0 and the balance', async () => {
    const organizer = await person(['organizer']);
    const ended = await createEvent(db(), { organizerId: organizer.id, date: '2030-05-01' });
    const coming = await createEvent(db(), { organizerId: organizer.id, date: '2030-06-20' });
    await entry(organizer, 'sale', 10000, '2030-04-20T10:00:00Z', ended);
    await entry(organizer, 'fee', -500, '2030-04-20T10:00:00Z', ended);
    // A refund on the coming event brings the balance under what the ended one released.
    await entry(organizer, 'sale', 3000, '2030-05-20T10:00:00Z', coming);
    await entry(organizer, 'refund', -6000, '2030-05-21T10:00:00Z', coming);
    expect(await summary(organizer)).toEqual({ balance: 6500, available: 6500, pending: 0, currency: 'XAF' });
    // Paid out more than was released: nothing more is available, and the balance owed stays pending.
    await entry(organizer, 'payout', -9000, '2030-05-25T10:00:00Z');
    expect(await summary(organizer)).toEqual({
      balance: -2500,
      available: 0,
      pending: -2500,
      currency: 'XAF',
    });
    await entry(organizer, 'payout_returned', 9000, '2030-05-26T10:00:00Z');
    expect(await summary(organizer)).toEqual({ balance: 6500, available: 6500, pending: 0, currency: 'XAF' });
  });

  it('never counts another organizer’s entries', async () => {
    const mine = await person(['organizer']);
    const theirs = await person(['organizer']);
    const event = await createEvent(db(), { organizerId: theirs.id, date: '2030-05-01' });
    await entry(theirs, 'sale', 7000, '2030-04-20T10:00:00Z', event);
    await entry(theirs, 'payout', -1000, '2030-05-20T10:00:00Z');
    expect(await summary(mine)).toEqual({ balance: 0, available: 0, pending: 0, currency: 'XAF' });
    expect(await summary(theirs)).toEqual({ balance: 6000, available: 6000, pending: 0, currency: 'XAF' });
    expect((await statement(mine, '?from=2030-04-01&to=2030-06-01')).entries).toEqual([]);
    expect((await call(mine, '/api/studio/money/statement/?format=csv')).body).not.toContain('Vente');
  });
});

describe('GET /api/studio/money/statement/', () => {
  it('covers the last 30 days by default, oldest first, with the balance before and after', async () => {
    const organizer = await person(['organizer']);
    const event = await createEvent(db(), { organizerId: organizer.id, name: 'Nuit de la Rumba' });
    // 2030-05-02 is 31 days before today (2030-06-01 in Douala): before the statement.
    await entry(organizer, 'sale', 4000, '2030-05-02T12:00:00Z', event);
    await entry(organizer, 'sale', 5000, '2030-05-03T12:00:00Z', event);
    await entry(organizer, 'fee', -250, '2030-05-03T12:00:00Z', event);
    await entry(organizer, 'refund', -5000, '2030-05-20T08:00:00Z', event);
    await entry(organizer, 'fee', 250, '2030-05-20T08:00:00Z', event);
    await entry(organizer, 'payout', -2000, '2030-05-25T09:30:00Z');
    const res = await statement(organizer);
    expect(res).toMatchObject({
      from: '2030-05-03',
      to: '2030-06-01',
      currency: 'XAF',
      opening_balance: 4000,
      closing_balance: 2000,
      totals: { sales: 5000, fees: 0, refunds: -5000, payouts: -2000, net: -2000 },
    });
    expect(res.entries.map((e) => [e.kind, e.amount, e.event?.name ?? null, e.created_at])).toEqual([
      ['sale', 5000, 'Nuit de la Rumba', '2030-05-03T12:00:00.000Z'],
      ['fee', -250, 'Nuit de la Rumba', '2030-05-03T12:00:00.000Z'],
      ['refund', -5000, 'Nuit de la Rumba', '2030-05-20T08:00:00.000Z'],
      ['fee', 250, 'Nuit de la Rumba', '2030-05-20T08:00:00.000Z'],
      ['payout', -2000, null, '2030-05-25T09:30:00.000Z'],
    ]);
    expect(res.entries[0]!.event).toEqual({ serial_id: event.serialId, name: 'Nuit de la Rumba' });
  });

  it('reads the days in the platform’s time zone, `to` included', async () => {
    const organizer = await person(['organizer']);
    const event = await createEvent(db(), { organizerId: organizer.id });
    // 23:59 and 00:00 in Douala, on either side of the 1st of June.
    await entry(organizer, 'sale', 100, '2030-05-31T22:59:00Z', event);
    await entry(organizer, 'sale', 200, '2030-05-31T23:00:00Z', event);
    await entry(organizer, 'sale', 400, '2030-06-01T22:59:00Z', event);
    await entry(organizer, 'sale', 800, '2030-06-01T23:00:00Z', event);
    const day = await statement(organizer, '?from=2030-06-01&to=2030-06-01');
    expect(day.entries.map((e) => e.amount)).toEqual([200, 400]);
    expect(day).toMatchObject({
      opening_balance: 100,
      closing_balance: 700,
      totals: { sales: 600, net: 600 },
    });
    const only = await statement(organizer, '?from=2030-05-31');
    expect(only).toMatchObject({ from: '2030-05-31', to: '2030-06-01' });
    expect(only.entries.map((e) => e.amount)).toEqual([100, 200, 400]);
    const upTo = await statement(organizer, '?to=2030-05-31');
    expect(upTo).toMatchObject({ from: '2030-05-02', to: '2030-05-31', closing_balance: 100 });
    // A period of 366 days is accepted.
    expect((await statement(organizer, '?from=2029-06-01&to=2030-06-01')).entries).toHaveLength(3);
  });

  it('refuses a malformed date, a start after the end, a period over 366 days and an unknown format in French', async () => {
    const organizer = await person(['organizer']);
    const cases: [string, Record<string, string[]>][] = [
      ['?from=2030-13-01', { from: [studioMoneyMessages.dateInvalid] }],
      ['?to=2030-02-30', { to: [studioMoneyMessages.dateInvalid] }],
      ['?from=01/06/2030', { from: [studioMoneyMessages.dateInvalid] }],
      ['?from=2030-06-02&to=2030-06-01', { from: [studioMoneyMessages.fromAfterTo] }],
      ['?from=2030-06-05', { from: [studioMoneyMessages.fromAfterTo] }],
      ['?from=2029-05-31&to=2030-06-01', { from: [studioMoneyMessages.periodTooLong] }],
      ['?format=xml', { format: [studioMoneyMessages.formatInvalid] }],
    ];
    for (const [query, body] of cases) {
      const res = await call(organizer, `/api/studio/money/statement/${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toEqual(body);
    }
    expect(studioMoneyMessages.periodTooLong).toBe('La période ne peut pas dépasser 366 jours');
  });

  it('exports the statement as CSV: a BOM, French labels, amounts as numbers and formulas defused', async () => {
    const organizer = await person(['organizer']);
    const event = await createEvent(db(), { organizerId: organizer.id, name: '=HYPERLINK("http://x")' });
    await entry(organizer, 'sale', 5000, '2030-05-10T19:30:00Z', event);
    await entry(organizer, 'fee', -250, '2030-05-10T19:30:00Z', event);
    await entry(organizer, 'refund', -5000, '2030-05-11T08:00:00Z', event);
    await entry(organizer, 'payout', -1000, '2030-05-12T08:00:00Z');
    await entry(organizer, 'payout_returned', 1000, '2030-05-13T08:00:00Z');
    const res = await call(
      organizer,
      '/api/studio/money/statement/?from=2030-05-01&to=2030-05-31&format=csv',
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="releve-2030-05-01-2030-05-31.csv"',
    );
    const name = `"'=HYPERLINK(""http://x"")"`;
    expect(res.body).toBe(
      [
        '\uFEFF"Date","Type","Événement","Montant (XAF)"',
        `"2030-05-10 20:30","Vente",${name},5000`,
        `"2030-05-10 20:30","Commission Sanza",${name},-250`,
        `"2030-05-11 09:00","Remboursement",${name},-5000`,
        '"2030-05-12 09:00","Versement","",-1000',
        '"2030-05-13 09:00","Versement retourné","",1000',
        '',
      ].join('\r\n'),
    );
  });

  it('exports an empty period as the header alone, named by its default days', async () => {
    const organizer = await person(['organizer']);
    const res = await call(organizer, '/api/studio/money/statement/?format=csv');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="releve-2030-05-03-2030-06-01.csv"',
    );
    expect(res.body).toBe('\uFEFF"Date","Type","Événement","Montant (XAF)"\r\n');
  });
});
