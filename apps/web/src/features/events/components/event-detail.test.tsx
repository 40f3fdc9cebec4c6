// @vitest-environment jsdom
import '../../../test/dom.ts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EventDetailPage } from '../../../routes/event-detail.tsx';
import { jsonResponse, mockApi, renderAt } from '../../../test/auth.tsx';
import { makeEvent } from '../../../test/fixtures.ts';

const renderPage = (event: ReturnType<typeof makeEvent>) => {
  mockApi([
    { method: 'GET', path: `/api/events/${event.serial_id}/`, answer: () => jsonResponse(200, event) },
  ]);
  return renderAt(<EventDetailPage />, { path: '/events/:serialId', url: `/events/${event.serial_id}` });
};

describe('EventDetailPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists the confirmed artists, each linking to their page', async () => {
    renderPage(
      makeEvent({
        serial_id: 'lineup1',
        date: '2099-06-01',
        artists: [
          { id: 7, name: 'Fally Ipupa', image: null },
          { id: 9, name: 'Koffi Olomide', image: '/media/artists/koffi.jpg' },
        ],
      }),
    );
    expect(await screen.findByRole('heading', { name: 'Programmation' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Fally Ipupa' })).toHaveAttribute('href', '/artists/7');
    expect(screen.getByRole('link', { name: 'Koffi Olomide' })).toHaveAttribute('href', '/artists/9');
  });

  it('says a ticket is in the subscribers’ pre-sale until the public sale', async () => {
    const event = makeEvent({ serial_id: 'presale1', date: '2099-06-01' });
    event.ticket_types[0] = {
      ...event.ticket_types[0]!,
      presale_start: '2020-01-01T10:00:00Z',
      sales_start: '2099-01-01T10:00:00Z',
    };
    renderPage(event);
    expect(await screen.findByText('Prévente réservée aux abonnés')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Programmation' })).not.toBeInTheDocument();
  });

  it("offers 'Inviter des amis' and an open reserve button for an upcoming event", async () => {
    renderPage(makeEvent({ serial_id: 'soon1', name: 'Bientôt', date: '2099-06-01' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Bientôt' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inviter des amis' })).toBeInTheDocument();
    expect(screen.queryByText('Inscriptions fermées')).not.toBeInTheDocument();
  });

  it("cannot reserve a past event ('Inscriptions fermées', disabled) nor invite friends to it", async () => {
    renderPage(
      makeEvent({
        serial_id: 'past1',
        name: 'Déjà passé',
        date: '2020-01-10',
        time: '20:00:00',
        is_registration_open: false,
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Déjà passé' })).toBeInTheDocument();
    expect(screen.getByText('Terminé')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Inscriptions fermées' })).toBeDisabled();
    expect(screen.getByText('Les inscriptions ont fermé le vendredi 10 janvier 2020')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inviter des amis' })).not.toBeInTheDocument();
  });

  it("reads 'Annulé' once cancelled: no places left, nothing to reserve, nobody to invite", async () => {
    renderPage(
      makeEvent({
        serial_id: 'off1',
        name: 'Gala annulé',
        date: '2099-06-01',
        is_cancelled: true,
        is_registration_open: false,
      }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Gala annulé' })).toBeInTheDocument();
    expect(screen.getByText('Annulé')).toBeInTheDocument();
    expect(screen.queryByText('À venir')).not.toBeInTheDocument();
    expect(screen.getByText('Aucune réservation possible')).toBeInTheDocument();
    expect(screen.queryByText(/places? restantes?$/)).not.toBeInTheDocument();
    expect(screen.queryByText(/disponibles?$/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Événement annulé' })).toBeDisabled();
    expect(screen.getByText('Cet événement est annulé')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Inviter des amis' })).not.toBeInTheDocument();
  });
});
