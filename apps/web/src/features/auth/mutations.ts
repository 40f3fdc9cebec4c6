import type { CurrentUser, ProfileUpdate } from '@sanza/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  type PasswordResetConfirmBody,
  patchCurrentUser,
  postAvatar,
  postPasswordReset,
  postPasswordResetConfirm,
  postRegister,
  type RegisterBody,
} from './api.ts';
import { authKeys } from './queries.ts';

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
