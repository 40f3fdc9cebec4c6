// @vitest-environment jsdom
import '../../../test/dom.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { RegisterPage } from '../../../routes/register.tsx';
import { callsTo, jsonResponse, mockApi, renderAt } from '../../../test/auth.tsx';
import { SOLVED_CAPTCHA } from '../../../test/captcha-mock.tsx';
import { registerErrorMessage } from './register-form.tsx';

vi.mock('./captcha-field.tsx', () => import('../../../test/captcha-mock.tsx'));
const toastSuccess = vi.hoisted(() => vi.fn());
vi.mock('sonner', () => ({ toast: { success: toastSuccess } }));

const renderRegister = () => renderAt(<RegisterPage />, { path: '/register' });
const submit = () => screen.getByRole('button', { name: "S'inscrire" });

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Nom d'utilisateur"), 'awa_m');
  await user.type(screen.getByLabelText('Email'), 'awa@example.org');
  await user.type(screen.getByLabelText('Mot de passe'), 'Rumba2026!');
  await user.type(screen.getByLabelText('Confirmation du mot de passe'), 'Rumba2026!');
}

describe('registration screen', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    toastSuccess.mockReset();
  });

  it('links the terms in a new tab and the sign-in to /auth2/login', () => {
    renderRegister();
    const terms = screen.getByRole('link', { name: /conditions générales d'utilisation/ });
    expect(terms).toHaveAttribute('href', '/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener');
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/auth2/login');
  });

  it('keeps the submit disabled until the captcha is solved and the terms are ticked', async () => {
    const user = userEvent.setup();
    renderRegister();
    await fillValid(user);
    expect(submit()).toBeDisabled();
    expect(submit()).toHaveAccessibleDescription(
      "Pour continuer : Veuillez valider le captcha Vous devez accepter les conditions générales d'utilisation",
    );

    await user.click(screen.getByRole('checkbox'));
    expect(submit()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Résoudre le captcha' }));
    expect(submit()).toBeEnabled();

    await user.click(screen.getByRole('checkbox'));
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Expirer le captcha' }));
    expect(submit()).toBeDisabled();
  });

  it('shows the terms message when the box is unticked after being ticked', async () => {
    const user = userEvent.setup();
    renderRegister();
    const box = screen.getByRole('checkbox');
    await user.click(box);
    await user.click(box);
    await user.tab();
    expect(box).toHaveAccessibleDescription("Vous devez accepter les conditions générales d'utilisation");
  });

  it('shows the required and invalid messages of each field', async () => {
    const user = userEvent.setup();
    renderRegister();
    const username = screen.getByLabelText("Nom d'utilisateur");
    const email = screen.getByLabelText('Email');

    await user.click(username);
    await user.click(email);
    await user.tab();
    expect(username).toHaveAccessibleDescription("Le nom d'utilisateur est requis");
    expect(email).toHaveAccessibleDescription("L'email est requis");

    await user.type(username, 'ab');
    await user.type(email, 'awa@');
    await user.tab();
    expect(username).toHaveAccessibleDescription("Le nom d'utilisateur est requis");
    expect(email).toHaveAccessibleDescription("L'email n'est pas valide");
  });

  it('gives one message for each password rule broken', async () => {
    const user = userEvent.setup();
    renderRegister();
    const password = screen.getByLabelText('Mot de passe');
    await user.type(password, 'abc');
    await user.tab();

    for (const message of [
      'Le mot de passe doit contenir au moins 8 caractères',
      'Le mot de passe doit contenir au moins une lettre majuscule',
      'Le mot de passe doit contenir au moins un chiffre',
      'Le mot de passe doit contenir au moins un caractère spécial',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }

    await user.clear(password);
    await user.type(password, 'Abcdefgh1');
    await user.tab();
    expect(screen.queryByText('Le mot de passe doit contenir au moins 8 caractères')).not.toBeInTheDocument();
    expect(
      screen.getByText('Le mot de passe doit contenir au moins un caractère spécial'),
    ).toBeInTheDocument();
  });

  it('says the passwords do not match, even while other fields are still wrong', async () => {
    const user = userEvent.setup();
    renderRegister();
    await user.type(screen.getByLabelText('Mot de passe'), 'Rumba2026!');
    const confirmation = screen.getByLabelText('Confirmation du mot de passe');
    await user.type(confirmation, 'Rumba2026?');
    await user.tab();
    expect(confirmation).toHaveAccessibleDescription('Les mots de passe ne correspondent pas');
  });

  it('creates the account with the captcha, toasts and goes to /login', async () => {
    const fetchMock = mockApi([
      {
        method: 'POST',
        path: '/api/user/register/',
        answer: () => jsonResponse(201, { id: 3, username: 'awa_m', email: 'awa@example.org' }),
      },
    ]);
    const user = userEvent.setup();
    renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Résoudre le captcha' }));
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Page /login' })).toBeInTheDocument();
    expect(callsTo(fetchMock, '/api/user/register/')[0]?.body).toEqual({
      username: 'awa_m',
      email: 'awa@example.org',
      password: 'Rumba2026!',
      captcha: SOLVED_CAPTCHA,
    });
    expect(toastSuccess).toHaveBeenCalledWith('Inscription réussie ! Vous pouvez maintenant vous connecter.');
  });

  it('hands the return path it was given on to the sign-in page', async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/user/register/',
        answer: () => jsonResponse(201, { id: 3, username: 'awa_m', email: 'awa@example.org' }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<RegisterPage />, { path: '/register', url: '/register?next=/auctions/3' });
    await fillValid(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Résoudre le captcha' }));
    await user.click(submit());

    expect(
      await screen.findByRole('heading', { name: `Page /login?next=${encodeURIComponent('/auctions/3')}` }),
    ).toBeInTheDocument();
  });

  it("shows the server's message and asks for a new captcha when refused", async () => {
    mockApi([
      {
        method: 'POST',
        path: '/api/user/register/',
        answer: () => jsonResponse(400, { username: ["Ce nom d'utilisateur est déjà pris"] }),
      },
    ]);
    const user = userEvent.setup();
    renderRegister();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Résoudre le captcha' }));
    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent("Ce nom d'utilisateur est déjà pris");
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-reset-key', '1');
  });
});

describe('registerErrorMessage', () => {
  const refused = (body: unknown) => new ApiError(400, body, 'x');

  it('reads detail, username, password1, non_field_errors, email and captcha in that order', () => {
    expect(registerErrorMessage(refused({ detail: 'A', username: ['B'] }))).toBe('A');
    expect(registerErrorMessage(refused({ email: ['E'], username: ['B'] }))).toBe('B');
    expect(registerErrorMessage(refused({ email: ['E'], password1: ['P'] }))).toBe('P');
    expect(registerErrorMessage(refused({ email: ['E'], non_field_errors: ['N'] }))).toBe('N');
    expect(registerErrorMessage(refused({ captcha: ['C'], email: ['E'] }))).toBe('E');
    expect(registerErrorMessage(refused({ captcha: ['Veuillez valider le captcha'] }))).toBe(
      'Veuillez valider le captcha',
    );
  });

  it("falls back to the spec's text", () => {
    expect(registerErrorMessage(refused({}))).toBe("Une erreur est survenue lors de l'inscription");
    expect(registerErrorMessage(new ApiError(0, null, 'Erreur de connexion au serveur'))).toBe(
      "Une erreur est survenue lors de l'inscription",
    );
    expect(registerErrorMessage(new Error('boom'))).toBe("Une erreur est survenue lors de l'inscription");
  });
});
