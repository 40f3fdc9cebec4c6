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

describe('SalesView at the door', () => {
  it('counts entered against expected, and the cash taken at the gate per seller with its total', async () => {
    salesOf(
      makeSales({
        check_ins: 41,
        expected: 120,
        door_cash: [
          { username: 'koffi', tickets: 6, amount: 30000 },
          { username: 'orga', tickets: 2, amount: 10000 },
        ],
      }),
    );
    const cash = await screen.findByRole('region', { name: "Espèces encaissées à l'entrée" });
    expect(screen.getByText('Entrés / attendus').nextSibling).toHaveTextContent('41 / 120');
    expect(within(cash).getByRole('row', { name: 'koffi 6 30\u00a0000\u00a0XAF' })).toBeInTheDocument();
    expect(within(cash).getByRole('row', { name: 'orga 2 10\u00a0000\u00a0XAF' })).toBeInTheDocument();
    expect(within(cash).getByRole('row', { name: 'Total 8 40\u00a0000\u00a0XAF' })).toBeInTheDocument();
    // No conflict: no such section.
    expect(screen.queryByRole('region', { name: /Conflits/ })).not.toBeInTheDocument();
  });

  it('says when nothing was sold at the gate', async () => {
    salesOf(makeSales());
    const cash = await screen.findByRole('region', { name: "Espèces encaissées à l'entrée" });
    expect(cash).toHaveTextContent("Aucune vente à l'entrée pour le moment.");
    expect(within(cash).queryByRole('table')).not.toBeInTheDocument();
  });

  it('lists the conflicts: ticket, holder, who let it in and who should have been refused, when and on which phone', async () => {
    salesOf(
      makeSales({
        conflicts: [
          {
            serial_id: 'T7',
            holder_name: 'Awa Mbemba',
            ticket_name: 'VIP',
            // The venue is in Brazzaville (UTC+1).
            admitted: { at: '2030-06-10T19:02:05.000Z', by: 'koffi', device_id: 'tel-a' },
            refused: { at: '2030-06-10T19:04:30.000Z', by: 'mireille', device_id: null },
          },
        ],
      }),
    );
    const conflicts = await screen.findByRole('region', { name: /Conflits/ });
    const [item] = within(conflicts).getAllByRole('listitem');
    expect(item).toHaveTextContent('Awa Mbemba · VIP · billet T7');
    expect(item).toHaveTextContent('Entré20:02:05 · par koffi · appareil tel-a');
    expect(item).toHaveTextContent('Refusé20:04:30 · par mireille');
    expect(item).not.toHaveTextContent('appareil null');
  });
});
