import { LoaderCircle } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-feedback.tsx';
import { useConfirmEmail } from '../mutations.ts';
import { useIsSignedIn } from '../store.ts';
import { authTexts } from '../texts.ts';
import { authLinkClass } from './auth-card.tsx';
import { SuccessPanel } from './success-panel.tsx';
import { failureText } from './use-profile-save.ts';

/**
 * Follows the confirmation link of `token` once, on arrival, and says how it went: the confirmed address, or
 * the server's reason (« Lien de confirmation invalide ou expiré », an address taken meanwhile).
 */
export function EmailConfirmation({ token }: { token: string }) {
  const confirm = useConfirmEmail();
  const isSignedIn = useIsSignedIn();
  // A link is single use: the development double run of effects must not spend it twice.
  const hasStarted = useRef(false);
  const { mutate } = confirm;
  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    mutate(token);
  }, [mutate, token]);

  if (confirm.isSuccess) {
    return (
      <div className="space-y-4">
        <SuccessPanel>
          <p className="min-w-0 break-words">{authTexts.emailConfirmed(confirm.data.email)}</p>
        </SuccessPanel>
        {isSignedIn ? (
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            <Link to="/invitations" className={authLinkClass}>
              {authTexts.toInvitations}
            </Link>
            <Link to="/profile" className={authLinkClass}>
              {authTexts.toProfile}
            </Link>
          </div>
        ) : (
          <Link to="/login" className={authLinkClass}>
            {authTexts.loginNow}
          </Link>
        )}
      </div>
    );
  }
  if (confirm.isError) {
    return (
      <div className="space-y-4">
        <FormAlert>{failureText(confirm.error)}</FormAlert>
        <p className="text-sm text-muted">{authTexts.emailConfirmFailedHint}</p>
        <Link to="/profile" className={authLinkClass}>
          {authTexts.toProfile}
        </Link>
      </div>
    );
  }
  return (
    <p role="status" className="flex items-center gap-3 text-muted">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-accent" />
      {authTexts.emailConfirming}
    </p>
  );
}
