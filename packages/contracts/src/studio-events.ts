import { z } from 'zod';

import { STUDIO_EVENT_LIMITS as L, studioEventMessages as msg } from './studio-events.constants.ts';
import { eventMoneySchema } from './studio-money.ts';

export * from './studio-events.constants.ts';

/** An instant in ISO 8601 with its offset (`2030-06-10T20:00:00+01:00` or `…Z`). */
const instant = z.iso.datetime({ offset: true, error: msg.dateInvalid });
const text = (max: number, required: string) =>
  z.string({ error: required }).trim().min(1, { error: required, abort: true }).max(max);
const price = z
  .number({ error: msg.priceInvalid })
  .int({ error: msg.priceInvalid })
  .min(0, { error: msg.priceInvalid })
  .max(L.priceMax, { error: msg.priceInvalid });
const quantity = z
  .number({ error: msg.quantityInvalid })
  .int({ error: msg.quantityInvalid })
  .min(1, { error: msg.quantityInvalid })
  .max(L.quantityMax, { error: msg.quantityInvalid });
const maxPerOrder = z
  .number({ error: msg.maxPerOrderRange })
  .int({ error: msg.maxPerOrderRange })
  .min(1, { error: msg.maxPerOrderRange })
  .max(L.maxPerOrderMax, { error: msg.maxPerOrderRange });

export const studioAuctionInputSchema = z.object({
  starting_price: price,
  min_increment: z
    .number({ error: msg.auctionIncrementInvalid })
    .int({ error: msg.auctionIncrementInvalid })
    .min(1, { error: msg.auctionIncrementInvalid })
    .max(L.priceMax, { error: msg.auctionIncrementInvalid }),
  ends_at: instant,
});

const ticketTypeFields = {
  name: text(L.nameMax, msg.ticketNameRequired),
  description: z.string().max(L.descriptionMax).optional(),
  price,
  quantity,
  max_per_order: maxPerOrder.nullable().optional(),
  sales_start: instant.nullable().optional(),
  sales_end: instant.nullable().optional(),
  /** The line-up's subscribers may buy from here until `sales_start`. */
  presale_start: instant.nullable().optional(),
};

export const studioTicketTypeInputSchema = z.object({
  ...ticketTypeFields,
  auction: studioAuctionInputSchema.optional(),
});

const eventFields = {
  name: text(L.nameMax, msg.nameRequired),
  description: z.string().max(L.descriptionMax),
  category: z.string({ error: msg.categoryUnknown }).max(64),
  venue: text(L.placeMax, msg.venueRequired),
  city: text(L.placeMax, msg.cityRequired),
  starts_at: instant,
  ends_at: instant.nullable().optional(),
  time_zone: z.string().max(64).optional(),
  priority: z
    .number({ error: msg.priorityRange })
    .int({ error: msg.priorityRange })
    .min(0, { error: msg.priorityRange })
    .max(L.priorityMax, { error: msg.priorityRange })
    .optional(),
};

/** Body of `POST /api/studio/events/`. */
export const studioEventCreateSchema = z.object({
  ...eventFields,
  description: eventFields.description.default(''),
  ticket_types: z
    .array(studioTicketTypeInputSchema, { error: msg.ticketTypesRequired })
    .min(1, { error: msg.ticketTypesRequired })
    .max(L.ticketTypesMax),
});
export type StudioEventCreate = z.infer<typeof studioEventCreateSchema>;

/** A ticket type in `PATCH`: with `id` it changes that type (fields given only), without it adds one. */
export const studioTicketTypePatchSchema = z.union([
  z
    .object({
      id: z.number().int().min(1).max(2_147_483_647),
      ...ticketTypeFields,
      auction: z.unknown().optional(),
    })
    .partial()
    .required({ id: true }),
  studioTicketTypeInputSchema,
]);

/** Body of `PATCH /api/studio/events/{serial_id}/`: every field optional. */
export const studioEventPatchSchema = z
  .object({
    ...eventFields,
    ticket_types: z.array(studioTicketTypePatchSchema).max(L.ticketTypesMax),
    /** The line-up, whole: artists of the catalogue, in order; new ones are asked to confirm. */
    artists: z
      .array(
        z.number({ error: msg.artistUnknown }).int({ error: msg.artistUnknown }).min(1).max(2_147_483_647),
        {
          error: msg.artistUnknown,
        },
      )
      .max(L.lineupMax, { error: msg.lineupTooLong }),
  })
  .partial();
