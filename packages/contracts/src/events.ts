import { z } from 'zod';

/** Texts of the events area (spec 1 home page, spec 2 §2 and §8). */
export const eventMessages = {
  listLoadError: 'Une erreur est survenue lors du chargement des événements',
  detailLoadError: "Une erreur est survenue lors du chargement de l'événement",
  panelLoadError: 'Failed to load events. Please try again.',
  notFound: 'Événement non trouvé',
  categoryNotFound: 'Catégorie introuvable',
  fromPrice: 'À partir de',
  free: 'Gratuit',
  soldOut: 'Complet',
  noPrice: 'Prix non disponible',
  upcoming: 'À venir',
  finished: 'Terminé',
  emptySearch: 'Aucun événement ne correspond à votre recherche',
  auctionBadge: 'enchère en cours...',
} as const;

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
});
export type TicketType = z.infer<typeof ticketTypeSchema>;

export const eventSchema = z.object({
  serial_id: z.string(),
  name: z.string(),
  description: z.string(),
  organizer: z.object({ username: z.string() }),
  date: z.string(),
  time: z.string(),
  location: z.string(),
  image: z.string().nullable(),
  view: z.number().int(),
  priority: z.number().int(),
  category: categorySchema,
  ticket_types: z.array(ticketTypeSchema),
  registration_deadline: z.string().nullable(),
  is_registration_open: z.boolean(),
});
export type Event = z.infer<typeof eventSchema>;

/** Query of `GET /events/`: every filter is optional; without them the whole list is answered. */
export const eventListQuerySchema = z.object({
  category: z.string().max(64).optional(),
  upcoming: z.enum(['true', 'false']).optional(),
});

/** Bounds of `GET /events/{limit}/priority-{min}/`. */
export const PRIORITY_PANEL = { maxLimit: 20, maxPriority: 100 } as const;

export const priorityParamsSchema = z.object({
  limit: z.coerce.number().int().min(1).max(PRIORITY_PANEL.maxLimit),
  min: z.coerce.number().int().min(0).max(PRIORITY_PANEL.maxPriority),
});

/** Lowest price among a list of ticket types, or null when there is none. */
export function lowestPrice(types: readonly Pick<TicketType, 'price'>[]): number | null {
  if (types.length === 0) return null;
  return Math.min(...types.map((t) => t.price));
}
