import { MailWarning } from 'lucide-react';
import { TONES } from '../../../components/ui/status-badge.tsx';
import { ResendLinkButton } from '../../auth/components/resend-link-button.tsx';
import { useCurrentUser } from '../../auth/queries.ts';
import { invitationTexts } from '../texts.ts';

/**
 * Under « Reçues » while the account's address is not confirmed: invitations follow confirmed addresses only,
 * so none show until the link mailed to it is followed; « Renvoyer le lien » mails a new one.
 */
export function UnverifiedEmailNotice() {
  const { data: user } = useCurrentUser();
  if (!user || user.email_verified) return null;
  return (
    <div className={`mb-5 space-y-3 rounded-2xl border p-4 ${TONES.warning.panel}`}>
      <p className="flex items-start gap-2.5 text-sm">
        <MailWarning aria-hidden="true" className={`mt-px size-5 shrink-0 ${TONES.warning.text}`} />
        <span>{invitationTexts.unverifiedNotice}</span>
      </p>
      <ResendLinkButton />
    </div>
  );
}
