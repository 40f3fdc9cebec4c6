import { describe, expect, it } from 'vitest';
import { refundText } from './reservations.constants.ts';

describe('refundText', () => {
  it('says what happens to the money in each refund state, amounts grouped in French', () => {
    expect(refundText('sent', 20500, '+242061234561')).toBe(
      '20\u00a0500\u00a0XAF remboursés automatiquement sur le +242061234561',
    );
    expect(refundText('sent', 20500)).toBe(
      '20\u00a0500\u00a0XAF remboursés automatiquement sur votre téléphone',
    );
    expect(refundText('manual', 5125)).toBe(
      '5\u00a0125\u00a0XAF à vous rembourser à la main par l’organisateur, qui vous contactera',
    );
    expect(refundText('failed', 5125)).toBe(refundText('manual', 5125));
    expect(refundText('preparing', 700)).toBe('Remboursement de 700\u00a0XAF en préparation');
    expect(refundText('none', 0)).toBe('Billets gratuits : rien à rembourser');
  });
});
