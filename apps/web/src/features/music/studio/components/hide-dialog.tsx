import { zodResolver } from '@hookform/resolvers/zod';
import { MODERATION_REASON_MAX } from '@sanza/contracts/constants';
import { useForm } from 'react-hook-form';
import { buttonClass } from '../../../../components/ui/button.tsx';
import { Dialog } from '../../../../components/ui/dialog.tsx';
import { FormAlert, SubmitButton } from '../../../../components/ui/form-feedback.tsx';
import { FieldError, inputClass } from '../../../../components/ui/form-field.tsx';
import { showToast } from '../../../../components/ui/toast.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import type { z } from '../../../../lib/zod.ts';
import type { ModerationKind } from '../moderation-api.ts';
import { useModerate } from '../moderation-mutations.ts';
import { errorText, type HideFormInput, hideFormSchema } from '../moderation-rules.ts';
import { staffToolsTexts } from '../moderation-texts.ts';

const t = staffToolsTexts.moderation;

/** What is about to be hidden: an event by serial id, a song by id, with the name shown. */
export type HideTarget = { kind: ModerationKind; ref: string | number; name: string };

/** Asks the reason (required, at most 500 characters), then hides; the server's refusals are shown here. */
export function HideDialog({ target, onClose }: { target: HideTarget | null; onClose: () => void }) {
  return (
    <Dialog
      isOpen={target !== null}
      onClose={onClose}
      title={target ? t.hideTitle(target.name) : ''}
      description={t.hideText}
    >
      {target && <HideReasonForm target={target} onDone={onClose} onCancel={onClose} />}
    </Dialog>
  );
}

function HideReasonForm({
  target,
  onDone,
  onCancel,
}: {
  target: HideTarget;
  onDone: () => void;
  onCancel: () => void;
}) {
  const moderate = useModerate();
  const form = useForm<HideFormInput, unknown, z.output<typeof hideFormSchema>>({
    resolver: zodResolver(hideFormSchema),
    defaultValues: { reason: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const length = form.watch('reason').length;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      await moderate.mutateAsync({ kind: target.kind, ref: target.ref, body: { hidden: true, reason } });
      showToast(t.hidden(target.name));
      onDone();
    } catch (error) {
      // The server's field error (the reason) goes under the field; anything else above the form.
      const body = error instanceof ApiError ? (error.body as Record<string, unknown> | null) : null;
      const reason = body && Array.isArray(body.reason) ? body.reason[0] : undefined;
      if (typeof reason === 'string') form.setError('reason', { message: reason });
      else form.setError('root', { message: errorText(error) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <div>
        <label htmlFor="hide-reason" className="mb-1.5 block text-sm font-medium">
          {t.reason}
        </label>
        <textarea
          id="hide-reason"
          rows={4}
          maxLength={MODERATION_REASON_MAX + 100}
          aria-invalid={!!errors.reason}
          aria-describedby={`hide-reason-hint${errors.reason ? ' hide-reason-error' : ''}`}
          className={`${inputClass} resize-y`}
          {...form.register('reason')}
        />
        <p
          id="hide-reason-hint"
          className={`mt-1.5 text-xs ${length > MODERATION_REASON_MAX ? 'text-red-300' : 'text-muted'}`}
        >
          {t.reasonHint(length)}
        </p>
        <FieldError id="hide-reason" messages={errors.reason?.message} />
      </div>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={buttonClass('secondary')}>
          {staffToolsTexts.cancel}
        </button>
        <SubmitButton isBusy={isSubmitting} className="sm:w-auto">
          {t.confirmHide}
        </SubmitButton>
      </div>
    </form>
  );
}
