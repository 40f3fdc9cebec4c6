// @vitest-environment jsdom
import '../../../test/dom.ts';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import fallbackImage from '../../../assets/event-fallback.svg';
import { makeCategory, makeEvent, makeTicket } from '../../../test/fixtures.ts';
import { EventCard } from './event-card.tsx';

function renderCard(event = makeEvent()) {
  render(
    <MemoryRouter>
      <EventCard event={event} />
    </MemoryRouter>,
  );
  return event;
}

describe('EventCard', () => {
  it('shows name, French long date, time, category and the lowest price', () => {
    renderCard(
      makeEvent({
        name: 'Makossa Live',
        date: '2026-12-12',
        time: '21:00:00',
        category: makeCategory({ name: 'Festivals' }),
        ticket_types: [
          makeTicket({ price: 15000 }),
          makeTicket({ price: 5000 }),
          makeTicket({ price: 40000 }),
        ],
      }),
    );

    expect(screen.getByRole('heading', { name: 'Makossa Live' })).toBeInTheDocument();
    expect(screen.getByText('samedi 12 décembre 2026')).toBeInTheDocument();
    expect(screen.getByText('21:00')).toBeInTheDocument();
    expect(screen.getByText('Festivals')).toBeInTheDocument();
    expect(screen.getByText('À partir de')).toBeInTheDocument();
    // Testing Library folds no-break spaces when matching; the exact text is checked on the element.
    expect(screen.getByText('5 000 XAF').textContent).toBe('5\u00a0000\u00a0XAF');
    expect(screen.queryByText('Gratuit')).not.toBeInTheDocument();
  });

  it("shows 'Gratuit' instead of a price when the cheapest ticket is free", () => {
    renderCard(makeEvent({ ticket_types: [makeTicket({ price: 10000 }), makeTicket({ price: 0 })] }));

    expect(screen.getByText('Gratuit')).toBeInTheDocument();
    expect(screen.queryByText('À partir de')).not.toBeInTheDocument();
    expect(screen.queryByText(/XAF/)).not.toBeInTheDocument();
  });

  it("shows 'Gratuit' when the event has no ticket types", () => {
    renderCard(makeEvent({ ticket_types: [] }));

    expect(screen.getByText('Gratuit')).toBeInTheDocument();
    expect(screen.queryByText('À partir de')).not.toBeInTheDocument();
  });

  it("shows 'Complet' when no ticket type is left, and no places line", () => {
    renderCard(makeEvent({ ticket_types: [makeTicket({ price: 5000, quantity_available: 0 })] }));

    expect(screen.getByText('Complet')).toBeInTheDocument();
    expect(screen.queryByText('À partir de')).not.toBeInTheDocument();
    expect(screen.queryByText(/places?$/)).not.toBeInTheDocument();
  });

  it("shows 'Prix non disponible' when the tickets on sale carry no price", () => {
    renderCard(makeEvent({ ticket_types: [makeTicket({ price: Number.NaN })] }));

    expect(screen.getByText('Prix non disponible')).toBeInTheDocument();
    expect(screen.queryByText('À partir de')).not.toBeInTheDocument();
  });

  it('shows the lowest price still on sale and the total of places left', () => {
    renderCard(
      makeEvent({
        ticket_types: [
          makeTicket({ price: 2000, quantity_available: 0 }),
          makeTicket({ price: 10000, quantity_available: 400 }),
          makeTicket({ price: 25000, quantity_available: 60 }),
        ],
      }),
    );

    expect(screen.getByText('À partir de')).toBeInTheDocument();
    expect(screen.getByText('10 000 XAF').textContent).toBe('10\u00a0000\u00a0XAF');
    expect(screen.getByText('460 places')).toBeInTheDocument();
  });

  it("shows the 'enchère en cours...' badge only when a ticket type is an auction", () => {
    renderCard(
      makeEvent({ name: 'Avec enchère', ticket_types: [makeTicket(), makeTicket({ is_auction: true })] }),
    );
    expect(screen.getByText('enchère en cours...')).toBeInTheDocument();
  });

  it('shows no auction badge without an auction ticket type', () => {
    renderCard(makeEvent({ ticket_types: [makeTicket()] }));
    expect(screen.queryByText('enchère en cours...')).not.toBeInTheDocument();
  });

  it("says 'À venir' while registration is open and 'Terminé' once closed", () => {
    renderCard(makeEvent({ is_registration_open: true }));
    expect(screen.getByText('À venir')).toBeInTheDocument();
    expect(screen.queryByText('Terminé')).not.toBeInTheDocument();
  });

  it("says 'Terminé' once registration has closed", () => {
    renderCard(makeEvent({ is_registration_open: false }));
    expect(screen.getByText('Terminé')).toBeInTheDocument();
  });

  it("says 'Annulé' once its organizer cancelled it: no places, no price, no Réserver", () => {
    renderCard(
      makeEvent({
        serial_id: 'off1',
        name: 'Rumba Night',
        is_cancelled: true,
        is_registration_open: false,
        ticket_types: [makeTicket({ price: 5000, quantity_available: 40 })],
      }),
    );
    expect(screen.getByText('Annulé')).toBeInTheDocument();
    expect(screen.queryByText('À venir')).not.toBeInTheDocument();
    expect(screen.queryByText('Terminé')).not.toBeInTheDocument();
    expect(screen.queryByText('40 places')).not.toBeInTheDocument();
    expect(screen.queryByText('À partir de')).not.toBeInTheDocument();
    expect(screen.getByText('Aucune réservation possible')).toBeInTheDocument();
    expect(screen.queryByText('Réserver')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Voir l’événement\W+Rumba Night$/ })).toHaveAttribute(
      'href',
      '/events/off1',
    );
  });

  it('links Réserver to the event page', () => {
    const event = renderCard(makeEvent({ serial_id: 'abc123', name: 'Kin Rire Show' }));

    const link = screen.getByRole('link', { name: /^Réserver/ });
    expect(link).toHaveAttribute('href', `/events/${event.serial_id}`);
    expect(link).toHaveTextContent('Réserver');
  });

  it.each([
    ['past (registration closed)', makeEvent({ is_registration_open: false })],
    ["sold out ('Complet')", makeEvent({ ticket_types: [makeTicket({ quantity_available: 0 })] })],
  ])('offers no Réserver when the event is %s, only a link to its page', (_, event) => {
    renderCard({ ...event, serial_id: 'old1', name: 'Rumba Night' });

    expect(screen.queryByText('Réserver')).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: /^Voir l’événement\W+Rumba Night$/ });
    expect(link).toHaveAttribute('href', '/events/old1');
  });

  it('loads the event image lazily with its size set', () => {
    renderCard(makeEvent({ name: 'Afrobeat Sunset', image: '/media/events/sunset.svg' }));

    const image = screen.getByRole('img', { name: 'Affiche de Afrobeat Sunset' });
    expect(image).toHaveAttribute('src', '/media/events/sunset.svg');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('decoding', 'async');
    expect(image).toHaveAttribute('width');
    expect(image).toHaveAttribute('height');
  });

  it("offers a studio cover's widths and shows its blurred preview while it loads", () => {
    const srcset = '/media/events/covers/a-320.webp 320w, /media/events/covers/a-640.webp 640w';
    renderCard(
      makeEvent({
        name: 'Rumba',
        image: '/media/events/covers/a-640.webp',
        image_srcset: srcset,
        image_placeholder: 'data:image/webp;base64,AAAA',
      }),
    );

    const image = screen.getByRole('img', { name: 'Affiche de Rumba' });
    expect(image).toHaveAttribute('srcset', srcset);
    expect(image).toHaveAttribute('sizes', '(min-width: 1024px) 640px, 100vw');
    expect(image.style.backgroundImage).toBe('url("data:image/webp;base64,AAAA")');
    fireEvent.error(image);
    expect(image).not.toHaveAttribute('srcset');
  });

  it('shows the fallback image when the event has none', () => {
    const { container } = render(
      <MemoryRouter>
        <EventCard event={makeEvent({ image: null })} />
      </MemoryRouter>,
    );

    const image = container.querySelector('img');
    expect(image).toHaveAttribute('src', fallbackImage);
    expect(image).toHaveAttribute('alt', '');
  });

  it('switches to the fallback image when the event image fails to load', () => {
    renderCard(makeEvent({ name: 'Gospel Explosion', image: '/media/events/missing.svg' }));

    const image = screen.getByRole('img', { name: 'Affiche de Gospel Explosion' });
    fireEvent.error(image);

    expect(image).toHaveAttribute('src', fallbackImage);
    expect(image).toHaveAttribute('alt', '');
  });
});
