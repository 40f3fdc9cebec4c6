// @vitest-environment jsdom
import '../../../test/dom.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeTokens } from '../../../lib/tokens.ts';
import { callsTo, jsonResponse, makeAccessToken, makeUser, mockApi, renderAt } from '../../../test/auth.tsx';
import { ProfileView } from './profile-view.tsx';

const USER = '/api/auth/user/';
const RESEND = '/api/auth/email/resend/';

const personal = () => screen.getByRole('region', { name: 'Informations personnelles' });

describe('changing the e-mail on the profile', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the current password once the address differs, before calling', async () => {
    const fetchMock = mockApi([]);
    const user = userEvent.setup();
    renderAt(<ProfileView user={makeUser()} />);
    const section = personal();
    expect(within(section).queryByLabelText('Mot de passe actuel')).toBeNull();
    const email = within(section).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'AWA@example.org');
    expect(within(section).queryByLabelText('Mot de passe actuel')).toBeNull();
    expect(within(section).getByText('Adresse confirmée.')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'awa.new@example.org');
    const password = within(section).getByLabelText('Mot de passe actuel');
    expect(password).toHaveAccessibleDescription(
      "Pour changer d'adresse e-mail, saisissez votre mot de passe actuel.",
    );
    // The state of the current address would read as the state of the one being typed: it steps aside.
    expect(within(section).queryByText('Adresse confirmée.')).toBeNull();
    await user.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Mot de passe actuel requis'));
    expect(callsTo(fetchMock, USER)).toEqual([]);
  });

  it('sends the new address with the password, then says a link went to it and keeps the old one', async () => {
    const fetchMock = mockApi([
      {
        method: 'PATCH',
        path: USER,
        answer: () => jsonResponse(200, makeUser({ pending_email: 'awa.new@example.org' })),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<ProfileView user={makeUser()} />);
    const section = personal();
    const email = within(section).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'awa.new@example.org');
    await user.type(within(section).getByLabelText('Mot de passe actuel'), 'Rumba2026!');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer' }));

    expect(
      await within(section).findByText(
        "Un lien de confirmation a été envoyé à awa.new@example.org. awa@example.org reste votre adresse jusqu'à sa confirmation.",
      ),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, USER)[0]?.body).toEqual({
      first_name: 'Awa',
      last_name: 'Mbemba',
      email: 'awa.new@example.org',
      birth_date: null,
      gender: null,
      current_password: 'Rumba2026!',
    });
    expect(email).toHaveValue('awa@example.org');
    expect(within(section).queryByLabelText('Mot de passe actuel')).toBeNull();
  });

  it('shows a wrong current password under its field', async () => {
    mockApi([
      {
        method: 'PATCH',
        path: USER,
        answer: () => jsonResponse(400, { current_password: ['Mot de passe actuel incorrect'] }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<ProfileView user={makeUser()} />);
    const section = personal();
    const email = within(section).getByLabelText('Email');
    await user.clear(email);
    await user.type(email, 'awa.new@example.org');
    const password = within(section).getByLabelText('Mot de passe actuel');
    await user.type(password, 'Pas-le-bon1!');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(section).findByText('Mot de passe actuel incorrect')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(expect.stringContaining('Mot de passe actuel incorrect'));
  });
});

describe('the state of the address on the profile', () => {
  beforeEach(() => writeTokens({ access: makeAccessToken(3600) }));
  afterEach(() => vi.unstubAllGlobals());

  it('says a confirmed address is confirmed, with nothing to resend', () => {
    renderAt(<ProfileView user={makeUser()} />);
    expect(within(personal()).getByText('Adresse confirmée.')).toBeInTheDocument();
    expect(within(personal()).queryByRole('button', { name: 'Renvoyer le lien' })).toBeNull();
  });

  it('shows the pending address and which one stays meanwhile', () => {
    renderAt(<ProfileView user={makeUser({ pending_email: 'awa.new@example.org' })} />);
    expect(
      within(personal()).getByText(
        "Nouvelle adresse en attente de confirmation : awa.new@example.org. Ouvrez le lien reçu à cette adresse ; d'ici là, awa@example.org reste votre adresse.",
      ),
    ).toBeInTheDocument();
  });

  it('resends the link of an unconfirmed address and says where it went', async () => {
    const fetchMock = mockApi([
      {
        method: 'POST',
        path: RESEND,
        answer: () =>
          jsonResponse(200, { detail: 'Un lien de confirmation a été envoyé à awa@example.org.' }),
      },
    ]);
    renderAt(<ProfileView user={makeUser({ email_verified: false })} />);
    const section = personal();
    expect(
      within(section).getByText('Adresse non confirmée : ouvrez le lien reçu par e-mail pour la confirmer.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(within(section).getByRole('button', { name: 'Renvoyer le lien' }));
    expect(
      await within(section).findByText('Un lien de confirmation a été envoyé à awa@example.org.'),
    ).toBeInTheDocument();
    expect(callsTo(fetchMock, RESEND)).toHaveLength(1);
  });
});
