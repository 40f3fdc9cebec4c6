/**
 * Labels of the reservation and cart screens that only the web shows. The spec's own texts (badges, actions,
 * errors, success messages) are in `reservationMessages` of `@sanza/contracts`; these are the ones it leaves
 * open (ours).
 */
export const reservationTexts = {
  // Event page: choosing tickets
  chooseTicket: 'Choisissez un type de billet.',
  quantityLabel: 'Quantité',
  decrease: 'Diminuer la quantité',
  increase: 'Augmenter la quantité',
  maxPerReservation: (n: number) => `${n} billet(s) maximum par réservation.`,
  total: 'Total',
  reserve: 'Réserver',
  reserving: 'Réservation…',
  addToCart: 'Ajouter au panier',
  addedToCart: 'Billets ajoutés au panier',
  viewCart: 'Voir le panier',
  signInToReserve: 'Connectez-vous pour réserver vos billets.',
  // List
  listLoadError: 'Impossible de charger vos réservations.',
  retry: 'Réessayer',
  emptyTitle: 'Aucune réservation pour le moment',
  emptyText:
    'Concerts, festivals, spectacles : trouvez votre prochaine sortie et réservez vos places en quelques secondes.',
  emptyCta: 'Découvrir les événements',
  share: 'Partager',
  shareLabel: (eventName: string) => `Partager la réservation : ${eventName}`,
  ticketCount: (n: number) => (n === 1 ? '1 billet' : `${n} billets`),
  loading: 'Chargement des réservations…',
  // Detail
  number: (serialId: string) => `Réservation n° ${serialId}`,
  event: 'Événement',
  tickets: 'Billets',
  ticketColumn: 'Billet',
  quantityColumn: 'Quantité',
  unitPriceColumn: 'Prix unitaire',
  subtotalColumn: 'Sous-total',
  heldUntil: (when: string) =>
    `Places gardées jusqu’au ${when}. Sans paiement d’ici là, elles sont remises en vente.`,
  // Payment state, besides the spec's 'Payée' and 'En attente'
  statusAwaiting: 'Paiement en cours de vérification',
  statusCashPending: 'À régler en espèces',
  statusCancelled: 'Annulée',
  // A cancelled event, as its buyers see it
  eventCancelledButton: 'Événement annulé',
  eventCancelledNote: 'L’organisateur a annulé cet événement : cette réservation n’est plus valable.',
  statusExpired: 'Expirée',
  sharedBy: (username: string) => `Partagée par ${username}`,
  sharedWith: 'Partagée avec',
  readOnly: 'Cette réservation vous a été partagée : seul son propriétaire peut la modifier.',
  cancelConfirmTitle: 'Annuler cette réservation ?',
  cancelConfirmText: 'Vos billets seront remis en vente. Cette action est définitive.',
  cancelConfirm: 'Oui, annuler',
  cancelKeep: 'Non, garder',
  cancelling: 'Annulation…',
  notFoundHint: 'Elle a peut-être été annulée ou a expiré.',
  loadingOne: 'Chargement de la réservation…',
  // What the phone kept, shown without a connection
  keptNotice: 'Billets enregistrés sur ce téléphone — affichés sans connexion.',
  keptOn: (when: string) => `Dernière mise à jour : ${when}.`,
  // Share dialog
  shareTitle: 'Partager la réservation',
  shareDescription: (eventName: string) => `Donnez accès à « ${eventName} » à vos amis inscrits sur Sanza.`,
  searchLabel: 'Rechercher un utilisateur',
  searchPlaceholder: 'Nom d’utilisateur…',
  searchResults: 'Résultats de la recherche',
  searching: 'Recherche…',
  noUserFound: 'Aucun utilisateur trouvé.',
  selected: (n: number) => (n === 1 ? '1 utilisateur choisi' : `${n} utilisateurs choisis`),
  shareSubmit: 'Partager',
  sharing: 'Partage…',
  sharedUsersTitle: 'Déjà partagée avec',
  notShared: 'Cette réservation n’est partagée avec personne.',
  remove: 'Retirer',
  removeLabel: (username: string) => `Retirer ${username}`,
  // Cart
  cartTitle: 'Mon panier',
  cartLinkShort: 'Panier',
  cartLink: (count: number) =>
    count === 0 ? 'Panier' : `Panier, ${count} ${count === 1 ? 'billet' : 'billets'} en attente`,
  cartEmptyText: 'Ajoutez des billets depuis la page d’un événement.',
  cartLoadError: 'Impossible de charger votre panier.',
  clearCart: 'Vider le panier',
  removeLine: (name: string) => `Retirer ${name} du panier`,
  checkingOut: 'Paiement…',
  loadingCart: 'Chargement du panier…',
} as const;
