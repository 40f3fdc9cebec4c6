// @vitest-environment jsdom
import '../../../../test/dom.ts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockApi, renderAt } from '../../../../test/auth.tsx';
import { makeSales, makeStudioEvent } from '../test-fixtures.ts';
import { SalesView } from './sales-view.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
});

function salesOf(sales: ReturnType<typeof makeSales>) {
  mockApi([
    {
      method: 'GET',
      path: '/api/studio/events/evt1/',
      answer: () => jsonResponse(200, makeStudioEvent({ status: 'published' })),
    },
    { method: 'GET', path: '/api/studio/events/evt1/sales/', answer: () => jsonResponse(200, sales) },
  ]);
  renderAt(<SalesView serialId="evt1" />);
}

/** The amount a label of the block shows (its `dd`). */
const amountOf = (block: HTMLElement, label: string) => within(block).getByText(label).nextSibling;

describe('SalesView: the event’s money', () => {
  it('shows sales, Sanza’s fee, refunds and the net in XAF, what is taken off negative', async () => {
    salesOf(makeSales({ money: { sales: 25000, fees: -250, refunds: -20000, net: 4750 } }));
    const block = await screen.findByRole('region', { name: "L'argent de l'événement" });
    expect(block).toHaveTextContent('les frais des opérateurs restent à part');
    // jest-dom reads the no-break spaces of the amounts as spaces.
    expect(amountOf(block, 'Ventes')).toHaveTextContent(/^25 000 XAF$/);
    expect(amountOf(block, 'Commission Sanza')).toHaveTextContent(/^-250 XAF$/);
    expect(amountOf(block, 'Remboursements')).toHaveTextContent(/^-20 000 XAF$/);
    expect(amountOf(block, 'Net')).toHaveTextContent(/^4 750 XAF$/);
  });

  it('shows zeros before the first sale', async () => {
    salesOf(makeSales({ revenue: [], money: { sales: 0, fees: 0, refunds: 0, net: 0 } }));
    const block = await screen.findByRole('region', { name: "L'argent de l'événement" });
    for (const label of ['Ventes', 'Commission Sanza', 'Remboursements', 'Net'])
      expect(amountOf(block, label)).toHaveTextContent(/^0 XAF$/);
  });
});
