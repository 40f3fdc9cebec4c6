import type { UseMutationResult } from '@tanstack/react-query';
import { FormAlert, SubmitButton, SuccessMessage } from '../../../../components/ui/form-feedback.tsx';
import { FieldError } from '../../../../components/ui/form-field.tsx';
import { ImagePickButton, useImagePick } from '../../../../components/ui/image-pick.tsx';
import { Cover } from '../../components/cover.tsx';
import { errorText, fieldErrorsOf, PHOTO_TYPES, photoProblem } from '../rules.ts';
import { studioMusicTexts as T } from '../texts.ts';

/** The pictures of the music studio: each one's shape, and the words around it. */
const PICTURES = {
  artist: { shape: 'round', texts: T.profile.photo },
  album: { shape: 'square', texts: T.albums.cover },
} as const;

type Props = {
  id: string;
  /** An artist's photo (round) or an album's cover (square). */
  kind: keyof typeof PICTURES;
  /** The picture saved now, or null. */
  src: string | null;
  /** The artist's name or the album's title, for the picture's text alternative. */
  name: string;
  upload: UseMutationResult<unknown, Error, File>;
};

/**
 * Choose a picture, see it, send it: the type and size are checked before sending (JPEG/PNG/WebP, ≤ 10 MB),
 * and what the server refuses (it reads the content) is said under the field in its own words.
 */
export function ImageUpload({ id, kind, src, name, upload }: Props) {
  const { shape, texts } = PICTURES[kind];
  const { file, problem, previewUrl, success, choose, onSubmit } = useImagePick({
    upload,
    problemOf: photoProblem,
    savedText: texts.saved,
  });
  const fileErrors = problem ? [problem] : fieldErrorsOf(upload.error, 'file');
  const otherError = upload.isError && fileErrors.length === 0 ? errorText(upload.error) : null;

  const rounding = shape === 'round' ? 'rounded-full' : 'rounded-2xl';
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {previewUrl ? (
        <img
          src={previewUrl}
          alt={texts.preview}
          className={`size-28 shrink-0 border-2 border-accent object-cover ${rounding}`}
        />
      ) : (
        <Cover src={src} alt={texts.alt(name)} size={112} shape={shape} className="size-28 shrink-0" />
      )}
      <div className="min-w-0 flex-1 space-y-3">
        {otherError && <FormAlert>{otherError}</FormAlert>}
        <div>
          <ImagePickButton
            id={id}
            label={T.chooseImage}
            accept={PHOTO_TYPES}
            isInvalid={fileErrors.length > 0}
            describedBy={`${id}-hint${fileErrors.length ? ` ${id}-error` : ''}`}
            onChoose={choose}
          />
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
            {T.imageHint}
          </p>
          {file && <p className="mt-1 truncate text-xs text-muted">{file.name}</p>}
          <FieldError id={id} messages={fileErrors} />
        </div>
        <SubmitButton isBusy={upload.isPending} busyLabel={T.sending} disabled={!file} className="sm:w-auto">
          {texts.save}
        </SubmitButton>
        <SuccessMessage>{success}</SuccessMessage>
      </div>
    </form>
  );
}
