import type { Reservation } from '@sanza/contracts';
import { describe, expect, it } from 'vitest';
import { makeEvent, makeTicket } from '../../test/fixtures.ts';
import { makeReservation } from '../../test/reservations.ts';
import {
  canCancel,
  canPay,
  canShare,
  clampQuantity,
  maxQuantityFor,
  reserveButtonState,
  withStockTaken,
} from './rules.ts';

describe('quantity bounds', () => {
  it('keeps a quantity within 1 and the maximum', () => {
    expect(clampQuantity(0, 4)).toBe(1);
    expect(clampQuantity(-3, 4)).toBe(1);
    expect(clampQuantity(5, 4)).toBe(4);
    expect(clampQuantity(3, 2)).toBe(2);
    expect(clampQuantity(2.7, 4)).toBe(2);
    expect(clampQuantity(Number.NaN, 4)).toBe(1);
  });

  it('allows at most 4 tickets of a type, and never more than are left', () => {
    expect(maxQuantityFor(makeTicket({ quantity_available: 400 }))).toBe(4);
    expect(maxQuantityFor(makeTicket({ quantity_available: 3 }))).toBe(3);
    expect(maxQuantityFor(makeTicket({ quantity_available: 0 }))).toBe(0);
  });
});

describe('reserveButtonState', () => {
  const base = {
    hasSelection: true,
    isRegistrationOpen: true,
    isLoading: false,
    closedOn: '',
    label: 'Réserver',
  };

  it('is enabled with a selection, open registration and nothing loading', () => {
    expect(reserveButtonState(base)).toEqual({ label: 'Réserver', isDisabled: false, closedNote: null });
  });

  it('is disabled with no selection, or while loading', () => {
    expect(reserveButtonState({ ...base, hasSelection: false }).isDisabled).toBe(true);
    expect(reserveButtonState({ ...base, isLoading: true }).isDisabled).toBe(true);
  });

  it("reads 'Inscriptions fermées' with the closing note when registration is closed", () => {
    expect(reserveButtonState({ ...base, isRegistrationOpen: false, closedOn: 'lundi 1 juin 2026' })).toEqual(
      {
        label: 'Inscriptions fermées',
        isDisabled: true,
        closedNote: 'Les inscriptions ont fermé le lundi 1 juin 2026',
      },
    );
  });

  it("reads 'Événement annulé', disabled, once its organizer cancelled it", () => {
    expect(reserveButtonState({ ...base, isRegistrationOpen: false, isCancelled: true })).toEqual({
      label: 'Événement annulé',
      isDisabled: true,
      closedNote: 'Cet événement est annulé',
    });
  });
});

describe('withStockTaken', () => {
  it('lowers the stock of the reserved type by the quantity, leaving the others', () => {
    const standard = makeTicket({ id: 1, quantity_available: 10 });
    const vip = makeTicket({ id: 2, quantity_available: 5 });
    const event = withStockTaken(makeEvent({ ticket_types: [standard, vip] }), [
      { ticket_type: 1, quantity: 2 },
    ]);
    expect(event.ticket_types.map((t) => t.quantity_available)).toEqual([8, 5]);
  });
});

describe('canPay and canCancel', () => {
  it("offers payment on the owner's pending reservation only", () => {
    expect(canPay(makeReservation())).toBe(true);
    expect(canPay(makeReservation({ is_owner: false }))).toBe(false);
    expect(canPay(makeReservation({ is_paid: true, status: 'paid' }))).toBe(false);
    expect(canPay(makeReservation({ status: 'awaiting_confirmation' }))).toBe(false);
  });

  it('lets the owner cancel while unpaid (pending or cash to pay)', () => {
    expect(canCancel(makeReservation())).toBe(true);
    expect(canCancel(makeReservation({ status: 'cash_pending' }))).toBe(true);
    expect(canCancel(makeReservation({ status: 'paid', is_paid: true }))).toBe(false);
    expect(canCancel(makeReservation({ is_owner: false }))).toBe(false);
  });

  it('lets the owner give back a free reservation, confirmed at once', () => {
    expect(canCancel(makeReservation({ status: 'paid', is_paid: true, total_price: 0 }))).toBe(true);
    expect(
      canCancel(makeReservation({ status: 'paid', is_paid: true, total_price: 0, is_owner: false })),
    ).toBe(false);
  });

  it('offers nothing to pay, share or cancel once the event is cancelled', () => {
    const cancelled = (over: Partial<Reservation>) => {
      const reservation = makeReservation(over);
      reservation.data.event.is_cancelled = true;
      return reservation;
    };
    expect(canPay(cancelled({}))).toBe(false);
    expect(canCancel(cancelled({}))).toBe(false);
    expect(canCancel(cancelled({ status: 'paid', is_paid: true, total_price: 0 }))).toBe(false);
    expect(canShare(cancelled({ status: 'paid', is_paid: true }))).toBe(false);
  });

  it('lets the owner share unless the reservation is cancelled or expired', () => {
    expect(canShare(makeReservation())).toBe(true);
    expect(canShare(makeReservation({ status: 'paid', is_paid: true }))).toBe(true);
    expect(canShare(makeReservation({ status: 'cancelled' }))).toBe(false);
    expect(canShare(makeReservation({ status: 'expired' }))).toBe(false);
    expect(canShare(makeReservation({ is_owner: false }))).toBe(false);
  });
});
