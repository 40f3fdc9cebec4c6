import { z } from 'zod';

/** Quantity bounds of one ticket type in a reservation (spec 2 §5, §9). */
export const RESERVATION_QUANTITY = { min: 1, max: 4, default: 1 } as const;
/** Minimum characters before searching users to share with, and the debounce (spec 2 §5). */
export const SHARE_SEARCH = { minLength: 2, debounceMs: 300, maxResults: 20 } as const;
/** How long the reservation list shows a message passed by navigation (spec 2 §9). */
export const RESERVATION_LIST_MESSAGE_MS = 5_000;

/** Texts of reservations, sharing and the cart (spec 2 §2, §5, §8). */
export const reservationMessages = {
  onlyAvailable: (n: number) => `Seulement ${n} billet(s) disponible(s)`,
  ticketTypeNotFound: 'Type de billet introuvable',
  registrationClosed: (date: string) => `Les inscriptions ont fermé le ${date}`,
  registrationClosedButton: 'Inscriptions fermées',
  registrationClosedDetail: 'Les inscriptions sont fermées pour cet événement',
  auctionOnly: 'Ce billet est vendu aux enchères',
  notOnSale: "Ce billet n'est plus en vente",
  quantityRange: 'La quantité doit être comprise entre 1 et 4',
  oneEventPerReservation: 'Tous les billets doivent appartenir au même événement',
  duplicateTicketType: 'Chaque type de billet ne peut apparaître qu’une fois',
  itemsRequired: 'Choisissez au moins un billet',
  notFound: 'Réservation introuvable',
  notOwner: "Vous n'avez pas les droits pour cette action",
  alreadyPaid: 'Cette réservation est déjà payée',
  notModifiable: 'Cette réservation ne peut plus être modifiée',
  notCancellable: 'Cette réservation ne peut plus être annulée',
  shareSelf: 'Vous ne pouvez pas partager une réservation avec vous-même',
  shareUnknownUser: 'Utilisateur introuvable',
  shareNotShared: "Cette réservation n'est pas partagée avec cet utilisateur",
  assignUnknownItem: 'Billet introuvable',
  assignNotShared: "Partagez d'abord la réservation avec cet utilisateur",
  searchTooShort: 'Tapez au moins 2 caractères pour rechercher',
  searchError: 'Erreur lors de la recherche des utilisateurs',
  shareLoadError: 'Impossible de charger les utilisateurs. Veuillez réessayer.',
  reserveError: 'Erreur lors de la réservation',
  created: 'Réservation effectuée avec succès !',
  cancelled: 'Réservation annulée avec succès',
  shared: 'Réservation partagée avec succès',
  paid: 'Payée',
  pending: 'En attente',
  sharedWithMe: 'Partagée avec moi',
  mine: 'Ma reservation',
  title: 'Mes réservations',
  cancel: 'Annuler la réservation',
  back: 'Retour aux réservations',
  payNow: 'Payer maintenant',
  cartDifferentEvent: "Votre panier contient déjà des billets d'un autre événement. Videz-le d'abord.",
  cartEmpty: 'Votre panier est vide',
  cartItemNotFound: 'Article introuvable dans le panier',
  checkout: 'Procéder au paiement',
} as const;

/** Status words the client maps to messages (spec 2 §8, "Reservation service by status"). */
export const reservationStatusMessages = {
  400: 'Données invalides',
  401: 'Veuillez vous connecter pour effectuer cette action',
  403: "Vous n'avez pas les droits pour cette action",
  404: 'Ressource non trouvée',
  409: 'Conflit de données',
} as const;

const quantity = z.coerce
  .number({ message: reservationMessages.quantityRange })
  .int({ message: reservationMessages.quantityRange })
  .min(RESERVATION_QUANTITY.min, { message: reservationMessages.quantityRange })
  .max(RESERVATION_QUANTITY.max, { message: reservationMessages.quantityRange });
const id = z.coerce.number({ message: 'Identifiant invalide' }).int().positive().max(2_147_483_647);

export const reservationItemInputSchema = z.object({ ticket_type: id, quantity });

/** Both request variants of `POST /tickets/reservations/` (spec 2 §3). */
export const createReservationSchema = z.union([
  z.object({ ticket_type_id: id, quantity }),
  z.object({
    event: z.string().min(1).max(64),
    items: z.array(reservationItemInputSchema).min(1, { message: reservationMessages.itemsRequired }).max(10),
  }),
]);
export type CreateReservationInput = z.infer<typeof createReservationSchema>;

export const updateReservationSchema = z.object({
  items: z.array(reservationItemInputSchema).min(1, { message: reservationMessages.itemsRequired }).max(10),
});

export const shareReservationSchema = z.object({ shared_with: z.array(id).min(1).max(50) });
export const assignItemSchema = z.object({ user_id: id });
export const userSearchQuerySchema = z.object({ search: z.string().max(64).optional() });
export const shareSearchQuerySchema = z.object({ q: z.string().max(64).optional() });

export const userRefSchema = z.object({ id: z.number().int(), username: z.string() });

export const reservationSchema = z.object({
  id: z.number().int(),
  serial_id: z.string(),
  status: z.string(),
  data: z.object({
    event: z.object({
      serial_id: z.string(),
      name: z.string(),
      date: z.string(),
      time: z.string(),
      image: z.string().nullable(),
      location: z.string(),
    }),
  }),
  items: z.array(
    z.object({
      id: z.number().int(),
      quantity: z.number().int(),
      ticket_type: z.number().int(),
      assigned_to: userRefSchema.nullable(),
      data: z.object({
        ticket: z.object({ name: z.string(), description: z.string(), price: z.number().int() }),
      }),
    }),
  ),
  total_price: z.number().int(),
  is_paid: z.boolean(),
  is_shared: z.boolean(),
  is_owner: z.boolean(),
  owner: userRefSchema,
  shared_with: z.array(userRefSchema),
  expires_at: z.string().nullable(),
  created_at: z.string(),
});
export type Reservation = z.infer<typeof reservationSchema>;

export const cartItemSchema = z.object({
  serial_id: z.string(),
  quantity: z.number().int(),
  ticket_type_id: z.number().int(),
  ticket: z.object({
    name: z.string(),
    price: z.number().int(),
    event: z.object({ serial_id: z.string(), name: z.string() }),
  }),
});
export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  total_price: z.number().int(),
  count: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;
export const addCartItemSchema = z.object({ ticket_type_id: id, quantity: quantity.default(1) });
export const updateCartItemSchema = z.object({ quantity });
