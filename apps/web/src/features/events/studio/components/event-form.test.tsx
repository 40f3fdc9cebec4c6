// @vitest-environment jsdom
import '../../../../test/dom.ts';
import { studioEventMessages as msg } from '@sanza/contracts';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, renderAt } from '../../../../test/auth.tsx';
import { emptyDoorStaffRoute, makeStudioEvent, makeStudioTicketType } from '../test-fixtures.ts';
import { NewEvent } from './new-event.tsx';
import { StudioEventView } from './studio-event-view.tsx';

const CATEGORIES = [
  { serial_id: 'cat1', name: 'Concerts', description: '' },
  { serial_id: 'cat2', name: 'Théâtre', description: '' },
];
const categoriesRoute = {
  method: 'GET',
  path: '/api/events/-/c/categories/',
  answer: () => jsonResponse(200, CATEGORIES),
};

/** Sets a field as the browser does: a list fires `change`, a text, date or number field fires `input`. */
function setValue(label: string, value: string, scope: HTMLElement = document.body) {
  const field = within(scope).getByLabelText(label);
  if (field instanceof HTMLSelectElement) fireEvent.change(field, { target: { value } });
  else fireEvent.input(field, { target: { value } });
}

/** The field's error text, bound to it by aria-describedby. */
function errorOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids
    .filter((id) => id.endsWith('-error'))
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('NewEvent', () => {
  it('shows every broken rule by its field in French, and sends nothing', async () => {
    const fetchMock = mockApi([emptyDoorStaffRoute, categoriesRoute]);
    const user = userEvent.setup();
    renderAt(<NewEvent />);
    await screen.findByRole('option', { name: 'Concerts' });
    await user.click(screen.getByRole('button', { name: "Créer l'événement" }));

    expect(await screen.findByText('Corrigez les champs signalés.')).toBeInTheDocument();
    expect(errorOf(screen.getByLabelText("Nom de l'événement"))).toBe(msg.nameRequired);
    expect(errorOf(screen.getByLabelText('Catégorie'))).toBe('Choisissez une catégorie');
    expect(errorOf(screen.getByLabelText('Lieu'))).toBe(msg.venueRequired);
    expect(errorOf(screen.getByLabelText('Début'))).toBe("Indiquez la date et l'heure");
    const ticket = screen.getByRole('group', { name: 'Billet 1' });
    expect(errorOf(within(ticket).getByLabelText('Nom du billet'))).toBe(msg.ticketNameRequired);
    expect(errorOf(within(ticket).getByLabelText('Prix (XAF)'))).toBe(msg.priceInvalid);
    expect(screen.getByLabelText("Nom de l'événement")).toHaveAttribute('aria-invalid', 'true');
    expect(callsTo(fetchMock, '/api/studio/events/')).toHaveLength(0);
  });

  it('creates the event with its ticket types and auction, times with the zone offset, then opens its page', async () => {
    const fetchMock = mockApi([
      emptyDoorStaffRoute,
      categoriesRoute,
      {
        method: 'POST',
        path: '/api/studio/events/',
        answer: () => jsonResponse(201, makeStudioEvent({ serial_id: 'new1' })),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<NewEvent />, { path: '/studio/events/new' });
    await screen.findByRole('option', { name: 'Concerts' });
    await user.type(screen.getByLabelText("Nom de l'événement"), 'Nuit de la Rumba');
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'cat1');
    await user.type(screen.getByLabelText('Lieu'), 'Palais des Congrès');
    await user.type(screen.getByLabelText('Ville'), 'Lubumbashi');
    await user.selectOptions(screen.getByLabelText('Fuseau horaire'), 'Africa/Lubumbashi');
    setValue('Début', '2030-06-10T20:00');
    const first = screen.getByRole('group', { name: 'Billet 1' });
    await user.type(within(first).getByLabelText('Nom du billet'), 'Standard');
    await user.type(within(first).getByLabelText('Prix (XAF)'), '5000');
    await user.type(within(first).getByLabelText('Quantité'), '200');

    await user.click(screen.getByRole('button', { name: 'Ajouter un type de billet' }));
    const second = screen.getByRole('group', { name: 'Billet 2' });
    await user.type(within(second).getByLabelText('Nom du billet'), 'Carré Or');
    await user.type(within(second).getByLabelText('Prix (XAF)'), '50000');
    await user.type(within(second).getByLabelText('Quantité'), '1');
    await user.selectOptions(within(second).getByLabelText('Maximum par commande'), '1');
    await user.click(within(second).getByLabelText('Vendre ce billet aux enchères'));
    await user.type(within(second).getByLabelText('Prix de départ (XAF)'), '20000');
    setValue("Fin de l'enchère", '2030-06-09T12:00', second);

    // A third one added then removed leaves no trace.
    await user.click(screen.getByRole('button', { name: 'Ajouter un type de billet' }));
    await user.click(screen.getByRole('button', { name: 'Retirer le billet 3' }));
    expect(screen.queryByRole('group', { name: 'Billet 3' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: "Créer l'événement" }));
    expect(await screen.findByRole('heading', { name: 'Page /studio/events/new1' })).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/studio/events/');
    expect(call?.body).toEqual({
      name: 'Nuit de la Rumba',
      description: '',
      category: 'cat1',
      venue: 'Palais des Congrès',
      city: 'Lubumbashi',
      time_zone: 'Africa/Lubumbashi',
      starts_at: '2030-06-10T20:00:00+02:00',
      ends_at: null,
      ticket_types: [
        {
          name: 'Standard',
          description: '',
          price: 5000,
          quantity: 200,
          max_per_order: 4,
          sales_start: null,
          sales_end: null,
          presale_start: null,
        },
        {
          name: 'Carré Or',
          description: '',
          price: 50000,
          quantity: 1,
          max_per_order: 1,
          sales_start: null,
          sales_end: null,
          presale_start: null,
          auction: { starting_price: 20000, min_increment: 1000, ends_at: '2030-06-09T12:00:00+02:00' },
        },
      ],
    });
  });

  it("shows the server's refusals by their fields and stays on the form", async () => {
    mockApi([
      emptyDoorStaffRoute,
      categoriesRoute,
      {
        method: 'POST',
        path: '/api/studio/events/',
        answer: () =>
          jsonResponse(400, { category: [msg.categoryUnknown], ticket_types: [msg.auctionEndsAfterStart] }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<NewEvent />, { path: '/studio/events/new' });
    await screen.findByRole('option', { name: 'Concerts' });
    await user.type(screen.getByLabelText("Nom de l'événement"), 'Nuit');
    await user.selectOptions(screen.getByLabelText('Catégorie'), 'cat2');
    await user.type(screen.getByLabelText('Lieu'), 'Salle');
    await user.type(screen.getByLabelText('Ville'), 'Douala');
    setValue('Début', '2030-06-10T20:00');
    const first = screen.getByRole('group', { name: 'Billet 1' });
    await user.type(within(first).getByLabelText('Nom du billet'), 'Standard');
    await user.type(within(first).getByLabelText('Prix (XAF)'), '0');
    await user.type(within(first).getByLabelText('Quantité'), '10');
    await user.click(screen.getByRole('button', { name: "Créer l'événement" }));

    expect(await screen.findByText(msg.categoryUnknown)).toBeInTheDocument();
    expect(errorOf(screen.getByLabelText('Catégorie'))).toBe(msg.categoryUnknown);
    // No auction row to point at: the message shows above the ticket types.
    expect(
      within(screen.getByRole('region', { name: 'Types de billets' })).getByRole('alert'),
    ).toHaveTextContent(msg.auctionEndsAfterStart);
    expect(screen.getByRole('heading', { level: 1, name: 'Nouvel événement' })).toBeInTheDocument();
  });
});

describe('StudioEventView: editing', () => {
  it("sends the changes, and shows the server's stock refusal by the ticket type's quantity", async () => {
    const event = makeStudioEvent({
      status: 'published',
      ticket_types: [
        makeStudioTicketType({ id: 5, name: 'VIP', quantity: 10, sold: 2, held: 1, left: 7 }),
        makeStudioTicketType({ id: 6, name: 'Standard', quantity: 100 }),
      ],
    });
    const fetchMock = mockApi([
      emptyDoorStaffRoute,
      { method: 'GET', path: '/api/studio/events/evt1/', answer: () => jsonResponse(200, event) },
      categoriesRoute,
      {
        method: 'PATCH',
        path: '/api/studio/events/evt1/',
        answer: () => jsonResponse(400, { ticket_types: [msg.stockBelowTaken('VIP', 3)] }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<StudioEventView serialId="evt1" />);
    const vip = await screen.findByRole('group', { name: 'Billet 1' });
    expect(within(vip).getByText('2 vendu(s), 1 réservé(s)')).toBeInTheDocument();
    // An existing ticket type cannot be removed.
    expect(screen.queryByRole('button', { name: /^Retirer le billet/ })).not.toBeInTheDocument();
    const quantity = within(vip).getByLabelText('Quantité');
    await user.clear(quantity);
    await user.type(quantity, '2');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));

    await vi.waitFor(() => expect(errorOf(quantity)).toBe(msg.stockBelowTaken('VIP', 3)));
    expect(quantity).toHaveAttribute('aria-invalid', 'true');
    const [call] = callsTo(fetchMock, '/api/studio/events/evt1/').filter((c) => c.init?.method === 'PATCH');
    expect(call?.body).toMatchObject({
      starts_at: '2030-06-10T20:00:00+01:00',
      ticket_types: [
        { id: 5, name: 'VIP', quantity: 2 },
        { id: 6, name: 'Standard', quantity: 100 },
      ],
    });
  });

  it('after a save, a ticket type just added has its id: a second save does not add it again', async () => {
    let current = makeStudioEvent();
    const fetchMock = mockApi([
      emptyDoorStaffRoute,
      { method: 'GET', path: '/api/studio/events/evt1/', answer: () => jsonResponse(200, current) },
      categoriesRoute,
      {
        method: 'PATCH',
        path: '/api/studio/events/evt1/',
        answer: () => {
          current = makeStudioEvent({
            ticket_types: [
              makeStudioTicketType(),
              makeStudioTicketType({ id: 2, name: 'Balcon', price: 3000, quantity: 5 }),
            ],
          });
          return jsonResponse(200, current);
        },
      },
    ]);
    const user = userEvent.setup();
    renderAt(<StudioEventView serialId="evt1" />);
    await screen.findByRole('group', { name: 'Billet 1' });
    await user.click(screen.getByRole('button', { name: 'Ajouter un type de billet' }));
    const added = screen.getByRole('group', { name: 'Billet 2' });
    await user.type(within(added).getByLabelText('Nom du billet'), 'Balcon');
    await user.type(within(added).getByLabelText('Prix (XAF)'), '3000');
    await user.type(within(added).getByLabelText('Quantité'), '5');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await vi.waitFor(() =>
      expect(
        callsTo(fetchMock, '/api/studio/events/evt1/').filter((c) => c.init?.method === 'PATCH'),
      ).toHaveLength(2),
    );
    const patches = callsTo(fetchMock, '/api/studio/events/evt1/').filter((c) => c.init?.method === 'PATCH');
    const sentRow = (n: number) =>
      (patches[n]?.body as { ticket_types: unknown[] } | undefined)?.ticket_types[1];
    expect(sentRow(0)).toMatchObject({ name: 'Balcon' });
    expect(sentRow(0)).not.toHaveProperty('id');
    expect(sentRow(1)).toMatchObject({ id: 2, name: 'Balcon' });
  });

  it('shows the pre-sale start in the zone of the event and sends the new one as presale_start', async () => {
    const event = makeStudioEvent({
      ticket_types: [
        makeStudioTicketType({
          id: 5,
          sales_start: '2030-05-10T09:00:00.000Z',
          presale_start: '2030-05-01T09:00:00.000Z',
        }),
      ],
    });
    const fetchMock = mockApi([
      emptyDoorStaffRoute,
      { method: 'GET', path: '/api/studio/events/evt1/', answer: () => jsonResponse(200, event) },
      categoriesRoute,
      { method: 'PATCH', path: '/api/studio/events/evt1/', answer: () => jsonResponse(200, event) },
    ]);
    const user = userEvent.setup();
    renderAt(<StudioEventView serialId="evt1" />);
    const row = await screen.findByRole('group', { name: 'Billet 1' });
    const presale = within(row).getByLabelText<HTMLInputElement>('Début de la prévente (abonnés)');
    expect(presale.value).toBe('2030-05-01T10:00');
    setValue('Début de la prévente (abonnés)', '2030-05-03T18:30', row);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Modifications enregistrées')).toBeInTheDocument();
    const [call] = callsTo(fetchMock, '/api/studio/events/evt1/').filter((c) => c.init?.method === 'PATCH');
    expect(call?.body).toMatchObject({
      ticket_types: [
        { id: 5, sales_start: '2030-05-10T10:00:00+01:00', presale_start: '2030-05-03T18:30:00+01:00' },
      ],
    });
  });

  it('refuses a pre-sale starting after the public sale, by its field, and sends nothing', async () => {
    const event = makeStudioEvent({
      ticket_types: [makeStudioTicketType({ id: 5, sales_start: '2030-05-10T09:00:00.000Z' })],
    });
    const fetchMock = mockApi([
      emptyDoorStaffRoute,
      { method: 'GET', path: '/api/studio/events/evt1/', answer: () => jsonResponse(200, event) },
      categoriesRoute,
    ]);
    const user = userEvent.setup();
    renderAt(<StudioEventView serialId="evt1" />);
    const row = await screen.findByRole('group', { name: 'Billet 1' });
    setValue('Début de la prévente (abonnés)', '2030-05-11T10:00', row);
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    const presale = within(row).getByLabelText('Début de la prévente (abonnés)');
    await vi.waitFor(() => expect(errorOf(presale)).toBe(msg.presaleAfterSalesStart));
    expect(
      callsTo(fetchMock, '/api/studio/events/evt1/').filter((c) => c.init?.method === 'PATCH'),
    ).toHaveLength(0);
  });
});
