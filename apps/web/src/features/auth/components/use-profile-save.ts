import type { ProfileUpdate } from '@sanza/contracts';
import { useState } from 'react';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../../../lib/api-client.ts';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import { useUpdateProfile } from '../mutations.ts';
import { profileTexts } from '../texts.ts';

/**
 * Saving one profile section: sends its fields, then shows the section's success message for ~3 s. A field
 * the server refuses gets its message under the field; anything else shows in the section's red box.
 */
export function useProfileSave<T extends FieldValues>(setError: UseFormSetError<T>, successText: string) {
  const update = useUpdateProfile();
  const [success, flash] = useFlashMessage();
  const [failure, setFailure] = useState<string | null>(null);

  async function save(body: ProfileUpdate, fields: readonly Path<T>[], text = successText): Promise<boolean> {
    setFailure(null);
    try {
      await update.mutateAsync(body);
      flash(text);
      return true;
    } catch (error) {
      if (!showFieldErrors(error, fields, setError)) setFailure(failureText(error));
      return false;
    }
  }

  return { save, success, failure };
}

/** The red-box text of a failed save: the server's message, else a generic one. */
export const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : profileTexts.saveFailed;

/** Puts the server's messages for `fields` under those fields; false when it named none of them. */
export function showFieldErrors<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  const body = error instanceof ApiError && error.body && typeof error.body === 'object' ? error.body : {};
  let isShownOnField = false;
  for (const field of fields) {
    const messages = (body as Record<string, unknown>)[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string') {
      setError(field, { type: 'server', message: messages[0], types: { server: messages as string[] } });
      isShownOnField = true;
    }
  }
  return isShownOnField;
}
