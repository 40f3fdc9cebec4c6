import type { Auction, AuctionUpdate } from '@sanza/contracts';
import { auctionMessages, groupAmount } from '@sanza/contracts/constants';
import { VENUE_TIME_ZONE } from '../../lib/format.ts';

/** An auction as the client keeps it: the server's answer plus how far the server's clock is from ours. */
export type LiveAuction = Auction & {
  /** `server_time − Date.now()` when the answer arrived: the countdown follows the server's clock. */
  clockOffsetMs: number;
};

export type AuctionBid = Auction['bids'][number];

/** Where an auction stands on the server's clock. */
export type AuctionPhase = 'notStarted' | 'running' | 'ended';

/** The server kept at most this many bids in the history it sends; live bids keep the same length. */
export const BID_HISTORY_LENGTH = 50;

const parseTime = (iso: string | null): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
};

/** The offset of the server's clock from ours, measured from a `server_time` received at `receivedAt`. */
export function clockOffsetOf(serverTime: string, receivedAt: number): number {
  const server = parseTime(serverTime);
  return server === null ? 0 : server - receivedAt;
}

/** An auction just received, stamped with the server clock offset measured at `receivedAt`. */
export function withClockOffset(auction: Auction, receivedAt = Date.now()): LiveAuction {
  return { ...auction, clockOffsetMs: clockOffsetOf(auction.server_time, receivedAt) };
}

/** The server's time now, from our clock and the measured offset. */
export function serverNow(localNow: number, clockOffsetMs: number): number {
  return localNow + clockOffsetMs;
}

/** Milliseconds left before `endTime` at `now` (server clock), never negative; null without an end. */
export function remainingMs(endTime: string | null, now: number): number | null {
  const end = parseTime(endTime);
  return end === null ? null : Math.max(0, end - now);
}

/** Whether the auction has not started, runs, or has ended at `now` (server clock). */
export function auctionPhase(auction: Pick<Auction, 'start_time' | 'end_time'>, now: number): AuctionPhase {
  const start = parseTime(auction.start_time);
  if (start !== null && start > now) return 'notStarted';
  const left = remainingMs(auction.end_time, now);
  return left === 0 ? 'ended' : 'running';
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A positive duration in French, to the second, rounded up (the countdown shows `1 s` until the very end):
 * `2 j 03 h 12 min 05 s`, `3 h 04 min 00 s`, `12 min 05 s`, `9 s`. Leading zero units are left out.
 */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const hours = Math.floor((total % 86_400) / 3_600);
  const minutes = Math.floor((total % 3_600) / 60);
  const seconds = total % 60;
  if (days > 0) return `${days} j ${pad(hours)} h ${pad(minutes)} min ${pad(seconds)} s`;
  if (hours > 0) return `${hours} h ${pad(minutes)} min ${pad(seconds)} s`;
  if (minutes > 0) return `${minutes} min ${pad(seconds)} s`;
  return `${seconds} s`;
}

/** The countdown text: time left, 'Enchère terminée' once past, 'Temps indéterminé' without an end. */
export function countdownText(endTime: string | null, now: number): string {
  const left = remainingMs(endTime, now);
  if (left === null) return auctionMessages.noEnd;
  if (left === 0) return auctionMessages.ended;
  return formatDuration(left);
}

/**
 * What an ended auction came to: « Adjugée à {username} pour {amount} XAF » once the ticket is offered (to the
 * winner, or after a lapse to the next bidder), « Aucune offre » without a bid, « Invendue » when every offer
 * lapsed; null while the server has not settled it yet.
 */
export function auctionResultText(
  auction: Pick<Auction, 'winner' | 'outcome' | 'bids_count'>,
): string | null {
  if (auction.winner)
    return auctionMessages.awardedTo(auction.winner.username, groupAmount(auction.winner.amount));
  if (auction.bids_count === 0) return auctionMessages.noBid;
  if (auction.outcome === 'unsold') return auctionMessages.unsold;
  return null;
}

/** Whether an ended auction still waits for the server to settle it (it has bids, no result yet). */
export function isAwaitingResult(auction: Pick<Auction, 'winner' | 'outcome' | 'bids_count'>): boolean {
  return auctionResultText(auction) === null;
}

/** The lowest bid accepted: one XAF above the current price, or the organizer's raise when larger. */
export function minimumBid(currentPrice: number, minIncrement = 1): number {
  return currentPrice + Math.max(1, minIncrement);
}

/** The bid amount as the server takes it: a string with 2 decimals. */
export function toBidPayload(amount: number): string {
  return amount.toFixed(2);
}

/** Bids highest first, newest first among equals, as the server lists them. */
function sortBids(bids: readonly AuctionBid[]): AuctionBid[] {
  return [...bids].sort((a, b) => b.amount - a.amount || b.id - a.id);
}

/**
 * The auction after a live `bid` event. Prices only rise, so an event older than what is shown (it can
 * arrive after the answer to our own bid) changes nothing but adds its bid if missing; a bid already listed
 * is never listed twice.
 */
export function applyBidUpdate(
  auction: LiveAuction,
  update: AuctionUpdate,
  receivedAt = Date.now(),
): LiveAuction {
  const hasBid = auction.bids.some((bid) => bid.id === update.bid.id);
  const bids = hasBid ? auction.bids : sortBids([update.bid, ...auction.bids]).slice(0, BID_HISTORY_LENGTH);
  if (update.current_price < auction.current_price) return hasBid ? auction : { ...auction, bids };
  return {
    ...auction,
    current_price: update.current_price,
    bids_count: Math.max(update.bids_count, auction.bids_count),
    max_bid: update.max_bid,
    // A bid near the end pushes it back (soft close): the event carries the new end.
    end_time: update.end_time,
    server_time: update.server_time,
    clockOffsetMs: clockOffsetOf(update.server_time, receivedAt),
    bids,
  };
}

/**
 * Which of two states of one auction to keep: the one further along (higher price, then more bids), the
 * incoming one when equal. Answers (snapshot, our bid's answer) can arrive in any order with live events.
 */
export function newerAuction(current: LiveAuction | undefined, incoming: LiveAuction): LiveAuction {
  if (!current) return incoming;
  if (incoming.current_price !== current.current_price) {
    return incoming.current_price > current.current_price ? incoming : current;
  }
  return incoming.bids_count >= current.bids_count ? incoming : current;
}

let bidTimeFormat: Intl.DateTimeFormat | undefined;

/** When a bid was placed, in French in the venue's time zone: `22 nov. à 21:31:07`. */
export function formatBidTime(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  // Made on first use: this module is in the entry chunk, and most pages never show a bid.
  bidTimeFormat ??= new Intl.DateTimeFormat('fr-FR', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone: VENUE_TIME_ZONE,
  });
  const parts = bidTimeFormat.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')} ${part('month')} à ${part('hour')}:${part('minute')}:${part('second')}`;
}
