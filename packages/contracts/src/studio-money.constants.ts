// Zod-free part of the organizer's money: the kinds of ledger entries, their French labels, the statement's
// limits and texts.

/** What moved an organizer's balance; each entry's amount is signed from the organizer's side. */
export const LEDGER_ENTRY_KINDS = ['sale', 'fee', 'refund', 'payout', 'payout_returned'] as const;
export type LedgerEntryKind = (typeof LEDGER_ENTRY_KINDS)[number];

/** A kind as the statement (and its CSV) names it. */
export const LEDGER_ENTRY_LABELS: Record<LedgerEntryKind, string> = {
  sale: 'Vente',
  fee: 'Commission Sanza',
  refund: 'Remboursement',
  payout: 'Versement',
  payout_returned: 'Versement retourné',
};

/** The statement's period: the last 30 days unless asked, at most 366 days (a leap year) at once. */
export const STATEMENT_LIMITS = { defaultDays: 30, maxDays: 366 } as const;

/** The statement's CSV header. */
export const STATEMENT_CSV_COLUMNS = ['Date', 'Type', 'Événement', 'Montant (XAF)'] as const;

export const studioMoneyMessages = {
  dateInvalid: 'Date invalide : le format attendu est AAAA-MM-JJ',
  formatInvalid: 'Format inconnu : json ou csv',
  fromAfterTo: 'La date de début doit précéder la date de fin',
  periodTooLong: `La période ne peut pas dépasser ${STATEMENT_LIMITS.maxDays} jours`,
} as const;