export type StudioEventPatch = z.infer<typeof studioEventPatchSchema>;

export const studioTicketTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  price: z.number().int(),
  quantity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  left: z.number().int(),
  max_per_order: z.number().int().nullable(),
  sales_start: z.string().nullable(),
  sales_end: z.string().nullable(),
  presale_start: z.string().nullable(),
  auction: z
    .object({
      id: z.number().int(),
      starting_price: z.number().int(),
      current_price: z.number().int(),
      min_increment: z.number().int(),
      ends_at: z.string().nullable(),
      bids_count: z.number().int(),
    })
    .nullable(),
});

/** An event as its organizer sees it in the studio. */
export const studioEventSchema = z.object({
  serial_id: z.string(),
  name: z.string(),
  description: z.string(),
  status: z.enum(['draft', 'published', 'cancelled']),
  category: z.object({ serial_id: z.string(), name: z.string() }),
  organizer: z.object({ username: z.string() }),
  venue: z.string(),
  city: z.string(),
  location: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  time_zone: z.string(),
  date: z.string(),
  time: z.string(),
  priority: z.number().int(),
  image: z.string().nullable(),
  image_placeholder: z.string().nullable(),
  image_srcset: z.string().nullable(),
  published_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  hidden_reason: z.string().nullable(),
  ticket_types: z.array(studioTicketTypeSchema),
  /** The line-up as the organizer sees it: every artist asked, with the answer. */
  artists: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      image: z.string().nullable(),
      status: z.enum(['pending', 'confirmed', 'declined']),
    }),
  ),
});
export type StudioEvent = z.infer<typeof studioEventSchema>;

/** `GET /api/studio/events/{serial_id}/sales/`. */
export const studioSalesSchema = z.object({
  ticket_types: z.array(
    z.object({ id: z.number().int(), name: z.string(), sold: z.number().int(), held: z.number().int() }),
  ),
  /** Per provider, net of refunds (`amount`); `refunded`: what is given back or owed back after a cancellation. */
  revenue: z.array(
    z.object({
      provider: z.string(),
      amount: z.number().int(),
      refunded: z.number().int(),
      count: z.number().int(),
    }),
  ),
  check_ins: z.number().int(),
  /** Valid tickets of the event (issued, not cancelled): the « attendus » of the door's counter. */
  expected: z.number().int(),
  /** Cash taken at the gate per seller (door staff or organizer), to count each drawer at night's end. */
  door_cash: z.array(z.object({ username: z.string(), tickets: z.number().int(), amount: z.number().int() })),
  /** Tickets admitted on two phones without network: the first scan won, the other is listed here. */
  conflicts: z.array(
    z.object({
      serial_id: z.string(),
      holder_name: z.string(),
      ticket_name: z.string(),
      admitted: z.object({ at: z.string(), by: z.string().nullable(), device_id: z.string().nullable() }),
      refused: z.object({ at: z.string(), by: z.string().nullable(), device_id: z.string().nullable() }),
    }),
  ),
  per_day: z.array(z.object({ day: z.string(), tickets: z.number().int(), amount: z.number().int() })),
  refunds: z.array(
    z.object({
      reservation: z.string(),
      username: z.string(),
      email: z.string(),
      amount: z.number().int(),
      provider: z.string().nullable(),
      /** Where its refund stands: sent by the operator, to make by hand, failed to send, or not recorded yet. */
      refund_status: z.enum(['sent', 'manual', 'failed']).nullable(),
    }),
  ),
  /** The event's money as the ledger holds it: sales, Sanza's fees, refunds and what is left. */
  money: eventMoneySchema,
});
export type StudioSales = z.infer<typeof studioSalesSchema>;

/** A line-up request as the artist sees it in the studio (`GET /api/studio/lineups/`). */
export const lineupRequestSchema = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'confirmed', 'declined']),
  artist: z.object({ id: z.number().int(), name: z.string() }),
  event: z.object({
    serial_id: z.string(),
    name: z.string(),
    date: z.string(),
    time: z.string(),
    location: z.string(),
    city: z.string(),
    organizer: z.object({ username: z.string() }),
  }),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export type LineupRequest = z.infer<typeof lineupRequestSchema>;
