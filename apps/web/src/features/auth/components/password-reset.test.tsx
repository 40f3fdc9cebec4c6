// @vitest-environment jsdom
import '../../../test/dom.ts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PasswordResetConfirmPage } from '../../../routes/password-reset-confirm.tsx';
import { ResetPasswordPage } from '../../../routes/reset-password.tsx';
import { callsTo, jsonResponse, mockApi, renderAt } from '../../../test/auth.tsx';
import { SOLVED_CAPTCHA } from '../../../test/captcha-mock.tsx';

vi.mock('./captcha-field.tsx', () => import('../../../test/captcha-mock.tsx'));

const RESET_PATH = '/api/auth/password/reset/';
const CONFIRM_PATH = '/api/auth/password/reset/confirm/MTI/tok-123/';

describe('password-reset request screen', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("has the 'Envoyer le lien' button and a link back to /auth2/login", () => {
    renderAt(<ResetPasswordPage />, { path: '/reset-password' });
    expect(screen.getByRole('button', { name: 'Envoyer le lien' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour à la connexion' })).toHaveAttribute(
      'href',
      '/auth2/login',
    );
  });

  it("says 'Email invalide' for an empty or malformed address", async () => {
    const user = userEvent.setup();
    renderAt(<ResetPasswordPage />, { path: '/reset-password' });
    const email = screen.getByLabelText('Email');

    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(email).toHaveAccessibleDescription('Email invalide');
    await user.type(email, 'awa@example');
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));
    expect(email).toHaveAccessibleDescription('Email invalide');
    expect(screen.getByText('Veuillez valider le captcha')).toBeInTheDocument();
  });

  it('sends the address with the captcha and shows the exact success text', async () => {
    const fetchMock = mockApi([
      { method: 'POST', path: RESET_PATH, answer: () => jsonResponse(200, { detail: 'ok' }) },
    ]);
    const user = userEvent.setup();
    renderAt(<ResetPasswordPage />, { path: '/reset-password' });
    await user.type(screen.getByLabelText('Email'), 'awa@example.org');
    await user.click(screen.getByRole('button', { name: 'Résoudre le captcha' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Si un compte existe avec cet email, vous recevrez un lien de réinitialisation.',
    );
    expect(callsTo(fetchMock, RESET_PATH)[0]?.body).toEqual({
      email: 'awa@example.org',
      captcha: SOLVED_CAPTCHA,
    });
  });

  it('shows the exact failure text and asks for a new captcha', async () => {
    mockApi([
      {
        method: 'POST',
        path: RESET_PATH,
        answer: () => jsonResponse(500, { detail: 'Erreur interne du serveur' }),
      },
    ]);
    const user = userEvent.setup();
    renderAt(<ResetPasswordPage />, { path: '/reset-password' });
    await user.type(screen.getByLabelText('Email'), 'awa@example.org');
    await user.click(screen.getByRole('button', { name: 'Résoudre le captcha' }));
    await user.click(screen.getByRole('button', { name: 'Envoyer le lien' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur est survenue. Essayez encore.');
    expect(screen.getByTestId('captcha')).toHaveAttribute('data-reset-key', '1');
  });
});

describe('new-password screen', () => {
  const renderConfirm = () =>
    renderAt(<PasswordResetConfirmPage />, {
      path: '/password-reset-confirm/:uid/:token',
      url: '/password-reset-confirm/MTI/tok-123',
    });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("requires both fields: 'Mot de passe requis' and 'Confirmation requise'", async () => {
    const user = userEvent.setup();
    renderConfirm();
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));
    expect(screen.getByLabelText('Nouveau mot de passe')).toHaveAccessibleDescription(
      expect.stringContaining('Mot de passe requis'),
    );
    expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveAccessibleDescription(
      'Confirmation requise',
    );
  });

  it('says the passwords do not match without calling the server', async () => {
    const fetchMock = mockApi([]);
    const user = userEvent.setup();
    renderConfirm();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Rumba2026!');
    await user.type(screen.getByLabelText('Confirmation du mot de passe'), 'Rumba2026?');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    expect(screen.getByLabelText('Confirmation du mot de passe')).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the red box on any refusal, with the reasons the server gives', async () => {
    mockApi([
      {
        method: 'POST',
        path: CONFIRM_PATH,
        answer: () =>
          jsonResponse(400, {
            detail: 'Mot de passe invalide ou lien expiré.',
            new_password1: ['Le mot de passe doit contenir au moins un chiffre'],
          }),
      },
    ]);
    const user = userEvent.setup();
    renderConfirm();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Rumba!!!');
    await user.type(screen.getByLabelText('Confirmation du mot de passe'), 'Rumba!!!');
    await user.click(screen.getByRole('button', { name: 'Enregistrer le mot de passe' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Mot de passe invalide ou lien expiré.');
    expect(alert).toHaveTextContent('Le mot de passe doit contenir au moins un chiffre');
  });

  it('on success shows the success screen, counts down and goes to /auth2/login after 10 s', async () => {
    const fetchMock = mockApi([
      { method: 'POST', path: CONFIRM_PATH, answer: () => jsonResponse(200, { detail: 'ok' }) },
    ]);
    const user = userEvent.setup();
    const { router } = renderConfirm();
    await user.type(screen.getByLabelText('Nouveau mot de passe'), 'Rumba2026!');
    await user.type(screen.getByLabelText('Confirmation du mot de passe'), 'Rumba2026!');
    // The clock is faked from the submit on, so the screen's countdown runs on it.
    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Enregistrer le mot de passe' }).click());

    // The answer arrives (promises only; no timer of the screen has run yet).
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('Votre mot de passe a été réinitialisé.')).toBeInTheDocument();
    expect(callsTo(fetchMock, CONFIRM_PATH)[0]?.body).toEqual({
      uid: 'MTI',
      token: 'tok-123',
      new_password1: 'Rumba2026!',
      new_password2: 'Rumba2026!',
    });
    expect(screen.getByText('Redirection vers la connexion dans 10 secondes.')).toBeInTheDocument();

    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.getByText('Redirection vers la connexion dans 7 secondes.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/password-reset-confirm/MTI/tok-123');

    await act(() => vi.advanceTimersByTimeAsync(6999));
    expect(router.state.location.pathname).toBe('/password-reset-confirm/MTI/tok-123');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(router.state.location.pathname).toBe('/auth2/login');
  });
});
