import type { UseMutationResult } from '@tanstack/react-query';
import { ImageUp } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { FormAlert, SubmitButton, SuccessMessage } from '../../../../components/ui/form-feedback.tsx';
import { FieldError } from '../../../../components/ui/form-field.tsx';
import { useFlashMessage } from '../../../../lib/use-flash-message.ts';
import { Cover } from '../../components/cover.tsx';
import { errorText, fieldErrorsOf, PHOTO_TYPES, photoProblem } from '../rules.ts';
import { studioMusicTexts as T } from '../texts.ts';

/** A local preview URL of `file`, released when the file changes or the form goes away. */
function usePreviewUrl(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

type Props = {
  id: string;
  /** The picture saved now, or null. */
  current: string | null;
  currentAlt: string;
  previewAlt: string;
  saveLabel: string;
  savedText: string;
  shape: 'round' | 'square';
  upload: UseMutationResult<unknown, Error, File>;
};

/**
 * Choose a picture, see it, send it: the type and size are checked before sending (JPEG/PNG/WebP, ≤ 10 MB),
 * and what the server refuses (it reads the content) is said under the field in its own words.
 */
export function ImageUpload({
  id,
  current,
  currentAlt,
  previewAlt,
  saveLabel,
  savedText,
  shape,
  upload,
}: Props) {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [success, flash] = useFlashMessage();
  const previewUrl = usePreviewUrl(file);
  const fileErrors = problem ? [problem] : fieldErrorsOf(upload.error, 'file');
  const otherError = upload.isError && fileErrors.length === 0 ? errorText(upload.error) : null;

  const onFileChange = (chosen: File | undefined) => {
    upload.reset();
    const reason = chosen ? photoProblem(chosen) : null;
    setProblem(reason);
    setFile(chosen && !reason ? chosen : null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (!file) return;
    try {
      await upload.mutateAsync(file);
    } catch {
      return;
    }
    setFile(null);
    formElement.reset();
    flash(savedText);
  };

  const rounding = shape === 'round' ? 'rounded-full' : 'rounded-2xl';
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {previewUrl ? (
        <img
          src={previewUrl}
          alt={previewAlt}
          className={`size-28 shrink-0 border-2 border-accent object-cover ${rounding}`}
        />
      ) : (
        <Cover src={current} alt={currentAlt} size={112} shape={shape} className="size-28 shrink-0" />
      )}
      <div className="min-w-0 flex-1 space-y-3">
        {otherError && <FormAlert>{otherError}</FormAlert>}
        <div>
          <label
            htmlFor={id}
            className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink-600 px-4 text-sm font-semibold hover:border-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
          >
            <ImageUp aria-hidden="true" className="size-5" />
            {T.chooseImage}
            <input
              id={id}
              type="file"
              accept={PHOTO_TYPES.join(',')}
              aria-invalid={fileErrors.length > 0}
              aria-describedby={`${id}-hint${fileErrors.length ? ` ${id}-error` : ''}`}
              className="sr-only"
              onChange={(event) => onFileChange(event.target.files?.[0])}
            />
          </label>
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
            {T.imageHint}
          </p>
          {file && <p className="mt-1 truncate text-xs text-muted">{file.name}</p>}
          <FieldError id={id} messages={fileErrors} />
        </div>
        <SubmitButton isBusy={upload.isPending} busyLabel={T.sending} disabled={!file} className="sm:w-auto">
          {saveLabel}
        </SubmitButton>
        <SuccessMessage>{success}</SuccessMessage>
      </div>
    </form>
  );
}
