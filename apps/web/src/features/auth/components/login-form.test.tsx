// @vitest-environment jsdom
import '../../../test/dom.ts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../../../routes/login.tsx';
import { callsTo, jsonResponse, makeAccessToken, mockApi, renderAt } from '../../../test/auth.tsx';
import { SOLVED_CAPTCHA } from '../../../test/captcha-mock.tsx';
import { logout } from '../store.ts';

vi.mock('./captcha-field.tsx', () => import('../../../test/captcha-mock.tsx'));

const renderLogin = (url = '/login') => renderAt(<LoginPage />, { path: '/login', url });

describe('sign-in screen', () => {
  beforeEach(() => {
    logout();
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('has the fields, the forgotten-password link and the sign-up link', async () => {
    mockApi([{ method: 'GET', path: '/api/auth/providers/', answer: () => jsonResponse(200, []) }]);
    renderLogin();

    expect(screen.getByRole('heading', { level: 1, name: 'Connexion' })).toBeInTheDocument();
    expect(screen.getByLabelText("Nom d'utilisateur ou email")).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Mot de passe')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Mot de passe oublié ?' })).toHaveAttribute(
      'href',
      '/reset-password',
    );
    expect(screen.getByRole('link', { name: 'Créer un compte' })).toHaveAttribute('href', '/register');
    expect(screen.getByTestId('captcha')).toBeInTheDocument();
    // No provider configured: no provider button.
    await Promise.resolve();
    expect(screen.queryByRole('link', { name: /Continuer avec/ })).not.toBeInTheDocument();
  });

  it('shows the identity-provider button when the server offers one', async () => {
    mockApi([
      {
        method: 'GET',
        path: '/api/auth/providers/',
        answer: () => jsonResponse(200, [{ name: 'google', login_url: '/accounts/google/login/' }]),
      },
    ]);
    renderLogin();
    expect(await screen.findByRole('link', { name: 'Continuer avec Google' })).toHaveAttribute(
      'href',
      '/accounts/google/login/',
    );
  });

  it('shows the spec messages: password of 6 characters and the captcha, bound to their fields', async () => {
    mockApi([{ method: 'GET', path: '/api/auth/providers/', answer: () => jsonResponse(200, []) }]);
    const user = userEvent.setup();
    renderLogin();

    await user.type(screen.getByLabelText("Nom d'utilisateur ou email"), 'awa');
    await user.type(screen.getByLabelText('Mot de passe'), '12345');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    const password = screen.getByLabelText('Mot de passe');
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 6 caractères'),
    ).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription('Le mot de passe doit contenir au moins 6 caractères');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Veuillez valider le captcha')).toBeInTheDocument();
  });

  it('asks for the username when it is empty', async () => {
    mockApi([{ method: 'GET', path: '/api/auth/providers/', answer: () => jsonResponse(200, []) }]);
    const user = userEvent.setup();
    renderLogin();
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText("Le nom d'utilisateur ou l'email est requis")).toBeInTheDocument();
  });

  it('signs in with the captcha payload, stores the tokens and goes to the next path', async () => {
    const access = makeAccessToken();
    const fetchMock = mockApi([
      { method: 'GET', path: '/api/auth/providers/', answer: () => jsonResponse(200, []) },
      { method: 'POST', path: '/api/token/', answer: () => jsonResponse(200, { access, refresh: 'r1' }) },
    ]);
    const user = userEvent.setup();
    renderLogin('/login?next=%2Freservations%2F4');

    await user.type(screen.getByLabelText("Nom d'utilisateur ou email"), 'awa');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Résoudre le captcha' }));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('heading', { name: 'Page /reservations/4' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/token/')[0]?.body).toEqual({
      username: 'awa',
      password: 'secret1',
      captcha: SOLVED_CAPTCHA,
    });
    expect(localStorage.getItem('access')).toBe(access);
    expect(localStorage.getItem('refresh')).toBe('r1');
  });

  it('never follows a next path to another site', async () => {
    mockApi([
      { method: 'GET', path: '/api/auth/providers/', answer: () => jsonResponse(200, []) },
      { method: 'POST', path: '/api/token/', answer: () => jsonResponse(200, { access: makeAccessToken() }) },
    ]);
    const user = userEvent.setup();
    renderLogin('/login?next=%2F%2Fevil.example');
    await user.type(screen.getByLabelText("Nom d'utilisateur ou email"), 'awa');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Résoudre le captcha' }));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByRole('heading', { name: 'Page /' })).toBeInTheDocument();
  });

  it("shows the server's reason on failure, stays on the page and asks for a new captcha", async () => {
    mockApi([
      { method: 'GET', path: '/api/auth/providers/', answer: () => jsonResponse(200, []) },
      {
        method: 'POST',
        path: '/api/token/',
        answer: () => jsonResponse(401, { detail: "Nom d'utilisateur ou mot de passe incorrect" }),
      },
    ]);
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText("Nom d'utilisateur ou email"), 'awa');
    await user.type(screen.getByLabelText('Mot de passe'), 'wrong12');
    await user.click(screen.getByRole('button', { name: 'Résoudre le captcha' }));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    expect(await screen.findByRole('alert')).toHaveTextContent("Nom d'utilisateur ou mot de passe incorrect");
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-reset-key', '1');
    expect(localStorage.getItem('access')).toBeNull();
  });

  it('says so when the identity provider sign-in failed', () => {
    mockApi([{ method: 'GET', path: '/api/auth/providers/', answer: () => jsonResponse(200, []) }]);
    renderLogin('/login?error=idp');
    expect(
      within(screen.getByRole('alert')).getByText(/fournisseur d'identité a échoué/),
    ).toBeInTheDocument();
  });

  it('shows a busy, disabled submit while signing in', async () => {
    let answer: (response: Response) => void = () => {};
    mockApi([
      { method: 'GET', path: '/api/auth/providers/', answer: () => jsonResponse(200, []) },
      {
        method: 'POST',
        path: '/api/token/',
        answer: () => new Promise<Response>((resolve) => (answer = resolve)),
      },
    ]);
    const user = userEvent.setup();
    renderLogin();
    await user.type(screen.getByLabelText("Nom d'utilisateur ou email"), 'awa');
    await user.type(screen.getByLabelText('Mot de passe'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Résoudre le captcha' }));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));

    const busy = await screen.findByRole('button', { name: 'Connexion…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    answer(jsonResponse(401, { detail: 'Non' }));
    expect(await screen.findByRole('button', { name: 'Se connecter' })).toBeEnabled();
  });
});
