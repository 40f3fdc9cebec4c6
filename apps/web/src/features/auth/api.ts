import type { CurrentUser, ProfileUpdate } from '@sanza/contracts';
import { apiGet, apiRequest, apiUrl } from '../../lib/api-client.ts';

const segment = encodeURIComponent;

/**
 * Every call of accounts and access, relative to the API root (`/api`). Spec paths that carry an `/api/` of
 * their own (`POST /api/token/`) are used in their absolute reading, so with the root `/api` they are called
 * exactly as the API's reference writes them; the server answers both readings.
 */
export const ACCOUNT_PATHS = {
  token: '/token/',
  tokenRefresh: '/token/refresh/',
  register: '/user/register/',
  currentUser: '/auth/user/',
  avatar: '/auth/user/avatar/',
  providers: '/auth/providers/',
  passwordReset: '/auth/password/reset/',
  passwordResetConfirm: (uid: string, token: string) =>
    `/auth/password/reset/confirm/${segment(uid)}/${segment(token)}/`,
  providerLogin: (provider: string) => `/${segment(provider)}/login/`,
  providerValidate: (provider: string) => `/${segment(provider)}/validate_token/`,
  captchaChallenge: '/captcha/challenge/',
  passwordChange: '/auth/password/change/',
  emailConfirm: '/auth/email/confirm/',
  emailResend: '/auth/email/resend/',
} as const;

/** URL the captcha widget fetches its challenges from. */
export const CAPTCHA_CHALLENGE_URL = apiUrl(ACCOUNT_PATHS.captchaChallenge);

export type Credentials = { username: string; password: string; captcha?: string };
/** What sign-in answers: the access token and, when given, a refresh token. */
export type SignInAnswer = { access: string; refresh?: string };
export type IdentityProvider = { name: string; login_url: string };
export type RegisterBody = { username: string; email: string; password: string; captcha: string };
export type PasswordChangeBody = { current_password: string; new_password1: string; new_password2: string };
export type PasswordResetConfirmBody = {
  uid: string;
  token: string;
  new_password1: string;
  new_password2: string;
};

/** `POST /api/token/`: signs in with a username (or e-mail) and password. */
export function postToken(credentials: Credentials): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>(ACCOUNT_PATHS.token, {
    method: 'POST',
    json: credentials,
    anonymous: true,
  });
}

/** `POST /api/token/refresh/`: a new access token (and a new refresh token: the server rotates them). */
export function postTokenRefresh(refresh: string): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>(ACCOUNT_PATHS.tokenRefresh, {
    method: 'POST',
    json: { refresh },
    anonymous: true,
  });
}

/** `POST /api/{provider}/login/`: our tokens for an identity-provider token. */
export function postProviderLogin(provider: string, accessToken: string): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>(ACCOUNT_PATHS.providerLogin(provider), {
    method: 'POST',
    json: { access_token: accessToken },
    anonymous: true,
  });
}

/** `POST /api/{provider}/validate_token/`: whether an identity-provider token is still valid. */
export async function postProviderValidate(provider: string, accessToken: string): Promise<boolean> {
  const answer = await apiRequest<{ valid?: unknown }>(ACCOUNT_PATHS.providerValidate(provider), {
    method: 'POST',
    json: { access_token: accessToken },
    anonymous: true,
  });
  return answer?.valid === true;
}

/** `GET /api/auth/providers/`: the identity providers offered (empty when none is configured). */
export function fetchIdentityProviders(signal?: AbortSignal): Promise<IdentityProvider[]> {
  return apiRequest<IdentityProvider[]>(ACCOUNT_PATHS.providers, { signal, anonymous: true });
}

/** `POST /api/user/register/`: creates an account. */
export function postRegister(body: RegisterBody): Promise<unknown> {
  return apiRequest(ACCOUNT_PATHS.register, { method: 'POST', json: body, anonymous: true });
}

/** `POST /api/auth/password/reset/`: asks for a reset link by e-mail. */
export function postPasswordReset(body: { email: string; captcha: string }): Promise<unknown> {
  return apiRequest(ACCOUNT_PATHS.passwordReset, { method: 'POST', json: body, anonymous: true });
}

/** `POST /api/auth/password/reset/confirm/{uid}/{token}/`: sets the new password of a reset link. */
export function postPasswordResetConfirm(body: PasswordResetConfirmBody): Promise<unknown> {
  return apiRequest(ACCOUNT_PATHS.passwordResetConfirm(body.uid, body.token), {
    method: 'POST',
    json: body,
    anonymous: true,
  });
}

/** `GET /api/auth/user/`: the signed-in user. */
export function fetchCurrentUser(signal?: AbortSignal): Promise<CurrentUser> {
  return apiGet<CurrentUser>(ACCOUNT_PATHS.currentUser, signal);
}

/** `PATCH /api/auth/user/`: saves some fields of the profile; answers the whole user. */
export function patchCurrentUser(update: ProfileUpdate): Promise<CurrentUser> {
  return apiRequest<CurrentUser>(ACCOUNT_PATHS.currentUser, { method: 'PATCH', json: update });
}

/** `POST /api/auth/user/avatar/`: replaces the profile photo (multipart field `avatar`). */
export function postAvatar(file: File): Promise<CurrentUser> {
  const form = new FormData();
  form.append('avatar', file);
  return apiRequest<CurrentUser>(ACCOUNT_PATHS.avatar, { method: 'POST', form });
}

/** `POST /api/auth/password/change/`: a new password (the current one checked); answers this session's new tokens. */
export function postPasswordChange(body: PasswordChangeBody): Promise<SignInAnswer> {
  return apiRequest<SignInAnswer>(ACCOUNT_PATHS.passwordChange, { method: 'POST', json: body });
}

/** `POST /api/auth/email/confirm/`: follows a mailed confirmation link (no sign-in needed); answers its user. */
export function postEmailConfirm(token: string): Promise<CurrentUser> {
  return apiRequest<CurrentUser>(ACCOUNT_PATHS.emailConfirm, {
    method: 'POST',
    json: { token },
    anonymous: true,
  });
}

/** `POST /api/auth/email/resend/`: mails a new link to the pending or unconfirmed address. */
export function postEmailResend(): Promise<{ detail: string }> {
  return apiRequest<{ detail: string }>(ACCOUNT_PATHS.emailResend, { method: 'POST' });
}
