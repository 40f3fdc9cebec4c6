import { type ReactNode, useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormAlert, SubmitButton, SuccessMessage } from '../../../../components/ui/form-feedback.tsx';
import { useFlashMessage } from '../../../../lib/use-flash-message.ts';
import { errorText, fieldErrorsOf } from '../rules.ts';
import { studioMusicTexts } from '../texts.ts';

/** What a studio form shows of its save: the submit handler, whether it runs, the saved text, what failed. */
export type StudioFormSaving = {
  onSubmit: () => Promise<void>;
  isSubmitting: boolean;
  success: string | null;
  failure: string | null;
};

/**
 * The save of a music studio form: checks the fields, calls `save`, then puts the form at the values `save`
 * answers and shows its saved text for a few seconds. A refusal's messages about `fields` go under those fields;
 * any other refusal is the `failure` shown above the form.
 */
export function useStudioFormSave<TInput extends FieldValues, TOutput>(
  form: UseFormReturn<TInput, unknown, TOutput>,
  fields: readonly FieldPath<TInput>[],
  save: (values: TOutput) => Promise<{ values: TInput; savedText: string }>,
): StudioFormSaving {
  const [success, flash] = useFlashMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const saved = await save(values);
      form.reset(saved.values);
      flash(saved.savedText);
    } catch (error) {
      let isOnField = false;
      for (const field of fields) {
        const messages = fieldErrorsOf(error, field);
        if (messages.length) {
          form.setError(field, { type: 'server', message: messages[0] });
          isOnField = true;
        }
      }
      if (!isOnField) setFailure(errorText(error));
    }
  });
  return { onSubmit, isSubmitting: form.formState.isSubmitting, success, failure };
}

/** A music studio form on two columns: what failed above its fields, its submit button and saved text below. */
export function StudioForm({
  saving,
  submitLabel,
  children,
}: {
  saving: StudioFormSaving;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={saving.onSubmit} className="grid gap-4 sm:grid-cols-2">
      {saving.failure && (
        <div className="sm:col-span-2">
          <FormAlert>{saving.failure}</FormAlert>
        </div>
      )}
      {children}
      <div className="space-y-3 sm:col-span-2">
        <SubmitButton isBusy={saving.isSubmitting} busyLabel={studioMusicTexts.saving} className="sm:w-auto">
          {submitLabel}
        </SubmitButton>
        <SuccessMessage>{saving.success}</SuccessMessage>
      </div>
    </form>
  );
}
