// @vitest-environment jsdom
import '../../../test/dom.ts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROFILE_LOADING_MS, ProfilePage } from '../../../routes/profile.tsx';
import { callsTo, jsonResponse, makeUser, mockApi, renderAt } from '../../../test/auth.tsx';
import { avatarProblem } from './avatar-form.tsx';
import { splitInterests } from './interests-form.tsx';
import { ProfileView } from './profile-view.tsx';

const MB = 1024 * 1024;
const fileOf = (type: string, size: number, name = 'photo') =>
  new File([new Uint8Array(size)], name, { type });

/**
 * A fetch mock for the profile page: `routes`, the e-mail preference of the artists' news it shows, and the events
 * the user checks in at the door (none: a listener is nobody's door staff).
 */
const profileApi = (routes: Parameters<typeof mockApi>[0]) =>
  mockApi([
    {
      method: 'GET',
      path: '/api/notifications/preferences/',
      answer: () => jsonResponse(200, { email_artist_news: true }),
    },
    { method: 'GET', path: '/api/tickets/check-in/events/', answer: () => jsonResponse(200, []) },
    ...routes,
  ]);

describe('avatarProblem', () => {
  it('accepts JPG, PNG and WebP up to 5 MB', () => {
    expect(avatarProblem({ type: 'image/jpeg', size: 5 * MB })).toBeNull();
    expect(avatarProblem({ type: 'image/png', size: 1 })).toBeNull();
    expect(avatarProblem({ type: 'image/webp', size: 2 * MB })).toBeNull();
  });

  it('refuses other types and bigger files with the spec messages', () => {
    for (const type of ['image/gif', 'image/svg+xml', 'application/pdf', '']) {
      expect(avatarProblem({ type, size: 10 })).toBe(
        'Format de fichier non supporté. Utilisez JPG, PNG ou WebP.',
      );
    }
    expect(avatarProblem({ type: 'image/png', size: 5 * MB + 1 })).toBe(
      'Le fichier est trop volumineux. Maximum 5MB.',
    );
  });
});

describe('splitInterests', () => {
  it('splits on commas, trims, drops empties and repeats', () => {
    expect(splitInterests(' Rumba, afrobeat,, rumba ,Concerts ')).toEqual(['Rumba', 'afrobeat', 'Concerts']);
    expect(splitInterests('')).toEqual([]);
  });
});

