import { z } from 'zod';

import { PRIORITY_PANEL } from './events.constants.ts';

export * from './events.constants.ts';

export const categorySchema = z.object({
  serial_id: z.string(),
  name: z.string(),
  description: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const ticketTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  type_billet: z.string(),
  price: z.number().int(),
  quantity_available: z.number().int(),
  is_available: z.boolean(),
  is_auction: z.boolean(),
  description: z.string(),
  event: z.string(),
  /** When the public sale opens (null: open now), and the subscribers' pre-sale before it. */
  sales_start: z.string().nullable().optional(),
  presale_start: z.string().nullable().optional(),
});
export type TicketType = z.infer<typeof ticketTypeSchema>;

/** An artist on an event's line-up. */
export const eventArtistSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
});
export type EventArtist = z.infer<typeof eventArtistSchema>;

export const eventSchema = z.object({
  serial_id: z.string(),
  name: z.string(),
  description: z.string(),
  organizer: z.object({ username: z.string() }),
  date: z.string(),
  time: z.string(),
  location: z.string(),
  image: z.string().nullable(),
  /** A studio cover's sizes (`url 320w, …`) and tiny blurred preview (data URI); null for other images. */
  image_srcset: z.string().nullable().optional(),
  image_placeholder: z.string().nullable().optional(),
  view: z.number().int(),
  priority: z.number().int(),
  category: categorySchema,
  ticket_types: z.array(ticketTypeSchema),
  registration_deadline: z.string().nullable(),
  is_registration_open: z.boolean(),
  /** Cancelled by its organizer: shown « Annulé », nothing can be reserved (registration reads closed). */
  is_cancelled: z.boolean(),
  /** The confirmed line-up, in the organizer's order. */
  artists: z.array(eventArtistSchema).optional(),
});
export type Event = z.infer<typeof eventSchema>;

/** `GET /api/accounts/artists/{id}/events/`: an upcoming event the artist plays. */
export const artistEventSchema = eventSchema.extend({
  city: z.string(),
  /** The cheapest ticket on sale (auctions aside), null when none is. */
  lowest_price: z.number().int().nullable(),
});
export type ArtistEvent = z.infer<typeof artistEventSchema>;

/** Query of `GET /events/`: every filter is optional; without them the whole list is answered. */
export const eventListQuerySchema = z.object({
  category: z.string().max(64).optional(),
  upcoming: z.enum(['true', 'false']).optional(),
});

export const priorityParamsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(PRIORITY_PANEL.maxLimit),
  min: z.coerce.number().int().min(0).max(PRIORITY_PANEL.maxPriority),
});
