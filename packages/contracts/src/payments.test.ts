import { describe, expect, it } from 'vitest';
import { amountDue, paymentFee } from './payments.constants.ts';

describe('operator fees', () => {
  it('are 2.5 % for Airtel Money, 3 % for Moov Money and 0 for cash', () => {
    expect(paymentFee('airtel', 10000)).toBe(250);
    expect(paymentFee('moov', 10000)).toBe(300);
    expect(paymentFee('cash', 10000)).toBe(0);
  });

  it('round up to the whole XAF', () => {
    expect(paymentFee('airtel', 10001)).toBe(251); // 250.025
    expect(paymentFee('moov', 3333)).toBe(100); // 99.99
    expect(paymentFee('airtel', 40)).toBe(1); // 1.0 exactly
    expect(paymentFee('airtel', 41)).toBe(2); // 1.025
  });

  it('make the amount due: total plus fee', () => {
    expect(amountDue('airtel', 10000)).toBe(10250);
    expect(amountDue('cash', 7500)).toBe(7500);
  });
});
