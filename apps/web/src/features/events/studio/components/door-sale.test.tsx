// @vitest-environment jsdom
import '../../../../test/dom.ts';
import { doorMessages } from '@sanza/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, renderAt } from '../../../../test/auth.tsx';
import { makeEvent, makeTicket } from '../../../../test/fixtures.ts';
import { doorSalePath } from '../paths.ts';
import { DoorSaleView } from './door-sale-view.tsx';

const SALE_PATH = '/api/studio/events/evt1/door-sales/';
/** The sale's answer re-renders a whole form: role queries on it take seconds on a busy 2-core machine. */
const AFTER_SALE = { timeout: 12_000 };

const event = makeEvent({
  serial_id: 'evt1',
  name: 'Nuit de la Rumba',
  date: '2030-06-10',
  ticket_types: [
    makeTicket({ id: 11, name: 'Standard', price: 5000, quantity_available: 3 }),
    makeTicket({ id: 12, name: 'VIP', price: 20000, quantity_available: 0 }),
    makeTicket({ id: 13, name: 'Carré or', price: 90000, is_auction: true }),
  ],
});

const ticket = (seat: number, isAdmitted: boolean) => ({
  serial_id: `T${seat}`,
  code: `CODE-${seat}`,
  qr_svg: `<svg xmlns="http://www.w3.org/2000/svg"><text>${seat}</text></svg>`,
  seat,
  ticket_name: 'Standard',
  checked_in_at: isAdmitted ? '2030-06-10T19:30:00.000Z' : null,
});