describe('profile page', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:apercu', revokeObjectURL: () => {} }),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows 'Chargement en cours...' for 1 s, then the header with avatar, full name and e-mail", async () => {
    vi.useFakeTimers();
    profileApi([{ method: 'GET', path: '/api/auth/user/', answer: () => jsonResponse(200, makeUser()) }]);
    renderAt(<ProfilePage />, { path: '/profile' });

    expect(screen.getByRole('status')).toHaveTextContent('Chargement en cours...');
    await act(() => vi.advanceTimersByTimeAsync(PROFILE_LOADING_MS - 1));
    expect(screen.getByText('Chargement en cours...')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));

    expect(screen.getByRole('heading', { level: 1, name: 'Awa Mbemba' })).toBeInTheDocument();
    expect(screen.getByText('awa@example.org')).toBeInTheDocument();
    // The initials stand in for a photo, in the header and in the photo section.
    const avatars = screen.getAllByRole('img', { name: 'Photo de profil de Awa Mbemba' });
    expect(avatars.map((one) => one.textContent)).toEqual(['AM', 'AM']);
    for (const title of [
      'Photo de profil',
      'Informations personnelles',
      'Coordonnées',
      'Réseaux sociaux',
      "Centres d'intérêt",
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeInTheDocument();
    }
  });

  it('offers the studio to an organizer, and not to a listener', async () => {
    vi.useFakeTimers();
    profileApi([
      {
        method: 'GET',
        path: '/api/auth/user/',
        answer: () => jsonResponse(200, makeUser({ roles: ['organizer'] })),
      },
    ]);
    const organizer = renderAt(<ProfilePage />, { path: '/profile' });
    await act(() => vi.advanceTimersByTimeAsync(PROFILE_LOADING_MS));
    expect(screen.getByRole('link', { name: 'Ouvrir le studio' })).toHaveAttribute('href', '/studio');
    organizer.unmount();

    profileApi([{ method: 'GET', path: '/api/auth/user/', answer: () => jsonResponse(200, makeUser()) }]);
    renderAt(<ProfilePage />, { path: '/profile' });
    await act(() => vi.advanceTimersByTimeAsync(PROFILE_LOADING_MS));
    expect(screen.getByRole('heading', { level: 1, name: 'Awa Mbemba' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ouvrir le studio' })).not.toBeInTheDocument();
  });

  it('refuses a wrong avatar type or size on the spot and previews a good one', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderAt(<ProfileView user={makeUser()} />);
    const section = screen.getByRole('region', { name: 'Photo de profil' });
    const input = within(section).getByLabelText('Choisir une photo');
    const save = within(section).getByRole('button', { name: 'Enregistrer la photo' });
    expect(save).toBeDisabled();

    await user.upload(input, fileOf('image/gif', 100, 'anim.gif'));
    expect(input).toHaveAccessibleDescription('Format de fichier non supporté. Utilisez JPG, PNG ou WebP.');
    expect(save).toBeDisabled();

    await user.upload(input, fileOf('image/png', 5 * MB + 1, 'big.png'));
    expect(input).toHaveAccessibleDescription('Le fichier est trop volumineux. Maximum 5MB.');

    await user.upload(input, fileOf('image/png', 1000, 'moi.png'));
    expect(within(section).getByRole('img', { name: 'Aperçu de la nouvelle photo' })).toHaveAttribute(
      'src',
      'blob:apercu',
    );
    expect(save).toBeEnabled();
  });

  it('uploads the photo as multipart `avatar` and says it saved, for about 3 s', async () => {
    const fetchMock = profileApi([
      {
        method: 'POST',
        path: '/api/auth/user/avatar/',
        answer: () => jsonResponse(200, makeUser({ avatar: '/media/avatars/a.png' })),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<ProfileView user={makeUser()} />);
    const section = screen.getByRole('region', { name: 'Photo de profil' });
    await user.upload(
      within(section).getByLabelText('Choisir une photo'),
      fileOf('image/png', 1000, 'moi.png'),
    );
    vi.useFakeTimers();
    act(() => within(section).getByRole('button', { name: 'Enregistrer la photo' }).click());
    await act(() => vi.advanceTimersByTimeAsync(0));

    expect(within(section).getByRole('status')).toHaveTextContent('Photo de profil mise à jour.');
    const body = callsTo(fetchMock, '/api/auth/user/avatar/')[0]?.body as FormData;
    expect((body.get('avatar') as File).name).toBe('moi.png');
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(within(section).getByRole('status')).toHaveTextContent('');
  });

  it("shows the spec's message when the avatar upload fails", async () => {
    profileApi([
      { method: 'POST', path: '/api/auth/user/avatar/', answer: () => jsonResponse(500, { detail: 'x' }) },
    ]);
    const user = userEvent.setup();
    renderAt(<ProfileView user={makeUser()} />);
    const section = screen.getByRole('region', { name: 'Photo de profil' });
    await user.upload(within(section).getByLabelText('Choisir une photo'), fileOf('image/jpeg', 10, 'a.jpg'));
    await user.click(within(section).getByRole('button', { name: 'Enregistrer la photo' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      "Erreur lors de la mise à jour de l'avatar",
    );
  });

  it("shows the server's reason when it refuses the image (too many pixels)", async () => {
    profileApi([
      {
        method: 'POST',
        path: '/api/auth/user/avatar/',
        answer: () => jsonResponse(400, { avatar: ['image trop grande (7000 × 7000 pixels)'] }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<ProfileView user={makeUser()} />);
    const section = screen.getByRole('region', { name: 'Photo de profil' });
    await user.upload(within(section).getByLabelText('Choisir une photo'), fileOf('image/png', 10, 'a.png'));
    await user.click(within(section).getByRole('button', { name: 'Enregistrer la photo' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'image trop grande (7000 × 7000 pixels)',
    );
  });

  it('checks personal information: names of 2+ characters and a valid e-mail', async () => {
    const user = userEvent.setup();
    renderAt(<ProfileView user={makeUser()} />);
    const section = screen.getByRole('region', { name: 'Informations personnelles' });
    const first = within(section).getByLabelText('Prénom');
    const last = within(section).getByLabelText('Nom');
    const email = within(section).getByLabelText('Email');
    await user.clear(first);
    await user.type(first, 'A');
    await user.clear(last);
    await user.clear(email);
    await user.type(email, 'awa@');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer' }));

    expect(first).toHaveAccessibleDescription('Le prénom doit contenir au moins 2 caractères');
    expect(last).toHaveAccessibleDescription('Le nom doit contenir au moins 2 caractères');
    expect(email).toHaveAccessibleDescription("L'email n'est pas valide");
  });

  it('saves personal information and shows its own success message', async () => {
    const fetchMock = profileApi([
      {
        method: 'PATCH',
        path: '/api/auth/user/',
        answer: (init) => jsonResponse(200, makeUser(JSON.parse(String(init?.body)))),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<ProfileView user={makeUser()} />);
    const section = screen.getByRole('region', { name: 'Informations personnelles' });
    await user.type(within(section).getByLabelText('Date de naissance (facultatif)'), '1995-04-12');
    await user.selectOptions(within(section).getByLabelText('Genre'), 'F');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer' }));

    expect(await within(section).findByText('Informations personnelles enregistrées.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/user/')[0]?.body).toEqual({
      first_name: 'Awa',
      last_name: 'Mbemba',
      email: 'awa@example.org',
      birth_date: '1995-04-12',
      gender: 'F',
    });
    // The other sections show no message.
    expect(within(screen.getByRole('region', { name: 'Coordonnées' })).getByRole('status')).toHaveTextContent(
      '',
    );
  });

  it('checks the phone: required, then the international format', async () => {
    const user = userEvent.setup();
    renderAt(<ProfileView user={makeUser()} />);
    const section = screen.getByRole('region', { name: 'Coordonnées' });
    const phone = within(section).getByLabelText('Numéro de téléphone');
    const save = within(section).getByRole('button', { name: 'Enregistrer' });

    await user.click(save);
    expect(phone).toHaveAccessibleDescription(expect.stringContaining('Numéro de téléphone requis'));
    for (const bad of ['0612345678', '+1', '12a456', '+1234567890123456']) {
      await user.clear(phone);
      await user.type(phone, bad);
      await user.click(save);
      expect(phone).toHaveAccessibleDescription(
        expect.stringContaining('Le numéro doit être au format international (+999999999)'),
      );
    }
  });

  it('saves a valid phone number', async () => {
    const fetchMock = profileApi([
      {
        method: 'PATCH',
        path: '/api/auth/user/',
        answer: () => jsonResponse(200, makeUser({ phone_number: '+242061234567' })),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<ProfileView user={makeUser()} />);
    const section = screen.getByRole('region', { name: 'Coordonnées' });
    await user.type(within(section).getByLabelText('Numéro de téléphone'), '+242061234567');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(section).findByText('Coordonnées enregistrées.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/user/')[0]?.body).toEqual({ phone_number: '+242061234567' });
  });

  it("says 'URL invalide' for a social link that is not an address, and accepts empty ones", async () => {
    const fetchMock = profileApi([
      { method: 'PATCH', path: '/api/auth/user/', answer: () => jsonResponse(200, makeUser()) },
    ]);
    const user = userEvent.setup();
    renderAt(<ProfileView user={makeUser()} />);
    const section = screen.getByRole('region', { name: 'Réseaux sociaux' });
    const facebook = within(section).getByLabelText('Facebook');
    await user.type(facebook, 'ma page');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(facebook).toHaveAccessibleDescription('URL invalide');

    await user.clear(facebook);
    await user.type(within(section).getByLabelText('YouTube'), 'https://www.youtube.com/@awa');
    await user.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(section).findByText('Réseaux sociaux enregistrés.')).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/user/')[0]?.body).toEqual({
      social_links: { facebook: '', instagram: '', tiktok: '', youtube: 'https://www.youtube.com/@awa' },
    });
  });

  it('shows interests as chips while typing and saves them', async () => {
    const fetchMock = profileApi([
      {
        method: 'PATCH',
        path: '/api/auth/user/',
        answer: () => jsonResponse(200, makeUser({ interests: 'Rumba, Jazz' })),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<ProfileView user={makeUser()} />);
    const section = screen.getByRole('region', { name: "Centres d'intérêt" });
    await user.type(within(section).getByLabelText("Vos centres d'intérêt"), 'Rumba,  Jazz ,');

    const chips = within(
      within(section).getByRole('list', { name: "Centres d'intérêt saisis" }),
    ).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Rumba', 'Jazz']);
    await user.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(section).findByText("Centres d'intérêt enregistrés.")).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/auth/user/')[0]?.body).toEqual({ interests: 'Rumba, Jazz' });
  });

  it('puts a field the server refuses under that field (an e-mail already used)', async () => {
    profileApi([
      {
        method: 'PATCH',
        path: '/api/auth/user/',
        answer: () => jsonResponse(400, { email: ['Un compte existe déjà avec cet email'] }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<ProfileView user={makeUser()} />);
    const section = screen.getByRole('region', { name: 'Informations personnelles' });
    await user.click(within(section).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(section).findByText('Un compte existe déjà avec cet email')).toBeInTheDocument();
    expect(within(section).getByLabelText('Email')).toHaveAccessibleDescription(
      'Un compte existe déjà avec cet email',
    );
  });
});
