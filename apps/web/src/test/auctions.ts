import type { Auction, AuctionUpdate } from '@sanza/contracts';

let nextId = 500;

/**
 * A running auction as the API answers it: started an hour before `server_time`, ending 2 days later, one
 * bid. `server_time` is the test's current time unless given.
 */
export function makeAuction(overrides: Partial<Auction> = {}): Auction {
  const id = nextId++;
  const now = Date.now();
  return {
    id,
    start_price: 40000,
    current_price: 45000,
    start_time: new Date(now - 3_600_000).toISOString(),
    end_time: new Date(now + 2 * 86_400_000).toISOString(),
    time_remaining: 2 * 86_400,
    server_time: new Date(now).toISOString(),
    is_active: true,
    bids_count: 1,
    max_bid: 500000,
    min_increment: 1,
    event_image: '/media/events/rumba.svg',
    ticket_type: { id: id * 10, name: 'Carré Or', price: 50000, quantity_available: 1 },
    event: {
      serial_id: 'evt-rumba',
      name: 'Nuit de la Rumba',
      description: 'Une soirée rumba au bord du fleuve.',
      organizer: { username: 'sanza' },
    },
    bids: [{ id: id * 100, user: 'kofi', amount: 45000, created_at: new Date(now - 60_000).toISOString() }],
    winner: null,
    outcome: null,
    ...overrides,
  };
}

/** A live `bid` event raising `auction` to `amount` by `user`. */
export function makeBidUpdate(
  auction: Pick<Auction, 'id' | 'bids_count' | 'end_time'>,
  amount: number,
  { user = 'mireille', bidId = auction.id * 100 + auction.bids_count + 1, at = Date.now() } = {},
): AuctionUpdate {
  const createdAt = new Date(at).toISOString();
  return {
    auction_id: auction.id,
    current_price: amount,
    bids_count: auction.bids_count + 1,
    max_bid: amount * 10,
    end_time: auction.end_time,
    server_time: createdAt,
    bid: { id: bidId, user, amount, created_at: createdAt },
  };
}

/** A stand-in for the browser's EventSource: the test plays the server's side. */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];
  readyState = 0;
  isClosed = false;
  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }
  /** The server sends `event: {type}` with `data` as JSON. */
  emit(type: string, data: unknown) {
    this.readyState = 1;
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close() {
    this.readyState = 2;
    this.isClosed = true;
  }
}
