import { describe, expect, it } from 'vitest';
import { makePaymentRequest } from '../../test/payments.ts';
import {
  compactDigits,
  formatFeePercent,
  formatTimeLeft,
  isFinalRequest,
  newerRequest,
  nextStep,
  notPayableReason,
  parsePhoneStep,
  parseProvider,
  parseRtpOperator,
  parseStep,
  previousStep,
  requestTimeLeft,
  STEP_SLUGS,
  stepsFor,
  svgDataUrl,
  ticketFileName,
} from './rules.ts';

describe('checkout steps', () => {
  it('goes operator → instructions → confirm → done for mobile money', () => {
    expect(stepsFor('airtel')).toEqual(['operator', 'instructions', 'confirm', 'done']);
    expect(nextStep('operator', 'moov')).toBe('instructions');
    expect(nextStep('instructions', 'moov')).toBe('confirm');
    expect(nextStep('confirm', 'moov')).toBe('done');
    expect(nextStep('done', 'moov')).toBeNull();
  });

  it('skips the confirmation form for cash', () => {
    expect(stepsFor('cash')).toEqual(['operator', 'instructions', 'done']);
    expect(nextStep('instructions', 'cash')).toBe('done');
  });

  it('goes back one step, never before the first nor from done', () => {
    expect(previousStep('confirm', 'airtel')).toBe('instructions');
    expect(previousStep('instructions', 'cash')).toBe('operator');
    expect(previousStep('operator', 'airtel')).toBeNull();
    expect(previousStep('done', 'airtel')).toBeNull();
  });

  it('reads steps and operators from the address, defaulting to the first step', () => {
    expect(parseStep(STEP_SLUGS.confirm)).toBe('confirm');
    expect(parseStep('nimporte')).toBe('operator');
    expect(parseStep(null)).toBe('operator');
    expect(parseProvider('moov')).toBe('moov');
    expect(parseProvider('orange')).toBeNull();
  });
});

describe('notPayableReason', () => {
  const owned = (status: string) => ({ is_owner: true, status });

  it('lets the owner pay a pending reservation', () => {
    expect(notPayableReason(owned('pending'))).toBeNull();
  });

  it.each([
    ['paid', 'Cette réservation est déjà payée'],
    ['awaiting_confirmation', 'Un paiement est déjà en attente de confirmation pour cette réservation'],
    ['cancelled', 'Cette réservation est annulée ou expirée'],
    ['expired', 'Cette réservation est annulée ou expirée'],
    ['cash_pending', 'Réservation à régler en espèces : présentez-vous à la caisse.'],
  ])('says why a %s reservation cannot be paid', (status, reason) => {
    expect(notPayableReason(owned(status))).toBe(reason);
  });

  it('refuses a user the reservation was only shared with', () => {
    expect(notPayableReason({ is_owner: false, status: 'pending' })).toBe(
      "Vous n'avez pas les droits pour cette action",
    );
  });
});

describe('formatting', () => {
  it('writes fees the French way', () => {
    expect(formatFeePercent('airtel')).toBe('2,5\u00a0%');
    expect(formatFeePercent('moov')).toBe('3\u00a0%');
    expect(formatFeePercent('cash')).toBe('0\u00a0%');
  });

  it('drops the spaces, dots and dashes typed to group digits', () => {
    expect(compactDigits(' +242 06-612.34 56 ')).toBe('+242066123456');
    expect(compactDigits('20 500')).toBe('20500');
  });

  it('turns an SVG into a data URL an <img> can show, with nothing left unescaped', () => {
    const url = svgDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1"/></svg>');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,%3Csvg')).toBe(true);
    expect(url).not.toMatch(/[<>"]/);
  });

  it('names a downloaded ticket after its id', () => {
    expect(ticketFileName('tk_AbC12')).toBe('billet-tk_AbC12.svg');
    expect(ticketFileName('a/b')).toBe('billet-a_b.svg');
  });
});

describe('paying on the phone', () => {
  it('reads its steps and operator from the address', () => {
    expect(parsePhoneStep('telephone')).toBe('phone');
    expect(parsePhoneStep('validation')).toBe('waiting');
    expect(parsePhoneStep('instructions')).toBeNull();
    expect(parseRtpOperator('mtn')).toBe('mtn');
    expect(parseRtpOperator('moov')).toBeNull();
  });

  it('never takes a request back from its result to pending (a late poll after the stream)', () => {
    const pending = makePaymentRequest({ id: 'r1' });
    const paid = { ...pending, status: 'succeeded' as const };
    expect(isFinalRequest('pending')).toBe(false);
    expect(isFinalRequest('expired')).toBe(true);
    expect(newerRequest(paid, pending)).toBe(paid);
    expect(newerRequest(pending, paid)).toBe(paid);
    expect(newerRequest(undefined, pending)).toBe(pending);
    // Another request (after « Réessayer ») is not held back by the previous one's result.
    const next = makePaymentRequest({ id: 'r2' });
    expect(newerRequest(paid, next)).toBe(next);
  });

  it("counts down on the server's clock, never beyond the request's lifetime", () => {
    const request = { created_at: '2026-12-01T09:00:00.000Z', expires_at: '2026-12-01T09:05:00.000Z' };
    const at = (iso: string) => Date.parse(iso);
    expect(requestTimeLeft(request, at('2026-12-01T09:01:00.000Z'))).toBe(240_000);
    // The phone's clock is a minute behind the server's.
    expect(requestTimeLeft(request, at('2026-12-01T09:00:00.000Z'), 60_000)).toBe(240_000);
    // A phone far behind does not show more than the 5 minutes the operator gives.
    expect(requestTimeLeft(request, at('2026-12-01T08:00:00.000Z'))).toBe(300_000);
    expect(requestTimeLeft(request, at('2026-12-01T09:06:00.000Z'))).toBe(0);
  });

  it('says the time left in minutes and seconds', () => {
    expect(formatTimeLeft(245_000)).toBe('4\u00a0min 05\u00a0s');
    expect(formatTimeLeft(41_200)).toBe('42\u00a0s');
    expect(formatTimeLeft(-5)).toBe('0\u00a0s');
  });
});
