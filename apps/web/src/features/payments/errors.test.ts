import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client.ts';
import { cashFailureMessage, checkoutFailureMessage, paymentErrorMessage } from './errors.ts';

const answered = (status: number, body: unknown) => new ApiError(status, body, 'x');

describe('payment failure messages', () => {
  it("prefixes the server's field message with 'Payment failed: '", () => {
    const error = answered(400, { amount: ['Le montant doit être de 20500 XAF (total et frais compris)'] });
    expect(checkoutFailureMessage(error)).toBe(
      'Payment failed: Le montant doit être de 20500 XAF (total et frais compris)',
    );
  });

  it("prefixes the server's detail", () => {
    const error = answered(409, { detail: 'Cette réservation est déjà payée' });
    expect(checkoutFailureMessage(error)).toBe('Payment failed: Cette réservation est déjà payée');
  });

  it("writes a cash failure as 'Erreur lors de la confirmation cash : …'", () => {
    const error = answered(409, { detail: 'Cette réservation est annulée ou expirée' });
    expect(cashFailureMessage(error)).toBe(
      'Erreur lors de la confirmation cash : Cette réservation est annulée ou expirée',
    );
  });

  it('says the generic text when the server was not reached or said nothing', () => {
    const generic = 'Une erreur est survenue. Veuillez réessayer.';
    expect(checkoutFailureMessage(new ApiError(0, null, 'offline'))).toBe(generic);
    expect(cashFailureMessage(answered(502, '<html>Bad gateway</html>'))).toBe(generic);
    expect(checkoutFailureMessage(new Error('boom'))).toBe(generic);
    expect(paymentErrorMessage(answered(500, null))).toBe(generic);
  });
});
