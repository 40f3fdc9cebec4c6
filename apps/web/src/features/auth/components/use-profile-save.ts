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

  async function save(body: ProfileUpdate, fields: readonly Path<T>[]): Promise<boolean> {
    setFailure(null);
    try {
      await update.mutateAsync(body);
      flash(successText);
      return true;
    } catch (error) {
      const serverFields =
        error instanceof ApiError && error.body && typeof error.body === 'object' ? error.body : {};
      let isShownOnField = false;
      for (const field of fields) {
        const messages = (serverFields as Record<string, unknown>)[field];
        if (Array.isArray(messages) && typeof messages[0] === 'string') {
          setError(field, { type: 'server', message: messages[0] });
          isShownOnField = true;
        }
      }
      if (!isShownOnField) setFailure(error instanceof ApiError ? error.message : profileTexts.saveFailed);
      return false;
    }
  }

  return { save, success, failure };
}
