import { Send } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useResendEmailLink } from '../mutations.ts';
import { profileTexts } from '../texts.ts';

/**
 * « Renvoyer le lien »: mails a new confirmation link to the pending or unconfirmed address, then says where it
 * went (or why not: already confirmed, too many links).
 */
export function ResendLinkButton() {
  const resend = useResendEmailLink();
  const failure = resend.isError
    ? resend.error instanceof ApiError
      ? resend.error.message
      : profileTexts.saveFailed
    : null;
  return (
    <div>
      <Button
        variant="secondary"
        onClick={() => resend.mutate()}
        disabled={resend.isPending}
        aria-busy={resend.isPending || undefined}
      >
        <Send aria-hidden="true" className="size-4" />
        {resend.isPending ? profileTexts.resending : profileTexts.resendLink}
      </Button>
      <div role="status" aria-live="polite" className="text-sm">
        {resend.isSuccess && <p className="mt-2 text-emerald-200">{resend.data.detail}</p>}
      </div>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-300">
          {failure}
        </p>
      )}
    </div>
  );
}
