import type { CurrentUser, ProfileUpdate } from '@sanza/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type PasswordChangeBody,
  type PasswordResetConfirmBody,
  patchCurrentUser,
  postAvatar,
  postEmailConfirm,
  postEmailResend,
  postPasswordChange,
  postPasswordReset,
  postPasswordResetConfirm,
  postRegister,
  type RegisterBody,
} from './api.ts';
import { authKeys } from './queries.ts';
import { replaceSessionTokens } from './store.ts';

/** Creates an account (`POST /api/user/register/`). */
export function useRegister() {
  return useMutation({ mutationFn: (body: RegisterBody) => postRegister(body) });
}

/** Asks for a password-reset link (`POST /api/auth/password/reset/`). */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (body: { email: string; captcha: string }) => postPasswordReset(body) });
}

/** Sets a new password from a reset link. */
export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: (body: PasswordResetConfirmBody) => postPasswordResetConfirm(body) });
}

/** Saves fields of one profile section; the answer (the whole user) replaces the cached user. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: ProfileUpdate) => patchCurrentUser(update),
    onSuccess: (user: CurrentUser) => queryClient.setQueryData(authKeys.currentUser(), user),
  });
}

/** Uploads a new profile photo; the answer replaces the cached user. */
export function useUpdateAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => postAvatar(file),
    onSuccess: (user: CurrentUser) => queryClient.setQueryData(authKeys.currentUser(), user),
  });
}

/** Changes the password (the current one checked); the answer's tokens become this session's. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: PasswordChangeBody) => postPasswordChange(body),
    onSuccess: (answer) => {
      replaceSessionTokens(answer);
    },
  });
}

/**
 * Follows a mailed confirmation link. The account's address (and so its received invitations) may have
 * changed: every cached answer is fetched again.
 */
export function useConfirmEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => postEmailConfirm(token),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}

/** Mails a new confirmation link to the pending or unconfirmed address. */
export function useResendEmailLink() {
  return useMutation({ mutationFn: () => postEmailResend() });
}
