import type { EventFilter, EventSort } from './rules.ts';

/**
 * Labels of the event screens that only the web shows. The spec's own texts (errors, price labels, badges)
 * are in `eventMessages` of `@sanza/contracts`; these are the ones the spec leaves open (ours).
 */
export const eventTexts = {
  listTitle: 'Événements',
  searchLabel: 'Rechercher un événement',
  searchPlaceholder: 'Nom de l’événement…',
  filtersToggle: 'Filtres',
  filterLegend: 'Afficher',
  sortLegend: 'Trier par',
  filters: { all: 'Tous', upcoming: 'À venir', auction: 'Aux enchères' } satisfies Record<
    EventFilter,
    string
  >,
  sorts: { date: 'Date', price: 'Prix', popularity: 'Popularité' } satisfies Record<EventSort, string>,
  resultCount: (n: number) => (n <= 1 ? `${n} événement` : `${n} événements`),
  clearSearch: 'Effacer la recherche',
  retry: 'Réessayer',
  /** '{n} places'; one place is written in the singular. */
  places: (n: number) => (n === 1 ? '1 place' : `${n} places`),
  remainingPlaces: (n: number) => (n === 1 ? '1 place restante' : `${n} places restantes`),
  cardCta: 'Réserver',
  /** A cancelled event: its status badge, and what the card and page say instead of price and places. */
  cancelled: 'Annulé',
  cancelledNote: 'Aucune réservation possible',
  /** The card's link when there is nothing to reserve (past or 'Complet'). */
  cardDetails: 'Voir l’événement',
  back: 'Retour aux événements',
  organizedBy: 'Organisé par',
  aboutTitle: 'À propos',
  categoryTitle: 'Catégorie',
  loadingEvent: 'Chargement de l’événement…',
  ticketsTitle: 'Billets',
  available: (n: number) => (n === 1 ? '1 disponible' : `${n} disponibles`),
  auctionHint: 'Vendu aux enchères : touchez pour enchérir.',
  auctionNotFound: 'Enchère introuvable',
  seeAll: 'Voir tous les événements',
  notFoundHint: 'Cet événement n’existe pas ou a été retiré.',
  // The line-up and the subscribers' pre-sale.
  lineupTitle: 'Programmation',
  followedConcerts: 'Vos artistes en concert',
  presaleOpen: 'Prévente réservée aux abonnés',
  presaleHint: (publicSale: string) =>
    `Ouvert à tous le ${publicSale}. Abonnez-vous à un artiste de la programmation pour réserver dès maintenant.`,
  salesFrom: (day: string) => `En vente à partir du ${day}`,
} as const;
