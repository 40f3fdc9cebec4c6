// @vitest-environment jsdom
import '../../../test/dom.ts';
import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_LOADING_MS, ProfilePage } from '../../../routes/profile.tsx';
import { callsTo, jsonResponse, makeUser, mockApi, renderAt } from '../../../test/auth.tsx';
import { StudioHome } from './studio-home.tsx';

const doorEvent = {
  serial_id: 'evt1',
  name: 'Nuit de la Rumba',
  date: '2030-06-10',
  time: '20:00:00',
  location: 'Palais des Congrès, Brazzaville',
};

/** The account `user`, and the events the server lets them check in. */
function answer(user: ReturnType<typeof makeUser>, events: (typeof doorEvent)[]) {
  return mockApi([
    { method: 'GET', path: '/api/auth/user/', answer: () => jsonResponse(200, user) },
    { method: 'GET', path: '/api/tickets/check-in/events/', answer: () => jsonResponse(200, events) },
    {
      method: 'GET',
      path: '/api/notifications/preferences/',
      answer: () => jsonResponse(200, { email_artist_news: true }),
    },
  ]);
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the door for door staff, who hold no studio role', () => {
  it('offers « Contrôle à l’entrée » on the studio page instead of the no-role text', async () => {
    answer(makeUser(), [doorEvent]);
    renderAt(<StudioHome />);
    expect(await screen.findByRole('heading', { name: "Contrôle à l'entrée" })).toBeInTheDocument();
    expect(
      screen.getByText('Vous contrôlez les billets d’un événement : scannez-les et vendez à l’entrée.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ouvrir le contrôle des billets' })).toHaveAttribute(
      'href',
      '/studio/door',
    );
    expect(
      screen.queryByRole('heading', { name: 'Le studio est réservé aux organisateurs et aux artistes' }),
    ).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Mes événements' })).not.toBeInTheDocument();
  });

  it('offers it on the account page of a listener with events to check, beside nothing else of the studio', async () => {
    vi.useFakeTimers();
    answer(makeUser(), [doorEvent, { ...doorEvent, serial_id: 'evt2' }]);
    renderAt(<ProfilePage />, { path: '/profile' });
    await act(() => vi.advanceTimersByTimeAsync(PROFILE_LOADING_MS));
    // The door's events are asked once the profile shows.
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(screen.getByRole('heading', { name: "Contrôle à l'entrée" })).toBeInTheDocument();
    expect(screen.getByText(/Vous contrôlez les billets de 2 événements/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ouvrir le studio' })).not.toBeInTheDocument();
  });

  it('shows nothing to a listener with no event to check', async () => {
    answer(makeUser(), []);
    renderAt(<StudioHome />);
    expect(
      await screen.findByRole('heading', { name: 'Le studio est réservé aux organisateurs et aux artistes' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Contrôle à l'entrée" })).not.toBeInTheDocument();
  });

  it('asks nothing more of an organizer, whose sections already hold the door', async () => {
    const fetchMock = answer(makeUser({ roles: ['organizer'] }), [doorEvent]);
    renderAt(<StudioHome />);
    expect(await screen.findByRole('link', { name: 'Contrôle des billets' })).toHaveAttribute(
      'href',
      '/studio/door',
    );
    expect(callsTo(fetchMock, '/api/tickets/check-in/events/')).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: "Contrôle à l'entrée" })).not.toBeInTheDocument();
  });

  it('adds the door to an artist who checks tickets in for someone else’s event', async () => {
    answer(makeUser({ roles: ['artist'] }), [doorEvent]);
    renderAt(<StudioHome />);
    expect(await screen.findByRole('heading', { name: "Contrôle à l'entrée" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mes chansons' })).toBeInTheDocument();
  });
});
