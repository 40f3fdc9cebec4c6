import { zodResolver } from '@hookform/resolvers/zod';
import {
  PLAYLIST_REPORT_REASONS,
  type PlaylistReportInput,
  playlistMessages,
  playlistReportReasonLabels,
  playlistReportSchema,
} from '@sanza/contracts';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { showToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { playlistErrorMessage } from '../errors.ts';
import { useReportPlaylist } from '../mutations.ts';
import { playlistTexts } from '../texts.ts';

/** The reasons to choose from and « Envoyer » of the « Signaler » dialog (report-button.tsx). */
export function ReportForm({
  playlistRef,
  onCancel,
  onDone,
}: {
  playlistRef: string;
  onCancel: () => void;
  onDone: (message: string) => void;
}) {
  const id = useId();
  const report = useReportPlaylist(playlistRef);
  const form = useForm<PlaylistReportInput>({ resolver: zodResolver(playlistReportSchema) });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      const answer = await report.mutateAsync(reason);
      showToast(answer.detail);
      onDone(answer.detail);
    } catch (error) {
      // Reported before (another tab, another day): the end state is the one asked for.
      if (error instanceof ApiError && error.status === 409) {
        onDone(playlistMessages.reportTwice);
        return;
      }
      form.setError('root', { message: playlistErrorMessage(error, playlistTexts.reportError) });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      {errors.root?.message && <FormAlert>{errors.root.message}</FormAlert>}
      <fieldset className="space-y-2" aria-describedby={errors.reason ? `${id}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{playlistTexts.reportLegend}</legend>
        {PLAYLIST_REPORT_REASONS.map((reason) => (
          <label
            key={reason}
            className="flex cursor-pointer items-center gap-3 rounded-2xl border border-ink-700 bg-ink-900 px-3.5 py-3 transition-colors hover:border-ink-600 has-checked:border-accent has-checked:bg-accent/10 has-focus-visible:outline-2 has-focus-visible:outline-accent"
          >
            <input
              type="radio"
              value={reason}
              className="size-5 shrink-0 accent-accent focus-visible:outline-none"
              {...form.register('reason')}
            />
            <span>{playlistReportReasonLabels[reason]}</span>
          </label>
        ))}
      </fieldset>
      <FieldError id={id} messages={errors.reason?.message} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {playlistTexts.reportCancel}
        </Button>
        <SubmitButton isBusy={isSubmitting} busyLabel={playlistTexts.reportSending} className="sm:w-auto">
          {playlistTexts.reportSend}
        </SubmitButton>
      </div>
    </form>
  );
}
