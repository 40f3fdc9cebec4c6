import { z } from 'zod';
import { auctionMessages, BID_AMOUNT_CAP } from './auctions.constants.ts';

export * from './auctions.constants.ts';

/** A bid: a number, or a string with 2 decimals as the spec's client sends ("1500.00"); whole XAF only. */
export const bidSchema = z.object({
  amount: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,9}(\.\d{1,2})?$/, { message: auctionMessages.amountInvalid }),
      ],
      {
        message: auctionMessages.amountInvalid,
      },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int({ message: auctionMessages.amountInvalid })
        .positive({ message: auctionMessages.amountInvalid })
        .max(BID_AMOUNT_CAP, { message: auctionMessages.amountInvalid }),
    ),
});

export const auctionBidSchema = z.object({
  id: z.number().int(),
  user: z.string(),
  amount: z.number().int(),
  created_at: z.string(),
});

export const auctionSchema = z.object({
  id: z.number().int(),
  start_price: z.number().int(),
  current_price: z.number().int(),
  start_time: z.string(),
  end_time: z.string().nullable(),
  time_remaining: z.number().int().nullable(),
  server_time: z.string(),
  is_active: z.boolean(),
  bids_count: z.number().int(),
  /** The highest bid accepted now: a multiple of the current price (or of the ticket's price), never above the cap. */
  max_bid: z.number().int(),
  /** The smallest raise over the current price the organizer set (1: any higher amount). */
  min_increment: z.number().int(),
  event_image: z.string().nullable(),
  ticket_type: z.object({
    id: z.number().int(),
    name: z.string(),
    price: z.number().int(),
    quantity_available: z.number().int(),
  }),
  event: z.object({
    serial_id: z.string(),
    name: z.string(),
    description: z.string(),
    organizer: z.object({ username: z.string() }),
  }),
  bids: z.array(auctionBidSchema),
  /** Once ended and awarded: who holds the offer (after a lapse, the next bidder) and at what price. */
  winner: z.object({ username: z.string(), amount: z.number().int() }).nullable(),
  /** How it ended: 'sold' (paid), 'unsold' (no bid, or every offer lapsed), null while undecided. */
  outcome: z.enum(['sold', 'unsold']).nullable(),
});
export type Auction = z.infer<typeof auctionSchema>;

/** What the live stream pushes after each accepted bid. */
export const auctionUpdateSchema = z.object({
  auction_id: z.number().int(),
  current_price: z.number().int(),
  bids_count: z.number().int(),
  max_bid: z.number().int(),
  end_time: z.string().nullable(),
  server_time: z.string(),
  bid: auctionBidSchema,
});
export type AuctionUpdate = z.infer<typeof auctionUpdateSchema>;
