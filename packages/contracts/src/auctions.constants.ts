// Zod-free part of the auctions contract.

/** A bid in the last window pushes the end to this long after the bid (soft close), in seconds. */
export const AUCTION_SOFT_CLOSE_S = 120;
/** The countdown ticks every second. */
export const AUCTION_TICK_MS = 1_000;
/** The bid success message shows this long. */
export const BID_SUCCESS_MS = 3_000;
/** The largest amount a bid may ever carry, whatever the auction's own ceiling (`max_bid`). */
export const BID_AMOUNT_CAP = 1_000_000_000;

export const auctionMessages = {
  amountInvalid: 'Veuillez entrer un montant valide',
  amountTooLow: (currentPrice: number) => `Le montant doit être supérieur à ${currentPrice}XAF`,
  /** The organizer set a raise larger than 1 XAF: the bid must reach `minimum` (current price + raise). */
  amountBelowIncrement: (minimum: number) => `Le montant doit être d'au moins ${minimum}XAF`,
  eventCancelled: 'Cet événement est annulé',
  /** Above the auction's ceiling (`max_bid`), which rises with the price; `max` already grouped (`450 000`). */
  amountTooHigh: (max: string) => `Le montant ne peut pas dépasser ${max} XAF pour l'instant`,
  /** A winner who did not pay may not bid on that organizer's auctions before `date` (French, venue time). */
  bidderBanned: (date: string) =>
    `Une enchère gagnée n'a pas été payée : vous ne pouvez plus enchérir sur les enchères de cet organisateur avant le ${date}`,
  ended: 'Enchère terminée',
  noEnd: 'Temps indéterminé',
  notStarted: "L'enchère n'a pas encore commencé",
  notFound: 'Enchère introuvable',
  loadError: "Erreur lors du chargement de l'enchère",
  listError: 'Une erreur est survenue lors du chargement des enchères',
  bidError: "Une erreur est survenue lors de l'enchère",
  bidPlaced: 'Enchère placée avec succès !',
  empty: 'Aucune enchère en cours',
  loginToBid: 'Connectez-vous pour enchérir',
  upcoming: 'À venir',
  finished: 'Terminé',
  wonSubject: (event: string) => `Vous avez remporté l'enchère : ${event}`,
  awardedTo: (username: string, amount: string) => `Adjugée à ${username} pour ${amount} XAF`,
  noBid: 'Aucune offre',
  unsold: 'Invendue',
} as const;
