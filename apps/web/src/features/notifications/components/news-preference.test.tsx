// @vitest-environment jsdom
import '../../../test/dom.ts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, jsonResponse, mockApi, renderAt } from '../../../test/auth.tsx';
import { NewsPreference } from './news-preference.tsx';

const label = 'Recevoir par e-mail les concerts et sorties de mes artistes (au plus un e-mail par jour)';
const path = '/api/notifications/preferences/';

afterEach(() => vi.unstubAllGlobals());

describe('NewsPreference', () => {
  it('shows the saved preference and sends PATCH with false when unticked, disabled while saving', async () => {
    const user = userEvent.setup();
    let answerPatch: (response: Response) => void = () => undefined;
    const fetchMock = mockApi([
      { method: 'GET', path, answer: () => jsonResponse(200, { email_artist_news: true }) },
      { method: 'PATCH', path, answer: () => new Promise<Response>((resolve) => (answerPatch = resolve)) },
    ]);
    renderAt(<NewsPreference />, { path: '/profile' });
    const box = screen.getByRole('checkbox', { name: label });
    await waitFor(() => expect(box).toBeChecked());

    await user.click(box);
    expect(box).not.toBeChecked();
    expect(box).toBeDisabled();
    expect(callsTo(fetchMock, path).find((call) => call.init?.method === 'PATCH')?.body).toEqual({
      email_artist_news: false,
    });
    answerPatch(jsonResponse(200, { email_artist_news: false }));
    await waitFor(() => expect(box).toBeEnabled());
    expect(box).not.toBeChecked();
  });

  it('puts the box back and says so when saving fails', async () => {
    const user = userEvent.setup();
    mockApi([
      { method: 'GET', path, answer: () => jsonResponse(200, { email_artist_news: false }) },
      { method: 'PATCH', path, answer: () => jsonResponse(500, { detail: 'Erreur' }) },
    ]);
    renderAt(<NewsPreference />, { path: '/profile' });
    const box = screen.getByRole('checkbox', { name: label });
    await waitFor(() => expect(box).toBeEnabled());

    await user.click(box);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Votre préférence n’a pas été enregistrée. Réessayez.',
    );
    expect(box).not.toBeChecked();
    expect(box).toBeEnabled();
  });
});
