// Zod-free part of the events contract: texts, limits and pure rules the web shell imports
// without pulling zod into its entry chunk (see docs/decisions/120-shared-contracts.md).

/** Texts of the events area: the home page, the event pages and their errors. */
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

/** Bounds of `GET /events/{limit}/priority-{min}/`. */
export const PRIORITY_PANEL = { maxLimit: 20, maxPriority: 100 } as const;

/** Lowest price among a list of ticket types, or null when there is none. */
export function lowestPrice(types: readonly { price: number }[]): number | null {
  if (types.length === 0) return null;
  return Math.min(...types.map((t) => t.price));
}
