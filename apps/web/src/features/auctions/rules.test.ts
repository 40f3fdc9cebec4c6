import { auctionMessages } from '@sanza/contracts/constants';
import { describe, expect, it } from 'vitest';
import { makeAuction, makeBidUpdate } from '../../test/auctions.ts';
import {
  applyBidUpdate,
  auctionPhase,
  clockOffsetOf,
  countdownText,
  formatBidTime,
  formatDuration,
  minimumBid,
  newerAuction,
  remainingMs,
  serverNow,
  toBidPayload,
  withClockOffset,
} from './rules.ts';

const T0 = Date.parse('2026-11-22T20:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('formatDuration', () => {
  it('writes days, hours, minutes and seconds in French with padded inner units', () => {
    expect(formatDuration(2 * DAY + 3 * HOUR + 12 * MINUTE + 5 * SECOND)).toBe('2 j 03 h 12 min 05 s');
  });

  it('leaves out leading zero units', () => {
    expect(formatDuration(3 * HOUR + 4 * MINUTE)).toBe('3 h 04 min 00 s');
    expect(formatDuration(12 * MINUTE + 5 * SECOND)).toBe('12 min 05 s');
    expect(formatDuration(9 * SECOND)).toBe('9 s');
    expect(formatDuration(DAY)).toBe('1 j 00 h 00 min 00 s');
  });

  it('rounds a partial second up, so the last second shows 1 s rather than 0 s', () => {
    expect(formatDuration(400)).toBe('1 s');
    expect(formatDuration(59_001)).toBe('1 min 00 s');
  });
});

describe('countdownText', () => {
  it('shows the time left before the end', () => {
    expect(countdownText(iso(T0 + 90 * MINUTE + 7 * SECOND), T0)).toBe('1 h 30 min 07 s');
  });

  it("says 'Enchère terminée' once the end has passed, and at the very end", () => {
    expect(countdownText(iso(T0 - SECOND), T0)).toBe(auctionMessages.ended);
    expect(countdownText(iso(T0), T0)).toBe('Enchère terminée');
  });

  it("says 'Temps indéterminé' without an end time", () => {
    expect(countdownText(null, T0)).toBe('Temps indéterminé');
  });

  it('treats an unreadable end time as no end', () => {
    expect(remainingMs('bientôt', T0)).toBeNull();
    expect(countdownText('bientôt', T0)).toBe(auctionMessages.noEnd);
  });
});

describe('server clock', () => {
  it("measures how far the server's clock is from ours when an answer arrives", () => {
    expect(clockOffsetOf(iso(T0 + 90 * SECOND), T0)).toBe(90 * SECOND);
    expect(clockOffsetOf(iso(T0 - 5 * SECOND), T0)).toBe(-5 * SECOND);
    expect(clockOffsetOf('pas une date', T0)).toBe(0);
  });

  it("counts down on the server's clock, whatever the phone's clock says", () => {
    // The phone runs 10 minutes fast: by its own clock the auction would already be over.
    const phoneAhead = 10 * MINUTE;
    const auction = withClockOffset(
      makeAuction({ server_time: iso(T0), end_time: iso(T0 + 5 * MINUTE) }),
      T0 + phoneAhead,
    );
    expect(auction.clockOffsetMs).toBe(-phoneAhead);
    const localNow = T0 + phoneAhead + 30 * SECOND;
    expect(countdownText(auction.end_time, localNow)).toBe(auctionMessages.ended);
    expect(countdownText(auction.end_time, serverNow(localNow, auction.clockOffsetMs))).toBe('4 min 30 s');
  });
});

describe('auctionPhase', () => {
  const times = { start_time: iso(T0 - HOUR), end_time: iso(T0 + HOUR) };

  it('is running between its start and its end, or after its start when it has no end', () => {
    expect(auctionPhase(times, T0)).toBe('running');
    expect(auctionPhase({ ...times, end_time: null }, T0 + 100 * DAY)).toBe('running');
  });

  it('has not started before its start time, and has ended from its end time', () => {
    expect(auctionPhase(times, T0 - 2 * HOUR)).toBe('notStarted');
    expect(auctionPhase(times, T0 + HOUR)).toBe('ended');
  });
});

describe('bids', () => {
  it('accepts from the current price + 1 and sends the amount with 2 decimals', () => {
    expect(minimumBid(45000)).toBe(45001);
    expect(toBidPayload(1500)).toBe('1500.00');
  });

  it('writes when a bid was placed in French, in the venue time zone', () => {
    expect(formatBidTime('2026-11-22T20:31:07.000Z')).toBe('22 nov. à 21:31:07');
    expect(formatBidTime('pas une date')).toBe('pas une date');
  });
});

describe('applyBidUpdate', () => {
  const base = withClockOffset(makeAuction({ server_time: iso(T0), end_time: iso(T0 + HOUR) }), T0);

  it('raises the price and count and puts the new bid at the top of the history', () => {
    const update = makeBidUpdate(base, 50000, { user: 'mireille', at: T0 + 10 * SECOND });
    const next = applyBidUpdate(base, update, T0 + 10 * SECOND);
    expect(next.current_price).toBe(50000);
    expect(next.bids_count).toBe(2);
    expect(next.bids.map((bid) => [bid.user, bid.amount])).toEqual([
      ['mireille', 50000],
      ['kofi', 45000],
    ]);
  });

  it('takes the later end time a bid near the end brings (soft close)', () => {
    const update = { ...makeBidUpdate(base, 50000), end_time: iso(T0 + 2 * HOUR) };
    expect(applyBidUpdate(base, update).end_time).toBe(iso(T0 + 2 * HOUR));
  });

  it('never lists the same bid twice', () => {
    const update = makeBidUpdate(base, 50000);
    const once = applyBidUpdate(base, update);
    expect(applyBidUpdate(once, update).bids).toHaveLength(2);
  });

  it('never lowers the price when an older event arrives after a newer state', () => {
    const raised = { ...base, current_price: 60000, bids_count: 3 };
    const late = makeBidUpdate(base, 50000, { bidId: 999 });
    const next = applyBidUpdate(raised, late);
    expect(next.current_price).toBe(60000);
    expect(next.bids_count).toBe(3);
    expect(next.bids.some((bid) => bid.id === 999)).toBe(true);
  });
});

describe('newerAuction', () => {
  const base = withClockOffset(makeAuction({ current_price: 45000, bids_count: 1 }), T0);

  it('keeps the state further along, whichever arrives last', () => {
    const ahead = { ...base, current_price: 50000, bids_count: 2 };
    expect(newerAuction(ahead, base)).toBe(ahead);
    expect(newerAuction(base, ahead)).toBe(ahead);
    expect(newerAuction(undefined, base)).toBe(base);
  });

  it('takes the incoming state when both are as far along', () => {
    const fresh = { ...base, ticket_type: { ...base.ticket_type, quantity_available: 0 } };
    expect(newerAuction(base, fresh)).toBe(fresh);
  });
});
