// Zod-free part of the reservations contract: texts, limits and pure rules the web shell imports
// without pulling zod into its entry chunk (see docs/decisions/120-shared-contracts.md).

/** Quantity bounds of one ticket type in a reservation. */
/** A reservation's states: unpaid holds, awaiting a payment's confirmation, paid, and the ones that gave their tickets back. */
export const RESERVATION_STATUSES = [
  'pending',
  'awaiting_confirmation',
  'cash_pending',
  'paid',
  'cancelled',
  'expired',
] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];

export const RESERVATION_QUANTITY = { min: 1, max: 4, default: 1 } as const;
/** Minimum characters before searching users to share with, and the debounce. */
export const SHARE_SEARCH = { minLength: 2, debounceMs: 300, maxResults: 20 } as const;
/** How long the reservation list shows a message passed by navigation. */
export const RESERVATION_LIST_MESSAGE_MS = 5_000;

/**
 * What happens to a paid reservation's money once its event is cancelled: sent back by the operator, to refund
 * by hand (`failed`: the operator refused to send it), not recorded yet, or nothing to give back (free tickets).
 */
export const REFUND_STATES = ['sent', 'manual', 'failed', 'preparing', 'none'] as const;
export type RefundState = (typeof REFUND_STATES)[number];

/** `20500` → `20 500 XAF` (no-break spaces), as amounts read in sentences. */
const xaf = (amount: number) =>
  `${String(Math.trunc(amount)).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0XAF`;

/**
 * One sentence per refund state, shown on the reservation and written in the cancellation e-mail; `phone`, when
 * known, names where an operator's refund went.
 */
export function refundText(state: RefundState, amount: number, phone?: string | null): string {
  switch (state) {
    case 'sent':
      return `${xaf(amount)} remboursés automatiquement sur ${phone ? `le ${phone}` : 'votre téléphone'}`;
    case 'manual':
    case 'failed':
      return `${xaf(amount)} à vous rembourser à la main par l’organisateur, qui vous contactera`;
    case 'preparing':
      return `Remboursement de ${xaf(amount)} en préparation`;
    case 'none':
      return 'Billets gratuits : rien à rembourser';
  }
}

/** Texts of reservations, sharing and the cart. */
export const reservationMessages = {
  onlyAvailable: (n: number) => `Seulement ${n} billet(s) disponible(s)`,
  ticketTypeNotFound: 'Type de billet introuvable',
  registrationClosed: (date: string) => `Les inscriptions ont fermé le ${date}`,
  registrationClosedButton: 'Inscriptions fermées',
  registrationClosedDetail: 'Les inscriptions sont fermées pour cet événement',
  auctionOnly: 'Ce billet est vendu aux enchères',
  notOnSale: "Ce billet n'est plus en vente",
  salesNotStarted: "La vente n'a pas encore commencé",
  /** Before the public sale, a pre-sale open to the subscribers of the line-up's artists only. */
  presaleSubscribersOnly: 'Prévente réservée aux abonnés',
  salesEnded: 'La vente est terminée',
  maxPerOrder: (n: number) => `Au plus ${n} billet(s) par commande`,
  eventCancelled: 'Cet événement est annulé',
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
  shareClosed: 'Cette réservation est annulée ou expirée : elle ne peut plus être partagée',
  assignClosed: 'Cette réservation est annulée ou expirée : ses billets ne peuvent plus être attribués',
  /** Over the per-event limit of unpaid tickets one account may hold (`held` = tickets already held unpaid). */
  unpaidLimit: (held: number, max: number) =>
    held === 0
      ? `Vous ne pouvez pas garder plus de ${max} billet(s) non payé(s) pour cet événement.`
      : held < max
        ? `Vous avez déjà ${held} billet(s) non payé(s) pour cet événement : vous pouvez en réserver encore ${max - held} au plus (${max} maximum). Payez ou annulez une réservation en attente pour en réserver davantage.`
        : `Vous avez déjà ${held} billet(s) non payé(s) pour cet événement (${max} maximum). Payez ou annulez une réservation en attente pour en réserver d'autres.`,
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

/** Status words the client maps to messages, by the status of the answer. */
export const reservationStatusMessages = {
  400: 'Données invalides',
  401: 'Veuillez vous connecter pour effectuer cette action',
  403: "Vous n'avez pas les droits pour cette action",
  404: 'Ressource non trouvée',
  409: 'Conflit de données',
} as const;
