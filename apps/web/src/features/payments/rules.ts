import type {
  AnyPaymentProvider,
  PaymentProvider,
  PaymentRequest,
  Reservation,
  RtpOperator,
  RtpStatus,
} from '@sanza/contracts';
import {
  PAYMENT_FEE_BP,
  PAYMENT_PROVIDERS,
  paymentMessages,
  RTP_OPERATORS,
} from '@sanza/contracts/constants';

/** The four steps of checkout, in order. */
export const CHECKOUT_STEPS = ['operator', 'instructions', 'confirm', 'done'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The steps an operator goes through: cash skips the confirmation form. */
export function stepsFor(provider: PaymentProvider | null): readonly CheckoutStep[] {
  return provider === 'cash' ? CHECKOUT_STEPS.filter((step) => step !== 'confirm') : CHECKOUT_STEPS;
}

/** The step after `step`, or null at the end. */
export function nextStep(step: CheckoutStep, provider: PaymentProvider | null): CheckoutStep | null {
  const steps = stepsFor(provider);
  return steps[steps.indexOf(step) + 1] ?? null;
}

/** The step before `step` (the back action), or null on the first step and once done. */
export function previousStep(step: CheckoutStep, provider: PaymentProvider | null): CheckoutStep | null {
  if (step === 'done') return null;
  const steps = stepsFor(provider);
  return steps[steps.indexOf(step) - 1] ?? null;
}

/** How each step reads in the address (`?etape=`), in French like the rest of the site's addresses. */
export const STEP_SLUGS: Record<CheckoutStep, string> = {
  operator: 'moyen',
  instructions: 'instructions',
  confirm: 'confirmation',
  done: 'termine',
};

/** The step an address names, or the first step. */
export function parseStep(slug: string | null): CheckoutStep {
  return CHECKOUT_STEPS.find((step) => STEP_SLUGS[step] === slug) ?? 'operator';
}

/** An operator id from the address, or null. */
export function parseProvider(value: string | null): PaymentProvider | null {
  return (PAYMENT_PROVIDERS as readonly string[]).includes(value ?? '') ? (value as PaymentProvider) : null;
}

/**
 * Paying on the phone, beside the spec's manual steps: the operator and the number, then the wait for
 * the buyer's approval on the phone, which ends on the tickets.
 */
export type PhoneStep = 'phone' | 'waiting';
export const PHONE_STEPS = ['operator', 'phone', 'waiting', 'done'] as const;
/** Any step the indicator names: the manual flow's or the phone's. */
export type IndicatorStep = CheckoutStep | PhoneStep;

/** How the phone steps read in the address (`?etape=telephone`, `?etape=validation&demande={id}`). */
export const PHONE_STEP_SLUGS: Record<PhoneStep, string> = { phone: 'telephone', waiting: 'validation' };

/** The phone step an address names, or null for the manual flow. */
export function parsePhoneStep(slug: string | null): PhoneStep | null {
  if (slug === PHONE_STEP_SLUGS.phone) return 'phone';
  if (slug === PHONE_STEP_SLUGS.waiting) return 'waiting';
  return null;
}

/** An operator that can prompt a phone, from the address (`?operateur=`), or null. */
export function parseRtpOperator(value: string | null): RtpOperator | null {
  return (RTP_OPERATORS as readonly string[]).includes(value ?? '') ? (value as RtpOperator) : null;
}

/** Whether a request to pay is over (paid, refused or expired): its state no longer changes. */
export function isFinalRequest(status: RtpStatus | undefined): boolean {
  return status !== undefined && status !== 'pending';
}

/**
 * The newer of two states of one request: a final state is never replaced by 'pending' (a poll answered after
 * the stream brought the result), so the screen never goes back to waiting.
 */
export function newerRequest(current: PaymentRequest | undefined, incoming: PaymentRequest): PaymentRequest {
  if (current?.id === incoming.id && isFinalRequest(current.status) && !isFinalRequest(incoming.status)) {
    return current;
  }
  return incoming;
}

/**
 * Milliseconds left before the operator stops waiting. `clockOffsetMs` is the server's clock minus the phone's
 * (many phones are minutes off); the result never exceeds the request's whole lifetime, so a phone whose clock
 * is behind does not show more time than the operator gives.
 */
export function requestTimeLeft(
  request: Pick<PaymentRequest, 'created_at' | 'expires_at'>,
  now: number,
  clockOffsetMs = 0,
): number {
  const expires = Date.parse(request.expires_at);
  const lifetime = expires - Date.parse(request.created_at);
  const left = expires - (now + clockOffsetMs);
  return Math.max(0, Math.min(left, Number.isFinite(lifetime) ? lifetime : left));
}

/** A duration as the countdown says it: `4 min 05 s`, `42 s`. */
export function formatTimeLeft(ms: number): string {
  const seconds = Math.ceil(Math.max(0, ms) / 1000);
  const minutes = Math.floor(seconds / 60);
  const rest = seconds % 60;
  return minutes > 0 ? `${minutes}\u00a0min ${String(rest).padStart(2, '0')}\u00a0s` : `${rest}\u00a0s`;
}

/** The reservation status a finished checkout leaves: mobile money awaits confirmation, cash awaits the desk. */
export function statusAfterCheckout(provider: PaymentProvider): string {
  return provider === 'cash' ? 'cash_pending' : 'awaiting_confirmation';
}

/**
 * Why the viewer cannot start paying this reservation, in the server's own words, or null when they can: only
 * its owner pays, and only while it is 'En attente'. A reservation to be paid in cash is not offered mobile
 * money, so it cannot end up paid twice.
 */
export function notPayableReason(reservation: Pick<Reservation, 'is_owner' | 'status'>): string | null {
  if (!reservation.is_owner) return paymentMessages.notOwner;
  switch (reservation.status) {
    case 'pending':
      return null;
    case 'paid':
      return paymentMessages.alreadyPaid;
    case 'awaiting_confirmation':
      return paymentMessages.awaitingConfirmation;
    case 'cash_pending':
      return paymentMessages.cashRecorded;
    default:
      return paymentMessages.notPayable;
  }
}

const percent = new Intl.NumberFormat('fr-FR', { style: 'percent', maximumFractionDigits: 1 });

/** An operator's fee as French text: `2,5 %`, `3 %`, `0 %` (no-break spaces, as prices are written). */
export function formatFeePercent(provider: AnyPaymentProvider): string {
  return percent.format(PAYMENT_FEE_BP[provider] / 10_000).replace(/[\u202f\s]/g, '\u00a0');
}

/** A phone number or an amount without the spaces, dots, dashes and brackets people type to group digits. */
export function compactDigits(value: string): string {
  return value.replace(/[\s.\-()]/g, '');
}

/**
 * The QR code's SVG document as a `data:` URL: shown in an `<img>`, it is drawn as an image and never becomes
 * markup of the page, so nothing in it can run.
 */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/** File name of a downloaded ticket: `billet-{ticket id}.svg`. */
export function ticketFileName(serialId: string): string {
  return `billet-${serialId.replace(/[^\w-]/g, '_')}.svg`;
}