/** The public event, and the gate's answer `sale` (or a refusal). */
function gate(sale: () => Response) {
  return mockApi([
    { method: 'GET', path: '/api/events/evt1/', answer: () => jsonResponse(200, event) },
    { method: 'POST', path: SALE_PATH, answer: sale },
  ]);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DoorSaleView', () => {
  it('has a path other features link to', () => {
    expect(doorSalePath('evt1')).toBe('/studio/events/evt1/door-sale');
  });

  it('offers the ticket types the gate sells, with what is left; sold-out ones cannot be chosen, auctions are absent', async () => {
    gate(() => jsonResponse(500, {}));
    renderAt(<DoorSaleView serialId="evt1" />);
    const types = await screen.findByRole('group', { name: 'Type de billet' });
    const standard = within(types).getByRole('radio', { name: /Standard/ });
    expect(standard).toBeChecked();
    expect(standard.closest('label')).toHaveTextContent('3 restant(s)');
    expect(standard.closest('label')).toHaveTextContent('5 000 XAF');
    expect(within(types).getByRole('radio', { name: /VIP/ })).toBeDisabled();
    expect(within(types).getByRole('radio', { name: /VIP/ }).closest('label')).toHaveTextContent('Épuisé');
    expect(within(types).queryByRole('radio', { name: /Carré or/ })).not.toBeInTheDocument();
    // 3 left: a fourth ticket cannot be chosen.
    const quantity = screen.getByRole('group', { name: 'Nombre de billets' });
    expect(within(quantity).getByRole('radio', { name: '3' })).toBeEnabled();
    expect(within(quantity).getByRole('radio', { name: '4' })).toBeDisabled();
    expect(screen.getByText('Nuit de la Rumba')).toBeInTheDocument();
  });

  it('sells 2 tickets, 1 walking in now: shows the cash to take in big figures and the QR code of the other', async () => {
    const fetchMock = gate(() =>
      jsonResponse(201, {
        reservation: 'R1',
        amount: 10000,
        buyer_name: 'Mireille',
        tickets: [ticket(1, true), ticket(2, false)],
      }),
    );
    renderAt(<DoorSaleView serialId="evt1" />);
    await screen.findByRole('group', { name: 'Type de billet' });
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Nombre de billets' })).getByRole('radio', { name: '2' }),
    );
    const admit = screen.getByRole('group', { name: 'Combien entrent maintenant ?' });
    // All walk in unless told otherwise.
    expect(within(admit).getByRole('radio', { name: 'Tous (2)' })).toBeChecked();
    await userEvent.click(within(admit).getByRole('radio', { name: '1' }));
    await userEvent.type(screen.getByLabelText("Nom de l'acheteur (facultatif)"), ' Mireille ');
    expect(screen.getByText('À encaisser').nextSibling).toHaveTextContent('10 000 XAF');
    await userEvent.click(screen.getByRole('button', { name: 'Valider la vente' }));

    const done = await screen.findByRole('heading', { name: 'Vente enregistrée' }, AFTER_SALE);
    await vi.waitFor(() => expect(done).toHaveFocus());
    expect(callsTo(fetchMock, SALE_PATH)[0]?.body).toEqual({
      ticket_type_id: 11,
      quantity: 2,
      buyer_name: 'Mireille',
      admit: 1,
    });
    expect(screen.getByText('Montant à encaisser en espèces').nextSibling).toHaveTextContent('10 000 XAF');
    expect(screen.getByText('1 personne(s) entrée(s) maintenant')).toBeInTheDocument();
    const codes = screen.getAllByRole('img', { name: /QR code du billet/ });
    expect(codes).toHaveLength(1);
    expect(codes[0]).toHaveAccessibleName('QR code du billet Standard, place 2');
    expect(codes[0]?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);

    await userEvent.click(screen.getByRole('button', { name: 'Nouvelle vente' }));
    expect(await screen.findByRole('button', { name: 'Valider la vente' })).toBeInTheDocument();
    expect(screen.getByLabelText("Nom de l'acheteur (facultatif)")).toHaveValue('');
    expect(
      within(screen.getByRole('group', { name: 'Nombre de billets' })).getByRole('radio', { name: '1' }),
    ).toBeChecked();
  });

  it('sends no buyer name when none is given, and every ticket walks in: no QR code to show', async () => {
    const fetchMock = gate(() =>
      jsonResponse(201, { reservation: 'R2', amount: 5000, buyer_name: null, tickets: [ticket(1, true)] }),
    );
    renderAt(<DoorSaleView serialId="evt1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Valider la vente' }));
    await screen.findByRole('heading', { name: 'Vente enregistrée' }, AFTER_SALE);
    expect(callsTo(fetchMock, SALE_PATH)[0]?.body).toEqual({ ticket_type_id: 11, quantity: 1, admit: 1 });
    expect(screen.queryByRole('img', { name: /QR code/ })).not.toBeInTheDocument();
  });

  it("shows the server's refusal as it words it (stock, closed sale) and keeps the form", async () => {
    gate(() => jsonResponse(409, { detail: doorMessages.doorSaleClosed }));
    renderAt(<DoorSaleView serialId="evt1" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Valider la vente' }));
    expect(await screen.findByRole('alert', {}, AFTER_SALE)).toHaveTextContent(doorMessages.doorSaleClosed);
    expect(screen.getByRole('button', { name: 'Valider la vente' })).toBeEnabled();
  });

  it('refuses a buyer name over the limit before sending anything', async () => {
    const fetchMock = gate(() => jsonResponse(500, {}));
    renderAt(<DoorSaleView serialId="evt1" />);
    const name = await screen.findByLabelText("Nom de l'acheteur (facultatif)");
    await userEvent.click(name);
    await userEvent.paste('x'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Valider la vente' }));
    expect(await screen.findByRole('alert', {}, AFTER_SALE)).toHaveTextContent(doorMessages.buyerNameTooLong);
    expect(callsTo(fetchMock, SALE_PATH)).toHaveLength(0);
  });

  it('sells nothing for a cancelled event', async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/events/evt1/',
        answer: () => jsonResponse(200, { ...event, is_cancelled: true }),
      },
    ]);
    renderAt(<DoorSaleView serialId="evt1" />);
    expect(await screen.findByRole('alert', {}, AFTER_SALE)).toHaveTextContent(
      "Cet événement est annulé : plus aucune vente à l'entrée.",
    );
    expect(screen.queryByRole('button', { name: 'Valider la vente' })).not.toBeInTheDocument();
  });
});
