import type { CurrentUser } from '@sanza/contracts';
import { LoaderCircle } from 'lucide-react';
import { profileTexts } from '../texts.ts';
import { AvatarForm } from './avatar-form.tsx';
import { ContactForm } from './contact-form.tsx';
import { InterestsForm } from './interests-form.tsx';
import { PasswordForm } from './password-form.tsx';
import { PersonalInfoForm } from './personal-info-form.tsx';
import { SocialLinksForm } from './social-links-form.tsx';
import { displayName, UserAvatar } from './user-avatar.tsx';

/** The profile's loading screen ('Chargement en cours...'). */
export function ProfileLoading() {
  return (
    <div role="status" className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-muted">
      <LoaderCircle aria-hidden="true" className="size-8 animate-spin text-accent" />
      <p>{profileTexts.loading}</p>
    </div>
  );
}

/** Header of the profile page: avatar, full name and e-mail. */
function ProfileHeader({ user }: { user: CurrentUser }) {
  return (
    <header className="flex items-center gap-4 rounded-3xl border border-ink-800 bg-linear-to-br from-accent/20 via-ink-900 to-ink-900 p-5 sm:gap-6 sm:p-8">
      <UserAvatar user={user} className="size-16 text-xl sm:size-24 sm:text-3xl" />
      <div className="min-w-0">
        <h1 className="truncate text-2xl font-extrabold tracking-tight sm:text-3xl">{displayName(user)}</h1>
        <p className="mt-1 truncate text-sm text-muted sm:text-base">{user.email}</p>
      </div>
    </header>
  );
}

/** The profile page once loaded: header, then its five sections and the password one, each with its own form. */
export function ProfileView({ user }: { user: CurrentUser }) {
  return (
    <div className="mx-auto max-w-3xl space-y-5">
      <ProfileHeader user={user} />
      <AvatarForm user={user} />
      <PersonalInfoForm user={user} />
      <ContactForm user={user} />
      <SocialLinksForm user={user} />
      <InterestsForm user={user} />
      <PasswordForm />
    </div>
  );
}
