import { AVATAR_MAX_BYTES, AVATAR_TYPES, accountMessages, type CurrentUser } from '@sanza/contracts';
import { SubmitButton } from '../../../components/ui/form-feedback.tsx';
import { FieldError } from '../../../components/ui/form-field.tsx';
import { ImagePickButton, useImagePick } from '../../../components/ui/image-pick.tsx';
import { ApiError } from '../../../lib/api-client.ts';
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

/** Profile photo section: choose a file, see it, save it. */
export function AvatarForm({ user }: { user: CurrentUser }) {
  const update = useUpdateAvatar();
  const { file, problem, previewUrl, success, choose, onSubmit } = useImagePick({
    upload: update,
    problemOf: avatarProblem,
    savedText: profileTexts.avatarSaved,
  });

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
            <ImagePickButton
              id="avatar-file"
              label={profileTexts.avatarChoose}
              accept={AVATAR_TYPES}
              isInvalid={!!problem}
              describedBy={problem ? 'avatar-file-error' : undefined}
              onChoose={choose}
            />
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
