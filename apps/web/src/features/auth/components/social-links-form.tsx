import { zodResolver } from '@hookform/resolvers/zod';
import { type CurrentUser, socialLinksUpdateSchema } from '@sanza/contracts';
import { useForm } from 'react-hook-form';
import { TextField } from '../../../components/ui/form-field.tsx';
import type { z } from '../../../lib/zod.ts';
import { profileTexts, SOCIAL_NETWORKS } from '../texts.ts';
import { ProfileSaveButton } from './profile-save-button.tsx';
import { ProfileSection } from './profile-section.tsx';
import { useProfileSave } from './use-profile-save.ts';

type SocialLinksInput = z.input<typeof socialLinksUpdateSchema>;

/** Social networks: four addresses, each a valid URL or empty ('URL invalide'). */
export function SocialLinksForm({ user }: { user: CurrentUser }) {
  const form = useForm<SocialLinksInput, unknown, z.output<typeof socialLinksUpdateSchema>>({
    resolver: zodResolver(socialLinksUpdateSchema),
    defaultValues: { ...user.social_links },
  });
  const { errors, isSubmitting } = form.formState;
  const { save, success, failure } = useProfileSave(form.setError, profileTexts.socialSaved);

  const onSubmit = form.handleSubmit(async (values) => {
    if (await save({ social_links: values }, [])) form.reset(values);
  });

  return (
    <ProfileSection
      id="profile-social"
      title={profileTexts.socialTitle}
      intro={profileTexts.socialIntro}
      success={success}
      failure={failure}
    >
      <form noValidate onSubmit={onSubmit} className="grid gap-4 sm:grid-cols-2">
        {SOCIAL_NETWORKS.map(({ key, label, placeholder }) => (
          <TextField
            key={key}
            id={`profile-${key}`}
            label={label}
            type="url"
            inputMode="url"
            autoCapitalize="none"
            spellCheck={false}
            placeholder={placeholder}
            error={errors[key]?.message}
            {...form.register(key)}
          />
        ))}
        <ProfileSaveButton isBusy={isSubmitting} />
      </form>
    </ProfileSection>
  );
}
