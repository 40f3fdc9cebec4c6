// Zod-free part of the payments contract: operators, fees, texts.

export const PAYMENT_PROVIDERS = ['airtel', 'moov', 'cash'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

/**
 * Operators Sanza asks for the money through their collection API ("request to pay"): the buyer
 * approves on the phone and the operator tells the result. MTN MoMo is reached this way only.
 */
export const RTP_OPERATORS = ['airtel', 'mtn'] as const;
export type RtpOperator = (typeof RTP_OPERATORS)[number];

/** Every provider a payment may carry: the spec's three, and the operators reached by their API only. */
export const ALL_PAYMENT_PROVIDERS = [...PAYMENT_PROVIDERS, 'mtn'] as const;
export type AnyPaymentProvider = (typeof ALL_PAYMENT_PROVIDERS)[number];

/**
 * Operator fees in basis points (the spec's: Airtel Money 2.5 %, Moov Money 3 %, cash 0 %). MTN MoMo, which the
 * spec does not know, costs as much as Airtel Money.
 */
export const PAYMENT_FEE_BP: Record<AnyPaymentProvider, number> = {
  airtel: 250,
  moov: 300,
  cash: 0,
  mtn: 250,
};

export const PAYMENT_PROVIDER_LABELS: Record<AnyPaymentProvider, string> = {
  airtel: 'Airtel Money',
  moov: 'Moov Money',
  cash: 'Espèces',
  mtn: 'MTN MoMo',
};

/** Where a request to pay stands: waiting for the buyer, then one final state. */
export const RTP_STATUSES = ['pending', 'succeeded', 'failed', 'expired'] as const;
export type RtpStatus = (typeof RTP_STATUSES)[number];

/**
 * Mobile numbering of the countries Sanza collects in (PAYMENT_COUNTRY): the dialling code, the national
 * number's length (leading 0 included) and each operator's prefixes, with an example to show.
 */
export const PAYMENT_COUNTRIES = {
  CG: {
    dial: '242',
    length: 9,
    operators: {
      airtel: { prefixes: ['04', '05'], example: '05 123 45 67' },
      mtn: { prefixes: ['06'], example: '06 123 45 67' },
    },
  },
  CM: {
    dial: '237',
    length: 9,
    operators: {
      mtn: {
        prefixes: ['67', '650', '651', '652', '653', '654', '680', '681', '682', '683'],
        example: '6 71 23 45 67',
      },
    },
  },
} as const satisfies Record<
  string,
  {
    dial: string;
    length: number;
    operators: Partial<Record<RtpOperator, { prefixes: readonly string[]; example: string }>>;
  }
>;
export type PaymentCountry = keyof typeof PAYMENT_COUNTRIES;
export const PAYMENT_COUNTRY_CODES = ['CG', 'CM'] as const satisfies readonly PaymentCountry[];

/**
 * A phone number typed by the buyer ('06 123 45 67', '+242 061234567', '00242…') as the operator's
 * subscriber: the national number and the international one (MSISDN, digits only); null when it is not one of
 * this operator's numbers in this country.
 */
export function operatorNumber(
  country: PaymentCountry,
  operator: RtpOperator,
  typed: string,
): { national: string; msisdn: string } | null {
  const plan = PAYMENT_COUNTRIES[country];
  const rules = (plan.operators as Partial<Record<RtpOperator, { prefixes: readonly string[] }>>)[operator];
  if (!rules) return null;
  let digits = typed.replace(/[\s.()-]/g, '');
  if (!/^\+?\d+$/.test(digits)) return null;
  digits = digits.replace(/^\+/, '').replace(/^00/, '');
  if (digits.length === plan.length + plan.dial.length && digits.startsWith(plan.dial)) {
    digits = digits.slice(plan.dial.length);
  }
  if (digits.length !== plan.length || !rules.prefixes.some((p) => digits.startsWith(p))) return null;
  return { national: digits, msisdn: `${plan.dial}${digits}` };
}

/** The one currency payments are made in; a provider report in another one is refused. */
export const PAYMENT_CURRENCY = 'XAF';

/** Minimum length of a mobile-money transaction id. */
export const TRANSACTION_ID_MIN = 5;

/** The operator fee on a total, rounded up to the whole XAF (integer arithmetic: no float drift). */
export function paymentFee(provider: AnyPaymentProvider, total: number): number {
  return Math.ceil((total * PAYMENT_FEE_BP[provider]) / 10_000);
}

/** What the user must pay: the reservation total plus the operator fee. */
export function amountDue(provider: AnyPaymentProvider, total: number): number {
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
  eventCancelledAtDoor: (name: string) =>
    `Événement annulé : « ${name} » n'aura pas lieu, ses billets ne sont plus valables.`,
  // Paying on the phone (request to pay).
  payOnPhone: 'Payer sur mon téléphone',
  operatorUnavailable: "Cet opérateur n'est pas disponible pour le paiement sur téléphone",
  phoneForOperator: (label: string, example: string) =>
    `Ce numéro n'est pas un numéro ${label} : saisissez-le comme ${example}`,
  requestNotFound: 'Demande de paiement introuvable',
  requestPending: 'Une demande de paiement attend déjà votre accord sur votre téléphone',
  rtpRefused: 'Paiement refusé sur le téléphone. Vous pouvez réessayer.',
  rtpExpired:
    "Vous n'avez pas confirmé sur le téléphone à temps : la demande a expiré. Vous pouvez réessayer.",
  rtpUnreachable:
    "L'opérateur ne répond pas pour le moment : aucun montant n'a été prélevé. Réessayez dans quelques minutes.",
  rtpOther: (reason: string) => `Le paiement n'a pas abouti (${reason}). Vous pouvez réessayer.`,
  callbackUnknown: 'Demande de paiement inconnue',
  callbackRecorded: 'Rappel reçu',
} as const;
