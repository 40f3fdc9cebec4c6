// Zod-free part of the payments contract: operators, fees, texts (spec 2 §4, §5, §8, §9).

export const PAYMENT_PROVIDERS = ['airtel', 'moov', 'cash'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/** Operator fees in basis points (spec 2 §9: Airtel Money 2.5 %, Moov Money 3 %, cash 0 %). */
export const PAYMENT_FEE_BP: Record<PaymentProvider, number> = { airtel: 250, moov: 300, cash: 0 };

export const PAYMENT_PROVIDER_LABELS: Record<PaymentProvider, string> = {
  airtel: 'Airtel Money',
  moov: 'Moov Money',
  cash: 'Espèces',
};

/** The one currency payments are made in; a provider report in another one is refused. */
export const PAYMENT_CURRENCY = 'XAF';

/** Minimum length of a mobile-money transaction id (spec 2 §5). */
export const TRANSACTION_ID_MIN = 5;

/** The operator fee on a total, rounded up to the whole XAF (integer arithmetic: no float drift). */
export function paymentFee(provider: PaymentProvider, total: number): number {
  return Math.ceil((total * PAYMENT_FEE_BP[provider]) / 10_000);
}

/** What the user must pay: the reservation total plus the operator fee. */
export function amountDue(provider: PaymentProvider, total: number): number {
  return total + paymentFee(provider, total);
}

export const paymentMessages = {
  fillAllFields: 'Please fill all fields',
  transactionIdTooShort: 'Transaction ID must be at least 5 characters',
  paymentFailed: (reason: string) => `Payment failed: ${reason}`,
  cashFailed: (reason: string) => `Erreur lors de la confirmation cash : ${reason}`,
  genericError: 'Une erreur est survenue. Veuillez réessayer.',
  providerInvalid: 'Opérateur inconnu',
  phoneInvalid: 'Le numéro doit être au format international (+999999999)',
  amountInvalid: 'Montant invalide',
  wrongAmount: (due: number) => `Le montant doit être de ${due} XAF (total et frais compris)`,
  transactionUsed: 'Cet identifiant de transaction a déjà été utilisé',
  reservationNotFound: 'Réservation introuvable',
  notOwner: "Vous n'avez pas les droits pour cette action",
  alreadyPaid: 'Cette réservation est déjà payée',
  notPayable: 'Cette réservation est annulée ou expirée',
  awaitingConfirmation: 'Un paiement est déjà en attente de confirmation pour cette réservation',
  cashChosen: 'Cette réservation est à régler en espèces à la caisse',
  submitted: 'Paiement enregistré : il sera confirmé après vérification.',
  cashRecorded: 'Réservation à régler en espèces : présentez-vous à la caisse.',
  paymentNotFound: 'Paiement introuvable',
  paymentNotPending: "Ce paiement n'est plus en attente",
  confirmed: 'Paiement confirmé',
  rejected: 'Paiement refusé',
  staffOnly: 'Réservé au personnel',
  webhookSignature: 'Signature invalide',
  webhookDuplicate: 'Événement déjà traité',
  ticketInvalid: 'Billet invalide',
  ticketAdmitted: 'Billet valide : entrée autorisée',
  ticketAlreadyUsed: (when: string) => `Billet déjà utilisé le ${when}`,
  transactionIdInvalid: 'Identifiant de transaction invalide (lettres, chiffres, espaces, points et tirets)',
  currencyInvalid: 'Devise invalide',
  webhookMismatch: (amount: number, currency: string, due: number) =>
    `Montant signalé incohérent : ${amount} ${currency} reçus, ${due} ${PAYMENT_CURRENCY} attendus. Le paiement reste en attente de vérification par le personnel.`,
  reservationClosed:
    'La réservation de ce paiement est annulée ou expirée : il ne peut plus être confirmé ni refusé',
  notCashPending: "Cette réservation n'est pas en attente d'un paiement en espèces",
  cashHoldExtended: (when: string) => `Réservation gardée jusqu’au ${when}`,
  eventRequired: 'Choisissez un événement',
  eventNotFound: 'Événement introuvable',
  eventOver: (name: string, date: string) =>
    `Événement terminé : « ${name} » a eu lieu le ${date}. Contrôle impossible.`,
  ticketOtherEvent: (name: string) => `Ce billet est pour un autre événement : « ${name} »`,
} as const;
