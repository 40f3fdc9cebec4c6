// Zod-free part of the organizer's studio contract: limits and French texts.

/** Bounds of an event created in the studio. */
export const STUDIO_EVENT_LIMITS = {
  nameMax: 200,
  descriptionMax: 5_000,
  placeMax: 200,
  ticketTypesMax: 20,
  priceMax: 100_000_000,
  quantityMax: 1_000_000,
  /** A reservation item holds 1–4 seats, so an order limit is at most 4. */
  maxPerOrderMax: 4,
  priorityMax: 100,
  /** Artists an organizer may ask onto one event's line-up. */
  lineupMax: 20,
  coverMaxBytes: 10 * 1024 * 1024,
} as const;

/** Widths (px) the cover is resized to, WebP; `image` is the middle one. */
export const COVER_WIDTHS = [320, 640, 1280] as const;

export const studioEventMessages = {
  nameRequired: "Le nom de l'événement est obligatoire",
  venueRequired: 'Le lieu est obligatoire',
  cityRequired: 'La ville est obligatoire',
  categoryUnknown: 'Catégorie introuvable',
  dateInvalid:
    'Date invalide : utilisez le format ISO 8601 avec le décalage horaire (ex. 2030-06-10T20:00:00+01:00)',
  timeZoneUnknown: 'Fuseau horaire inconnu',
  startsInPast: "Le début de l'événement doit être dans le futur",
  publishStarted: 'Cet événement a déjà commencé : changez sa date avant de le publier',
  endsBeforeStart: "La fin de l'événement doit être après son début",
  ticketTypesRequired: 'Ajoutez au moins un type de billet',
  ticketNameRequired: 'Le nom du billet est obligatoire',
  priceInvalid: 'Le prix doit être un nombre entier de XAF, positif ou nul',
  quantityInvalid: 'La quantité doit être un nombre entier positif',
  maxPerOrderRange: `Le maximum par commande doit être compris entre 1 et ${STUDIO_EVENT_LIMITS.maxPerOrderMax}`,
  salesEndBeforeStart: 'La fin de la vente doit être après son début',
  salesEndAfterEvent: "La vente doit se terminer au plus tard à la fin de l'événement",
  auctionEndsAfterStart: "L'enchère doit se terminer avant le début de l'événement",
  auctionIncrementInvalid: "Le pas d'enchère doit être un nombre entier d'au moins 1 XAF",
  auctionNotEditable: "L'enchère d'un billet existant ne se modifie pas",
  ticketTypeUnknown: 'Type de billet introuvable',
  stockBelowTaken: (name: string, taken: number) =>
    `Le stock de « ${name} » ne peut pas descendre sous ${taken} billet(s) déjà vendu(s) ou réservé(s)`,
  priorityStaffOnly: "La priorité éditoriale est réservée à l'équipe Sanza",
  priorityRange: 'La priorité doit être comprise entre 0 et 100',
  notFound: 'Événement non trouvé',
  notDraft: 'Seul un brouillon peut être publié',
  notPublished: "Cet événement n'est pas publié",
  unpublishTaken: "Des billets sont déjà vendus ou réservés : annulez l'événement au lieu de le dépublier",
  cancelled: 'Cet événement est annulé',
  alreadyCancelled: 'Cet événement est déjà annulé',
  cancelledMailSubject: (name: string) => `Événement annulé : ${name}`,
  coverRequired: 'Choisissez une image',
  coverType: 'Image invalide : JPEG, PNG ou WebP uniquement',
  coverTooLarge: 'Image trop volumineuse (10 Mo maximum)',
  // The line-up and the subscribers' pre-sale.
  artistUnknown: 'Artiste introuvable',
  lineupTooLong: `Au plus ${STUDIO_EVENT_LIMITS.lineupMax} artistes par événement`,
  presaleNeedsSalesStart: 'Une prévente demande une date d’ouverture de la vente publique',
  presaleAfterSalesStart: 'La prévente doit commencer avant la vente publique',
  lineupNotFound: 'Demande introuvable',
  lineupDecided: 'Cette demande a déjà reçu une réponse',
} as const;
