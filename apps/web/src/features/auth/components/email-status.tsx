import type { CurrentUser } from '@sanza/contracts';
import { CircleCheck, MailWarning } from 'lucide-react';
import { TONES } from '../../../components/ui/status-badge.tsx';
import { profileTexts } from '../texts.ts';
import { ResendLinkButton } from './resend-link-button.tsx';

/**
 * Where the account's address stands: confirmed, not yet confirmed, or a new one waiting for its link (the
 * current address stays until then). With anything waiting, « Renvoyer le lien ».
 */
export function EmailStatus({ user }: { user: CurrentUser }) {
  if (!user.pending_email && user.email_verified) {
    return (
      <p className="flex items-center gap-2 text-sm text-emerald-200">
        <CircleCheck aria-hidden="true" className="size-4 shrink-0 text-emerald-300" />
        {profileTexts.emailVerified}
      </p>
    );
  }
  return (
    <div className={`space-y-3 rounded-xl border p-3.5 ${TONES.warning.panel}`}>
      <p className="flex items-start gap-2 text-sm">
        <MailWarning aria-hidden="true" className={`mt-px size-4 shrink-0 ${TONES.warning.text}`} />
        <span className="min-w-0 break-words">
          {user.pending_email
            ? profileTexts.emailPending(user.pending_email, user.email)
            : profileTexts.emailUnverified}
        </span>
      </p>
      <ResendLinkButton />
    </div>
  );
}
