// @vitest-environment jsdom
import '../../../test/dom.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readToken, writeTokens } from '../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, makeUser, mockApi, renderAt } from '../../../test/auth.tsx';
import { ProfileView } from './profile-view.tsx';

const CHANGE = '/api/auth/password/change/';

/** The « Mot de passe » section of the profile, and a helper filling its three fields. */
function renderSection() {
  renderAt(<ProfileView user={makeUser()} />);
  const section = screen.getByRole('region', { name: 'Mot de passe' });
  const user = userEvent.setup();
  const fill = async (current: string, next: string, confirmation = next) => {
    if (current) await user.type(within(section).getByLabelText('Mot de passe actuel'), current);
    if (next) await user.type(within(section).getByLabelText('Nouveau mot de passe'), next);
    if (confirmation)
      await user.type(within(section).getByLabelText('Confirmation du nouveau mot de passe'), confirmation);
    await user.click(within(section).getByRole('button', { name: 'Changer le mot de passe' }));
  };
  return { section, fill };
}

describe('profile « Mot de passe » section', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600), refresh: 'old-refresh', idp: 'idp_old' }));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the current password, the registration rules and a matching confirmation before calling', async () => {
    const fetchMock = mockApi([]);
    const { section, fill } = renderSection();
    await fill('', 'faible', 'faiblE');
    expect(within(section).getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription(
      'Mot de passe actuel requis',
    );
    const description = within(section).getByLabelText('Nouveau mot de passe');
    expect(description).toHaveAccessibleDescription(
      expect.stringContaining('Le mot de passe doit contenir au moins 8 caractères'),
    );
    expect(description).toHaveAccessibleDescription(expect.stringContaining('au moins un chiffre'));
    expect(
      within(section).getByLabelText('Confirmation du nouveau mot de passe'),
    ).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
    expect(callsTo(fetchMock, CHANGE)).toEqual([]);
  });

  it('says what is missing when everything is empty, one message a field', async () => {
    mockApi([]);
    const { section, fill } = renderSection();
    await fill('', '', '');
    expect(within(section).getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(
      expect.stringMatching(/Mot de passe requis$/),
    );
    expect(within(section).getByText('Mot de passe requis')).toBeInTheDocument();
    expect(within(section).queryByText(/au moins 8 caractères/)).toBeNull();
    expect(
      within(section).getByLabelText('Confirmation du nouveau mot de passe'),
    ).toHaveAccessibleDescription('Confirmation requise');
  });

  it('sends the three fields, keeps the new tokens of this session and says it is done', async () => {
    const fresh = makeAccessToken(300);
    const fetchMock = mockApi([
      {
        method: 'POST',
        path: CHANGE,
        answer: () => jsonResponse(200, { access: fresh, refresh: 'new-refresh' }),
      },
    ]);
    const { section, fill } = renderSection();
    await fill('Rumba2026!', 'Makossa2027#');

    expect(await within(section).findByText('Votre mot de passe a été modifié.')).toBeInTheDocument();
    expect(callsTo(fetchMock, CHANGE)[0]?.body).toEqual({
      current_password: 'Rumba2026!',
      new_password1: 'Makossa2027#',
      new_password2: 'Makossa2027#',
    });
    expect([readToken('access'), readToken('refresh'), readToken('idp')]).toEqual([
      fresh,
      'new-refresh',
      null,
    ]);
    expect(within(section).getByLabelText('Mot de passe actuel')).toHaveValue('');
    expect(within(section).getByLabelText('Nouveau mot de passe')).toHaveValue('');
  });

  it("shows the server's refusal under the field, and anything else in the section's red box", async () => {
    let answer = jsonResponse(400, { current_password: ['Mot de passe actuel incorrect'] });
    mockApi([{ method: 'POST', path: CHANGE, answer: () => answer }]);
    const { section, fill } = renderSection();
    await fill('Pas-le-bon1!', 'Makossa2027#');
    expect(await within(section).findByText('Mot de passe actuel incorrect')).toBeInTheDocument();
    expect(within(section).getByLabelText('Mot de passe actuel')).toHaveAccessibleDescription(
      'Mot de passe actuel incorrect',
    );
    expect(readToken('refresh')).toBe('old-refresh');

    answer = jsonResponse(429, { detail: 'Trop de tentatives. Réessayez dans quelques minutes.' });
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Changer le mot de passe' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'Trop de tentatives. Réessayez dans quelques minutes.',
    );
  });
});
