import type { Invitation } from '@sanza/contracts';
import { invitationMessages } from '@sanza/contracts/constants';
import { Check, LoaderCircle, X } from 'lucide-react';
import { toast } from 'sonner';
import type { InvitationAnswer } from '../api.ts';
import { respondErrorMessage } from '../errors.ts';
import { useRespondToInvitation } from '../mutations.ts';
import { invitationTexts } from '../texts.ts';

const button =
  'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60 sm:flex-none';

/**
 * 'Accepter' and 'Refuser' on a received pending invitation: both wait while one answer is on its way, the one
 * chosen shows it is busy; then a toast with the spec's success text, or its error text by status.
 */
export function RespondButtons({ invitation }: { invitation: Invitation }) {
  const respond = useRespondToInvitation();
  const busyWith = respond.isPending ? respond.variables.status : null;

  const answer = (status: InvitationAnswer) =>
    respond.mutate(
      { id: invitation.id, status },
      {
        onSuccess: () =>
          toast.success(status === 'confirmed' ? invitationMessages.accepted : invitationMessages.declined),
        onError: (error) =>
          toast.error(invitationMessages.genericError, { description: respondErrorMessage(error, status) }),
      },
    );

  const spinner = <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />;
  return (
    <>
      <button
        type="button"
        onClick={() => answer('confirmed')}
        disabled={respond.isPending}
        aria-busy={busyWith === 'confirmed' || undefined}
        aria-label={busyWith ? undefined : invitationTexts.acceptLabel(invitation.event.name)}
        className={`${button} bg-accent text-accent-ink hover:bg-accent-soft disabled:hover:bg-accent`}
      >
        {busyWith === 'confirmed' ? spinner : <Check aria-hidden="true" className="size-4" />}
        {busyWith === 'confirmed' ? invitationTexts.accepting : invitationTexts.accept}
      </button>
      <button
        type="button"
        onClick={() => answer('declined')}
        disabled={respond.isPending}
        aria-busy={busyWith === 'declined' || undefined}
        aria-label={busyWith ? undefined : invitationTexts.declineLabel(invitation.event.name)}
        className={`${button} border border-ink-600 hover:border-fg`}
      >
        {busyWith === 'declined' ? spinner : <X aria-hidden="true" className="size-4" />}
        {busyWith === 'declined' ? invitationTexts.declining : invitationTexts.decline}
      </button>
    </>
  );
}
