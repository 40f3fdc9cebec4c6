import { AVATAR_MAX_BYTES, AVATAR_TYPES, accountMessages, type CurrentUser } from '@sanza/contracts';
import { ImageUp } from 'lucide-react';
import { type FormEvent, useEffect, useState } from 'react';
import { SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFlashMessage } from '../../../lib/use-flash-message.ts';
import { useUpdateAvatar } from '../mutations.ts';
import { profileTexts } from '../texts.ts';
import { ProfileSection } from './profile-section.tsx';
import { UserAvatar } from './user-avatar.tsx';

/**
 * What to say when the upload failed: the server's own reason when it refused this image (too many pixels, not an
 * image, too many sent in a minute), else the spec's message.
 */
function failureText(error: unknown): string {
  return error instanceof ApiError && (error.status === 400 || error.status === 429)
    ? error.message
    : accountMessages.avatarUpdateFailed;
}

/** Why a file cannot be a profile photo (JPG, PNG or WebP, at most 5 MB), or null. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(AVATAR_TYPES as readonly string[]).includes(file.type)) return accountMessages.avatarType;
  if (file.size > AVATAR_MAX_BYTES) return accountMessages.avatarTooLarge;
  return null;
}

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

/** Profile photo section: choose a file, see it, save it. */
export function AvatarForm({ user }: { user: CurrentUser }) {
  const update = useUpdateAvatar();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [success, flash] = useFlashMessage();
  const previewUrl = usePreviewUrl(file);

  const onFileChange = (chosen: File | undefined) => {
    update.reset();
    const reason = chosen ? avatarProblem(chosen) : null;
    setProblem(reason);
    setFile(chosen && !reason ? chosen : null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    if (!file) return;
    try {
      await update.mutateAsync(file);
    } catch {
      return;
    }
    setFile(null);
    formElement.reset();
    flash(profileTexts.avatarSaved);
  };

  return (
    <ProfileSection
      id="profile-avatar"
      title={profileTexts.avatarTitle}
      intro={profileTexts.avatarIntro}
      success={success}
      failure={update.isError ? failureText(update.error) : null}
    >
      <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {previewUrl ? (
          <img
            src={previewUrl}
            alt={profileTexts.avatarPreview}
            className="size-24 shrink-0 rounded-full border-2 border-accent object-cover"
          />
        ) : (
          <UserAvatar user={user} className="size-24 text-3xl" />
        )}
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <label
              htmlFor="avatar-file"
              className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-ink-600 px-4 text-sm font-semibold hover:border-fg has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent"
            >
              <ImageUp aria-hidden="true" className="size-5" />
              {profileTexts.avatarChoose}
              <input
                id="avatar-file"
                type="file"
                accept={AVATAR_TYPES.join(',')}
                aria-invalid={!!problem}
                aria-describedby={problem ? 'avatar-file-error' : undefined}
                className="sr-only"
                onChange={(event) => onFileChange(event.target.files?.[0])}
              />
            </label>
            {file && <p className="mt-1.5 truncate text-xs text-muted">{file.name}</p>}
            <FieldError id="avatar-file" messages={problem ?? undefined} />
          </div>
          <SubmitButton
            isBusy={update.isPending}
            busyLabel={profileTexts.saving}
            disabled={!file}
            className="sm:w-auto"
          >
            {profileTexts.avatarSave}
          </SubmitButton>
        </div>
      </form>
    </ProfileSection>
  );
}
