import type { PaymentProvider, Reservation } from '@sanza/contracts';
import { PAYMENT_FEE_BP, PAYMENT_PROVIDERS, paymentMessages } from '@sanza/contracts/constants';

/** The four steps of checkout (spec 2 §4), in order. */
export const CHECKOUT_STEPS = ['operator', 'instructions', 'confirm', 'done'] as const;
export type CheckoutStep = (typeof CHECKOUT_STEPS)[number];

/** The steps an operator goes through: cash skips the confirmation form (spec 2 §4). */
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
export function formatFeePercent(provider: PaymentProvider): string {
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
